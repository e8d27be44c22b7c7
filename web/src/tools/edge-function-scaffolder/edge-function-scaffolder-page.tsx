import {
  DEFAULT_WEBHOOK_SECRET,
  EDGE_DEFAULTS,
  EDGE_TEMPLATES,
  type EdgeFunctionForm,
  FIXED_AUTH,
  generateEdgeFunction,
  TEMPLATE_LABELS,
  WEBHOOK_PROVIDER_LABELS,
  WEBHOOK_PROVIDERS,
} from '@toolbox/core/tools/edge-function-scaffolder';
import { Zap } from 'lucide-react';
import { useBind } from '../../components/bind-value';
import { Checkbox } from '../../components/checkbox';
import { CopyButton } from '../../components/copy-button';
import { DownloadButton } from '../../components/download-button';
import { EmptyState } from '../../components/empty-state';
import { Field } from '../../components/field';
import { InlineError } from '../../components/inline-error';
import { OutputPanel } from '../../components/output-panel';
import { SelectField } from '../../components/select-field';
import { TextField, useField } from '../../components/text-field';
import { Pane, ToolPage } from '../../components/tool-page';
import { Textarea } from '../../components/ui/input';
import { useLiveResult } from '../../components/use-live-result';
import { useStoredForm } from '../../components/use-stored-state';

export default function EdgeFunctionScaffolderPage() {
  const [form, update] = useStoredForm<EdgeFunctionForm>('edge-function-scaffolder', 'form', EDGE_DEFAULTS, {
    template: EDGE_TEMPLATES,
    webhookProvider: WEBHOOK_PROVIDERS,
  });
  const field = useField(form, update);
  const bind = useBind(form, update);
  const fixedAuth = FIXED_AUTH[form.template];
  const result = useLiveResult(generateEdgeFunction, form);
  const fn = result.value;

  const input = (
    <Pane title="Function" description="What the function does and what it checks before it runs.">
      <TextField
        label="Function Name"
        hint="Letters, digits, - and _; it becomes the URL path."
        {...field('name')}
      />
      <SelectField label="Template" options={EDGE_TEMPLATES} labels={TEMPLATE_LABELS} {...bind('template')} />
      <Checkbox
        checked={form.enableCors}
        onCheckedChange={(on) => update('enableCors', on)}
        label="Enable CORS"
      />
      {form.template === 'webhook' && (
        <>
          <SelectField
            label="Webhook provider"
            options={WEBHOOK_PROVIDERS}
            labels={WEBHOOK_PROVIDER_LABELS}
            {...bind('webhookProvider')}
          />
          <TextField
            label="Signing secret variable"
            hint="The one environment variable holding the provider's signing secret."
            {...field('webhookSecret')}
            spellCheck={false}
            placeholder={DEFAULT_WEBHOOK_SECRET[form.webhookProvider]}
          />
        </>
      )}
      <Checkbox
        checked={fixedAuth ?? form.requireAuth}
        disabled={fixedAuth !== undefined}
        onCheckedChange={(on) => update('requireAuth', on)}
        label="Require auth"
      />
      {fixedAuth === false && (
        <p className="text-xs text-muted-foreground">
          Webhooks come from outside Supabase: the signature check replaces the JWT check (verify_jwt =
          false).
        </p>
      )}
      <Field
        label="Environment Variables"
        hint="Names separated by commas or lines; read with Deno.env.get and checked at start."
      >
        <Textarea {...field('envVars')} placeholder="STRIPE_KEY" rows={3} />
      </Field>
      <TextField label="Description" {...field('description')} />
    </Pane>
  );

  const output = (
    <div className="grid min-w-0 gap-6">
      <Pane
        title="Generated code"
        description={fn ? fn.code.name : undefined}
        actions={
          fn && (
            <>
              <CopyButton
                value={fn.code.data}
                label="Copy Code"
                successDescription="Code copied to clipboard."
              />
              <DownloadButton
                files={() => fn.files}
                zipName={fn.zipName}
                successTitle="Downloaded!"
                successDescription={`${fn.zipName} has been downloaded.`}
              >
                Download All
              </DownloadButton>
            </>
          )
        }
      >
        <InlineError message={result.error} />
        <OutputPanel
          label="Generated code"
          value={fn?.code.data ?? ''}
          empty={<EmptyState icon={Zap}>Fix the form to see the function.</EmptyState>}
        />
      </Pane>
      <Pane
        title="Config file"
        description="Add to supabase/config.toml"
        actions={
          fn && (
            <CopyButton
              value={fn.config.data}
              label="Copy Config"
              successDescription="Config copied to clipboard."
            />
          )
        }
      >
        <OutputPanel label="Config file" value={fn?.config.data ?? ''} />
      </Pane>
    </div>
  );

  return <ToolPage toolId="edge-function-scaffolder" input={input} output={output} />;
}
