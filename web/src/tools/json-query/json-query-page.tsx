import type { OutputFile } from '@toolbox/core/ports';
import {
  JSON_QUERY_MESSAGES,
  type JsonQueryLanguage,
  runJsonQuery,
  runJsonQueryText,
} from '@toolbox/core/tools/json-query';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { Field } from '../../components/field';
import { OutputPanel } from '../../components/output-panel';
import { Pane, RunButton, ToolPage } from '../../components/tool-page';
import { Textarea } from '../../components/ui/input';
import { useToolAction } from '../../components/use-tool-action';

export default function JsonQueryPage() {
  const [language, setLanguage] = useState<JsonQueryLanguage>('jsonpath');
  const [filter, setFilter] = useState('$');
  const [text, setText] = useState('');
  const [output, setOutput] = useState<OutputFile | null>(null);
  const action = useToolAction(
    async (): Promise<OutputFile> => {
      const result = await runJsonQuery({ language, filter, document: text });
      return { name: 'results.txt', mime: 'text/plain', data: runJsonQueryText(result) };
    },
    {
      success: { title: 'Done' },
      failure: { title: JSON_QUERY_MESSAGES.title, description: 'The query could not run.' },
    },
  );
  const run = async () => {
    const file = await action.run();
    if (file) setOutput(file);
  };

  return (
    <ToolPage
      toolId="json-query"
      onRun={run}
      input={
        <Pane title="Input">
          <Field label="Language">
            <select
              value={language}
              onChange={(event) => setLanguage(event.target.value as JsonQueryLanguage)}
            >
              <option value="jsonpath">JSONPath</option>
              <option value="jq">jq</option>
            </select>
          </Field>
          <Field label="Query or filter">
            <Textarea value={filter} onChange={(event) => setFilter(event.target.value)} rows={2} />
          </Field>
          <Field label="JSON document">
            <Textarea value={text} onChange={(event) => setText(event.target.value)} rows={8} />
          </Field>
          <RunButton busy={action.busy} onClick={run}>
            Run
          </RunButton>
        </Pane>
      }
      output={
        <Pane title="Output">
          <OutputPanel
            files={output ? [output] : []}
            empty={<EmptyState icon={FileText}>Paste a JSON document and press Run.</EmptyState>}
          />
        </Pane>
      }
    />
  );
}
