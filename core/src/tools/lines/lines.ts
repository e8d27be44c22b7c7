import { seededNumbers } from '../../deterministic/seeded-random';
import { ToolInputError } from '../../errors';
import type { Random } from '../../ports';

/**
 * `bytes`: by code point, which is UTF-8 byte order (GNU `sort` under LC_ALL=C); `natural`: digits compared as
 * numbers and case ignored (file2 before file10); `locale`: a language's alphabetical order (ICU, Intl.Collator).
 * Ties in the last two fall back to code point order, as GNU sort's last-resort comparison does.
 */
export const LINES_SORTS = ['none', 'bytes', 'natural', 'locale'] as const;
type LinesSort = (typeof LINES_SORTS)[number];

/** `all`: each line once, where it first appears; `adjacent`: runs of equal lines folded into one (GNU `uniq`). */
export const LINES_UNIQUE = ['none', 'all', 'adjacent'] as const;
type LinesUnique = (typeof LINES_UNIQUE)[number];

const LINES_LIMITS = { chars: 5_000_000, affix: 1_000, maxSeed: 4_294_967_295 } as const;

export const LINES_MESSAGES = {
  title: 'Invalid input',
  long: 'The text is longer than 5,000,000 characters.',
  separator: 'The separator cannot be empty.',
  affix: 'A prefix, suffix or separator is at most 1,000 characters.',
  sort: 'The order is one of none, bytes, natural, locale.',
  unique: 'Duplicates are kept (none), or removed: all, or adjacent.',
  locale: 'is not a language tag this browser or Node knows (en, de-DE, sv…).',
  seed: 'The seed is a whole number from 0 to 4294967295.',
} as const;

type LinesField =
  | 'text'
  | 'split'
  | 'join'
  | 'sort'
  | 'unique'
  | 'locale'
  | 'seed'
  | 'prefix'
  | 'suffix'
  | 'listPrefix'
  | 'listSuffix';

export interface LinesInput {
  text: string;
  /** What separates the items read (default a line break; `\n`, `\t` and `\\` are read as those characters). */
  split?: string;
  /** What the items are written with (default a line break, same escapes). */
  join?: string;
  trim?: boolean;
  dropBlank?: boolean;
  lowercase?: boolean;
  sort?: string;
  /** For `locale` order (default `en`). */
  locale?: string;
  unique?: string;
  reverse?: boolean;
  shuffle?: boolean;
  /** The shuffle's seed: the same seed, the same order. Drawn from the random port when absent. */
  seed?: number;
  /** Added before and after each item. */
  prefix?: string;
  suffix?: string;
  /** Added before and after the whole list (`[` and `]`). */
  listPrefix?: string;
  listSuffix?: string;
}

export interface LinesResult {
  text: string;
  /** How many items were read, and written. */
  read: number;
  written: number;
  /** The seed the shuffle used (to repeat it), when it shuffled. */
  seed?: number;
  /** '\r\n' when every line of the text ended so and no --join was given: the items are joined with it too. */
  lineBreak?: '\r\n';
}

/**
 * Space as glibc's UTF-8 locales class it ([[:space:]] in grep and sed): Unicode's White_Space less the no-break
 * spaces (U+00A0, U+2007, U+202F) and NEL (U+0085), which are text; and not U+FEFF, which String#trim drops.
 */
const SPACE = '(?:(?![\\u0085\\u00A0\\u2007\\u202F])\\p{White_Space})';
const EDGE_SPACE = new RegExp(`^${SPACE}+|${SPACE}+$`, 'gu');
const BLANK = new RegExp(`^${SPACE}*$`, 'u');

function fail(message: string, field: LinesField): never {
  throw new ToolInputError(message, LINES_MESSAGES.title, field);
}

/** A separator as typed in a form or on a command line: `\n`, `\t`, `\r` and `\\` stand for those characters. */
function separatorOf(typed: string | undefined, field: LinesField): string {
  if (typed === undefined) return '\n';
  if (typed.length > LINES_LIMITS.affix) fail(LINES_MESSAGES.affix, field);
  const value = typed.replace(/\\([ntr\\])/g, (_, char: string) =>
    char === 'n' ? '\n' : char === 't' ? '\t' : char === 'r' ? '\r' : '\\',
  );
  if (value === '') fail(LINES_MESSAGES.separator, field);
  return value;
}

function affix(value: string | undefined, field: LinesField): string {
  if ((value ?? '').length > LINES_LIMITS.affix) fail(LINES_MESSAGES.affix, field);
  return value ?? '';
}

