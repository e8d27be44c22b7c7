import { asciiOrUnicode } from '../../text/unicode-pattern';
import { findDate, hasDmyDate } from './dates';
import { hasAnyKeyword, hasKeyword } from './keywords';
import { type Priority, STATUSES, type Status } from './types';

/** §5's status keywords, checked in this order. */
export const STATUS_KEYWORDS: readonly (readonly [Status, readonly string[]])[] = [
  ['Blocked', ['blocked', 'on hold', 'stuck']],
  ['Not Started', ['not started', 'pending', 'todo', 'planned', 'upcoming', 'new']],
  ['In Progress', ['in progress', 'ongoing', 'working', 'active', 'current', 'started', 'partial']],
  ['Complete', ['complete', 'done', 'finished', 'completed', 'closed', 'resolved']],
];
export const AUTO_TAGS = [
  'backend',
  'frontend',
  'ui',
  'ux',
  'api',
  'database',
  'legal',
  'marketing',
  'sales',
  'admin',
] as const;

/** Priority keywords by level, in the order they are checked. */
const PRIORITY_LEVELS: readonly (readonly [Priority, readonly string[]])[] = [
  ['Urgent', ['urgent', 'critical']],
  ['High', ['high', 'important']],
  ['Medium', ['medium']],
  ['Low', ['low']],
];
/** §5's notes rule: urgent or critical, then high, medium, low ("important" is not among them). */
const NOTE_LEVELS: readonly (readonly [Priority, readonly string[]])[] = [
  ['Urgent', ['urgent', 'critical']],
  ['High', ['high']],
  ['Medium', ['medium']],
  ['Low', ['low']],
];

function levelOf(text: string, levels: typeof PRIORITY_LEVELS): Priority | undefined {
  return levels.find(([, keywords]) => hasAnyKeyword(text, keywords))?.[0];
}

const STATUS_PREFIX = /^status\s*:\s*/i;
const TAGS_PREFIX = /^(?:tags?|categor(?:y|ies))\s*:\s*/i;
const DEADLINE_PREFIX = /^(?:deadline|due|by|until)\s*:\s*/i;
const PRIORITY_PREFIX = /^priority\s*:\s*/i;

function statusFromKeywords(text: string): Status | undefined {
  for (const [status, keywords] of STATUS_KEYWORDS) {
    if (hasAnyKeyword(text, keywords)) return status;
  }
  return undefined;
}

/** `status:` takes its value only when it is exactly one of the statuses; otherwise keywords decide. */
export function statusOfLine(line: string): Status | undefined {
  const prefix = STATUS_PREFIX.exec(line);
  if (prefix) {
    const value = line.slice(prefix[0].length).trim().toLowerCase();
    const exact = STATUSES.find((s) => s.toLowerCase() === value);
    if (exact) return exact;
  }
  return statusFromKeywords(line);
}

function priorityOfText(text: string): Priority | undefined {
  return levelOf(text, PRIORITY_LEVELS);
}

/** Node priority from free notes (§5): urgent or critical, then high, medium, low. */
export function priorityFromNotes(notes: string): Priority | undefined {
  return levelOf(notes, NOTE_LEVELS);
}

export function autoTags(text: string): string[] {
  return AUTO_TAGS.filter((tag) => hasKeyword(text, tag));
}

