import {
  COMPONENT_DEFAULTS,
  COMPONENT_TYPE_LABELS,
  COMPONENT_TYPES,
  type ComponentForm,
  generateComponent,
  runComponentCheck,
  type ScaffoldedComponent,
} from '@toolbox/core/tools/component-scaffolder';
import { Component as ComponentIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useBind } from '../../components/bind-value';
import { Checkbox } from '../../components/checkbox';
import { EmptyState } from '../../components/empty-state';
import { Field } from '../../components/field';
import { OutOfDateNote, useOutOfDate } from '../../components/out-of-date';
import { OutputPanel } from '../../components/output-panel';
import { SelectField } from '../../components/select-field';
import { TextField, useField } from '../../components/text-field';
import { Pane, RunButton, ToolPage } from '../../components/tool-page';
import { Textarea } from '../../components/ui/input';
import { useStoredForm } from '../../components/use-stored-state';
import { useToolAction } from '../../components/use-tool-action';

/** The form's switches, in the spec's order; some only apply to some component types. */
const SWITCHES: readonly {
  name: 'typescript' | 'props' | 'tailwind' | 'withTest' | 'withStory' | 'forwardRef';
  label: string;
  disabled?: (form: ComponentForm) => boolean;
}[] = [
  { name: 'typescript', label: 'Use TypeScript' },
  { name: 'props', label: 'Add Props Interface' },
  { name: 'tailwind', label: 'Add Tailwind Styles' },
  { name: 'withTest', label: 'With test' },
  { name: 'withStory', label: 'With story', disabled: (form) => form.type === 'hook' },
  { name: 'forwardRef', label: 'forwardRef', disabled: (form) => form.type !== 'functional' },
];

export default function ComponentScaffolderPage() {
  const [form, update] = useStoredForm<ComponentForm>('component-scaffolder', 'form', COMPONENT_DEFAULTS);
  const [result, setResult] = useState<ScaffoldedComponent | null>(null);
  const fresh = useOutOfDate(form);
  const action = useToolAction(
    () => {
      setResult(generateComponent(form));
      fresh.made();
    },
    {
      failure: { title: 'Error', description: 'Failed to generate the component.' },
    },
  );
  const field = useField(form, update);
  const bind = useBind(form, update);
  // The input's own message while it is wrong, checked as the user types (never generates broken code).
  const { name: nameError, propsText: propsError } = useMemo(() => runComponentCheck(form), [form]).errors;

  const input = (
    <Pane title="Component" description="What to scaffold and how.">
      <TextField
        label="Component Name"
        error={nameError}
        hint={form.type === 'hook' ? 'use is added when missing.' : 'PascalCase, e.g. UserCard.'}
        {...field('name')}
      />
      <SelectField
        label="Component Type"
        options={COMPONENT_TYPES}
        labels={COMPONENT_TYPE_LABELS}
        {...bind('type')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        {SWITCHES.map(({ name, label, disabled }) => (
          <Checkbox
            key={name}
            label={label}
            checked={form[name]}
            disabled={disabled?.(form)}
            onCheckedChange={(on) => update(name, on)}
          />
        ))}
      </div>
      {form.props && (
        <Field
          label="Props"
          error={propsError}
          hint="One per line, e.g. title: string or size?: number. // # and /* */ lines are comments."
        >
          <Textarea className="font-mono" rows={6} {...field('propsText')} />
        </Field>
      )}
      <RunButton onClick={() => action.run()} busy={action.busy} disabled={Boolean(nameError || propsError)}>
        Generate Component
      </RunButton>
    </Pane>
  );

  const output = (
    <Pane
      title="Generated code"
      description={result ? result.files.map((f) => f.name).join(', ') : undefined}
    >
      <OutOfDateNote outOfDate={fresh.outOfDate} action="Generate Component" />
      <OutputPanel
        label="Generated code"
        files={result?.files ?? []}
        zipName={`${result?.name ?? 'component'}.zip`}
        empty={<EmptyState icon={ComponentIcon}>Generate a component to see its code.</EmptyState>}
      />
    </Pane>
  );

  return <ToolPage toolId="component-scaffolder" onRun={() => action.run()} input={input} output={output} />;
}
