import type { OutputFile } from '@toolbox/core/ports';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { Field } from '../../components/field';
import { OutputPanel } from '../../components/output-panel';
import { Pane, RunButton, ToolPage } from '../../components/tool-page';
import { Textarea } from '../../components/ui/input';
import { useToolAction } from '../../components/use-tool-action';

export default function XmlPage() {
  const [text, setText] = useState('');
  const [output, setOutput] = useState<OutputFile | null>(null);
  const action = useToolAction(
    // The XML parser loads with the first run, not with the page.
    async (): Promise<OutputFile> => ({
      name: 'formatted.xml',
      mime: 'application/xml',
      data: (await import('@toolbox/core/tools/xml')).runXmlFormat({ xml: text }),
    }),
    {
      success: { title: 'Formatted' },
      failure: { title: 'Error', description: 'Failed to format. Please try again.' },
    },
  );
  const run = async () => {
    const file = await action.run();
    if (file) setOutput(file);
  };

  return (
    <ToolPage
      toolId="xml"
      onRun={run}
      input={
        <Pane title="Input">
          <Field label="XML document">
            <Textarea value={text} onChange={(event) => setText(event.target.value)} rows={8} />
          </Field>
          <RunButton busy={action.busy} onClick={run}>
            Format
          </RunButton>
        </Pane>
      }
      output={
        <Pane title="Output">
          <OutputPanel
            files={output ? [output] : []}
            empty={<EmptyState icon={FileText}>Paste XML and press Format.</EmptyState>}
          />
        </Pane>
      }
    />
  );
}
