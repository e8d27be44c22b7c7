/**
 * patches/sql-formatter@15.9.0.patch puts two matchers in place of the tokenizer's keyword and identifier RegExps
 * (lexer/wordMatchers.js): compiling those took V8 more than the rest of a one-statement `toolbox sql format`. The
 * oracle is the RegExp sql-formatter 15.9.0 builds (lexer/regexFactory.js), made here from the same keyword lists:
 * the same match, and the same lastIndex after it, at every position of real SQL and of random text.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { postgresql } from 'sql-formatter';
import { describe, expect, it } from 'vitest';
// The tokenizer is not among the package's exports: its file, for the rules it builds.
import Tokenizer from '../../../node_modules/sql-formatter/dist/esm/lexer/Tokenizer.js';

interface Matcher {
  lastIndex: number;
  exec(input: string): ArrayLike<string> | null;
}
interface Rule {
  type: string;
  regex: Matcher;
}

const options = postgresql.tokenizerOptions;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** sql-formatter 15.9.0's reservedWord(): the keywords longest first, spaces as \s+, `$` not after. */
function reservedWordRegExp(keywords: readonly string[]): RegExp {
  const sorted = [...keywords].sort((a, b) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0));
  const pattern = sorted.map(escapeRegExp).join('|').replace(/ /gu, '\\s+');
  return new RegExp(`(?:${pattern})(?![${options.identChars?.rest ?? ''}])\\b`, 'iuy');
}

const ORACLES: Record<string, () => RegExp> = {
  RESERVED_KEYWORD_PHRASE: () => reservedWordRegExp(options.reservedKeywordPhrases ?? []),
  RESERVED_DATA_TYPE_PHRASE: () => reservedWordRegExp(options.reservedDataTypePhrases ?? []),
  RESERVED_CLAUSE: () => reservedWordRegExp(options.reservedClauses),
  RESERVED_SELECT: () => reservedWordRegExp(options.reservedSelect),
  RESERVED_SET_OPERATION: () => reservedWordRegExp(options.reservedSetOperations),
  RESERVED_JOIN: () => reservedWordRegExp(options.reservedJoins),
  RESERVED_FUNCTION_NAME: () => reservedWordRegExp(options.reservedFunctionNames),
  RESERVED_DATA_TYPE: () => reservedWordRegExp(options.reservedDataTypes ?? []),
  RESERVED_KEYWORD: () => reservedWordRegExp(options.reservedKeywords),
  // patternToRegex(identifierPattern({ rest: '$' }))
  IDENTIFIER: () =>
    new RegExp(
      `(?:[\\p{Alphabetic}\\p{Mark}_][\\p{Alphabetic}\\p{Mark}_\\p{Decimal_Number}${escapeRegExp('$')}]*)`,
      'uy',
    ),
};

const tokenizer = new Tokenizer(options, 'postgresql') as unknown as {
  rulesBeforeParams: Rule[];
  rulesAfterParams: Rule[];
};
const rules = [...tokenizer.rulesBeforeParams, ...tokenizer.rulesAfterParams];
const matched = rules.filter((rule) => rule.type in ORACLES);
const pairs = matched.flatMap((rule) => {
  const oracle = ORACLES[rule.type];
  return oracle ? [{ type: rule.type, matcher: rule.regex, oracle: oracle() }] : [];
});

function run(matcher: Matcher, input: string, at: number) {
  matcher.lastIndex = at;
  const match = matcher.exec(input);
  return { text: match === null ? null : match[0], lastIndex: matcher.lastIndex };
}

/** Every position of `input` where matcher and oracle disagree, with both answers. */
function disagreements(input: string) {
  const found: unknown[] = [];
  for (const { type, matcher, oracle } of pairs) {
    for (let at = 0; at <= input.length + 1; at++) {
      const ours = run(matcher, input, at);
      const theirs = run(oracle, input, at);
      if (ours.text !== theirs.text || ours.lastIndex !== theirs.lastIndex)
        found.push({ type, at, context: input.slice(at, at + 30), ours, theirs });
    }
  }
  return found;
}

const REAL_SQL = [
  './fixtures/postgres-regress-operators.sql',
  '../database-visualizer/test/fixtures/pagila-schema.sql',
].map((path) => readFileSync(new URL(path, import.meta.url), 'utf8'));

describe("sql-formatter's patched keyword and identifier matchers", () => {
  it('stand in for all nine keyword RegExps and the identifier one', () => {
    expect(matched.map((rule) => rule.type).sort()).toEqual(Object.keys(ORACLES).sort());
    for (const rule of matched) expect(rule.regex).not.toBeInstanceOf(RegExp);
  });

  it('match as the RegExps do at every position of real SQL (Pagila, the Postgres operator tests)', () => {
    for (const sql of REAL_SQL) expect(disagreements(sql)).toEqual([]);
  });

  it('match as the RegExps do on random text of keywords, spaces, case folds and other letters', () => {
    const keywords = [
      ...(options.reservedKeywordPhrases ?? []),
      ...options.reservedClauses,
      ...options.reservedJoins,
      ...options.reservedFunctionNames.slice(0, 60),
      ...options.reservedKeywords.slice(0, 60),
      ...(options.reservedDataTypePhrases ?? []),
    ];
    // Each letter upper case, lower case, or (s and k) the long s and Kelvin sign, which fold to them under i and u.
    const FOLDS: Record<string, string> = { S: '\u017f', K: '\u212a' };
    const spell = (c: string, how = 0) => (how === 0 ? c.toLowerCase() : how === 1 ? c : (FOLDS[c] ?? c));
    const recased = fc
      .tuple(fc.constantFrom(...keywords), fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 40 }))
      .map(([keyword, how]) => [...keyword].map((c, i) => spell(c, how[i])).join(''));
    // The long s and Kelvin sign again (\w under i and u), spaces \s knows, letters, marks and digits of other
    // scripts, an astral letter, and what ends or continues a word.
    // biome-ignore format: a table of pieces
    const other = fc.constantFrom(
      ' ', '  ', '\t', '\n', '\u00a0', '\u3000', '\ufeff', '\u2028', '\u017f', '\u212a', '$', '-', '_', '1', '\u0663', '\u00e9',
      'e\u0301', '\u65e5\u672c', '\u{1d400}', '(', '.', ',', ';', 'x', 'S', 'k', 'K', '\u00df', '\u0130',
    );
    const text = fc.array(fc.oneof(recased, other), { maxLength: 12 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (input) => {
        expect(disagreements(input)).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});
