import { type Commit, CommitParser, type ParserOptions } from 'conventional-commits-parser';
import validVersion from 'semver/functions/valid';
import { BREAKING_HEADER, BREAKING_KEYWORDS, HEADER_PATTERN } from './breaking';

/** A parsed message as commitlint and its rules see it. */
export interface ParsedMessage {
  raw: string;
  header: string;
  type: string | null;
  scope: string | null;
  subject: string | null;
  body: string | null;
  footer: string | null;
  referenceCount: number;
}

/**
 * `text` in any letter case, as the `i` flag reads ASCII letters outside Unicode mode (each letter matches only its
 * other ASCII case there), spelled out: with the flag, V8 also works out the case closure of every class in the
 * pattern (\s, \w, [\s\S]) as it compiles it, most of the cost of parsing the commit-msg hook's one message.
 */
const anyCase = (text: string) =>
  text.replace(/[A-Za-z]/g, (letter) => `[${letter.toUpperCase()}${letter.toLowerCase()}]`);

/**
 * conventional-changelog-conventionalcommits' parser options, as config-conventional uses them, but for the revert
 * pattern: it fills only the commit's `revert`, which no lint rule reads, and the parser tries it on every message
 * (~0.1M instructions of the commit-msg hook to compile). An explicit undefined overrides the library's default.
 * The issue references are written to match the same messages without a case-insensitive pattern (see anyCase):
 * their one prefix `#` has no case.
 */
const LINT_OPTIONS: ParserOptions = {
  headerPattern: HEADER_PATTERN,
  breakingHeaderPattern: BREAKING_HEADER,
  headerCorrespondence: ['type', 'scope', 'subject'],
  noteKeywords: [...BREAKING_KEYWORDS],
  revertPattern: undefined,
  issuePrefixes: ['#'],
  issuePrefixesCaseSensitive: true,
  // @commitlint/parse turns field markers off (null; an explicit undefined overrides the default the same way):
  // a `---` line is body text, not the start of a `-field-` block.
  fieldPattern: undefined,
};

/**
 * The preset's options whole (message.test.ts compares the parse with the preset's own), the revert pattern
 * included: `/^(?:Revert|revert:)\s"?([\s\S]+?)"?\s*This reverts commit (\w*)\./i` there, spelled with anyCase.
 */
const conventionalOptions = (): ParserOptions => ({
  ...LINT_OPTIONS,
  revertPattern: new RegExp(
    `^(?:${anyCase('Revert')}|${anyCase('revert')}:)\\s"?([\\s\\S]+?)"?\\s*${anyCase('This reverts commit')} (\\w*)\\.`,
  ),
  revertCorrespondence: ['header', 'hash'],
});

let parser: CommitParser | undefined;
export function conventionalParser(): CommitParser {
  parser ??= new CommitParser(conventionalOptions());
  return parser;
}

/**
 * The same parse for a message without `#`, the one issue prefix: no reference can be found in it (each needs its
 * prefix), so the reference patterns are left out. Building the two (a case-insensitive alternation of the nine
 * closing keywords, and the prefix's) is ~1.5M instructions of the commit-msg hook's start for nothing.
 */
let withReferences: CommitParser | undefined;
let withoutReferences: CommitParser | undefined;
function parserFor(message: string): CommitParser {
  if (message.includes('#')) {
    withReferences ??= new CommitParser(LINT_OPTIONS);
    return withReferences;
  }
  withoutReferences ??= new CommitParser({
    ...LINT_OPTIONS,
    issuePrefixes: undefined,
    referenceActions: undefined,
  });
  return withoutReferences;
}

const SCISSORS = / -+ >8 -+$/;

/**
 * What git keeps of a message file: everything above the scissors line, minus comment lines. A null
 * `commentChar` keeps every line (commitlint reading stdin or history: only `--edit` strips comments).
 */
export function stripGitComments(text: string, commentChar: string | null = '#'): string {
  const kept: string[] = [];
  for (const line of text.replace(/\r\n/g, '\n').split('\n')) {
    if (commentChar !== null && line.startsWith(commentChar)) {
      if (SCISSORS.test(line.slice(commentChar.length))) break;
      continue;
    }
    kept.push(line);
  }
  return kept.join('\n').replace(/^\n+/, '').replace(/\n+$/, '');
}

const VERSION_START = /^v?[0-9]/;

/**
 * What can start a line that is a version once its [skip ci] markers are gone: the version itself, or a marker's
 * bracket (a marker removed from further on leaves the start as it was).
 */
const MAY_BE_VERSION = /^\s*[v0-9[(]/;

/** A bare version, possibly after `chore:` and a [skip ci] marker, as @commitlint/is-ignored reads it. */
function isReleaseMessage(message: string): boolean {
  const line = (message.split('\n')[0] ?? '').replace(/^chore(\([^)]+\))?:/, '');
  // Most lines end here, before the two case-insensitive marker patterns are built (~1.3M instructions of the hook).
  if (!MAY_BE_VERSION.test(line)) return false;
  const first = line
    .replace(/\[(skip|ci)(-|\s)(ci|skip)\]/i, '')
    .replace(/\((skip|ci)(-|\s)(ci|skip)\)/i, '')
    .trim();
  // semver's full version pattern starts `^v?` and a digit: anything else is no version, without semver's code.
  return VERSION_START.test(first) && validVersion(first) !== null;
}

/**
 * @commitlint/is-ignored's default wildcards, each with text every match contains: a message without it is not
 * matched, and the pattern is not built (V8 compiles a pattern on its first use; these nine cost the hook ~1.5M
 * instructions).
 */
const IGNORED: readonly { contains: string; pattern: RegExp }[] = [
  {
    contains: 'Merge ',
    pattern: /^((Merge pull request)|(Merge (.*?) into (.*?)|(Merge branch (.*?)))(?:\r?\n)*$)/m,
  },
  { contains: 'Merge tag ', pattern: /^(Merge tag (.*?))(?:\r?\n)*$/m },
  { contains: 'evert ', pattern: /^(R|r)evert (.*)/ },
  { contains: 'eapply ', pattern: /^(R|r)eapply (.*)/ },
  { contains: '!', pattern: /^(amend|fixup|squash)!/ },
  { contains: 'Merged ', pattern: /^(Merged (.*?)(in|into) (.*)|Merged PR (.*): (.*))/ },
  { contains: 'Merge remote-tracking branch', pattern: /^Merge remote-tracking branch(\s*)(.*)/ },
  { contains: 'Automatic merge', pattern: /^Automatic merge(.*)/ },
  { contains: 'Auto-merged ', pattern: /^Auto-merged (.*?) into (.*)/ },
];

export function isIgnoredMessage(message: string): boolean {
  return (
    IGNORED.some(({ contains, pattern }) => message.includes(contains) && pattern.test(message)) ||
    isReleaseMessage(message)
  );
}

/** Header, type, scope, subject, body and footer of a message, parsed as commitlint parses it. */
export function parseCommitMessage(message: string): ParsedMessage {
  return parsedMessage(message, parserFor(message).parse(message));
}

/** What the lint reads of the parser's commit. */
export function parsedMessage(message: string, commit: Commit): ParsedMessage {
  return {
    raw: message,
    header: commit.header ?? '',
    type: commit.type ?? null,
    scope: commit.scope ?? null,
    subject: commit.subject ?? null,
    body: commit.body,
    footer: commit.footer,
    referenceCount: commit.references.length,
  };
}
