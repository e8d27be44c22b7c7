import { asciiOrUnicode } from '../../text/unicode-pattern';
import { findDate, hasDmyDate } from './dates';
import { hasAnyKeyword, hasKeyword, startsWithKeyword } from './keywords';
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

/** Up to this many words, a line holding a keyword is a status or priority line ("Now in progress", "High"). */
const SHORT_LINE_WORDS = 3;

/**
 * Whether a keyword in this line is the item's own (issue 82 item 11): a short line, or a line that opens with it
 * ("Done: shipped in 2.0", "Working with the mobile team"). Prose that mentions one further on ("develop the
 * components one by one to completion", "Moby currently only utilizes") says nothing of the item's status.
 */
function ownKeywordLine(line: string, keywords: readonly string[]): boolean {
  return line.split(/\s+/).length <= SHORT_LINE_WORDS
    ? hasAnyKeyword(line, keywords)
    : startsWithKeyword(line, keywords);
}

function ownStatus(line: string): Status | undefined {
  return STATUS_KEYWORDS.find(([, keywords]) => ownKeywordLine(line, keywords))?.[0];
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
  const status = ownStatus(line);
  if (status) return { kind: 'status', status, explicit: false };
  if (hasDmyDate(line)) return { kind: 'deadline', deadline: findDate(line), explicit: false };
  const keyword = PRIORITY_LEVELS.find(([, keywords]) => ownKeywordLine(line, keywords))?.[0];
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

/**
 * The title when the line starts a component (§5), else undefined. In a Markdown document (`headed`: it has `#`
 * headings) only a heading or a written prefix does: its "Tracking issues:" and "1. Item" lines are its content.
 */
export function componentTitle(line: string, headed = false): string | undefined {
  const prefix =
    COMPONENT_PREFIX.exec(line) ?? HEADING.exec(line) ?? (headed ? null : NUMBERED(line).exec(line));
  if (prefix) return line.slice(prefix[0].length).trim() || undefined;
  if (headed) return undefined;
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
/** The marks on a sub-item or heading that complete it (any letter case), as the page lists them. */
export const DONE_MARKERS = ['[x]', '[done]', '✓', '✔', '✅', '(done)', '(complete)'] as const;
/** The marks that block a sub-item or heading not completed. */
export const BLOCKED_MARKERS = ['[blocked]', '(blocked)'] as const;
/** The marks of work under way, on a sub-item or a heading. */
export const IN_PROGRESS_MARKERS = ['[in progress]', '[wip]', '(in progress)', '(wip)', '🚧'] as const;
const anyOf = (marks: readonly string[]) =>
  new RegExp(marks.map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'iu');
const DONE_MARKS = anyOf(DONE_MARKERS);
const BLOCKED_MARKS = anyOf(BLOCKED_MARKERS);
const IN_PROGRESS_MARKS = anyOf(IN_PROGRESS_MARKERS);
/** Every mark, and an empty checkbox only where a task list puts it (`[]rune` in the text is no checkbox). */
const ALL_MARKS = new RegExp(
  `^\\[[ xX]?\\]|${[...DONE_MARKERS, ...BLOCKED_MARKERS, ...IN_PROGRESS_MARKERS]
    .map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')}`,
  'giu',
);

export function isIndented(rawLine: string): boolean {
  return /^(?: {2,}|\t)/.test(rawLine);
}

export function bulletText(line: string): string | undefined {
  const m = BULLET(line).exec(line);
  return m ? line.slice(m[0].length) : undefined;
}

/** Whether the text carries a done, blocked or in-progress mark (an item of its own, not a wrapped line). */
export const hasMarks = (text: string) => withoutMarks(text) !== text.replace(/\s+/g, ' ').trim();

const withoutMarks = (text: string) => text.replace(ALL_MARKS, ' ').replace(/\s+/g, ' ').trim();

export function subItem(text: string): {
  title: string;
  completed: boolean;
  blocked?: boolean;
  inProgress?: boolean;
} {
  const completed = DONE_MARKS.test(text);
  const item = { title: withoutMarks(text) || text.trim(), completed };
  if (completed) return item;
  if (BLOCKED_MARKS.test(text)) return { ...item, blocked: true };
  return IN_PROGRESS_MARKS.test(text) ? { ...item, inProgress: true } : item;
}

/** A heading's own status mark (`## Phase 1 ✅`, `### Search [wip]`), and its title without it. */
export function headingMarks(title: string): { title: string; status?: Status } {
  const status: Status | undefined = DONE_MARKS.test(title)
    ? 'Complete'
    : BLOCKED_MARKS.test(title)
      ? 'Blocked'
      : IN_PROGRESS_MARKS.test(title)
        ? 'In Progress'
        : undefined;
  if (!status) return { title };
  const bare = withoutMarks(title).replace(/^[-–—:\s]+|[-–—:\s]+$/g, '');
  return { title: bare || title, status };
}

/**
 * §5: outside a component, a line longer than 5 and shorter than 100, capitalised, not metadata; and not a
 * sentence (ending in . ! or ?), which a person reads as prose ("For a list of all features, see the changelog.").
 */
export function isStandalone(line: string): boolean {
  return (
    line.length > 5 &&
    line.length < 100 &&
    FIRST_CAPITAL(line).test(line) &&
    !/[.!?]$/.test(line) &&
    !metaOfLine(line)
  );
}