function choice<T extends string>(value: string | undefined, choices: readonly T[], field: LinesField): T {
  const chosen = choices.find((option) => option === (value ?? 'none'));
  if (chosen === undefined) fail(field === 'sort' ? LINES_MESSAGES.sort : LINES_MESSAGES.unique, field);
  return chosen;
}

/** Code point order: UTF-16 code units would put U+FF5E after U+1F600's surrogates, UTF-8 bytes do not. */
function byCodePoint(a: string, b: string): number {
  const left = a[Symbol.iterator]();
  const right = b[Symbol.iterator]();
  for (;;) {
    const x = left.next();
    const y = right.next();
    if (x.done || y.done) return x.done && y.done ? 0 : x.done ? -1 : 1;
    const diff = (x.value.codePointAt(0) as number) - (y.value.codePointAt(0) as number);
    if (diff !== 0) return diff;
  }
}

function comparer(sort: LinesSort, locale: string): ((a: string, b: string) => number) | undefined {
  if (sort === 'none') return undefined;
  if (sort === 'bytes') return byCodePoint;
  let collator: Intl.Collator;
  try {
    collator =
      sort === 'natural'
        ? new Intl.Collator(locale, { numeric: true, sensitivity: 'base' })
        : new Intl.Collator(locale);
  } catch {
    fail(`"${locale}" ${LINES_MESSAGES.locale}`, 'locale');
  }
  return (a, b) => collator.compare(a, b) || byCodePoint(a, b);
}

/** The seed for a shuffle: the one given, else 32 bits from the random port. */
function seedOf(seed: number | undefined, random: Random): number {
  if (seed === undefined) {
    const [a = 0, b = 0, c = 0, d = 0] = random.bytes(4);
    return ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > LINES_LIMITS.maxSeed) fail(LINES_MESSAGES.seed, 'seed');
  return seed;
}

/** Fisher-Yates with the seeded generator: every order equally likely, the same seed the same order. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const next = seededNumbers(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function uniqueItems(items: readonly string[], unique: LinesUnique): string[] {
  if (unique === 'all') return [...new Set(items)];
  if (unique === 'adjacent') return items.filter((item, at) => at === 0 || item !== items[at - 1]);
  return [...items];
}

/**
 * A list's items rewritten in a fixed order of steps: split, trim, drop blanks, lower-case, sort, remove
 * duplicates (after sorting, as `sort | uniq`), reverse, shuffle, wrap each item, join, wrap the list.
 */
export function runLines(input: LinesInput, random: Random): LinesResult {
  if (input.text.length > LINES_LIMITS.chars) fail(LINES_MESSAGES.long, 'text');
  const split = separatorOf(input.split, 'split');
  // A Windows text's lines (every break \r\n) are written back with its line breaks, as sort and tac keep them.
  const crlf =
    input.join === undefined && split === '\n' && /\r\n/.test(input.text) && !/(^|[^\r])\n/.test(input.text);
  const join = crlf ? '\r\n' : separatorOf(input.join, 'join');
  const sort = choice(input.sort, LINES_SORTS, 'sort');
  const unique = choice(input.unique, LINES_UNIQUE, 'unique');
  const order = comparer(sort, input.locale ?? 'en');
  const [prefix, suffix] = [affix(input.prefix, 'prefix'), affix(input.suffix, 'suffix')];
  const [listPrefix, listSuffix] = [
    affix(input.listPrefix, 'listPrefix'),
    affix(input.listSuffix, 'listSuffix'),
  ];

  // Lines end with a line break (a text file's last one included), so it starts no further line; a text that is one
  // line break is one empty line, as sort, uniq and tac read it. Items split otherwise end there too (echo's).
  const body = input.text.replace(/\r?\n$/, '');
  let items = input.text === '' ? [] : split === '\n' ? body.split(/\r?\n/) : body.split(split);
  const read = items.length;
  if (input.trim) items = items.map((item) => item.replace(EDGE_SPACE, ''));
  if (input.dropBlank) items = items.filter((item) => !BLANK.test(item));
  if (input.lowercase) items = items.map((item) => item.toLowerCase());
  if (order) items = [...items].sort(order);
  items = uniqueItems(items, unique);
  if (input.reverse) items.reverse();
  const seed = input.shuffle ? seedOf(input.seed, random) : undefined;
  if (seed !== undefined) items = shuffled(items, seed);
  const text = listPrefix + items.map((item) => prefix + item + suffix).join(join) + listSuffix;
  return {
    text,
    read,
    written: items.length,
    ...(seed !== undefined ? { seed } : {}),
    ...(crlf ? { lineBreak: '\r\n' as const } : {}),
  };
}
