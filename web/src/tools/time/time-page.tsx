import { ToolInputError } from '@toolbox/core/errors';
import { runTimeConvert, TIME_FORMATS_READ, type TimeReport } from '@toolbox/core/tools/time';
import { Clock, TriangleAlert } from 'lucide-react';
import { useMemo } from 'react';
import { EmptyState } from '../../components/empty-state';
import { TextField, useField } from '../../components/text-field';
import { LOCAL_TIME_ZONE, TimeZoneOptions } from '../../components/time-zone-options';
import { Pane, ToolPage } from '../../components/tool-page';
import { Button } from '../../components/ui/button';
import { useNow } from '../../components/use-now';
import { useStoredForm } from '../../components/use-stored-state';
import { ValueList, type ValueRow } from '../../components/value-list';
import { systemClock } from '../../platform/clock';

const DEFAULTS = {
  value: '',
  zones: [...new Set([LOCAL_TIME_ZONE, 'UTC', 'America/New_York', 'Asia/Tokyo'])].join(', '),
};

function reportRows(report: TimeReport): ValueRow[] {
  return [
    { label: 'Unix seconds', value: report.unix.seconds },
    { label: 'Milliseconds', value: report.unix.milliseconds },
    { label: 'Microseconds', value: report.unix.microseconds },
    { label: 'Nanoseconds', value: report.unix.nanoseconds },
    { label: 'ISO 8601', value: report.iso },
    { label: 'RFC 2822', value: report.rfc2822 },
    { label: 'HTTP date', value: report.http },
    { label: 'Relative', value: report.relative },
    { label: 'Postgres', value: report.postgres, note: 'timestamptz literal, in the first zone' },
    { label: 'ISO week', value: `${report.isoWeek}`, note: `day ${report.dayOfYear} of the year` },
  ];
}

const splitZones = (text: string) =>
  text
    .split(',')
    .map((zone) => zone.trim())
    .filter(Boolean);

export default function TimePage() {
  const [form, update] = useStoredForm('time', 'form', DEFAULTS);
  const field = useField(form, update);
  const now = useNow(systemClock, 1000);
  const clock = useMemo(() => ({ now: () => now }), [now]);
  const live = runTimeConvert({ value: '', zones: [LOCAL_TIME_ZONE] }, clock);
  // A typed value is converted against the clock too (its "relative" line), so it is recomputed each second.
  const result = useMemo((): { report: TimeReport } | { error: string; field?: string } => {
    try {
      return { report: runTimeConvert({ value: form.value, zones: splitZones(form.zones) }, clock) };
    } catch (error) {
      if (error instanceof ToolInputError)
        return { error: error.message, ...(error.field ? { field: error.field } : {}) };
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }, [form.value, form.zones, clock]);
  // Suggestions complete the last zone of the list.
  const zonePrefix = form.zones.replace(/[^,]*$/, '').trim();
  const zoneError = 'error' in result && result.field === 'zones' ? result.error : undefined;
  const valueError = 'error' in result && !zoneError ? result.error : undefined;

  return (
    <ToolPage
      toolId="time"
      input={
        <Pane title="Time">
          <section aria-label="Current time" className="grid gap-1 rounded-md border bg-muted/50 p-3">
            <span className="text-xs text-muted-foreground">Now ({LOCAL_TIME_ZONE})</span>
            <span className="font-mono text-lg tabular-nums">{live.zones[0]?.wall}</span>
            <span className="font-mono text-sm tabular-nums text-muted-foreground">
              {live.unix.seconds.split('.')[0]} · {live.iso}
            </span>
          </section>
          <TextField
            label="Time to convert"
            hint={`${TIME_FORMATS_READ}. Empty: now.`}
            {...(valueError ? { error: valueError } : {})}
            {...field('value')}
            placeholder="1700000000 or 2026-01-15T12:00:00Z"
            spellCheck={false}
            className="font-mono"
          />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => update('value', String(Math.floor(systemClock.now().getTime() / 1000)))}
            >
              Use current time
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => update('value', '')}
              disabled={form.value === ''}
            >
              Clear
            </Button>
          </div>
          <TextField
            label="Time zones"
            hint="IANA names, comma-separated. A time without an offset is read in the first."
            {...(zoneError ? { error: zoneError } : {})}
            {...field('zones')}
            list="time-zone-names"
            spellCheck={false}
          />
          <TimeZoneOptions id="time-zone-names" prefix={zonePrefix} />
        </Pane>
      }
      output={
        <Pane title="Converted">
          {'report' in result ? (
            <>
              <p className="text-sm text-muted-foreground">
                Read as {result.report.kind === 'now' ? 'the current time' : result.report.kind}.
              </p>
              {result.report.localTime ? (
                <p role="status" className="flex gap-2 rounded-md border border-warning/50 p-3 text-sm">
                  <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-warning" />
                  {result.report.localTime.note}
                </p>
              ) : null}
              <ValueList label="Formats" rows={reportRows(result.report)} />
              <ValueList
                label="Zones side by side"
                rows={result.report.zones.map((zone) => ({
                  label: zone.zone,
                  value: zone.iso,
                  note: `${zone.weekday} ${zone.wall} (UTC${zone.offset})`,
                }))}
              />
            </>
          ) : (
            <EmptyState icon={Clock}>Fix the input on the left to see it converted.</EmptyState>
          )}
        </Pane>
      }
    />
  );
}
