import { ToolInputError } from '../errors';

/** A time zone name Intl knows (IANA, or UTC); throws one clear message otherwise. */
export function checkTimeZone(zone: string, field?: string): string {
  if (zone === 'UTC') return zone;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    // ICU spells some zones by their old names (Asia/Kolkata -> Asia/Calcutta): keep the user's, fix only case.
    return resolved.toLowerCase() === zone.toLowerCase() ? resolved : zone;
  } catch {
    throw new ToolInputError(
      `"${zone}" is not a time zone (IANA names such as Europe/Paris or America/New_York).`,
      'Unknown time zone',
      field,
    );
  }
}

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's formatter; with `era` for instants near or before year 1 (asking ICU for eras always costs each run). */
function formatter(zone: string, era: boolean): Intl.DateTimeFormat {
  const key = era ? `${zone} era` : zone;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
      timeZoneName: 'longOffset',
      ...(era ? { era: 'short' } : {}),
    });
    formatters.set(key, found);
  }
  return found;
}

/** 1 January of year 2, UTC: every zone's wall clock is in year 1 or later after it. */
const YEAR_2 = -62104060800000;

/** `offsetSeconds`: east of UTC, whole seconds (local mean time has them: Paris was +00:09:21 until 1911). */
type ZonedParts = WallTime & { offsetSeconds: number; weekday: string };

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * UTC needs no time zone data, and ICU's first DateTimeFormat costs a run more than a bare Node start does
 * (issue 43: `toolbox cron` defaults to UTC), so 'UTC' is read from the Date's own fields. Only from 1583 on:
 * before that ICU's calendar is Julian, a Date's proleptic Gregorian (zones.test.ts compares the two).
 */
function utcParts(ms: number): ZonedParts | undefined {
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  if (!(year >= 1583 && year <= 9999)) return undefined;
  return {
    year,
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
    offsetSeconds: 0,
    weekday: WEEKDAYS[date.getUTCDay()]!,
  };
}

/** The wall-clock time in `zone` at `ms`, its UTC offset in minutes and its weekday (Mon...). */
export function zonedParts(ms: number, zone: string): ZonedParts {
  const utc = zone === 'UTC' ? utcParts(ms) : undefined;
  if (utc) return utc;
  const parts: Record<string, string> = {};
  for (const part of formatter(zone, ms < YEAR_2).formatToParts(ms)) parts[part.type] = part.value;
  const offset = /GMT([+-])(\d{2})(?::(\d{2}))?(?::(\d{2}))?/.exec(parts.timeZoneName ?? '');
  const offsetSeconds = offset
    ? (offset[1] === '-' ? -1 : 1) *
      (Number(offset[2]) * 3600 + Number(offset[3] ?? 0) * 60 + Number(offset[4] ?? 0))
    : 0;
  // Years before 1 come as eras, "1 BC": ISO 8601's astronomical year is 0, and 2 BC is -1.
  return {
    year: parts.era === 'BC' ? 1 - Number(parts.year) : Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    offsetSeconds,
    weekday: parts.weekday ?? '',
  };
}

/**
 * The instants a wall-clock time in `zone` names, earliest first: one, or two in an overlap (autumn). In a gap
 * (spring) the time does not exist and the later offset applies, as Temporal's "compatible" disambiguation and
 * Postgres do: 02:30 on a spring-forward night is 03:30.
 */
export function wallTimeInstants(wall: WallTime, zone: string): number[] {
  const asUtc = utcMs(wall);
  const before = zonedParts(asUtc - 86_400_000, zone).offsetSeconds;
  const after = zonedParts(asUtc + 86_400_000, zone).offsetSeconds;
  const candidates = [...new Set([before, after])]
    .map((offset) => asUtc - offset * 1000)
    .filter((ms) => {
      const back = zonedParts(ms, zone);
      return back.hour === wall.hour && back.minute === wall.minute && back.day === wall.day;
    })
    .sort((a, b) => a - b);
  return candidates.length > 0 ? candidates : [asUtc - before * 1000];
}

/** A wall time read as UTC, in ms (and `ms` milliseconds): Date.UTC, but years 0-99 are those years, not 19xx. */
export function utcMs(wall: WallTime, ms = 0): number {
  const date = new Date(utcDayMs(wall.year, wall.month - 1, wall.day));
  date.setUTCHours(wall.hour, wall.minute, wall.second, ms);
  return date.getTime();
}

/** `Date.UTC(year, monthIndex, day)` at midnight, but years 0-99 are those years, not 19xx. */
export function utcDayMs(year: number, monthIndex: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date.getTime();
}

/** `+05:30`, `-08:00`, `+00:00` from seconds east of UTC; `+00:09:21` when it has seconds (as Postgres and GNU date write it). */
export function offsetText(seconds: number, separator = ':'): string {
  const sign = seconds < 0 ? '-' : '+';
  const abs = Math.abs(seconds);
  const two = (n: number) => String(n).padStart(2, '0');
  const hhmm = `${two(Math.floor(abs / 3600))}${separator}${two(Math.floor(abs / 60) % 60)}`;
  return `${sign}${hhmm}${abs % 60 === 0 ? '' : `${separator}${two(abs % 60)}`}`;
}
