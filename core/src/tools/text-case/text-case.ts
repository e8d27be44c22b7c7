import {
  camelCase,
  capitalCase,
  constantCase,
  dotCase,
  kebabCase,
  pascalCase,
  pathCase,
  sentenceCase,
  snakeCase,
} from 'change-case';
import { titleCase } from 'title-case';
import { ToolInputError } from '../../errors';
import { countGraphemes } from '../../text/graphemes';

export const TEXT_CASES = [
  'camel',
  'pascal',
  'snake',
  'kebab',
  'constant',
  'title',
  'capital',
  'sentence',
  'dot',
  'path',
  'lower',
  'upper',
] as const;
type TextCase = (typeof TEXT_CASES)[number];

const TEXT_CASE_LIMITS = { chars: 1_000_000 } as const;

export const TEXT_CASE_MESSAGES = {
  title: 'Invalid text',
  blank: 'Please enter some text.',
  long: 'The text is longer than 1,000,000 characters.',
  to: 'The case is one of camel, pascal, snake, kebab, constant, title, capital, sentence, dot, path, lower, upper.',
} as const;

type Convert = (text: string, options: { separateNumbers: boolean }) => string;

const CONVERT: Record<TextCase, Convert> = {
  camel: camelCase,
  pascal: pascalCase,
  snake: snakeCase,
  kebab: kebabCase,
  constant: constantCase,
  // Headline style as written (title-case): small words ("of", "the") stay lower, camelCase and NASA are kept.
  // Each line is a headline of its own: title-case 4.3.2 runs lines together ("foo\nbar" -> "FooBar"); its
  // repository's tests since 55a95d3 expect "Foo\nBar".
  title: (text) =>
    text
      .split('\n')
      .map((line) => titleCase(line))
      .join('\n'),
  capital: capitalCase,
  sentence: sentenceCase,
  dot: dotCase,
  path: pathCase,
  lower: (text) => text.toLowerCase(),
  upper: (text) => text.toUpperCase(),
};

type TextCaseField = 'text' | 'to';

export interface TextCaseInput {
  text: string;
  /** One case, or every case when omitted. */
  to?: string;
  /** Each line on its own (a list of names), or the whole text as one name; default per line. */
  perLine?: boolean;
  /** Digits start a word of their own: `TestV2` -> `test_v_2` (change-case's separateNumbers). */
  separateNumbers?: boolean;
}

export interface TextCaseResult {
  results: { case: TextCase; text: string }[];
  /** '\r\n' when every line of a text renamed line by line ended so: its lines are joined with it too. */
  lineBreak?: '\r\n';
}

function fail(message: string, field: TextCaseField): never {
  throw new ToolInputError(message, TEXT_CASE_MESSAGES.title, field);
}

function checkText(text: string) {
  if (text.length > TEXT_CASE_LIMITS.chars) fail(TEXT_CASE_MESSAGES.long, 'text');
}

/** Renames text into each case (change-case's rules: words split at case changes, separators and digits). */
export function runTextCase(input: TextCaseInput): TextCaseResult {
  checkText(input.text);
  if (input.text.trim() === '') fail(TEXT_CASE_MESSAGES.blank, 'text');
  let cases: readonly TextCase[] = TEXT_CASES;
  if (input.to !== undefined) {
    const chosen = TEXT_CASES.find((name) => name === input.to);
    if (!chosen) fail(TEXT_CASE_MESSAGES.to, 'to');
    cases = [chosen];
  }
  const perLine = input.perLine ?? true;
  const options = { separateNumbers: input.separateNumbers ?? false };
  // A trailing newline ends the last line; it is not an empty line to rename.
  const lines = perLine ? input.text.replace(/\r?\n$/, '').split(/\r?\n/) : [input.text];
  // A Windows text's names (every line break \r\n) are written back with its line breaks.
  const crlf = perLine && /\r\n/.test(input.text) && !/(^|[^\r])\n/.test(input.text);
  return {
    results: cases.map((name) => ({
      case: name,
      text: lines.map((line) => CONVERT[name](line, options)).join(crlf ? '\r\n' : '\n'),
    })),
    ...(crlf ? { lineBreak: '\r\n' as const } : {}),
  };
}

export interface TextCount {
  /** Unicode code points (`wc -m` in a UTF-8 locale). */
  characters: number;
  /** User-perceived characters: an emoji with its modifiers, a letter with its accents (Unicode UAX #29). */
  graphemes: number;
  /** Runs of characters between white space (`wc -w`). */
  words: number;
  /** Newline characters, as `wc -l` counts them: a last line without one is not counted. */
  newlines: number;
  /** Lines as an editor shows them: the newlines, plus a last line without one. */
  lines: number;
  /** UTF-8 bytes (`wc -c`). */
  bytes: number;
}

/** UTF-8 length of a string without encoding it (a lone surrogate is written as U+FFFD, 3 bytes). */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * GNU wc's words (coreutils 9, C.UTF-8): runs of printable characters that are not spaces. Its spaces are ASCII's, the
 * printable Unicode ones and the no-break U+00A0 U+2007 U+202F U+2060; a character that is not printable (a control,
 * U+0085, an unassigned code point, U+2028/U+2029) neither starts a word nor ends one.
 */
const WC_RUN = /[^\t-\r \u00a0\u1680\u2000-\u200a\u202f\u205f\u2060\u3000]+/gu;
const WC_PRINTABLE = /[^\p{Cc}\p{Cn}\p{Cs}\u2028\u2029]/u;

/** Counts text as wc does (characters, words, newlines, bytes) and as people do (graphemes, lines). */
export function runTextCount(text: string): TextCount {
  checkText(text);
  let characters = 0;
  for (const _ of text) characters++;
  let newlines = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) newlines++;
  let words = 0;
  for (const [run] of text.matchAll(WC_RUN)) if (WC_PRINTABLE.test(run)) words++;
  return {
    characters,
    graphemes: countGraphemes(text),
    words,
    newlines,
    lines: newlines + (text === '' || text.endsWith('\n') ? 0 : 1),
    bytes: utf8Bytes(text),
  };
}
