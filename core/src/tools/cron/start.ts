import { ToolInputError } from '../../errors';
import { readWrittenTime } from '../../time/written-time';
import { checkTimeZone, utcMs, wallTimeInstants } from '../../time/zones';
import { CronFieldError } from './fields';

const refuse = (text: string, why: string) =>
  new CronFieldError(`the start "${text}" ${why}`, undefined, 'from');

/**
 * The instant the runs are listed after: ISO 8601 as `toolbox time` reads it (core/src/time/written-time.ts: the
 * extended and basic forms, an offset, Z or a zone's abbreviation, an RFC 9557 `[Europe/Paris]`), at the offset it
 * names, else a wall time in the schedule's zone (a spring-forward gap takes the later offset, an autumn overlap the
 * first of its two instants, so no run in the repeated hour is left out). The other forms `time` reads (RFC 2822,
 * date(1)) are refused: the flag, its help and the web page's field promise ISO 8601. Date.parse would read `1` as
 * 2001, roll 30 February over to March and read a time without offset in the machine's zone.
 */
export function startMs(text: string, zone: string): number {
  let written: ReturnType<typeof readWrittenTime>;
  try {
    written = readWrittenTime(text.trim());
  } catch (error) {
    // The reader's refusals name the text first ("…" has no day 30): said here as the start's.
    if (!(error instanceof ToolInputError)) throw error;
    throw new CronFieldError(`the start ${error.message}`, undefined, 'from');
  }
  if (written?.kind !== 'ISO 8601') throw refuse(text, 'is not an ISO 8601 time (2026-01-15T12:00:00Z).');
  const { wall, fraction, offsetMinutes, zoneName } = written;
  const ms = Math.floor(Number(`0.${fraction || '0'}`) * 1000);
  if (offsetMinutes !== undefined) return utcMs(wall) - offsetMinutes * 60_000 + ms;
  const readIn = zoneName === undefined ? zone : checkTimeZone(zoneName, 'from');
  return (wallTimeInstants(wall, readIn)[0] ?? utcMs(wall)) + ms;
}
