import { ToolInputError } from '@toolbox/core/errors';
import {
  type DecodedUlid,
  type DecodedUuid,
  generateUlids,
  runUlidDecode,
  runUuidDecode,
  ULID_COUNT,
} from '@toolbox/core/tools/ulid';
import { RefreshCw, Tags } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Checkbox } from '../../components/checkbox';
import { CopyButton } from '../../components/copy-button';
import { EmptyState } from '../../components/empty-state';
import { NumberField, TextField, useField } from '../../components/text-field';
import { Pane, ToolPage } from '../../components/tool-page';
import { Button } from '../../components/ui/button';
import { useStoredForm } from '../../components/use-stored-state';
import { ValueList, type ValueRow } from '../../components/value-list';
import { systemClock } from '../../platform/clock';
import { systemRandom } from '../../platform/random';

const DEFAULTS = { count: 1, monotonic: true, id: '' };

type Decoded = { ulid: DecodedUlid } | { uuid: DecodedUuid } | { error: string };

/** A ULID is 26 characters; anything else is read as a UUID, so the message names what it looked like. */
function decode(text: string): Decoded | undefined {
  const id = text.trim();
  if (id === '') return undefined;
  try {
    return id.length === 26 ? { ulid: runUlidDecode(id) } : { uuid: runUuidDecode(id) };
  } catch (error) {
    if (error instanceof ToolInputError) return { error: error.message };
    throw error;
  }
}

function rowsOf(decoded: { ulid: DecodedUlid } | { uuid: DecodedUuid }): ValueRow[] {
  if ('ulid' in decoded) {
    const d = decoded.ulid;
    return [
      { label: 'Time', value: d.iso },
      { label: 'Unix ms', value: String(d.time) },
      { label: 'Randomness', value: d.randomness, note: '80 bits, hex' },
      { label: 'As UUID', value: d.uuid },
    ];
  }
  const d = decoded.uuid;
  const rows: ValueRow[] = [
    { label: 'Version', value: d.version === undefined ? d.kind : `v${d.version}`, note: d.kind },
    { label: 'Variant', value: d.variant },
  ];
  if (d.iso) rows.push({ label: 'Time', value: d.iso });
  if (d.time !== undefined) rows.push({ label: 'Unix ms', value: String(d.time) });
  if (d.ticks) rows.push({ label: 'Ticks', value: d.ticks, note: '100 ns since 1582-10-15' });
  if (d.clockSequence !== undefined) rows.push({ label: 'Clock sequence', value: String(d.clockSequence) });
  if (d.node) {
    rows.push({
      label: 'Node',
      value: d.node,
      ...(d.nodeRandom ? { note: 'random (multicast bit set)' } : {}),
    });
  }
  return rows;
}

export default function UlidPage() {
  const [form, update] = useStoredForm('ulid', 'form', DEFAULTS);
  const field = useField(form, update);
  const [ulids, setUlids] = useState<string[]>([]);
  const [countError, setCountError] = useState<string | undefined>();
  const decoded = useMemo(() => decode(form.id), [form.id]);

  function generate() {
    try {
      setUlids(generateUlids(form, systemRandom, systemClock));
      setCountError(undefined);
    } catch (error) {
      if (!(error instanceof ToolInputError)) throw error;
      setCountError(error.message);
    }
  }

  return (
    <ToolPage
      toolId="ulid"
      onRun={generate}
      input={
        <Pane title="Generate and decode">
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField
              label="Quantity"
              hint={`${ULID_COUNT.min} to ${ULID_COUNT.max}`}
              min={ULID_COUNT.min}
              max={ULID_COUNT.max}
              value={form.count}
              onValue={(count) => update('count', count)}
              {...(countError ? { error: countError } : {})}
            />
            <Checkbox
              className="self-end pb-2"
              label="Monotonic within a millisecond"
              checked={form.monotonic}
              onCheckedChange={(monotonic) => update('monotonic', monotonic)}
            />
          </div>
          <Button onClick={generate} className="w-fit">
            <RefreshCw aria-hidden="true" />
            Generate ULIDs
          </Button>
          <TextField
            label="ULID or UUID to decode"
            hint="A 26-character ULID, or a UUID of any version (hyphens, braces or urn:uuid: optional)."
            {...(decoded && 'error' in decoded ? { error: decoded.error } : {})}
            {...field('id')}
            spellCheck={false}
            className="font-mono"
          />
        </Pane>
      }
      output={
        <Pane title="Result">
          {ulids.length > 0 && (
            <div className="grid gap-2">
              <div className="flex items-center justify-between">
                <h3 className="text-sm font-medium">Generated ULIDs</h3>
                <CopyButton value={ulids.join('\n')} label="Copy all ULIDs" />
              </div>
              <ul aria-label="Generated ULIDs" className="grid max-h-72 gap-1 overflow-auto">
                {ulids.map((id) => (
                  <li key={id}>
                    <Button variant="ghost" size="sm" className="font-mono" onClick={() => update('id', id)}>
                      {id}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {decoded && !('error' in decoded) && (
            <ValueList label={'ulid' in decoded ? 'Decoded ULID' : 'Decoded UUID'} rows={rowsOf(decoded)} />
          )}
          {ulids.length === 0 && !decoded && (
            <EmptyState icon={Tags}>Generate ULIDs, or paste a ULID or UUID to read its time.</EmptyState>
          )}
        </Pane>
      }
    />
  );
}
