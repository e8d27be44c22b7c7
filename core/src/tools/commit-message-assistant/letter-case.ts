import { asciiOrUnicode } from '../../text/unicode-pattern';

/**
 * lodash's words: runs of capitals, capitalised or lower-case words with their digits, numbers. On ASCII text the
 * Unicode pattern and its ASCII spelling find the same words; the Unicode one is built on first use, since ICU
 * makes its letter classes when the pattern is compiled (about an eighth of the commit-msg hook's start).
 */
const WORD = asciiOrUnicode(
  /[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+[0-9]*|[A-Z]+[0-9]*|[0-9]+|[A-Za-z]+/g,
  '\\p{Lu}+(?=\\p{Lu}\\p{Ll})|\\p{Lu}?\\p{Ll}+\\p{N}*|\\p{Lu}+\\p{N}*|\\p{N}+|\\p{L}+',
  'gu',
);

function words(input: string): string[] {
  const text = input.replace(/['’]/g, '');
  return text.match(WORD(text)) ?? [];
}
const upperFirst = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const capitalize = (word: string) => upperFirst(word.toLowerCase());
const camel = (input: string) =>
  words(input)
    .map((word, index) => (index === 0 ? word.toLowerCase() : capitalize(word)))
    .join('');

export function toLetterCase(input: string, target: string): string {
  switch (target) {
    case 'camel-case':
      return camel(input);
    case 'kebab-case':
      return words(input)
        .map((word) => word.toLowerCase())
        .join('-');
    case 'snake-case':
      return words(input)
        .map((word) => word.toLowerCase())
        .join('_');
    case 'pascal-case':
      return upperFirst(camel(input));
    case 'start-case':
      return words(input).map(upperFirst).join(' ');
    case 'upper-case':
    case 'uppercase':
      return input.toUpperCase();
    case 'sentence-case':
    case 'sentencecase':
      return upperFirst(input);
    case 'lower-case':
    case 'lowercase':
    case 'lowerCase':
      return input.toLowerCase();
    default:
      throw new RangeError(`Unknown case "${target}"`);
  }
}

/** @commitlint/ensure `case`: quoted parts are ignored (they may hold proper names). */
export function isLetterCase(raw: string, target: string): boolean {
  const input = raw.replace(/`.*?`|".*?"|'.*?'/g, '').trim();
  const transformed = toLetterCase(input, target);
  if (transformed === '' || /^\d/.test(transformed)) return true;
  return transformed === input;
}
