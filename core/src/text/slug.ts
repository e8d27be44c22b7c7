/**
 * Latin letters that Unicode does not decompose into a base letter and marks (NFKD leaves them whole), spelt
 * as they are usually written in ASCII: Danish/Norwegian æ ø, German ß, French œ, Polish ł, Turkish ı,
 * Vietnamese/Croatian đ, Icelandic ð þ, Maltese ħ, Sámi ŋ ŧ. Lowercase only: text is lowercased first.
 */
const UNDECOMPOSED: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ł: 'l',
  ı: 'i',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ħ: 'h',
  ŋ: 'n',
  ŧ: 't',
  ĸ: 'k',
  ƒ: 'f',
};
const UNDECOMPOSED_LETTER = new RegExp(`[${Object.keys(UNDECOMPOSED).join('')}]`, 'g');

/**
 * Lowercase with Latin letters folded to ASCII: compatibility decomposition (NFKD) splits é into e and its
 * accent, ﬁ into fi, ² into 2; the combining marks are dropped; the few letters NFKD keeps whole come from a
 * table (ß -> ss, æ -> ae, ø -> o, ł -> l, ı -> i, đ -> d...). Other scripts pass through unchanged.
 */
function foldLatin(text: string): string {
  // Decomposed before and after lowercasing: NFKD can yield capitals (ꟲ -> C), lowercasing can yield marks.
  return text
    .normalize('NFKD')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(UNDECOMPOSED_LETTER, (letter) => UNDECOMPOSED[letter] ?? letter);
}

/**
 * The spec's slug rule, step by step: lowercase, trim, strip everything but word characters, spaces and
 * hyphens, collapse runs of spaces, underscores and hyphens to one hyphen, trim hyphens at both ends. Accented
 * Latin letters are transliterated first (`Héllo Wörld` -> `hello-world`, `Ærøskøbing` -> `aeroskobing`)
 * instead of being stripped; letters of other scripts are not word characters in the rule (JavaScript's `\w`)
 * and are stripped, as the spec says (`日本語` -> ``).
 */
export function slugify(text: string): string {
  return foldLatin(text)
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A name safe as a file or folder name and in a shell: accents folded (`Crème` -> `creme`, `Łódź` -> `lodz`),
 * every run of other characters one hyphen, no hyphen at either end, at most `maxLength` characters;
 * `fallback` when nothing is left.
 */
export function fileSlug(text: string, fallback: string, maxLength = Number.POSITIVE_INFINITY): string {
  const slug = foldLatin(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || fallback;
}
