import { CaseSensitive } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Checkbox } from '../../components/checkbox';
import { EmptyState } from '../../components/empty-state';
import { TextAreaField, useField } from '../../components/text-field';
import { Pane, ToolPage } from '../../components/tool-page';
import { useStoredForm } from '../../components/use-stored-state';
import { ValueList } from '../../components/value-list';
import { textCaseFigures } from '../../platform/text-case-figures';
import { TextCaseWorker } from '../../platform/text-case-worker-client';
import type { TextCaseFigures } from '../../platform/text-case-worker-protocol';

const DEFAULTS = { text: 'user_id\ncreated_at', perLine: true, separateNumbers: false };
type Form = typeof DEFAULTS;

/**
 * Texts up to this length are renamed as they are typed, on the page; longer ones in a worker: twelve spellings of a
 * pasted 1,000,000-character line held the page's thread for 2.5-5.6 s in Chromium.
 */
const ON_PAGE_CHARS = 20_000;

/** What the page shows: the counts are null when the worker failed (never zeros that look like an empty text). */
type Shown = { cases: TextCaseFigures['cases']; count: TextCaseFigures['count'] | null };

/** The worker's figures of `form` (null: a short text, or still working). */
function useWorkerFigures(form: Form | null): Shown | null {
  const [worker] = useState(() => new TextCaseWorker());
  useEffect(() => () => worker.dispose(), [worker]);
  const [done, setDone] = useState<{ form: Form; figures: Shown } | null>(null);
  useEffect(() => {
    if (!form) return;
    let live = true;
    worker.figures(form).then(
      (figures) => live && setDone({ form, figures }),
      (error: Error) =>
        live &&
        error.name !== 'WorkerSupersededError' &&
        setDone({ form, figures: { cases: { error: error.message }, count: null } }),
    );
    return () => {
      live = false;
    };
  }, [worker, form]);
  return form && done?.form === form ? done.figures : null;
}

export default function TextCasePage() {
  const [form, update] = useStoredForm('text-case', 'form', DEFAULTS);
  const field = useField(form, update);
  const large = form.text.length > ON_PAGE_CHARS;
  const onPage = useMemo(() => (large ? null : textCaseFigures(form)), [form, large]);
  const inWorker = useWorkerFigures(large ? form : null);
  const figures: Shown | null = onPage ?? inWorker;
  const result = figures?.cases;
  const count = figures?.count;
  // '…' while the worker works; 'not counted' when it failed (its message is under the text field).
  const shownCount = (value: number | undefined) =>
    count === null ? 'not counted' : value === undefined ? '…' : String(value);

  return (
    <ToolPage
      toolId="text-case"
      input={
        <Pane title="Text">
          <TextAreaField
            label="Names or text"
            hint="A name a line (user_id, createdAt), or a whole text."
            rows={8}
            {...(result && 'error' in result ? { error: result.error } : {})}
            {...field('text')}
            spellCheck={false}
          />
          <div className="flex flex-wrap gap-4">
            <Checkbox
              label="Each line on its own"
              checked={form.perLine}
              onCheckedChange={(on) => update('perLine', on)}
            />
            <Checkbox
              label="Digits start a word (TestV2 → test_v_2)"
              checked={form.separateNumbers}
              onCheckedChange={(on) => update('separateNumbers', on)}
            />
          </div>
          <ValueList
            label="Counts"
            rows={[
              {
                label: 'Characters',
                value: shownCount(count?.characters),
                note: 'Unicode code points, as wc -m',
              },
              {
                label: 'Graphemes',
                value: shownCount(count?.graphemes),
                note: 'what a reader sees as one character',
              },
              { label: 'Words', value: shownCount(count?.words) },
              { label: 'Lines', value: shownCount(count?.lines) },
              { label: 'UTF-8 bytes', value: shownCount(count?.bytes) },
            ]}
          />
        </Pane>
      }
      output={
        <Pane title="Cases">
          {result && 'ok' in result ? (
            <ValueList
              label="Cases"
              rows={result.ok.results.map((r) => ({ label: r.case, value: r.text }))}
            />
          ) : !figures ? (
            <p role="status" className="text-sm text-muted-foreground">
              Renaming {form.text.length.toLocaleString('en-US')} characters…
            </p>
          ) : (
            <EmptyState icon={CaseSensitive}>Type some text on the left to see it in every case.</EmptyState>
          )}
        </Pane>
      }
    />
  );
}
