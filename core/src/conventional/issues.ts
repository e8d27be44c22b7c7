/** The spec's Related Issues rule: split on commas, trimmed, empties dropped. */
export function parseIssues(text: string): string[] {
  return text
    .split(',')
    .map((issue) => issue.trim())
    .filter((issue) => issue !== '');
}

/** One issue reference found in a text: what to put in Related Issues, and the span to take out of the text. */
export interface IssueReference {
  /** `482` for `#482` (the footer adds `#`), `GH-12`, `owner/repo#7`, `PROJ-123` as written. */
  issue: string;
  /** The text as found, with a closing keyword before it (`closes #482`). */
  text: string;
  start: number;
  end: number;
}

/** Upper-case words followed by a number that name standards and algorithms, not issue trackers' keys. */
const NOT_ISSUE_KEYS = new Set(
  'AES CVE ECMA ES HTTP IEC IEEE IPV ISO MD PEP RFC RSA SHA SSL TLS UTF WCAG X H ECMASCRIPT GPT BASE INT UINT COVID'.split(
    ' ',
  ),
);
const KEYWORD = '(?:(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?|refs?|see|re|related(?: to)?|part of)[: ]\\s*)?';
const REFERENCE = new RegExp(
  `\\(?${KEYWORD}(?:(?<![\\w&/])#(\\d+)\\b|\\b([\\w.-]+/[\\w.-]+#\\d+)\\b|\\b(GH-\\d+)\\b|\\b([A-Z][A-Z0-9]{1,9}-\\d+)\\b(?![.-]\\d))\\)?`,
  'gi',
);

/** What every reference REFERENCE finds contains. */
const MAY_REFER = /#|-\d/;

/**
 * Issue references in a commit description: `#482`, `closes #482`, `owner/repo#7`, `GH-12`, a Jira-style key
 * `PROJ-123` (upper case, not a standard like `SHA-256` or `UTF-8`). The closing keyword before one (GitHub's
 * close/fix/resolve forms, refs, see) and brackets around it belong to the span, so taking it out leaves the
 * description without it.
 */
export function findIssueReferences(text: string): IssueReference[] {
  const found: IssueReference[] = [];
  // Every reference holds a `#` or a hyphen before a digit: text without either is answered before REFERENCE is
  // compiled (its case-insensitive classes were ~2.7M instructions of a `commit -m` or `--describe`, issue 43).
  if (!MAY_REFER.test(text)) return found;
  for (const match of text.matchAll(REFERENCE)) {
    const [whole, number, qualified, gh, key] = match;
    if (key && (key !== key.toUpperCase() || NOT_ISSUE_KEYS.has(key.split('-')[0] ?? ''))) continue;
    const issue = number ?? qualified ?? gh?.toUpperCase() ?? key ?? '';
    // A bracket is part of the span only when both are.
    let start = match.index;
    let end = start + whole.length;
    // At the very start the keyword is the sentence's verb ("fix GH-12 in the parser"): it stays.
    if (start === 0 || !text.slice(0, start).trim()) {
      const bare = number ? `#${number}` : issue;
      start += whole.toLowerCase().lastIndexOf(bare.toLowerCase());
    }
    if (whole.startsWith('(') !== whole.endsWith(')')) {
      if (whole.startsWith('(')) start++;
      else end--;
    }
    found.push({ issue, text: text.slice(start, end), start, end });
  }
  return found;
}

/** The description without one reference, and without the punctuation that joined it (`…expired; closes #482`). */
export function withoutIssueReference(text: string, reference: IssueReference): string {
  const before = text.slice(0, reference.start).replace(/[\s,;:–—-]*$/, '');
  const after = text.slice(reference.end).replace(/^[\s,;:)]*/, '');
  if (!before) return after;
  if (!after) return before;
  return `${before} ${after}`;
}
