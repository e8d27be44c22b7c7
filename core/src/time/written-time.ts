import { ToolInputError } from '../errors';
import { TIME_INVALID, zoneOffsetMinutes } from './zone-abbreviations';
import { utcDayMs, utcMs, type WallTime } from './zones';

/** How a written time was read (the report's `kind`, beside the Unix ones and `now`). */
export type WrittenTimeKind =
  | 'ISO 8601'
  | 'RFC 2822 / HTTP date'
  | 'date(1) / git / asctime'
  | 'JavaScript Date'
  | 'Common Log Format';

/** A time as written: its wall clock, and the offset it names (none: read it in the zone asked for). */
export interface WrittenTime {
  kind: WrittenTimeKind;
  wall: WallTime;
  /** The fraction of the second as written, up to nine digits. */
  fraction: string;
  /** Minutes east of UTC. */
  offsetMinutes?: number;
  /** The IANA zone an RFC 9557 annotation names (`[Europe/Paris]`): a time without offset is read in it. */
  zoneName?: string;
}

/** RFC 9557's annotations after an RFC 3339 time: `[Europe/Paris]`, `[!Asia/Tokyo]`, `[u-ca=iso8601]`. */
const ANNOTATIONS = /^(.*?)((?:\[!?[^[\]\s]+\])+)$/s;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const MONTH =
  '(?<month>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const WEEKDAY =
  '(?<weekday>mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)';
const TIME = '(?<hour>\\d{1,2}):(?<minute>\\d{2})(?::(?<second>\\d{2})(?:[.,](?<fraction>\\d{1,9}))?)?';
/** An offset (`+0100`, `-05:00`), one after GMT or UTC (`GMT+0100`, `UTC+5:30`) or a zone's abbreviation. */
const ZONE = '[+-]\\d{2}(?::?\\d{2})?|(?:gmt|utc|ut)[+-]\\d{1,2}(?::?\\d{2})?|[a-z]{1,5}';
const zone = (name: string) => `(?<${name}>${ZONE})`;

/**
 * The written forms read, each as the program that writes it spells it. Before matching, a trailing comment in
 * parentheses (RFC 5322's, or JavaScript's zone name) and the brackets of a log line are dropped.
 */
const FORMATS: readonly { kind: WrittenTimeKind; pattern: RegExp }[] = [
  {
    // ISO 8601 and the programs that print it with a space (Postgres, Python), and Go's time.String(): an offset
    // followed by the zone's name and the monotonic clock reading (`+0000 UTC m=+0.000041`).
    kind: 'ISO 8601',
    pattern: new RegExp(
      `^(?<year>\\d{4})-(?<monthNumber>\\d{2})-(?<day>\\d{2})(?:[T ]${TIME})?(?:\\s*(?<zone>z|${ZONE}))?(?:\\s+(?<label>[a-z]{2,6}|[+-]\\d{2}(?:\\d{2})?))?(?:\\s+m=[+-]\\d+(?:\\.\\d+)?)?$`,
      'i',
    ),
  },
  {
    // ISO 8601's basic format, as AWS's X-Amz-Date and iCalendar's DTSTAMP write it: `20261126T162244Z`.
    kind: 'ISO 8601',
    pattern:
      /^(?<year>\d{4})(?<monthNumber>\d{2})(?<day>\d{2})t(?<hour>\d{2})(?<minute>\d{2})(?:(?<second>\d{2})(?:[.,](?<fraction>\d{1,9}))?)?(?<zone>z|[+-]\d{2}(?:\d{2})?)?$/i,
  },
  {
    // RFC 5322 (and its obsolete forms: a two-digit year, no weekday), RFC 9110's IMF-fixdate and RFC 850 date.
    kind: 'RFC 2822 / HTTP date',
    pattern: new RegExp(
      `^(?:${WEEKDAY}(?:,\\s*|\\s+))?(?<day>\\d{1,2})(?<separator>\\s+|-)${MONTH}\\k<separator>(?<year>\\d{4}|\\d{2})\\s+${TIME}(?:\\s+${zone('zone')})?$`,
      'i',
    ),
  },
  {
    // C's asctime (RFC 9110's third HTTP form: `Sun Nov  6 08:49:37 1994`), date(1) and Java's Date.toString()
    // (the zone before the year), git's default date (an offset after it).
    kind: 'date(1) / git / asctime',
    pattern: new RegExp(
      `^(?:${WEEKDAY},?\\s+)?${MONTH}\\s+(?<day>\\d{1,2})\\s+${TIME}(?:\\s+${zone('zone')})?\\s+(?<year>\\d{4})(?:\\s+${zone('zoneAfter')})?$`,
      'i',
    ),
  },
  {
    // Date.prototype.toString(): `Wed Nov 25 2026 10:00:00 GMT+0100 (Central European Standard Time)`.
    kind: 'JavaScript Date',
    pattern: new RegExp(
      `^(?:${WEEKDAY},?\\s+)?${MONTH}\\s+(?<day>\\d{1,2}),?\\s+(?<year>\\d{4})\\s+${TIME}(?:\\s+${zone('zone')})?$`,
      'i',
    ),
  },
  {
    // Apache's and nginx's access logs: `[10/Oct/2000:13:55:36 -0700]`.
    kind: 'Common Log Format',
    pattern: new RegExp(`^(?<day>\\d{1,2})/${MONTH}/(?<year>\\d{4}):${TIME}\\s+${zone('zone')}$`, 'i'),
  },
];