function splitTags(value: string): string[] {
  return value
    .split(/[,;]/)
    .map((tag) => tag.trim().replace(/^#/, '').toLowerCase())
    .filter((tag) => tag.length > 0);
}

export type MetaLine =
  /** `value` is what a written `Status:` line said, so an unknown one can be reported. */
  | { kind: 'status'; status: Status | undefined; explicit: boolean; value?: string }
  | { kind: 'tags'; tags: string[] }
  | { kind: 'deadline'; deadline: string | undefined; explicit: boolean }
  | { kind: 'priority'; priority: Priority | undefined; explicit: boolean };

/**
 * What a metadata line sets, or undefined for an ordinary line. Written prefixes (`Tags:`) win over keywords
 * found anywhere in the line; among keywords the spec's order holds: status, deadline date, priority.
 */
export function metaOfLine(line: string): MetaLine | undefined {
  const written = STATUS_PREFIX.exec(line);
  if (written)
    return {
      kind: 'status',
      status: statusOfLine(line),
      explicit: true,
      value: line.slice(written[0].length).trim(),
    };
  const tags = TAGS_PREFIX.exec(line);
  if (tags) return { kind: 'tags', tags: splitTags(line.slice(tags[0].length)) };
  const due = DEADLINE_PREFIX.exec(line);
  if (due) {
    const value = line.slice(due[0].length).trim();
    return { kind: 'deadline', deadline: findDate(value) ?? (value || undefined), explicit: true };
  }
  const priority = PRIORITY_PREFIX.exec(line);
  if (priority)
    return { kind: 'priority', priority: priorityOfText(line.slice(priority[0].length)), explicit: true };
  const status = statusFromKeywords(line);
  if (status) return { kind: 'status', status, explicit: false };
  if (hasDmyDate(line)) return { kind: 'deadline', deadline: findDate(line), explicit: false };
  const keyword = priorityOfText(line);
  if (keyword) return { kind: 'priority', priority: keyword, explicit: false };
  return undefined;
}

const COMPONENT_PREFIX = /^(?:component|feature|task|project|module)\s*:\s*/i;
const HEADING = /^#{1,6}\s*/;
// The patterns over capitals and letters come in two spellings (text/unicode-pattern.ts): A-Z for a line that is
// all ASCII, \p{Lu} and \p{L} for any other, compiled only then (ICU's classes were ~5M instructions of a run).
const NUMBERED = asciiOrUnicode(/^\d+\.\s+(?=[A-Z])/, '^\\d+\\.\\s+(?=\\p{Lu})', 'u');
const CAPITALISED_COLON = asciiOrUnicode(/^[A-Z][^:]{0,98}:$/, '^\\p{Lu}[^:]{0,98}:$', 'u');
const META_LABEL = /^(?:status|tags?|categor(?:y|ies)|deadline|due|by|until|priority|notes?|description)$/i;
const CAPITALS = asciiOrUnicode(/^[A-Z\d][A-Z\d\s&/'-]*$/, "^[\\p{Lu}\\d][\\p{Lu}\\d\\s&/'-]*$", 'u');
const CAPITAL = asciiOrUnicode(/[A-Z]/g, '\\p{Lu}', 'gu');
const FIRST_CAPITAL = asciiOrUnicode(/^[A-Z]/, '^\\p{Lu}', 'u');

/** The title when the line starts a component (§5), else undefined. */
export function componentTitle(line: string): string | undefined {
  const prefix = COMPONENT_PREFIX.exec(line) ?? HEADING.exec(line) ?? NUMBERED(line).exec(line);
  if (prefix) return line.slice(prefix[0].length).trim() || undefined;
  if (CAPITALISED_COLON(line).test(line)) {
    const title = line.slice(0, -1).trim();
    if (!META_LABEL.test(title)) return title || undefined;
  }
  if (CAPITALS(line).test(line) && (line.match(CAPITAL(line))?.length ?? 0) >= 2) return line;
  return undefined;
}

const BULLET = asciiOrUnicode(
  /^(?:[-*+]\s*|[A-Za-z]\.\s+|\d+[.)]\s*)/,
  '^(?:[-*+•]\\s*|\\p{L}\\.\\s+|\\d+[.)]\\s*)',
  'u',
);
/** The marks on a sub-item that complete it (any letter case), as the page lists them. */
export const DONE_MARKERS = ['[x]', '✓', '✔', '(done)', '(complete)'] as const;
/** The marks that block a sub-item not completed. */
export const BLOCKED_MARKERS = ['[blocked]', '(blocked)'] as const;
const anyOf = (marks: readonly string[]) =>
  new RegExp(marks.map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'iu');
const DONE_MARKS = anyOf(DONE_MARKERS);
const BLOCKED_MARKS = anyOf(BLOCKED_MARKERS);
const ALL_MARKS = /\[[ xX]?\]|✓|✔|\((?:done|complete|blocked)\)|\[blocked\]/giu;

export function isIndented(rawLine: string): boolean {
  return /^(?: {2,}|\t)/.test(rawLine);
}

export function bulletText(line: string): string | undefined {
  const m = BULLET(line).exec(line);
  return m ? line.slice(m[0].length) : undefined;
}

export function subItem(text: string): { title: string; completed: boolean; blocked?: boolean } {
  const completed = DONE_MARKS.test(text);
  const title = text.replace(ALL_MARKS, ' ').replace(/\s+/g, ' ').trim();
  const item = { title: title || text.trim(), completed };
  return !completed && BLOCKED_MARKS.test(text) ? { ...item, blocked: true } : item;
}

/** §5: outside a component, a line longer than 5 and shorter than 100, capitalised, not metadata. */
export function isStandalone(line: string): boolean {
  return line.length > 5 && line.length < 100 && FIRST_CAPITAL(line).test(line) && !metaOfLine(line);
}
