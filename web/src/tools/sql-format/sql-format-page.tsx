import { ToolInputError } from '@toolbox/core/errors';
import type { OutputFile } from '@toolbox/core/ports';
import { AlignLeft } from 'lucide-react';
import { useState } from 'react';
import { useBind } from '../../components/bind-value';
import { CodeField } from '../../components/code-field';
import { EmptyState } from '../../components/empty-state';
import { OutputPanel } from '../../components/output-panel';
import { SelectField } from '../../components/select-field';
import { Pane, RunButton, ToolPage } from '../../components/tool-page';
import { useStoredForm } from '../../components/use-stored-state';
import { useToolAction } from '../../components/use-tool-action';
import { usePlatformPorts } from '../../platform/platform-ports';

const KEYWORD_CASES = ['upper', 'lower', 'preserve'] as const;
const INDENTS = ['2', '4', 'tab'] as const;
const DEFAULTS = {
  sql: "select p.id, p.username, count(t.id) as todos from profiles p left join todos t on t.user_id = p.id and t.is_complete = false where p.updated_at > now() - interval '7 days' group by p.id, p.username order by todos desc limit 10;",
  keywordCase: 'upper' as (typeof KEYWORD_CASES)[number],
  indent: '2' as (typeof INDENTS)[number],
};
const CHOICES = { keywordCase: KEYWORD_CASES, indent: INDENTS };

export default function SqlFormatPage() {
  const [form, update] = useStoredForm('sql-format', 'form', DEFAULTS, CHOICES);
  const bind = useBind(form, update);
  const [output, setOutput] = useState<OutputFile | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const { pgParser } = usePlatformPorts();
  // The formatter and Postgres's parser (WASM) load with the first Format, not with the page.
  const action = useToolAction(
    async () => {
      const [{ runSqlFormat }, parse] = await Promise.all([
        import('@toolbox/core/tools/sql-format'),
        pgParser(),
      ]);
      try {
        return await runSqlFormat(
          { sql: form.sql, keywordCase: form.keywordCase, indent: form.indent },
          parse,
        );
      } catch (caught) {
        if (caught instanceof ToolInputError) setError(caught.message);
        throw caught;
      }
    },
    { failure: { title: 'Error', description: 'Failed to format the SQL. Please try again.' } },
  );
  const run = async () => {
    setError('');
    const result = await action.run();
    if (!result) {
      // A result that no longer matches the input must not stay copyable.
      setOutput(null);
      setNote('');
      return;
    }
    setOutput({ name: 'formatted.sql', mime: 'application/sql', data: result.sql });
    setNote(
      `${result.statements} ${result.statements === 1 ? 'statement' : 'statements'}, read by Postgres's parser before and after.`,
    );
  };

  return (
    <ToolPage
      toolId="sql-format"
      onRun={run}
      input={
        <Pane title="Input">
          <CodeField
            label="SQL"
            hint="PostgreSQL: one or more statements; comments are kept."
            value={form.sql}
            onChange={(value) => {
              update('sql', value);
              setError('');
            }}
            {...(error ? { error } : {})}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label="Keyword case"
              options={KEYWORD_CASES}
              labels={{ upper: 'UPPER', lower: 'lower', preserve: 'As written' }}
              {...bind('keywordCase')}
            />
            <SelectField
              label="Indent"
              options={INDENTS}
              labels={{ '2': '2 spaces', '4': '4 spaces', tab: 'Tab' }}
              {...bind('indent')}
            />
          </div>
          <RunButton busy={action.busy} busyLabel="Formatting..." onClick={run}>
            Format SQL
          </RunButton>
        </Pane>
      }
      output={
        <Pane title="Formatted" description={note || undefined}>
          <OutputPanel
            files={output ? [output] : []}
            empty={<EmptyState icon={AlignLeft}>Paste SQL and press Format SQL.</EmptyState>}
          />
        </Pane>
      }
    />
  );
}
