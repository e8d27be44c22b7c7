import { describeSubject } from './describe';
import { wrapLines } from './fit';

/** Where GitHub cuts a commit title in its lists (and `git log --oneline` on an 80-column terminal wraps). */
export const TITLE_ADVICE = 72;

/** Where a body wraps: git's own advice, well inside config-conventional's 100. */
const BODY_WIDTH = 72;

/** The end of the first clause: a sentence's end or a semicolon before a space, a dash between spaces, a new line. */
const CLAUSE_END = /[.;!?](?=\s)|\s[—–-]\s|\r?\n/;

/** Words a long clause is best cut before, the most telling first (the cut keeps what was done, not why). */
const CUT_BEFORE = [
  ' so that ',
  ' because ',
  ' since ',
  ' which ',
  ' when ',
  ' where ',
  ' while ',
  ' if ',
  ' unless ',
  ' until ',
  ' as ',
  ' instead of ',
  ' after ',
  ' before ',
  ', ',
  ' and ',
  ' by ',
  ' for ',
  ' with ',
  ' in ',
];

const IMPERATIVE: Readonly<Record<string, string>> = {
  add: 'add',
  added: 'add',
  fix: 'fix',
  fixed: 'fix',
  update: 'update',
  updated: 'update',
  remove: 'remove',
  removed: 'remove',
  create: 'create',
  created: 'create',
};

const LEADING_VERB = /^(add|added|fix|fixed|update|updated|remove|removed|create|created)\b/i;
const sentence = (text: string) => {
  const trimmed = text.trim().replace(/^[,;:—–-]\s*/, '');
  if (!trimmed) return '';
  const first = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?:)`'"]$/.test(first) ? first : `${first}.`;
};

/**
 * The spec's subject (leading verb dropped, first letter lowercased) where commitlint takes it; where the rest
 * starts with a capital it keeps (an acronym such as HMR or README: config-conventional refuses a sentence-case
 * subject), the dropped verb stays, in the imperative ("fix HMR …"); with no verb, the word is quoted in
 * backticks, which commitlint's case rule reads past.
 */
function lintableSubject(clause: string): string {
  const subject = describeSubject(clause);
  if (!/^[A-Z]/.test(subject)) return subject;
  const verb = LEADING_VERB.exec(clause.trim())?.[1]?.toLowerCase();
  if (verb) return `${IMPERATIVE[verb]} ${subject}`;
  const [word = '', ...rest] = subject.split(' ');
  return [`\`${word}\``, ...rest].join(' ');
}

/** Words a subject should not end on: what follows them was cut. */
const DANGLING = new Set(
  'a an and are as at be because but by for from if in into is it not of on or so than that the their this to was we were which will with you your'.split(
    ' ',
  ),
);

/** A clause cut to `room` characters: before the latest telling word that leaves a subject, else at a space. */
function cutTo(clause: string, room: number): string {
  const least = Math.min(20, Math.floor(room / 2));
  let cut: string | undefined;
  for (const word of CUT_BEFORE) {
    const at = clause.lastIndexOf(word, room);
    if (at >= least) {
      cut = clause.slice(0, at);
      break;
    }
  }
  if (cut === undefined) {
    const space = clause.lastIndexOf(' ', room);
    cut = clause.slice(0, space >= least ? space : room);
  }
  const words = cut.replace(/[\s,;:—–-]+$/, '').split(' ');
  while (words.length > 2 && DANGLING.has((words.at(-1) ?? '').toLowerCase())) words.pop();
  return words.join(' ').replace(/[\s,;:—–-]+$/, '');
}

export interface ShortHeader {
  description: string;
  /** The rest of the text, as sentences wrapped at 72; '' when the subject said it all. */
  body: string;
}

/**
 * Auto-Generate's description from free text, within `room` characters (the header's limit less its
 * `type(scope): `): the first clause, by the spec's rules and commitlint's case rule; a clause longer than the
 * room is cut before a word like "so that" or "because". Whatever the subject leaves out goes to the body: the
 * following sentences, or the whole text when the first clause itself was cut.
 */
export function shortHeader(text: string, room: number): ShortHeader {
  const trimmed = text.trim();
  const end = CLAUSE_END.exec(trimmed);
  const clause = (end ? trimmed.slice(0, end.index) : trimmed).replace(/\s+/g, ' ').trim();
  const rest = end ? trimmed.slice(end.index + end[0].length).replace(/\s+/g, ' ') : '';
  let description = lintableSubject(clause);
  let body = sentence(rest);
  if (description.length > room && room > 10) {
    description = cutTo(description, room);
    body = sentence(trimmed.replace(/\s+/g, ' '));
  }
  return { description, body: body ? wrapLines(body, BODY_WIDTH) : '' };
}
