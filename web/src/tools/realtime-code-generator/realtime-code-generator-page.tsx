import { ToolInputError } from '@toolbox/core/errors';
import {
  generateRealtimeCode,
  REALTIME_DEFAULTS,
  type RealtimeCode,
  type RealtimeForm,
} from '@toolbox/core/tools/realtime-code-generator';
import { Radio } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';
import { OutputPanel } from '../../components/output-panel';
import { Pane, ToolPage } from '../../components/tool-page';
import { useStoredForm } from '../../components/use-stored-state';
import { RealtimeFormFields } from './realtime-form';

function generate(form: RealtimeForm): RealtimeCode | { error: string } | undefined {
  if (form.tableName.trim() === '') return undefined;
  try {
    return generateRealtimeCode(form);
  } catch (error) {
    if (error instanceof ToolInputError) return { error: error.message };
    throw error;
  }
}

export default function RealtimeCodeGeneratorPage() {
  const [form, update] = useStoredForm<RealtimeForm>('realtime-code-generator', 'form', REALTIME_DEFAULTS);
  const result = generate(form);
  const code = result && 'files' in result ? result : undefined;

  const input = (
    <Pane title="Subscription" description="The table, the changes to receive and how the hook keeps them.">
      <RealtimeFormFields form={form} update={update} />
    </Pane>
  );

  const output = (
    <Pane
      title="Generated code"
      description="The component, the hook (supabase-js v2) and the SQL that turns Realtime on for the table."
    >
      {result && 'error' in result && (
        <p role="alert" className="text-sm text-error">
          {result.error}
        </p>
      )}
      <OutputPanel
        label="Generated code"
        files={code?.files ?? []}
        zipName={code?.zipName}
        empty={<EmptyState icon={Radio}>Enter a table name to generate its realtime code.</EmptyState>}
      />
    </Pane>
  );

  return <ToolPage toolId="realtime-code-generator" input={input} output={output} />;
}
