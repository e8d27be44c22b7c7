// Conventional Commits headers and footers, read once for every tool: commit lint's rules, the changelog's
// sections and notes, the pull request gate's "announced as a breaking change". The patterns are
// conventional-changelog-conventionalcommits' (config-conventional's parser preset, which commitlint applies).

/** The preset's headerPattern with the `!` captured: type, scope, `!`, subject. */
const HEADER = /^(\w*)(?:\((.*)\))?(!?): (.*)$/;
/** git-cliff's (git-conventional's) reading: any word up to `(`, `!` or `:` is a type, `README.md: …` too. */
const ANY_TYPE_HEADER = /^([^\s():!]+)(?:\((.*)\))?(!?): (.*)$/;
/** The preset's breakingHeaderPattern, as commitlint's two exclamation-mark rules test it. */
export const BREAKING_HEADER = /^(\w*)(?:\((.*)\))?!: (.*)$/;
/** The preset's header pattern as conventional-commits-parser takes it (three groups: type, scope, subject). */
export const HEADER_PATTERN = /^(\w*)(?:\((.*)\))?!?: (.*)$/;
/** The preset's note keywords: a footer that starts with one of them announces a breaking change. */
export const BREAKING_KEYWORDS = ['BREAKING CHANGE', 'BREAKING-CHANGE'] as const;
const BREAKING_FOOTER = /^BREAKING[ -]CHANGE:/m;
const NOTE_START = /^BREAKING[ -]CHANGES?:\s*(.*)$/;
const NOTE_END = /^BREAKING[ -]CHANGES?:/;
const FOOTER_TOKEN = /^[\w-]+(?:: | #)/;

export interface ConventionalHeader {
  /** As written ('' when the header starts `(scope): `). */
  type: string;
  scope: string | null;
  /** `!` before the colon. */
  breaking: boolean;
  subject: string;
}

/**
 * A header's parts, or null when it is not a conventional header. `anyType` reads it as git-cliff does (a type
 * is any word up to `(`, `!` or `:`); otherwise as the preset does (a type is `\w*`).
 */
export function parseHeader(header: string, anyType = false): ConventionalHeader | null {
  const m = (anyType ? ANY_TYPE_HEADER : HEADER).exec(header);
  if (!m) return null;
  return { type: m[1] ?? '', scope: m[2] || null, breaking: m[3] === '!', subject: m[4] ?? '' };
}

/** Whether a header marks a breaking change with `!`, as commitlint's exclamation-mark rules read it. */
export const hasBreakingMark = (header: string): boolean => BREAKING_HEADER.test(header);

/** Whether a body or footer holds a `BREAKING CHANGE:` (or `BREAKING-CHANGE:`) footer. */
export const hasBreakingFooter = (text: string): boolean => BREAKING_FOOTER.test(text);

/** Whether a whole message announces a breaking change: `type!:` in its header or a BREAKING CHANGE footer. */
export function announcesBreakingChange(message: string): boolean {
  const end = message.indexOf('\n');
  const header = end === -1 ? message : message.slice(0, end);
  return hasBreakingMark(header) || (end !== -1 && hasBreakingFooter(message.slice(end + 1)));
}

/**
 * The text of every BREAKING CHANGE footer in a body: up to the next blank line or footer token. Lines may end
 * in CRLF (a squash merge's body written on Windows).
 */
export function breakingNotes(body: string): string[] {
  const notes: string[] = [];
  const lines = body.split(/\r\n|\r|\n/);
  for (let index = 0; index < lines.length; index++) {
    const start = NOTE_START.exec(lines[index] ?? '');
    if (!start) continue;
    const text = [start[1] ?? ''];
    while (index + 1 < lines.length) {
      const next = lines[index + 1] ?? '';
      if (FOOTER_TOKEN.test(next) || NOTE_END.test(next)) break;
      if (next.trim() === '' && text.join('').trim() !== '') {
        // A blank line ends the note unless more prose (not a footer) follows directly.
        const after = lines[index + 2] ?? '';
        if (after.trim() === '' || FOOTER_TOKEN.test(after) || /^BREAKING/.test(after)) break;
      }
      text.push(next);
      index++;
    }
    const joined = text.join('\n').trim();
    if (joined) notes.push(joined);
  }
  return notes;
}
