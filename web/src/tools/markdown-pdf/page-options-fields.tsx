import {
  DEFAULT_PAGE_OPTIONS,
  PAGE_SIZE_NAMES,
  runPageOptions,
} from '@toolbox/core/tools/markdown-pdf/page-options';
import { Checkbox } from '../../components/checkbox';
import { SelectField } from '../../components/select-field';
import { bindText, TextField } from '../../components/text-field';
import { useSavedState } from '../../components/use-stored-state';

/** The page options as the user typed them, kept over reloads like the page's other inputs. */
export function usePageOptions() {
  const [toc, setToc] = useSavedState('markdown-pdf', 'toc', false);
  const [savedSize, setPageSize] = useSavedState('markdown-pdf', 'page-size', 'A4');
  const [margin, setMargin] = useSavedState('markdown-pdf', 'margin', '');
  const [header, setHeader] = useSavedState('markdown-pdf', 'header', '');
  const [footer, setFooter] = useSavedState('markdown-pdf', 'footer', DEFAULT_PAGE_OPTIONS.footer);
  // An empty margins field keeps the default; a saved paper size no longer offered falls back to A4.
  const { options, errors } = runPageOptions({
    pageSize: savedSize,
    margin: margin.trim() ? margin : undefined,
    toc,
    header,
    footer,
  });
  const { pageSize } = options;
  const marginError = errors.find((error) => error.field === 'margin')?.message;
  return {
    options,
    /** Why the margins cannot be used (shown under the field; the PDF is not made until it is fixed). */
    marginError,
    fields: { toc, setToc, pageSize, setPageSize, margin, setMargin, header, setHeader, footer, setFooter },
  };
}

type Fields = ReturnType<typeof usePageOptions>['fields'];

/** A compact "Page options" group: contents, paper, margins, and a running header and footer. */
export function PageOptionsFields({
  fields,
  marginError,
}: {
  fields: Fields;
  marginError: string | undefined;
}) {
  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Page options</legend>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] items-start gap-3">
        <SelectField
          label="Page size"
          value={fields.pageSize}
          options={PAGE_SIZE_NAMES}
          onChange={fields.setPageSize}
        />
        <TextField
          label="Margins"
          error={marginError}
          {...bindText(fields.margin, fields.setMargin)}
          placeholder="20mm or 1in 0.75in"
          spellCheck={false}
        />
      </div>
      <Checkbox
        label="Table of contents"
        checked={fields.toc}
        onCheckedChange={fields.setToc}
        className="w-fit"
      />
      <div className="grid grid-cols-[repeat(auto-fit,minmax(12rem,1fr))] items-start gap-3">
        <TextField label="Header" {...bindText(fields.header, fields.setHeader)} placeholder="{title}" />
        <TextField label="Footer" {...bindText(fields.footer, fields.setFooter)} placeholder="none" />
      </div>
      <p className="text-xs text-muted-foreground">
        On every page <code>{'{page}'}</code> and <code>{'{pages}'}</code> become the page number and count,{' '}
        <code>{'{title}'}</code> the document&apos;s title and <code>{'{date}'}</code> today&apos;s date.
        Margins take 1–4 lengths in mm, cm, in or pt; empty keeps the default.
      </p>
    </fieldset>
  );
}
