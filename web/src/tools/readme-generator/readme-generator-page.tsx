import {
  README_DEFAULTS,
  README_FILE,
  type ReadmeInput,
  runReadme,
  runReadmeStoredFields,
} from '@toolbox/core/tools/readme-generator';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { CopyButton } from '../../components/copy-button';
import { DownloadButton } from '../../components/download-button';
import { EmptyState } from '../../components/empty-state';
import { OutOfDateNote, useOutOfDate } from '../../components/out-of-date';
import { OutputPanel } from '../../components/output-panel';
import { Pane, RunButton, ToolPage } from '../../components/tool-page';
import { useStoredForm } from '../../components/use-stored-state';
import { useToolAction } from '../../components/use-tool-action';
import { MarkdownPreview } from './markdown-preview';
import { PackageImport } from './package-import';
import { ReadmeForm } from './readme-form';

export default function ReadmeGeneratorPage() {
  const [form, , setForm] = useStoredForm<ReadmeInput>(
    'readme-generator',
    'form',
    README_DEFAULTS,
    {},
    runReadmeStoredFields,
  );
  const [readme, setReadme] = useState('');
  const fresh = useOutOfDate(form);
  const { run, busy } = useToolAction(
    () => {
      setReadme(runReadme({ fields: form }).readme);
      fresh.made();
    },
    {
      success: {
        title: 'README Generated',
        description: 'Your README file has been generated successfully.',
      },
      failure: { title: 'Error', description: 'Failed to generate README. Please try again.' },
    },
  );

  const input = (
    <Pane title="Project Details">
      <PackageImport form={form} onImport={setForm} />
      <ReadmeForm form={form} onChange={setForm} />
      <RunButton onClick={() => void run()} busy={busy} className="justify-self-start">
        Generate README
      </RunButton>
    </Pane>
  );

  const output = (
    <Pane title="README.md">
      <OutOfDateNote outOfDate={fresh.outOfDate} action="Generate README" />
      <OutputPanel
        label="README source"
        value={readme}
        preview={<MarkdownPreview markdown={readme} label="README preview" />}
        defaultTab="raw"
        empty={<EmptyState icon={FileText}>Fill in your project details and generate a README.</EmptyState>}
        actions={
          readme && (
            <>
              <CopyButton value={readme} successDescription="README copied to clipboard." />
              <DownloadButton
                files={() => ({ name: README_FILE, mime: 'text/markdown', data: readme })}
                successTitle="Downloaded"
                successDescription="README.md file has been downloaded."
              />
            </>
          )
        }
      />
    </Pane>
  );

  return <ToolPage toolId="readme-generator" onRun={() => void run()} input={input} output={output} />;
}
