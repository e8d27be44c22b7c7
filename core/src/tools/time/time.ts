import { ToolInputError } from '../../errors';
import type { Clock } from '../../ports';
import { relativeTime } from '../../time/relative';
import { readWrittenTime, type WrittenTime, type WrittenTimeKind } from '../../time/written-time';
import { TIME_INVALID } from '../../time/zone-abbreviations';
import {
  checkTimeZone,
  offsetText,
  utcDayMs,
  utcMs,
  type WallTime,
  wallTimeInstants,
  zonedParts,
} from '../../time/zones';

export type TimeInputKind =
  | 'now'
  | 'unix seconds'
  | 'unix milliseconds'
  | 'unix microseconds'
  | 'unix nanoseconds'
  | WrittenTimeKind;

/** What a time may be written as, in the words the web page, the CLI's help and the refusal use. */
export const TIME_FORMATS_READ =
  'Unix seconds, ms, µs or ns (told apart by size; @N is seconds), ISO 8601 (2026-01-15T12:00:00Z), an RFC 2822 or HTTP date, a date(1), git or JavaScript date, an access log time';

interface ZoneTime {
  zone: string;
  /** `2026-01-15 13:00:00` on the zone's wall clock (fraction when not whole seconds). */
  wall: string;
  /** `+01:00` */
  offset: string;
  /** ISO 8601 with the zone's offset: `2026-01-15T13:00:00+01:00`. */
  iso: string;
  weekday: string;
}

export interface TimeReport {
  input: string;
  kind: TimeInputKind;
  unix: { seconds: string; milliseconds: string; microseconds: string; nanoseconds: string };
  /** UTC, with as many fraction digits as the instant needs (3, 6 or 9). */
  iso: string;
  rfc2822: string;
  /** RFC 9110 IMF-fixdate, as in HTTP headers. */
  http: string;
  relative: string;
  /** A Postgres timestamptz literal for the first zone (UTC unless asked): `'2026-01-15 12:00:00+00'::timestamptz`. */
  postgres: string;
  zones: ZoneTime[];
  /** ISO week date (2026-W03-4) and day of the year, in UTC. */
  isoWeek: string;
  dayOfYear: number;
  /** A wall time without offset that a DST change makes ambiguous (it happens twice) or skipped (never happens). */
  localTime?: LocalTimeNote;
}

export interface LocalTimeNote {
  status: 'ambiguous' | 'skipped';
  zone: string;
  /** One sentence: which instant was taken and the other reading. */
  note: string;
}

export interface TimeInput {
  /** What the user typed; empty means now. */
  value: string;
  /** Zones to show side by side (IANA names); naive input is read in the first. Default UTC. */
  zones?: readonly string[];
}

const NS_PER_MS = 1_000_000n;
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** ±10^8 days from 1970, the range of a JavaScript Date. */
const MAX_MS = 8.64e15;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** A year as RFC 2822, RFC 9110 and ISO 8601 write it: four digits (`0050`, as GNU date prints it), signed before 0. */
const yearText = (year: number) => (year < 0 ? `-${pad(-year, 4)}` : pad(year, 4));

/** A number of nanoseconds since the epoch from digits (and an optional fraction) in `unit`. */
/** Unix time by its size, or always seconds (`@` before it, GNU date's form: `date -d @1768478400`). */
function unixToNs(text: string): { ns: bigint; kind: TimeInputKind } {
  const [, at = '', sign = '', whole = '', fraction = ''] = /^(@?)([+-]?)(\d+)(?:\.(\d+))?$/.exec(text) ?? [];
  const digits = whole.replace(/^0+(?=\d)/, '');
  const magnitude = Number(digits);
  // Like epochconverter.com: the unit is guessed by size; seconds reach year 5138, ms year 5138, and so on.
  const [kind, scale]: [TimeInputKind, number] =
    at === '@' || magnitude < 1e11
      ? ['unix seconds', 9]
      : magnitude < 1e14
        ? ['unix milliseconds', 6]
        : magnitude < 1e17
          ? ['unix microseconds', 3]
          : ['unix nanoseconds', 0];
  const frac = (fraction + '0'.repeat(scale)).slice(0, scale);
  const ns = BigInt(digits) * 10n ** BigInt(scale) + (scale > 0 ? BigInt(frac || '0') : 0n);
  return { ns: sign === '-' ? -ns : ns, kind };
}

