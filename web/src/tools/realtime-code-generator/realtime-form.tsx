import {
  HOOK_TYPE_LABELS,
  HOOK_TYPES,
  type RealtimeEvent,
  type RealtimeForm,
} from '@toolbox/core/tools/realtime-code-generator';
import { useBind } from '../../components/bind-value';
import { Checkbox } from '../../components/checkbox';
import { SelectField } from '../../components/select-field';
import { TextField, useField } from '../../components/text-field';

type Update = <K extends keyof RealtimeForm>(name: K, value: RealtimeForm[K]) => void;

const EVENT_CHOICES: { event: RealtimeEvent; label: string }[] = [
  { event: 'INSERT', label: 'INSERT' },
  { event: 'UPDATE', label: 'UPDATE' },
  { event: 'DELETE', label: 'DELETE' },
  { event: '*', label: 'All events (*)' },
];

export function RealtimeFormFields({ form, update }: { form: RealtimeForm; update: Update }) {
  const field = useField(form, update);
  const bind = useBind(form, update);
  const toggleEvent = (event: RealtimeEvent, on: boolean) =>
    update(
      'events',
      on ? [...form.events.filter((e) => e !== event), event] : form.events.filter((e) => e !== event),
    );
  return (
    <>
      <TextField
        label="Table Name"
        hint="name or schema.name"
        {...field('tableName')}
        placeholder="messages"
      />
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
        <TextField label="Channel Name" {...field('channelName')} />
        <SelectField label="Hook Type" options={HOOK_TYPES} labels={HOOK_TYPE_LABELS} {...bind('hookType')} />
        <TextField
          label="Filter Column"
          hint="Optional: only rows where this column matches."
          {...field('filterColumn')}
          placeholder="room_id"
        />
        <TextField
          label="Filter Value"
          hint="5, or with an operator: neq.5, in.(1,2)"
          {...field('filterValue')}
          placeholder="5"
        />
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
      {form.useCustomChannel && <TextField label="Custom Channel Name" {...field('customChannelName')} />}
    </>
  );
}