const refuse = (text: string, why: string) => new ToolInputError(`"${text}" ${why}`, TIME_INVALID, 'value');

/** RFC 5322 §4.3: a two-digit year 00-49 is 2000-2049, 50-99 is 1950-1999. */
const fullYear = (digits: string) =>
  digits.length === 2 ? Number(digits) + (Number(digits) < 50 ? 2000 : 1900) : Number(digits);

/** The longest written time (JavaScript's, with its zone's name) is under 100 characters. */
const MAX_WRITTEN_LENGTH = 200;

/**
 * The written time in `text` (trimmed), or undefined when it is none of the forms read: the one reader of `toolbox
 * time` and cron's start. Refused (a ToolInputError naming the text): a date or time the calendar does not have
 * (30 February, 25:00, which Date.parse rolls over), a weekday that is not the date's, an unknown zone, and text
 * longer than any time is written in (the patterns would take seconds over 100,000 spaces).
 */
export function readWrittenTime(text: string): WrittenTime | undefined {
  if (text.length > MAX_WRITTEN_LENGTH)
    throw refuse(
      `${text.slice(0, 40)}…`,
      `is ${text.length.toLocaleString('en-US')} characters long: no time is written in more than ${MAX_WRITTEN_LENGTH}.`,
    );
  const written = matchWrittenTime(text);
  if (written) checkWall(written.wall, text);
  return written;
}

/** ISO 8601 allows 24:00:00 (the end of a day) and a leap second's :60; nothing past them. */
function checkWall(wall: WallTime, text: string) {
  const days = new Date(utcDayMs(wall.year, wall.month, 0)).getUTCDate();
  const problem =
    wall.month < 1 || wall.month > 12
      ? `month ${wall.month}`
      : wall.day < 1 || wall.day > days
        ? `day ${wall.day} (${monthName(wall.month)} ${wall.year} has ${days})`
        : wall.hour > 24 || (wall.hour === 24 && (wall.minute > 0 || wall.second > 0))
          ? `hour ${wall.hour}`
          : wall.minute > 59
            ? `minute ${wall.minute}`
            : wall.second > 60
              ? `second ${wall.second}`
              : undefined;
  if (problem) throw refuse(text, `has no ${problem}.`);
}

const monthName = (month: number) => (MONTHS[month - 1] ?? '').replace(/^./, (c) => c.toUpperCase());

function matchWrittenTime(text: string): WrittenTime | undefined {
  const bare = text
    .replace(/^\[(.*)\]$/s, '$1')
    .replace(/\s*\([^()]*\)$/, '')
    .trim();
  const annotated = ANNOTATIONS.exec(bare);
  if (annotated) {
    const groups = FORMATS[0]?.pattern.exec(annotated[1] ?? '')?.groups;
    if (!groups) return undefined;
    // The zone is the annotation without a key (`u-ca=` and the like say nothing of the instant).
    const zoneName = /\[!?([^=\]]+)\]/.exec(annotated[2] ?? '')?.[1];
    return { ...writtenTime('ISO 8601', groups, text), ...(zoneName ? { zoneName } : {}) };
  }
  for (const { kind, pattern } of FORMATS) {
    const groups = pattern.exec(bare)?.groups;
    if (groups) return writtenTime(kind, groups, text);
  }
  return undefined;
}

function writtenTime(
  kind: WrittenTimeKind,
  groups: Record<string, string | undefined>,
  text: string,
): WrittenTime {
  const { weekday, month, monthNumber, zone, zoneAfter, label } = groups;
  const wall: WallTime = {
    year: fullYear(groups.year ?? ''),
    month: monthNumber ? Number(monthNumber) : MONTHS.indexOf((month ?? '').slice(0, 3).toLowerCase()) + 1,
    day: Number(groups.day),
    hour: Number(groups.hour ?? 0),
    minute: Number(groups.minute ?? 0),
    second: Number(groups.second ?? 0),
  };
  if (zone && zoneAfter) throw refuse(text, `names two zones, ${zone} and ${zoneAfter}.`);
  const zoneText = zone ?? zoneAfter;
  // Go writes the zone's name after the offset; a name alone is read as one.
  if (label && !/^[+-]\d/.test(zoneText ?? '')) throw refuse(text, 'is not a time toolbox reads.');
  if (weekday) checkWeekday(wall, weekday, text);
  const offsetMinutes = zoneText === undefined ? undefined : zoneOffsetMinutes(zoneText, text);
  return {
    kind,
    wall,
    fraction: groups.fraction ?? '',
    ...(offsetMinutes === undefined ? {} : { offsetMinutes }),
  };
}

/** A weekday that is not the date's means the text was changed by hand or is not what it seems: say so. */
function checkWeekday(wall: WallTime, written: string, text: string) {
  const date = new Date(utcMs({ ...wall, hour: 0, minute: 0, second: 0 }));
  const actual = WEEKDAYS[date.getUTCDay()] ?? '';
  // A day the month does not have is refused with its own message.
  if (date.getUTCMonth() !== wall.month - 1) return;
  if (!actual.toLowerCase().startsWith(written.slice(0, 3).toLowerCase()))
    throw refuse(
      text,
      `says ${written}, but ${wall.day} ${monthName(wall.month)} ${wall.year} is a ${actual}.`,
    );
}
