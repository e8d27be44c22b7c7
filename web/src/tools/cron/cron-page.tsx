import { ToolInputError } from '@toolbox/core/errors';
import {
  CRON_FIELDS,
  CronFieldError,
  type CronReport,
  type FieldLocation,
  runCron,
} from '@toolbox/core/tools/cron';
import { Timer } from 'lucide-react';
import { useMemo } from 'react';
import { EmptyState } from '../../components/empty-state';
import { NumberField, TextField, useField } from '../../components/text-field';
import { LOCAL_TIME_ZONE, TimeZoneOptions } from '../../components/time-zone-options';
import { Pane, ToolPage } from '../../components/tool-page';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { useNow } from '../../components/use-now';
import { useStoredForm } from '../../components/use-stored-state';
import { systemClock } from '../../platform/clock';

const DEFAULTS = { expression: '30 9 * * 1-5', zone: LOCAL_TIME_ZONE, count: 5, from: '' };
const EXAMPLES: readonly [label: string, expression: string][] = [
  ['Every 5 minutes', '*/5 * * * *'],
  ['Weekdays at 09:30', '30 9 * * 1-5'],
  ['First of the month', '0 0 1 * *'],
  ['Every 10 seconds', '*/10 * * * * *'],
  ["pg_cron '30 seconds'", '30 seconds'],
];

/** The expression split into its fields, each labelled, the faulty one marked. */
function FieldChips({ expression, bad }: { expression: string; bad: FieldLocation | undefined }) {
  const parts = [...expression.trim().matchAll(/\S+/g)].map((match) => match[0]);
  if (parts.length < 5 || parts.length > 6) return null;
  const labels = parts.length === 6 ? ['second', ...CRON_FIELDS] : CRON_FIELDS;
  return (
    <ol aria-label="Fields" className="flex flex-wrap gap-2">
      {parts.map((part, index) => {
        const isBad = bad?.index === index + 1;
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: fields are positional
            key={index}
            className={cn(
              'grid rounded-md border px-2 py-1 text-center',
              isBad && 'border-error bg-error/10 text-error',
            )}
          >
            <code className="font-mono text-sm">{part}</code>
            <span className="text-xs text-muted-foreground">
              {labels[index]}
              {isBad ? ' (invalid)' : ''}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export default function CronPage() {
  const [form, update] = useStoredForm('cron', 'form', DEFAULTS);
  const field = useField(form, update);
  const now = useNow(systemClock, 30_000);
  const result = useMemo(():
    | { report: CronReport }
    | { error: string; field: string; location?: FieldLocation } => {
    try {
      return {
        report: runCron(
          {
            expression: form.expression,
            zone: form.zone.trim() || 'UTC',
            count: form.count,
            from: form.from,
          },
          { now: () => now },
        ),
      };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const location = error instanceof CronFieldError ? error.location : undefined;
      const field = error instanceof ToolInputError ? error.field : undefined;
      return { error: message, field: field ?? 'expression', ...(location ? { location } : {}) };
    }
  }, [form, now]);
  // Core names the field at fault; the page only puts the message under it.
  const errorIn = (name: string) => ('error' in result && result.field === name ? result.error : undefined);
  const zoneError = errorIn('zone');
  const fromError = errorIn('from');
  const expressionError = errorIn('expression');

  return (
    <ToolPage
      toolId="cron"
      input={
        <Pane title="Schedule">
          <TextField
            label="Cron expression"
            hint="5 fields, 6 with seconds first, @daily and friends, or pg_cron's '30 seconds'."
            {...(expressionError ? { error: expressionError } : {})}
            {...field('expression')}
            spellCheck={false}
            className="font-mono"
          />
          <FieldChips expression={form.expression} bad={'location' in result ? result.location : undefined} />
          <div className="flex flex-wrap gap-2">
            {EXAMPLES.map(([label, expression]) => (
              <Button
                key={label}
                variant="outline"
                size="sm"
                onClick={() => update('expression', expression)}
              >
                {label}
              </Button>
            ))}
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Time zone"
              hint="pg_cron runs in GMT unless cron.timezone is set."
              {...(zoneError ? { error: zoneError } : {})}
              {...field('zone')}
              list="cron-zone-names"
              spellCheck={false}
            />
            <NumberField
              label="How many runs"
              min={1}
              max={100}
              value={form.count}
              onValue={(count) => update('count', Math.min(100, Math.max(1, count || 1)))}
            />
          </div>
          <TimeZoneOptions id="cron-zone-names" />
          <TextField
            label="From"
            hint="ISO 8601, e.g. 2026-03-08T00:00:00Z; without an offset, in the schedule’s time zone; empty: now."
            {...(fromError ? { error: fromError } : {})}
            {...field('from')}
            spellCheck={false}
          />
        </Pane>
      }
      output={
        <Pane title="Explained">
          {'report' in result ? (
            <>
              <p className="text-lg font-medium" role="status">
                {result.report.description}
              </p>
              <p className="text-sm text-muted-foreground">
                {result.report.format}
                {result.report.expandsTo ? `: ${result.report.expandsTo}` : ''}
              </p>
              <section aria-label="Next runs" className="grid gap-2">
                <h2 className="text-sm font-medium">
                  Next {result.report.runs.length} in {result.report.zone}
                </h2>
                <ol className="grid gap-1 font-mono text-sm">
                  {result.report.runs.map((run) => (
                    <li
                      key={run.iso}
                      className="flex flex-wrap justify-between gap-2 rounded-md border px-3 py-1.5"
                    >
                      <span>
                        {run.weekday} {run.local}
                      </span>
                      <span className="text-muted-foreground">{run.iso}</span>
                    </li>
                  ))}
                </ol>
              </section>
            </>
          ) : (
            <EmptyState icon={Timer}>Fix the schedule on the left to see it explained.</EmptyState>
          )}
        </Pane>
      }
    />
  );
}