const wallText = (wall: WallTime) =>
  `${yearText(wall.year)}-${pad(wall.month)}-${pad(wall.day)} ${pad(wall.hour)}:${pad(wall.minute)}`;

const utcText = (ms: number) => `${new Date(ms).toISOString().replace('.000', '')}`;

/**
 * The instant a wall time in `zone` names. Twice at a fall-back change: the second, on the offset after the change,
 * as Postgres reads it (GNU date's mktime guess mostly agrees but not always: it takes New York's first), and said
 * so. Never at a spring-forward change: the same time on the new offset, an hour later, as Postgres does (GNU date
 * refuses it), and said so.
 */
function wallTimeIn(wall: WallTime, zone: string): { ms: number; localTime?: LocalTimeNote } {
  const instants = wallTimeInstants(wall, zone);
  const offset = (at: number) => offsetText(zonedParts(at, zone).offsetSeconds);
  const [first, second] = instants;
  if (first !== undefined && second !== undefined) {
    const note = `${wallText(wall)} happens twice in ${zone} (the clocks go back): read as the second, ${offset(second)}, as Postgres does; the first is ${offset(first)}, ${utcText(first)}.`;
    return { ms: second, localTime: { status: 'ambiguous', zone, note } };
  }
  const ms = first ?? Number.NaN;
  const back = zonedParts(ms, zone);
  if (back.hour !== wall.hour || back.minute !== wall.minute || back.day !== wall.day) {
    const taken = `${pad(back.hour)}:${pad(back.minute)} ${offset(ms)}`;
    const note = `${wallText(wall)} does not exist in ${zone} (the clocks go forward): read as ${taken}, as Postgres does; GNU date refuses it.`;
    return { ms, localTime: { status: 'skipped', zone, note } };
  }
  return { ms };
}

/** The instant of a written time: at the offset it names, else its wall time in `zone`. */
function writtenToNs(written: WrittenTime, zone: string): { ns: bigint; localTime?: LocalTimeNote } {
  let ms: number;
  let localTime: LocalTimeNote | undefined;
  if (written.offsetMinutes === undefined) ({ ms, localTime } = wallTimeIn(written.wall, zone));
  else ms = utcMs(written.wall) - written.offsetMinutes * 60_000;
  const ns = BigInt(ms) * NS_PER_MS + BigInt(written.fraction.padEnd(9, '0'));
  return localTime ? { ns, localTime } : { ns };
}

/**
 * Reads what the user typed: Unix time in s/ms/µs/ns (by size; `@` for seconds whatever the size, as GNU date reads
 * it), a time written as programs write them (core/src/time/written-time.ts), or now.
 */
export function parseTime(
  value: string,
  clock: Clock,
  zone = 'UTC',
): { ns: bigint; kind: TimeInputKind; localTime?: LocalTimeNote } {
  const text = value.trim();
  if (text === '' || text.toLowerCase() === 'now')
    return { ns: BigInt(clock.now().getTime()) * NS_PER_MS, kind: 'now' };
  if (/^@?[+-]?\d+(\.\d+)?$/.test(text)) return checkRange(unixToNs(text), text);
  // git's raw date (git log --date=raw, a commit object's author line): seconds whatever the size, then the offset
  // the author's clock had, which does not change the instant.
  const gitRaw = /^(-?\d+) [+-]\d{4}$/.exec(text);
  if (gitRaw) return checkRange(unixToNs(`@${gitRaw[1]}`), text);
  const written = readWrittenTime(text);
  if (written !== undefined) {
    const readIn = written.zoneName === undefined ? zone : checkTimeZone(written.zoneName, 'value');
    return checkRange({ ...writtenToNs(written, readIn), kind: written.kind }, text);
  }
  throw new ToolInputError(
    `"${text}" is not a time: give ${TIME_FORMATS_READ}, or now.`,
    TIME_INVALID,
    'value',
  );
}

function checkRange<T extends { ns: bigint }>(parsed: T, text: string): T {
  const ms = Number(parsed.ns / NS_PER_MS);
  if (!Number.isFinite(ms) || Math.abs(ms) > MAX_MS) {
    throw new ToolInputError(
      `"${text}" is outside the dates a computer can show (years -271821 to 275760).`,
      TIME_INVALID,
      'value',
    );
  }
  return parsed;
}

/** Floor division for negative instants (before 1970). */
function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n ? q - 1n : q;
}

