import {
  type CustomSection,
  type ReadmeInput,
  runReadmeSections,
} from '@toolbox/core/tools/readme-generator';
import { Plus, X } from 'lucide-react';
import { TextAreaField, TextField } from '../../components/text-field';
import { Button } from '../../components/ui/button';

interface CustomSectionsProps {
  form: ReadmeInput;
  onChange: (change: Pick<ReadmeInput, 'customSections' | 'sections'>) => void;
}

/** A title no section of the README has yet: "New Section", else "New Section 2", 3… */
function freshTitle(taken: readonly string[]): string {
  const used = new Set(taken.map((title) => title.trim().toLowerCase()));
  for (let n = 1; ; n++) {
    const title = n === 1 ? 'New Section' : `New Section ${n}`;
    if (!used.has(title.toLowerCase())) return title;
  }
}

/**
 * Sections the user writes: a title and a Markdown body each. Their titles join the picker's list, so adding,
 * renaming and removing one keeps a chosen order (`sections`) naming it.
 */
export function CustomSections({ form, onChange }: CustomSectionsProps) {
  const custom = form.customSections ?? [];
  const { available, customProblems } = runReadmeSections({ fields: form });
  const write = (next: CustomSection[], sections = form.sections) =>
    onChange({ customSections: next, sections });
  const add = () => {
    const title = freshTitle([...available, ...custom.map((section) => section.title)]);
    write([...custom, { title, body: '' }], form.sections && [...form.sections, title]);
  };
  const rename = (index: number, title: string) => {
    const before = custom[index]?.title;
    const at = before === undefined ? -1 : (form.sections?.lastIndexOf(before) ?? -1);
    const sections = form.sections?.map((picked, i) => (i === at ? title : picked)) ?? null;
    write(
      custom.map((section, i) => (i === index ? { ...section, title } : section)),
      sections,
    );
  };
  const remove = (index: number) => {
    const title = custom[index]?.title;
    write(
      custom.filter((_, i) => i !== index),
      form.sections?.filter((picked) => picked !== title) ?? null,
    );
  };
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Custom Sections</legend>
      {custom.map((section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a section is its place in the list; titles change as typed
        <div key={index} className="grid gap-2 rounded-lg border p-3">
          <div className="flex items-start gap-2">
            <div className="grid flex-1">
              <TextField
                label={`Custom section ${index + 1} title`}
                value={section.title}
                onChange={(event) => rename(index, event.target.value)}
                error={customProblems[index] ?? undefined}
              />
            </div>
            <Button
              variant="ghost"
              size="icon"
              className="mt-6"
              aria-label={`Remove custom section ${index + 1}`}
              onClick={() => remove(index)}
            >
              <X aria-hidden="true" />
            </Button>
          </div>
          <TextAreaField
            label={`Custom section ${index + 1} body (Markdown)`}
            rows={4}
            className="font-mono text-xs"
            value={section.body}
            onChange={(event) =>
              write(custom.map((s, i) => (i === index ? { ...s, body: event.target.value } : s)))
            }
          />
        </div>
      ))}
      <Button variant="outline" size="sm" className="justify-self-start" onClick={add}>
        <Plus aria-hidden="true" />
        Add Section
      </Button>
    </fieldset>
  );
}
