import type { FieldName, ParsedField } from './fields';
import type { CronSchedule } from './schedule';

/** Month names, January first (month 1 is index 0). */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ORDINALS = ['', 'first', 'second', 'third', 'fourth', 'fifth'];

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** `1,2,3,4,5` -> runs of consecutive values: [[1,5]]. */
function runsOf(values: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const value of values) {
    const lastRun = runs.at(-1);
    if (lastRun && value === lastRun[1] + 1) lastRun[1] = value;
    else runs.push([value, value]);
  }
  return runs;
}

/** Values in words, ranges of three or more as "a through b": `Monday through Friday`, `1, 2, 15 and 30`. */
function valuesText(values: readonly number[], name: (n: number) => string): string {
  return list(
    runsOf(values).flatMap(([a, b]) =>
      a === b ? [name(a)] : b === a + 1 ? [name(a), name(b)] : [`${name(a)} through ${name(b)}`],
    ),
  );
}

/** Days of the week in words; with Saturday, Sunday is written as 7 and follows it (`Friday through Sunday`). */
function weekdaysText(values: readonly number[]): string {
  const week = values.includes(0) && values.includes(6) ? [...values.slice(1), 7] : values;
  return valuesText(week, (n) => DAYS[n % 7] ?? String(n));
}

/** A field written as one step (`*\/15`, `5/15`, `1-59/2`): its step, and whether it is an even step from `min`. */
function stepOf(field: ParsedField, min: number, max: number): { step: number; even: boolean } | undefined {
  const match = /^(\*|\d+(?:-\d+)?)\/(\d+)$/.exec(field.text);
  if (!match || field.values.length < 2) return undefined;
  const step = Number(match[2]);
  const even = field.values[0] === min && field.values.length === (max + 1 - min) / step;
  return { step, even };
}

const pad = (n: number) => String(n).padStart(2, '0');
const every = (n: number, unit: string) => (n === 1 ? `every ${unit}` : `every ${n} ${unit}s`);

/** `every 15 minutes`, or where it starts and ends when that is not the whole hour: `every 2 minutes from minute 1 through 59`. */
function steppedText(field: ParsedField, stepped: { step: number; even: boolean }, unit: string): string {
  if (stepped.even) return every(stepped.step, unit);
  return `${every(stepped.step, unit)} from ${unit} ${field.values[0]} through ${field.values.at(-1)}`;
}

function timeText(f: Readonly<Record<FieldName, ParsedField>>, withSeconds: boolean): string {
  const { second, minute, hour } = f;
  const single = (field: ParsedField) => !field.any && field.values.length === 1 && !field.text.includes('/');
  const secondText =
    withSeconds && !(second.values.length === 1 && second.values[0] === 0) ? second : undefined;
  if (single(minute) && !hour.any && !hour.text.includes('/') && hour.values.length <= 6 && !secondText) {
    return `at ${list(hour.values.map((h) => `${pad(h)}:${pad(minute.values[0] ?? 0)}`))}`;
  }
  const parts: string[] = [];
  if (secondText) {
    const step = stepOf(second, 0, 59);
    parts.push(
      second.any
        ? 'every second'
        : step
          ? steppedText(second, step, 'second')
          : `at second ${valuesText(second.values, String)}`,
    );
  }
  const minuteStep = stepOf(minute, 0, 59);
  if (minute.any) parts.push(secondText ? 'of every minute' : 'every minute');
  else if (minuteStep) parts.push(steppedText(minute, minuteStep, 'minute'));
  else parts.push(`at minute ${valuesText(minute.values, String)}`);
  const hourStep = stepOf(hour, 0, 23);
  if (hour.any) parts.push(minute.any || minuteStep ? '' : 'past every hour');
  else if (hourStep) parts.push(`past ${steppedText(hour, hourStep, 'hour')}`);
  else parts.push(`past hour ${valuesText(hour.values, String)}`);
  return parts.filter(Boolean).join(' ');
}

function dayText(f: Readonly<Record<FieldName, ParsedField>>): string {
  const dom = f['day of month'];
  const dow = f['day of week'];
  const domParts: string[] = [];
  if (dom.values.length > 0 && !dom.any) domParts.push(`day ${valuesText(dom.values, String)}`);
  if (dom.last) domParts.push('the last day');
  const domText = domParts.length > 0 ? `on ${list(domParts)} of the month` : '';
  const dowParts: string[] = [];
  if (!dow.any && dow.values.length > 0) dowParts.push(weekdaysText(dow.values));
  for (const day of dow.lastWeekdays ?? []) dowParts.push(`the last ${DAYS[day]} of the month`);
  for (const { day, nth } of dow.nthWeekdays ?? [])
    dowParts.push(`the ${ORDINALS[nth]} ${DAYS[day]} of the month`);
  const dowText = dowParts.length > 0 ? `on ${list(dowParts)}` : '';
  if (domText && dowText) return `${domText} or ${dowText}`;
  return domText || dowText;
}

/** The schedule in one English sentence, as cronstrue words it: "At 09:30, on Monday through Friday". */
export function describeSchedule(schedule: CronSchedule): string {
  if (schedule.intervalSeconds) {
    return `Every ${schedule.intervalSeconds} second${schedule.intervalSeconds === 1 ? '' : 's'} (pg_cron interval job, from when it starts)`;
  }
  const f = schedule.fields;
  if (!f) return '';
  const parts = [timeText(f, schedule.format === '6-field (seconds)'), dayText(f)];
  if (!f.month.any) parts.push(`in ${valuesText(f.month.values, (n) => MONTHS[n - 1] ?? String(n))}`);
  const sentence = parts.filter(Boolean).join(', ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
