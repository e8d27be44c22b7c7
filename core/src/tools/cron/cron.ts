import type { Clock } from '../../ports';
import {
  checkTimeZone,
  offsetText,
  utcDayMs,
  utcMs,
  type WallTime,
  wallTimeInstants,
  zonedParts,
} from '../../time/zones';
import { describeSchedule } from './describe';
import {
  CronFieldError,
  FIELD_SPECS,
  type FieldLocation,
  type FieldName,
  type ParsedField,
  parseField,
} from './fields';
import type { CronFormat, CronSchedule } from './schedule';
import { startMs } from './start';

export type { CronSchedule } from './schedule';

const MACROS: Readonly<Record<string, string>> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

const FIVE: readonly FieldName[] = ['minute', 'hour', 'day of month', 'month', 'day of week'];
const SIX: readonly FieldName[] = ['second', ...FIVE];

/** The zone some schedulers take before the fields (robfig/cron, Kubernetes before 1.27): `CRON_TZ=Asia/Tokyo 0 6 * * *`. */
const ZONE_PREFIX = /^(?:CRON_TZ|TZ)=(\S+)\s+/;

/**
 * Reads standard 5-field cron, 6-field cron with seconds first, @macros and pg_cron's '[1-59] seconds', after an
 * optional `CRON_TZ=zone` (the fields keep their places in the text, for the page to point at).
 */
export function parseCron(input: string): CronSchedule {
  const whole = input
    .trim()
    .replace(/^'(.*)'$/, '$1')
    .trim();
  const prefix = ZONE_PREFIX.exec(whole);
  const zone = prefix ? { zone: checkTimeZone(prefix[1] ?? '', 'expression') } : {};
  const expression = prefix ? whole.slice(prefix[0].length) : whole;
  const placed = prefix ? ' '.repeat(prefix[0].length) + expression : expression;
  if (expression === '') throw new CronFieldError('Please enter a cron expression.', undefined);
  const interval = /^(\d+)\s*seconds?$/i.exec(expression);
  if (interval) {
    const seconds = Number(interval[1]);
    if (seconds < 1 || seconds > 59) {
      throw new CronFieldError(`pg_cron's interval must be 1-59 seconds, not ${seconds}.`, undefined);
    }
    return { expression, format: 'pg_cron interval', intervalSeconds: seconds, ...zone };
  }
  if (expression.startsWith('@')) {
    const [macro = '', ...rest] = expression.split(/\s+/);
    if (rest.length > 0 && MACROS[macro.toLowerCase()]) throw commandAfter(rest, macro);
    const expanded = MACROS[expression.toLowerCase()];
    if (!expanded) {
      throw new CronFieldError(
        `${macro} is not a schedule: use @yearly, @monthly, @weekly, @daily or @hourly${macro.toLowerCase() === '@reboot' ? ' (@reboot runs at start-up, never on a clock)' : ''}.`,
        undefined,
      );
    }
    return { ...fieldsOf(expanded, FIVE), expression, format: 'macro', expandsTo: expanded, ...zone };
  }
  const tokens = expression.split(/\s+/);
  const count = tokens.length;
  if (count === 5) return { ...fieldsOf(placed, FIVE), expression, format: '5-field', ...zone };
  try {
    if (count === 6) return { ...fieldsOf(placed, SIX), expression, format: '6-field (seconds)', ...zone };
  } catch (error) {
    if (!readsAsFive(tokens)) throw error;
  }
  if (readsAsFive(tokens)) throw commandAfter(tokens.slice(5), tokens.slice(0, 5).join(' '));
  throw new CronFieldError(
    `a cron expression has 5 fields (minute hour day-of-month month day-of-week), or 6 with seconds first; this one has ${count}.`,
    undefined,
  );
}

