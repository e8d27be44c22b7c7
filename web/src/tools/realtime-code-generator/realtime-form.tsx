import {
  HOOK_TYPE_LABELS,
  HOOK_TYPES,
  type RealtimeEvent,
  type RealtimeForm,
} from '@toolbox/core/tools/realtime-code-generator';
import { Checkbox } from '../../components/checkbox';
import { Field } from '../../components/field';
import { SelectField } from '../../components/select-field';
import { Input } from '../../components/ui/input';

type Update = <K extends keyof RealtimeForm>(name: K, value: RealtimeForm[K]) => void;

const EVENT_CHOICES: { event: RealtimeEvent; label: string }[] = [
  { event: 'INSERT', label: 'INSERT' },
  { event: 'UPDATE', label: 'UPDATE' },
  { event: 'DELETE', label: 'DELETE' },
  { event: '*', label: 'All events (*)' },
];

export function RealtimeFormFields({ form, update }: { form: RealtimeForm; update: Update }) {
  const toggleEvent = (event: RealtimeEvent, on: boolean) =>
    update(
      'events',
      on ? [...form.events.filter((e) => e !== event), event] : form.events.filter((e) => e !== event),
    );
  return (
    <>
      <Field label="Table Name" hint="name or schema.name">
        <Input
          value={form.tableName}
          onChange={(e) => update('tableName', e.target.value)}
          placeholder="messages"
        />
      </Field>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Events</legend>
        <div className="flex flex-wrap gap-4">
          {EVENT_CHOICES.map(({ event, label }) => (
            <Checkbox
              key={event}
              checked={form.events.includes(event)}
              onCheckedChange={(on) => toggleEvent(event, on)}
              label={label}
            />
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Channel Name">
          <Input value={form.channelName} onChange={(e) => update('channelName', e.target.value)} />
        </Field>
        <SelectField
          label="Hook Type"
          value={form.hookType}
          options={HOOK_TYPES}
          labels={HOOK_TYPE_LABELS}
          onChange={(value) => update('hookType', value)}
        />
        <Field label="Filter Column" hint="Optional: only rows where this column matches.">
          <Input
            value={form.filterColumn}
            onChange={(e) => update('filterColumn', e.target.value)}
            placeholder="room_id"
          />
        </Field>
        <Field label="Filter Value" hint="5, or with an operator: neq.5, in.(1,2)">
          <Input
            value={form.filterValue}
            onChange={(e) => update('filterValue', e.target.value)}
            placeholder="5"
          />
        </Field>
      </div>
      <Checkbox
        checked={form.usePresence}
        onCheckedChange={(on) => update('usePresence', on)}
        label="Presence (who is online)"
      />
      <Checkbox
        checked={form.useCustomChannel}
        onCheckedChange={(on) => update('useCustomChannel', on)}
        label="Custom broadcast channel"
      />
      {form.useCustomChannel && (
        <Field label="Custom Channel Name">
          <Input
            value={form.customChannelName}
            onChange={(e) => update('customChannelName', e.target.value)}
          />
        </Field>
      )}
    </>
  );
}
