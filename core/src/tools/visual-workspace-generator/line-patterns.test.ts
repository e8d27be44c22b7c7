// The line rules spell their patterns over capitals and letters in ASCII for ASCII lines (text/unicode-pattern.ts).
// Oracles: the rules as they were, with only the Unicode patterns, on random lines of ASCII and other characters.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { titleKey } from './parser';
import { bulletText, componentTitle, isStandalone, metaOfLine } from './rules';

const COMPONENT_PREFIX = /^(?:component|feature|task|project|module)\s*:\s*/i;
const META_LABEL = /^(?:status|tags?|categor(?:y|ies)|deadline|due|by|until|priority|notes?|description)$/i;

function componentTitleByUnicode(line: string): string | undefined {
  const prefix = COMPONENT_PREFIX.exec(line) ?? /^#{1,6}\s*/.exec(line) ?? /^\d+\.\s+(?=\p{Lu})/u.exec(line);
  if (prefix) return line.slice(prefix[0].length).trim() || undefined;
  if (/^\p{Lu}[^:]{0,98}:$/u.test(line)) {
    const title = line.slice(0, -1).trim();
    if (!META_LABEL.test(title)) return title || undefined;
  }
  if (/^[\p{Lu}\d][\p{Lu}\d\s&/'-]*$/u.test(line) && (line.match(/\p{Lu}/gu)?.length ?? 0) >= 2) return line;
  return undefined;
}

function bulletTextByUnicode(line: string): string | undefined {
  const m = /^(?:[-*+•]\s*|\p{L}\.\s+|\d+[.)]\s*)/u.exec(line);
  return m ? line.slice(m[0].length) : undefined;
}

const isStandaloneByUnicode = (line: string) =>
  line.length > 5 && line.length < 100 && /^\p{Lu}/u.test(line) && !/[.!?]$/.test(line) && !metaOfLine(line);

const titleKeyByUnicode = (title: string) => title.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

const asciiPieces = [
  'A',
  'B',
  'Z',
  'a',
  'q',
  'z',
  '1',
  '42',
  '.',
  ':',
  ')',
  '-',
  '*',
  '+',
  '#',
  ' ',
  '  ',
  '\t',
];
const asciiWords = ['UI', 'API', 'Status', 'task', 'Feature', 'TODO', 'done', '&', '/', "'", 'Backend'];
const otherPieces = ['É', 'é', 'Ω', 'ß', 'İ', 'ǅ', '•', '\u00a0', '\u2003', '٣', '𝐀', '日本', '\u212a'];
const lineOf = (pieces: string[]) =>
  fc.array(fc.constantFrom(...pieces), { maxLength: 12 }).map((parts) => parts.join(''));
const lines = fc.oneof(
  lineOf([...asciiPieces, ...asciiWords]),
  lineOf([...asciiPieces, ...asciiWords, ...otherPieces]),
);

describe('the line rules read ASCII and other lines as their Unicode patterns do', () => {
  it.each([
    ['componentTitle', componentTitle, componentTitleByUnicode],
    ['bulletText', bulletText, bulletTextByUnicode],
    ['isStandalone', isStandalone, isStandaloneByUnicode],
    ['titleKey', titleKey, titleKeyByUnicode],
  ] as const)('%s', (_name, rule, oracle) => {
    fc.assert(
      fc.property(lines, (line) => {
        expect((rule as (line: string) => unknown)(line)).toEqual(
          (oracle as (line: string) => unknown)(line),
        );
      }),
      { numRuns: 4000 },
    );
  });
});
