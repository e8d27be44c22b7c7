/**
 * Whole-word keyword matching with the usual English inflections (DECISIONS.md "Spec behaviours we correct"):
 * "complete" matches "completed" and "completion", never "incomplete"; "ui" never matches inside "build".
 *
 * A keyword is words of ASCII letters, so a match is whole runs of letters and digits: the text is cut into those
 * runs once, and the runs are looked up in a set of each keyword's forms. This answers as the regular expression
 * `(?<![\p{L}\p{N}])(?:forms)(?![\p{L}\p{N}])` with flags `iu` did (keywords.test.ts checks both on random text), and
 * compiles one expression instead of one per keyword list (19 of them: 12 ms of a 140 ms `toolbox workspace`).
 */
import { asciiOrUnicode } from '../../text/unicode-pattern';

/**
 * A run of letters and digits, in the class those lookarounds used: under `i`, U+0345 (which folds to ι) counts as a
 * letter, the one code point that flag adds to `[\p{L}\p{N}]` (all 1.1M were compared once; keywords.test.ts
 * compares the BMP's). Written without `i`: V8 then skips closing the Unicode letters over case folding, most of
 * compiling it (~0.5 ms a run). In ASCII text the class is A-Z, a-z and 0-9.
 */
const RUN = asciiOrUnicode(/[A-Za-z0-9]+/g, '[\\p{L}\\p{N}\\u0345]+', 'gu');
/** What may join the words of a keyword ("on hold", "not-started"). */
const JOINER = /^[\s-]+$/;
const KEYWORD = /^[a-z]+(?: [a-z]+)*$/;

interface Run {
  /** The run folded to compare with a keyword: lower case, with ſ (a case variant of s under `iu`) as s. */
  folded: string;
  /** The text between this run and the next. */
  gapAfter: string;
}

/**
 * Lower-casing maps exactly the characters that `iu` matches with an ASCII letter onto it (A-Z, and K, the Kelvin
 * sign, onto k), except ſ, the long s; İ becomes "i̇", which matches no keyword, as under `iu`.
 */
const fold = (run: string) => run.toLowerCase().replaceAll('ſ', 's');

let lastText: string | undefined;
let lastRuns: Run[] = [];

function runsOf(text: string): Run[] {
  if (text === lastText) return lastRuns;
  const matches = [...text.matchAll(RUN(text))];
  lastRuns = matches.map((match, at) => {
    const end = match.index + match[0].length;
    return { folded: fold(match[0]), gapAfter: text.slice(end, matches[at + 1]?.index ?? end) };
  });
  lastText = text;
  return lastRuns;
}

/** The forms of one word: itself plus -s/-es/-ed/-ing/-ly, with a final e dropped before -ing/-ion/-ed. */
function wordForms(word: string): string[] {
  const forms = [word, `${word}s`, `${word}es`, `${word}ed`, `${word}ing`, `${word}ly`];
  if (word.endsWith('e')) {
    const stem = word.slice(0, -1);
    forms.push(`${word}d`, `${stem}ing`, `${stem}ion`, `${stem}ions`);
  }
  return forms;
}

/** A keyword as its leading words and the forms of its last word. */
interface Keyword {
  head: string[];
  lastForms: Set<string>;
}

const cache = new Map<string, Keyword>();

function keywordOf(keyword: string): Keyword {
  let parsed = cache.get(keyword);
  if (!parsed) {
    const words = keyword.toLowerCase().trim().split(/\s+/);
    if (!KEYWORD.test(words.join(' ')))
      throw new Error(`keyword ${JSON.stringify(keyword)} is not ASCII words`);
    const last = words.pop() ?? '';
    parsed = { head: words, lastForms: new Set(wordForms(last)) };
    cache.set(keyword, parsed);
  }
  return parsed;
}

function matchesAt(runs: Run[], at: number, { head, lastForms }: Keyword): boolean {
  for (const [offset, word] of head.entries()) {
    const run = runs[at + offset];
    if (run?.folded !== word || !JOINER.test(run.gapAfter)) return false;
  }
  const last = runs[at + head.length];
  return last !== undefined && lastForms.has(last.folded);
}

export function hasAnyKeyword(text: string, keywords: readonly string[]): boolean {
  const runs = runsOf(text);
  const parsed = keywords.map(keywordOf);
  return runs.some((_, at) => parsed.some((keyword) => matchesAt(runs, at, keyword)));
}

export function hasKeyword(text: string, keyword: string): boolean {
  return hasAnyKeyword(text, [keyword]);
}

/**
 * Whether the text opens with one of the keywords (marks and emoji before the first word do not count): "Done",
 * "Completed in March", "In progress since May". An adverb ("Currently we…") is no status.
 */
export function startsWithKeyword(text: string, keywords: readonly string[]): boolean {
  const runs = runsOf(text);
  const first = runs[0];
  if (!first || first.folded.endsWith('ly')) return false;
  return keywords.map(keywordOf).some((keyword) => matchesAt(runs, 0, keyword));
}
