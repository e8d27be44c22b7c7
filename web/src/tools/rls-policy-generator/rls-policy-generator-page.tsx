import { ToolInputError } from '@toolbox/core/errors';
import {
  generateRlsPolicy,
  POLICY_TYPE_LABELS,
  RLS_DEFAULTS,
  RLS_OPERATIONS,
  RLS_POLICY_TYPES,
  type RlsForm,
  type RlsPolicy,
} from '@toolbox/core/tools/rls-policy-generator';
import { ShieldCheck } from 'lucide-react';
import { CopyButton } from '../../components/copy-button';
import { DownloadButton } from '../../components/download-button';
import { EmptyState } from '../../components/empty-state';
import { Field } from '../../components/field';
import { OutputPanel } from '../../components/output-panel';
import { SelectField } from '../../components/select-field';
import { Pane, ToolPage } from '../../components/tool-page';
import { Input, NativeSelect, Textarea } from '../../components/ui/input';
import { useStoredForm } from '../../components/use-stored-state';

function generate(form: RlsForm): RlsPolicy | { error: string } | undefined {
  if (form.tableName.trim() === '') return undefined;
  try {
    return generateRlsPolicy(form);
  } catch (error) {
    if (error instanceof ToolInputError) return { error: error.message };
    throw error;
  }
}

export default function RlsPolicyGeneratorPage() {
  const [form, update] = useStoredForm<RlsForm>('rls-policy-generator', 'form', RLS_DEFAULTS);
  const result = generate(form);
  const policy = result && 'sql' in result ? result : undefined;
  const text = (name: keyof RlsForm) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => update(name, e.target.value),
  });

  const input = (
    <Pane title="Policy" description="The table, what the policy allows and to whom.">
      <Field label="Table Name" hint="name or schema.name; schema public by default">
        <Input {...text('tableName')} placeholder="todos" />
      </Field>
      <Field label="Policy Name" hint="Leave blank for a name made from your choices.">
        <Input {...text('policyName')} placeholder={policy?.policyName ?? 'Users can view their own todos'} />
      </Field>
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
          value={form.policyType}
          options={RLS_POLICY_TYPES}
          labels={POLICY_TYPE_LABELS}
          onChange={(value) => update('policyType', value)}
        />
      </div>
      {form.policyType === 'owner' && (
        <Field label="User Column" hint="The column holding the owner's auth.users id.">
          <Input {...text('userColumn')} />
        </Field>
      )}
      {form.policyType === 'role' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Required Role">
            <Input {...text('requiredRole')} />
          </Field>
          <Field
            label="Role Column"
            hint="Blank: the JWT's app_metadata.role. Or column of profiles, table.column, schema.table.column."
          >
            <Input {...text('roleColumn')} placeholder="profiles.role" />
          </Field>
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
    <Pane
      title="Generated SQL"
      description="Run it in the SQL editor or add it to a migration."
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
    >
      {result && 'error' in result && (
        <p role="alert" className="text-sm text-error">
          {result.error}
        </p>
      )}
      <OutputPanel
        label="Generated SQL"
        value={policy?.sql ?? ''}
        empty={<EmptyState icon={ShieldCheck}>Enter a table name to generate its policy.</EmptyState>}
      />
    </Pane>
  );

  return <ToolPage toolId="rls-policy-generator" input={input} output={output} />;
}
