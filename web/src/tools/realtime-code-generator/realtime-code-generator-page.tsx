import {
  generateRealtimeCode,
  REALTIME_DEFAULTS,
  type RealtimeForm,
} from '@toolbox/core/tools/realtime-code-generator';
import { Radio } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';
import { InlineError } from '../../components/inline-error';
import { OutputPanel } from '../../components/output-panel';
import { Pane, ToolPage } from '../../components/tool-page';
import { useLiveResult } from '../../components/use-live-result';
import { useStoredForm } from '../../components/use-stored-state';
import { RealtimeFormFields } from './realtime-form';

const generate = (form: RealtimeForm) =>
  form.tableName.trim() === '' ? undefined : generateRealtimeCode(form);

export default function RealtimeCodeGeneratorPage() {
  const [form, update] = useStoredForm<RealtimeForm>('realtime-code-generator', 'form', REALTIME_DEFAULTS);
  const result = useLiveResult(generate, form);
  const code = result.value;

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
      <InlineError message={result.error} />
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
