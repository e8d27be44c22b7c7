import { ToolInputError } from '../../errors';

export type FieldName = 'second' | 'minute' | 'hour' | 'day of month' | 'month' | 'day of week';

/** The five fields of a standard expression, in order; a 6-field one starts with `second`. */
export const CRON_FIELDS = [
  'minute',
  'hour',
  'day of month',
  'month',
  'day of week',
] as const satisfies readonly FieldName[];

interface FieldSpec {
  name: FieldName;
  min: number;
  max: number;
  names?: readonly string[];
}

const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

export const FIELD_SPECS: Readonly<Record<FieldName, FieldSpec>> = {
  second: { name: 'second', min: 0, max: 59 },
  minute: { name: 'minute', min: 0, max: 59 },
  hour: { name: 'hour', min: 0, max: 23 },
  'day of month': { name: 'day of month', min: 1, max: 31 },
  month: { name: 'month', min: 1, max: 12, names: MONTH_NAMES },
  // 7 is Sunday too, as in Vixie cron and pg_cron.
  'day of week': { name: 'day of week', min: 0, max: 7, names: DAY_NAMES },
};

/** Where a field sits in the expression, so the page and the CLI can point at it. */
export interface FieldLocation {
  field: FieldName;
  /** 1-based position among the fields. */
  index: number;
  start: number;
  end: number;
}

/** A cron expression that cannot run, with the field at fault. */
export class CronFieldError extends ToolInputError {
  constructor(
    message: string,
    readonly location: FieldLocation | undefined,
    field: 'expression' | 'from' = 'expression',
  ) {
    super(message, 'Invalid cron expression', field);
  }
}

export interface ParsedField {
  /** Allowed values, ascending (day of week: 0-6, Sunday 0). */
  values: number[];
  /** `*` or `?`: no restriction (matters for the day-of-month / day-of-week rule). */
  any: boolean;
  /** Day of month: `L` or `$`, the last day. */
  last?: boolean;
  /** Day of week: `5L` (last Friday) and `1#2` (second Monday). */
  lastWeekdays?: number[];
  nthWeekdays?: { day: number; nth: number }[];
  text: string;
}

function fail(location: FieldLocation, text: string, message: string): never {
  throw new CronFieldError(`${location.field} field "${text}": ${message}`, location);
}

function value(text: string, spec: FieldSpec, location: FieldLocation, field: string): number {
  const upper = text.toUpperCase();
  const named = spec.names?.indexOf(upper) ?? -1;
  if (named >= 0) return spec.name === 'month' ? named + 1 : named;
  if (!/^\d+$/.test(text)) {
    const hint = spec.names ? ` (or ${spec.names[0]}-${spec.names[spec.names.length - 1]})` : '';
    fail(location, field, `"${text}" is not a number ${spec.min}-${spec.max}${hint}.`);
  }
  const n = Number(text);
  if (n < spec.min || n > spec.max) fail(location, field, `${n} is outside ${spec.min}-${spec.max}.`);
  return n;
}

/** One field of a cron expression: `*`, `?`, lists, ranges, steps, names, and L / $ / # where cron allows them. */
export function parseField(text: string, spec: FieldSpec, location: FieldLocation): ParsedField {
  const out: ParsedField = { values: [], any: text === '*' || text === '?', text };
  const set = new Set<number>();
  if (text === '?' && spec.name !== 'day of month' && spec.name !== 'day of week') {
    fail(location, text, '"?" is only allowed in the day fields.');
  }
  for (const part of text.split(',')) {
    if (part === '') fail(location, text, 'a list has an empty item.');
    if (spec.name === 'day of month' && (part.toUpperCase() === 'L' || part === '$')) {
      out.last = true;
      continue;
    }
    if (spec.name === 'day of week') {
      const lastMatch = /^(\w+)L$/i.exec(part);
      if (lastMatch?.[1]) {
        out.lastWeekdays = [...(out.lastWeekdays ?? []), value(lastMatch[1], spec, location, text) % 7];
        continue;
      }
      const nthMatch = /^(\w+)#(\d+)$/.exec(part);
      if (nthMatch?.[1] && nthMatch[2]) {
        const nth = Number(nthMatch[2]);
        if (nth < 1 || nth > 5) fail(location, text, `"#${nth}": the week must be 1-5.`);
        out.nthWeekdays = [
          ...(out.nthWeekdays ?? []),
          { day: value(nthMatch[1], spec, location, text) % 7, nth },
        ];
        continue;
      }
    }
    const [range = '', stepText, extra] = part.split('/');
    if (extra !== undefined) fail(location, text, `"${part}" has two steps.`);
    let step = 1;
    if (stepText !== undefined) {
      if (!/^\d+$/.test(stepText)) fail(location, text, `the step "${stepText}" is not a number.`);
      step = Number(stepText);
      if (step < 1) fail(location, text, 'the step must be at least 1.');
      if (step > spec.max) fail(location, text, `the step ${step} is larger than ${spec.max}.`);
    }
    let low: number;
    let high: number;
    if (range === '*' || range === '?') {
      low = spec.min;
      high = spec.name === 'day of week' ? 6 : spec.max;
    } else if (range.includes('-')) {
      const [a = '', b = '', more] = range.split('-');
      if (more !== undefined) fail(location, text, `"${range}" is not a range a-b.`);
      low = value(a, spec, location, text);
      high = value(b, spec, location, text);
      if (high < low) fail(location, text, `the range ${a}-${b} runs backwards.`);
    } else {
      low = value(range, spec, location, text);
      // `5/15` means from 5 to the end, every 15; for the days of the week the end is 7, Sunday again, as cronie
      // and cron-parser read it: `1/2` is Monday, Wednesday, Friday and Sunday.
      high = stepText !== undefined ? spec.max : low;
    }
    for (let n = low; n <= high; n += step) set.add(spec.name === 'day of week' ? n % 7 : n);
  }
  out.values = [...set].sort((a, b) => a - b);
  return out;
}
