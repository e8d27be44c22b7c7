import { asciiOrUnicode } from '../text/unicode-pattern';

/**
 * Whole-word keyword matching (DECISIONS.md): a rule lists every form it accepts, so "fixed" and
 * "fixing" count for fix while "prefix", "debug" or "address" never do.
 */
export interface KeywordRule<T> {
  value: T;
  words: readonly string[];
}

/** A word: letters and digits, with inner apostrophes or hyphens (in lower-cased text: ASCII's letters are a-z). */
const WORD = asciiOrUnicode(/[a-z0-9]+(?:['-][a-z0-9]+)*/g, "[\\p{L}\\p{N}]+(?:['’-][\\p{L}\\p{N}]+)*", 'gu');

/** Lower-cased words of a text; letters, digits and inner apostrophes or hyphens make a word. */
export function wordsOf(text: string): string[] {
  const lower = text.toLowerCase();
  return lower.match(WORD(lower)) ?? [];
}

/** Whether a lower-cased text contains any rule's word (as a part): one regular expression per rule list. */
const anyWordPatterns = new WeakMap<readonly KeywordRule<unknown>[], RegExp>();
function anyWordIn(rules: readonly KeywordRule<unknown>[]): RegExp {
  let pattern = anyWordPatterns.get(rules);
  if (!pattern) {
    const words = rules
      .flatMap((rule) => rule.words)
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    // No word: a pattern that matches nothing, as `some` over no words is false.
    pattern = words.length > 0 ? new RegExp(words.join('|')) : /[^\s\S]/;
    anyWordPatterns.set(rules, pattern);
  }
  return pattern;
}

/** The first rule, in the rules' order, with a word present in the text. */
export function firstKeywordMatch<T>(text: string, rules: readonly KeywordRule<T>[]): T | undefined {
  // A whole word of the lower-cased text is a part of it: most texts hold none of the words, and say so cheaply.
  if (!anyWordIn(rules).test(text.toLowerCase())) return undefined;
  const words = new Set(wordsOf(text));
  // Hyphenated words also count by their parts ("bug-fix" holds "bug" and "fix").
  for (const word of [...words]) if (word.includes('-')) for (const part of word.split('-')) words.add(part);
  return rules.find((rule) => rule.words.some((word) => words.has(word)))?.value;
}

/** A verb and its usual inflections: add -> add, adds, added, adding. */
export function verbForms(stem: string, extra: readonly string[] = []): string[] {
  const base = stem.endsWith('e') ? stem.slice(0, -1) : stem;
  const ending = stem.endsWith('e') ? ['d', 's'] : /(s|x|z|ch|sh)$/.test(stem) ? ['es', 'ed'] : ['s', 'ed'];
  return [stem, ...ending.map((suffix) => stem + suffix), `${base}ing`, ...extra];
}
