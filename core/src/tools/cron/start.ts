import { utcDayMs, utcMs, type WallTime, wallTimeInstants } from '../../time/zones';
import { MONTHS } from './describe';
import { CronFieldError } from './fields';

/** ISO 8601 as people and `Date.prototype.toISOString` write it: a date, a time, an optional fraction and offset. */
const ISO_START =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?(?:\s*(Z|[+-]\d{2}(?::?\d{2})?))?$/i;

const refuse = (text: string, why: string) =>
  new CronFieldError(`the start "${text}" ${why}`, undefined, 'from');

/** Minutes east of UTC of `Z`, `+05:45`, `-0800` or `+01`. */
function offsetMinutes(offset: string): number {
  if (offset.toUpperCase() === 'Z') return 0;
  const digits = offset.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0);
  return offset.startsWith('-') ? -minutes : minutes;
}

/**
 * The instant the runs are listed after: ISO 8601, at the offset it names, else a wall time in the schedule's
 * zone (a spring-forward gap takes the later offset). Date.parse would read `1` as 2001, roll 30 February over to
 * March and read a time without offset in the machine's zone.
 */
export function startMs(text: string, zone: string): number {
  const match = ISO_START.exec(text.trim());
  if (!match) throw refuse(text, 'is not an ISO 8601 time (2026-01-15T12:00:00Z).');
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', offset] = match;
  const wall: WallTime = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second),
  };
  if (wall.month < 1 || wall.month > 12) throw refuse(text, `has no month ${wall.month}.`);
  const monthDays = new Date(utcDayMs(wall.year, wall.month, 0)).getUTCDate();
  if (wall.day < 1 || wall.day > monthDays)
    throw refuse(text, `has no day ${wall.day} (${MONTHS[wall.month - 1]} ${wall.year} has ${monthDays}).`);
  if (wall.hour > 23) throw refuse(text, `has no hour ${wall.hour}.`);
  if (wall.minute > 59) throw refuse(text, `has no minute ${wall.minute}.`);
  if (wall.second > 59) throw refuse(text, `has no second ${wall.second}.`);
  const ms = Math.floor(Number(`0.${fraction || '0'}`) * 1000);
  if (offset !== undefined) return utcMs(wall) - offsetMinutes(offset) * 60_000 + ms;
  return (wallTimeInstants(wall, zone)[0] ?? utcMs(wall)) + ms;
}