/** Unix seconds with their fraction, signed as written: -1.5 s is `-1.500`, not floor and remainder. */
function secondsText(ns: bigint): string {
  const abs = ns < 0n ? -ns : ns;
  return `${ns < 0n ? '-' : ''}${abs / 1_000_000_000n}${fractionText(abs)}`;
}

/** `.123`, `.123456` or `.123456789`: the fewest groups of three that hold the fraction; '' for whole seconds. */
function fractionText(ns: bigint): string {
  const sub = Number(ns - floorDiv(ns, 1_000_000_000n) * 1_000_000_000n);
  if (sub === 0) return '';
  const digits = pad(sub, 9);
  return `.${sub % 1_000_000 === 0 ? digits.slice(0, 3) : sub % 1000 === 0 ? digits.slice(0, 6) : digits}`;
}

function zoneTime(ns: bigint, zone: string): ZoneTime {
  const ms = Number(floorDiv(ns, NS_PER_MS));
  const wall = zonedParts(ms, zone);
  const date = `${yearText(wall.year)}-${pad(wall.month)}-${pad(wall.day)}`;
  const time = `${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}${fractionText(ns)}`;
  const offset = offsetText(wall.offsetSeconds);
  return { zone, wall: `${date} ${time}`, offset, iso: `${date}T${time}${offset}`, weekday: wall.weekday };
}

/**
 * Postgres prints offsets as +HH, +HH:MM (and its microseconds), and years before 1 as BC (year 0 is 1 BC): the
 * literal reads back the same instant.
 */
function postgresLiteral(ns: bigint, zone: ZoneTime): string {
  const micro = floorDiv(ns, 1000n) * 1000n;
  const wall = zoneTime(micro, zone.zone);
  const offset = wall.offset.endsWith(':00') ? wall.offset.slice(0, 3) : wall.offset;
  // Its fraction without trailing zeros (.5, not .500), as Postgres prints it.
  const text = wall.wall.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
  const year = Number(/^-?\d+/.exec(text)?.[0]);
  if (year > 0) return `'${text}${offset}'::timestamptz`;
  return `'${pad(1 - year, 4)}${text.replace(/^-?\d+/, '')}${offset} BC'::timestamptz`;
}

function isoWeek(ms: number): string {
  const date = new Date(ms);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0
  // The ISO year is the year of this week's Thursday; week 1 holds the year's first Thursday.
  const thursday = utcDayMs(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - weekday + 3);
  const year = new Date(thursday).getUTCFullYear();
  const week = 1 + Math.floor((thursday - utcDayMs(year, 0, 1)) / (7 * 86_400_000));
  return `${yearText(year)}-W${pad(week)}-${weekday + 1}`;
}

/** Every common spelling of one instant, and its wall-clock time in each zone. */
export function runTimeConvert(input: TimeInput, clock: Clock): TimeReport {
  const zones = (input.zones?.length ? input.zones : ['UTC']).map((zone) => checkTimeZone(zone, 'zones'));
  const first = zones[0] ?? 'UTC';
  const { ns, kind, localTime } = parseTime(input.value, clock, first);
  const ms = Number(floorDiv(ns, NS_PER_MS));
  const date = new Date(ms);
  const utc = zoneTime(ns, 'UTC');
  const hms = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  const dayMonthYear = `${DAYS[date.getUTCDay()]}, ${pad(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]} ${yearText(date.getUTCFullYear())}`;
  const zoneTimes = zones.map((zone) => zoneTime(ns, zone));
  const startOfYear = utcDayMs(date.getUTCFullYear(), 0, 1);
  return {
    input: input.value.trim(),
    kind,
    unix: {
      seconds: secondsText(ns),
      milliseconds: String(floorDiv(ns, NS_PER_MS)),
      microseconds: String(floorDiv(ns, 1000n)),
      nanoseconds: String(ns),
    },
    iso: `${utc.wall.replace(' ', 'T')}Z`,
    rfc2822: `${dayMonthYear} ${hms} +0000`,
    http: `${dayMonthYear} ${hms} GMT`,
    relative: relativeTime(ms, clock.now()),
    postgres: postgresLiteral(ns, zoneTimes[0] ?? utc),
    zones: zoneTimes,
    isoWeek: isoWeek(ms),
    dayOfYear: Math.floor((ms - startOfYear) / 86_400_000) + 1,
    ...(localTime ? { localTime } : {}),
  };
}
