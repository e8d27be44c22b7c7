import { FILE_REFUSED_TITLES } from '@toolbox/core/errors';
import type { OutputFile } from '@toolbox/core/ports';
import {
  DATA_FORMATS,
  type DataFormat,
  FORMAT_FILES,
  FORMAT_LABELS,
  runConvert,
  runFileFormat,
} from '@toolbox/core/tools/convert';
import { ArrowLeftRight } from 'lucide-react';
import { useState } from 'react';
import { useBind } from '../../components/bind-value';
import { Checkbox } from '../../components/checkbox';
import { CodeField } from '../../components/code-field';
import { EmptyState } from '../../components/empty-state';
import { FileDrop } from '../../components/file-drop';
import { OutputPanel } from '../../components/output-panel';
import { SelectField } from '../../components/select-field';
import { Pane, RunButton, ToolPage } from '../../components/tool-page';
import { useStoredForm } from '../../components/use-stored-state';
import { useToolAction } from '../../components/use-tool-action';
import { openTextFile } from '../../platform/text-file';

const FROM_CHOICES = ['auto', ...DATA_FORMATS] as const;
type FromChoice = (typeof FROM_CHOICES)[number];
const DEFAULTS = {
  text: 'x-defaults: &defaults\n  restart: always\nservices:\n  web:\n    <<: *defaults\n    image: nginx:1.27\n',
  from: 'auto' as FromChoice,
  to: 'json' as DataFormat,
  sortKeys: false,
};
const CHOICES = { from: FROM_CHOICES, to: DATA_FORMATS };
const DATA_FILES = [
  '.json',
  '.yaml',
  '.yml',
  '.toml',
  'application/json',
  'application/yaml',
  'application/toml',
];
const FILE_MESSAGES = {
  type: { title: FILE_REFUSED_TITLES.type, description: 'Open a .json, .yaml, .yml or .toml file.' },
  size: { title: FILE_REFUSED_TITLES.size, description: 'Open a file of up to 10 MB.' },
};
/** A data file larger than this is refused: 100 MB of text in the field would hold the page for long. */
const MAX_FILE_BYTES = 10 * 1024 * 1024;

export default function ConvertPage() {
  const [form, update] = useStoredForm('convert', 'form', DEFAULTS, CHOICES);
  const bind = useBind(form, update);
  const [output, setOutput] = useState<OutputFile | null>(null);
  const [note, setNote] = useState('');
  // The YAML and TOML parsers load with the first conversion, not with the page.
  const action = useToolAction(
    async () => {
      return runConvert({
        text: form.text,
        to: form.to,
        sortKeys: form.sortKeys,
        ...(form.from === 'auto' ? {} : { from: form.from }),
      });
    },
    { failure: { title: 'Error', description: 'Failed to convert. Please try again.' } },
    { inline: { field: 'text', input: form } },
  );
  const run = async () => {
    const result = await action.run();
    if (!result) return;
    const file = FORMAT_FILES[result.to];
    setOutput({ name: `converted.${file.extension}`, mime: file.mime, data: result.output });
    setNote(
      `${FORMAT_LABELS[result.from]}${form.from === 'auto' ? ' (detected)' : ''} to ${FORMAT_LABELS[result.to]}` +
        (result.documents > 1 ? `, ${result.documents} documents` : ''),
    );
  };

  return (
    <ToolPage
      toolId="convert"
      onRun={run}
      input={
        <Pane title="Input">
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label="From"
              options={FROM_CHOICES}
              labels={{ auto: 'Detect', json: 'JSON', yaml: 'YAML', toml: 'TOML' }}
              {...bind('from')}
            />
            <SelectField label="To" options={DATA_FORMATS} labels={FORMAT_LABELS} {...bind('to')} />
          </div>
          <CodeField
            label="Data"
            hint="YAML anchors and aliases are resolved; several YAML documents become a JSON array."
            error={action.errorIn('text')}
            {...bind('text')}
          />
          <FileDrop
            label="Open a file"
            description="JSON, YAML or TOML; it never leaves this device."
            accept={DATA_FILES}
            maxBytes={MAX_FILE_BYTES}
            messages={FILE_MESSAGES}
            onFile={async (file) => {
              const text = await openTextFile(file);
              if (text === undefined) return;
              update('text', text);
              update('from', runFileFormat({ name: file.name }).format ?? 'auto');
            }}
          />
          <Checkbox
            label="Sort keys"
            checked={form.sortKeys}
            onCheckedChange={(value) => update('sortKeys', value)}
          />
          <RunButton busy={action.busy} busyLabel="Converting..." onClick={run}>
            Convert
          </RunButton>
        </Pane>
      }
      output={
        <Pane title="Output" description={note || undefined}>
          <OutputPanel
            files={output ? [output] : []}
            empty={<EmptyState icon={ArrowLeftRight}>Paste JSON, YAML or TOML and press Convert.</EmptyState>}
          />
        </Pane>
      }
    />
  );
}
