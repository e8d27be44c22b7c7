import {
  generateRlsPolicy,
  POLICY_TYPE_LABELS,
  RLS_DEFAULTS,
  RLS_OPERATIONS,
  RLS_POLICY_TYPES,
  type RlsForm,
} from '@toolbox/core/tools/rls-policy-generator';
import { ShieldCheck } from 'lucide-react';
import { useBind } from '../../components/bind-value';
import { CopyButton } from '../../components/copy-button';
import { DownloadButton } from '../../components/download-button';
import { EmptyState } from '../../components/empty-state';
import { Field } from '../../components/field';
import { InlineError } from '../../components/inline-error';
import { OutputPanel } from '../../components/output-panel';
import { SelectField } from '../../components/select-field';
import { TextField, useField } from '../../components/text-field';
import { Pane, ToolPage } from '../../components/tool-page';
import { NativeSelect, Textarea } from '../../components/ui/input';
import { useLiveResult } from '../../components/use-live-result';
import { useStoredForm } from '../../components/use-stored-state';

const generate = (form: RlsForm) => (form.tableName.trim() === '' ? undefined : generateRlsPolicy(form));

export default function RlsPolicyGeneratorPage() {
  const [form, update] = useStoredForm<RlsForm>('rls-policy-generator', 'form', RLS_DEFAULTS);
  const result = useLiveResult(generate, form);
  const policy = result.value;
  const text = useField(form, update);
  const bind = useBind(form, update);

  const input = (
    <Pane title="Policy" description="The table, what the policy allows and to whom.">
      <TextField
        label="Table Name"
        hint="name or schema.name; schema public by default"
        {...text('tableName')}
        placeholder="todos"
      />
      <TextField
        label="Policy Name"
        hint="Leave blank for a name made from your choices."
        {...text('policyName')}
        placeholder={policy?.policyName ?? 'Users can view their own todos'}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Operation">
          <NativeSelect
            value={form.operation}
            onChange={(e) =>
              update('operation', RLS_OPERATIONS.find((op) => op === e.target.value) ?? 'SELECT')
            }
          >
            {RLS_OPERATIONS.map((op) => (
              <option key={op}>{op}</option>
            ))}
          </NativeSelect>
        </Field>
        <SelectField
          label="Policy Type"
          options={RLS_POLICY_TYPES}
          labels={POLICY_TYPE_LABELS}
          {...bind('policyType')}
        />
      </div>
      {form.policyType === 'owner' && (
        <TextField
          label="User Column"
          hint="The column holding the owner's auth.users id."
          {...text('userColumn')}
        />
      )}
      {form.policyType === 'role' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Required Role" {...text('requiredRole')} />
          <TextField
            label="Role Column"
            hint="Blank: the JWT's app_metadata.role. Or column of profiles, table.column, schema.table.column."
            {...text('roleColumn')}
            placeholder="profiles.role"
          />
        </div>
      )}
      {form.policyType === 'custom' && (
        <Field
          label="Custom Condition"
          hint="One SQL expression, e.g. is_public or (select auth.uid()) = author_id"
        >
          <Textarea {...text('customCondition')} className="font-mono" placeholder="is_public = true" />
        </Field>
      )}
    </Pane>
  );

  const output = (
    // Copy and Download sit in the code block's row, beside its wrap toggle, as on the other generators' pages.
    <Pane title="Generated SQL" description="Run it in the SQL editor or add it to a migration.">
      <InlineError message={result.error} />
      <OutputPanel
        label="Generated SQL"
        value={policy?.sql ?? ''}
        actions={
          policy && (
            <>
              <CopyButton value={policy.sql} label="Copy SQL" successDescription="SQL copied to clipboard." />
              <DownloadButton
                files={() => ({ name: policy.fileName, mime: 'application/sql', data: policy.sql })}
                successTitle="Downloaded!"
                successDescription={`${policy.fileName} has been downloaded.`}
              />
            </>
          )
        }
        empty={<EmptyState icon={ShieldCheck}>Enter a table name to generate its policy.</EmptyState>}
      />
    </Pane>
  );

  return <ToolPage toolId="rls-policy-generator" input={input} output={output} />;
}