/** A word a field could be: numbers, names (three letters), `* ? $ L W` and `, / - #`. */
const FIELD_LIKE = /^(?:[\d*?$]|[a-z]{3}(?![a-z])|[,/\-#LW])+$/i;

/**
 * Whether the first 5 of more words are a 5-field schedule and the 6th no field, as in a crontab line (then its
 * user and command); a 7th field (Quartz's year) is no command.
 */
function readsAsFive(tokens: readonly string[]): boolean {
  if (tokens.length <= 5 || FIELD_LIKE.test(tokens[5] ?? '')) return false;
  try {
    fieldsOf(tokens.slice(0, 5).join(' '), FIVE);
    return true;
  } catch {
    return false;
  }
}

function commandAfter(rest: readonly string[], schedule: string): CronFieldError {
  const text = rest.join(' ');
  const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  const after = schedule.startsWith('@') ? schedule : 'the 5 fields';
  return new CronFieldError(
    `"${shown}" after ${after} is not part of a schedule (a crontab line’s user and command?): give "${schedule}" alone.`,
    undefined,
  );
}

function fieldsOf(expression: string, names: readonly FieldName[]) {
  const fields = {
    second: parseField('0', FIELD_SPECS.second, { field: 'second', index: 0, start: 0, end: 0 }),
  } as Record<FieldName, ParsedField>;
  const locations: FieldLocation[] = [];
  for (const match of expression.matchAll(/\S+/g)) {
    const name = names[locations.length];
    if (!name) break;
    const location = {
      field: name,
      index: locations.length + 1,
      start: match.index,
      end: match.index + match[0].length,
    };
    locations.push(location);
    fields[name] = parseField(match[0], FIELD_SPECS[name], location);
  }
  const dom = fields['day of month'];
  if (!dom.any && dom.values.length === 0 && !dom.last) {
    throw new CronFieldError(
      'day of month field: no day.',
      locations.find((l) => l.field === 'day of month'),
    );
  }
  checkPossible(fields, locations);
  return { fields, locations };
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** `0 0 31 2 *` never runs: say so instead of searching forever. */
function checkPossible(fields: Record<FieldName, ParsedField>, locations: FieldLocation[]) {
  const dom = fields['day of month'];
  if (dom.any || dom.last || !fields['day of week'].any) return;
  const longest = Math.max(...fields.month.values.map((month) => DAYS_IN_MONTH[month - 1] ?? 31));
  if (dom.values.every((day) => day > longest)) {
    throw new CronFieldError(
      `day of month field "${dom.text}": no chosen month has day ${dom.values[0]}, so it never runs.`,
      locations.find((l) => l.field === 'day of month'),
    );
  }
}

function daysIn(year: number, month: number): number {
  return new Date(utcDayMs(year, month, 0)).getUTCDate();
}

/** Vixie cron's rule: when both day fields are restricted a day matches either; otherwise both. */
function dayMatches(
  fields: Record<FieldName, ParsedField>,
  year: number,
  month: number,
  day: number,
): boolean {
  const dom = fields['day of month'];
  const dow = fields['day of week'];
  const last = daysIn(year, month);
  const domHit = dom.values.includes(day) || (dom.last === true && day === last);
  const weekday = new Date(utcDayMs(year, month - 1, day)).getUTCDay();
  const dowHit =
    dow.values.includes(weekday) ||
    (dow.lastWeekdays?.includes(weekday) === true && day + 7 > last) ||
    (dow.nthWeekdays?.some((n) => n.day === weekday && Math.ceil(day / 7) === n.nth) ?? false);
  const domAny = dom.any;
  const dowAny = dow.any;
  if (domAny && dowAny) return true;
  if (domAny) return dowHit;
  if (dowAny) return domHit;
  return domHit || dowHit;
}

const firstAtLeast = (values: readonly number[], n: number) => values.find((value) => value >= n);

/** The first wall time at or after `start` that the fields allow (searching at most about 8 years ahead). */
function nextWall(fields: Record<FieldName, ParsedField>, start: WallTime): WallTime | undefined {
  const w = { ...start };
  for (let guard = 0; guard < 100_000; guard++) {
    if (w.year > start.year + 8) return undefined;
    const month = firstAtLeast(fields.month.values, w.month);
    if (month === undefined) {
      Object.assign(w, { year: w.year + 1, month: 1, day: 1, hour: 0, minute: 0, second: 0 });
      continue;
    }
    if (month !== w.month) Object.assign(w, { month, day: 1, hour: 0, minute: 0, second: 0 });
    if (w.day > daysIn(w.year, w.month)) {
      Object.assign(w, { month: w.month + 1, day: 1, hour: 0, minute: 0, second: 0 });
      if (w.month > 12) Object.assign(w, { year: w.year + 1, month: 1 });
      continue;
    }
    if (!dayMatches(fields, w.year, w.month, w.day)) {
      Object.assign(w, { day: w.day + 1, hour: 0, minute: 0, second: 0 });
      continue;
    }
    const hour = firstAtLeast(fields.hour.values, w.hour);
    if (hour === undefined) {
      Object.assign(w, { day: w.day + 1, hour: 0, minute: 0, second: 0 });
      continue;
    }
    if (hour !== w.hour) Object.assign(w, { hour, minute: 0, second: 0 });
    const minute = firstAtLeast(fields.minute.values, w.minute);
    if (minute === undefined) {
      Object.assign(w, { hour: w.hour + 1, minute: 0, second: 0 });
      if (w.hour > 23) Object.assign(w, { day: w.day + 1, hour: 0 });
      continue;
    }
    if (minute !== w.minute) Object.assign(w, { minute, second: 0 });
    const second = firstAtLeast(fields.second.values, w.second);
    if (second === undefined) {
      Object.assign(w, { minute: w.minute + 1, second: 0 });
      if (w.minute > 59) Object.assign(w, { hour: w.hour + 1, minute: 0 });
      if (w.hour > 23) Object.assign(w, { day: w.day + 1, hour: 0 });
      continue;
    }
    w.second = second;
    return w;
  }
  return undefined;
}

interface CronRun {
  /** UTC instant, ISO 8601. */
  iso: string;
  /** The zone's wall clock: `2026-01-16 09:30:00 +01:00`. */
  local: string;
  weekday: string;
}

export interface CronReport {
  expression: string;
  format: CronFormat;
  description: string;
  expandsTo?: string;
  zone: string;
  from: string;
  runs: CronRun[];
}

export interface CronInput {
  expression: string;
  /** How many next runs (1-100). */
  count?: number;
  /** ISO 8601 start; default the clock's now. */
  from?: string;
  zone?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

function run(ms: number, zone: string): CronRun {
  const wall = zonedParts(ms, zone);
  return {
    iso: new Date(ms).toISOString().replace('.000Z', 'Z'),
    local: `${String(wall.year).padStart(4, '0')}-${pad(wall.month)}-${pad(wall.day)} ${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)} ${offsetText(wall.offsetSeconds)}`,
    weekday: wall.weekday,
  };
}

/** The schedule in words and its next runs in `zone`, after `from` (a DST gap moves a run to the hour after). */
function nextRuns(schedule: CronSchedule, fromMs: number, count: number, zone: string): CronRun[] {
  if (schedule.intervalSeconds) {
    return Array.from({ length: count }, (_, i) =>
      run(fromMs + (i + 1) * (schedule.intervalSeconds ?? 1) * 1000, zone),
    );
  }
  const fields = schedule.fields;
  if (!fields) return [];
  // Walk the zone's wall clock from just after `from`. A wall time in a spring gap runs at the hour after; in an
  // autumn overlap a job on a fixed hour runs once (as cronie), one on every hour runs in both (as cron-parser).
  const instants: number[] = [];
  let wall: WallTime | undefined = zonedParts(Math.floor(fromMs / 1000) * 1000 + 1000, zone);
  for (let i = 0; i < count + 8 && wall; i++) {
    const found = nextWall(fields, wall);
    if (!found) break;
    const both = wallTimeInstants(found, zone);
    instants.push(...(fields.hour.any ? both : both.slice(0, 1)));
    const next = new Date(utcMs(found) + 1000);
    wall = {
      year: next.getUTCFullYear(),
      month: next.getUTCMonth() + 1,
      day: next.getUTCDate(),
      hour: next.getUTCHours(),
      minute: next.getUTCMinutes(),
      second: next.getUTCSeconds(),
    };
  }
  return [...new Set(instants)]
    .filter((ms) => ms > fromMs)
    .sort((a, b) => a - b)
    .slice(0, count)
    .map((ms) => run(ms, zone));
}

export function runCron(input: CronInput, clock: Clock): CronReport {
  const schedule = parseCron(input.expression);
  // A zone the expression names (CRON_TZ=) is the one the schedule runs in.
  const zone = schedule.zone ?? checkTimeZone(input.zone ?? 'UTC', 'zone');
  const count = Math.min(Math.max(Math.round(input.count ?? 5), 1), 100);
  const fromMs =
    input.from !== undefined && input.from.trim() !== '' ? startMs(input.from, zone) : clock.now().getTime();
  return {
    expression: schedule.expression,
    format: schedule.format,
    description: describeSchedule(schedule),
    ...(schedule.expandsTo ? { expandsTo: schedule.expandsTo } : {}),
    zone,
    from: new Date(fromMs).toISOString(),
    runs: nextRuns(schedule, fromMs, count, zone),
  };
}
