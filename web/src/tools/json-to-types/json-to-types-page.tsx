import type { OutputFile } from '@toolbox/core/ports';
import { generateTypes, TYPE_LANGUAGES, type TypeLanguage } from '@toolbox/core/tools/json-to-types';
import { FileCode } from 'lucide-react';
import { useState } from 'react';
import { useBind } from '../../components/bind-value';
import { CodeField } from '../../components/code-field';
import { EmptyState } from '../../components/empty-state';
import { OutputPanel } from '../../components/output-panel';
import { SelectField } from '../../components/select-field';
import { TextField, useField } from '../../components/text-field';
import { Pane, RunButton, ToolPage } from '../../components/tool-page';
import { useStoredForm } from '../../components/use-stored-state';
import { useToolAction } from '../../components/use-tool-action';

const DEFAULTS = {
  text: '[\n  {"id": 1, "name": "Ada", "email": "ada@example.com", "createdAt": "2026-01-15T12:00:00Z", "tags": ["admin"]},\n  {"id": 2, "name": "Linus", "createdAt": "2026-01-16T08:30:00Z", "tags": [], "team": {"name": "core"}}\n]',
  lang: 'ts' as TypeLanguage,
  name: 'User',
};
const CHOICES = { lang: TYPE_LANGUAGES };
const FILES: Record<TypeLanguage, { name: string; mime: string }> = {
  ts: { name: 'types.ts', mime: 'text/typescript' },
  zod: { name: 'schema.ts', mime: 'text/typescript' },
  'json-schema': { name: 'schema.json', mime: 'application/schema+json' },
  go: { name: 'types.go', mime: 'text/x-go' },
  rust: { name: 'types.rs', mime: 'text/rust' },
  python: { name: 'types.py', mime: 'text/x-python' },
  pydantic: { name: 'models.py', mime: 'text/x-python' },
  kotlin: { name: 'Types.kt', mime: 'text/x-kotlin' },
  csharp: { name: 'Types.cs', mime: 'text/x-csharp' },
};
const LABELS: Record<TypeLanguage, string> = {
  ts: 'TypeScript',
  zod: 'Zod',
  'json-schema': 'JSON Schema',
  go: 'Go',
  rust: 'Rust (serde)',
  python: 'Python (dataclasses)',
  pydantic: 'Python (pydantic)',
  kotlin: 'Kotlin',
  csharp: 'C#',
};

export default function JsonToTypesPage() {
  const [form, update] = useStoredForm('json-to-types', 'form', DEFAULTS, CHOICES);
  const bind = useBind(form, update);
  const field = useField(form, update);
  const [output, setOutput] = useState<OutputFile | null>(null);
  // Go, Rust, Python, Kotlin and C# load quicktype (a chunk of its own) the first time one is asked for.
  const action = useToolAction(
    async () => ({
      ...FILES[form.lang],
      data: await generateTypes({ text: form.text, lang: form.lang, name: form.name }),
    }),
    { failure: { title: 'Error', description: 'Failed to generate types. Please try again.' } },
    { inline: { field: 'text', input: form } },
  );
  const run = async () => {
    const file = await action.run();
    if (file) setOutput(file);
  };

  return (
    <ToolPage
      toolId="json-to-types"
      onRun={run}
      input={
        <Pane title="Samples">
          <CodeField
            label="JSON"
            hint="One document, or JSON Lines (one sample a line): fields missing from some samples become optional."
            error={action.errorIn('text')}
            {...bind('text')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField label="Language" options={TYPE_LANGUAGES} labels={LABELS} {...bind('lang')} />
            <TextField label="Root name" {...field('name')} />
          </div>
          <RunButton busy={action.busy} onClick={run}>
            Generate types
          </RunButton>
        </Pane>
      }
      output={
        <Pane title="Types">
          <OutputPanel
            files={output ? [output] : []}
            empty={<EmptyState icon={FileCode}>Paste JSON and press Generate types.</EmptyState>}
          />
        </Pane>
      }
    />
  );
}
