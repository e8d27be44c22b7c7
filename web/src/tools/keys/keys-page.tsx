import type { OutputFile } from '@toolbox/core/ports';
import { generateKeys } from '@toolbox/core/tools/keys';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { Field } from '../../components/field';
import { OutputPanel } from '../../components/output-panel';
import { Pane, RunButton, ToolPage } from '../../components/tool-page';
import { Textarea } from '../../components/ui/input';
import { useToolAction } from '../../components/use-tool-action';

export default function KeysPage() {
  const [text, setText] = useState('');
  const [output, setOutput] = useState<OutputFile | null>(null);
  const action = useToolAction(async () => generateKeys({ text }), {
    success: { title: 'Generated' },
    failure: { title: 'Error', description: 'Failed to generate. Please try again.' },
  });
  const run = async () => {
    const file = await action.run();
    if (file) setOutput(file);
  };

  return (
    <ToolPage
      toolId="keys"
      onRun={run}
      input={
        <Pane title="Input">
          <Field label="Text">
            <Textarea value={text} onChange={(event) => setText(event.target.value)} rows={8} />
          </Field>
          <RunButton busy={action.busy} onClick={run}>
            Generate
          </RunButton>
        </Pane>
      }
      output={
        <Pane title="Output">
          <OutputPanel
            files={output ? [output] : []}
            empty={<EmptyState icon={FileText}>Type some text and press Generate.</EmptyState>}
          />
        </Pane>
      }
    />
  );
}
