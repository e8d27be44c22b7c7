import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heredocDelimiter, jsString, jsxText, lineComment, shellQuote } from './escape';

// The literal is read back by JavaScript itself, not compared as a string.
const evaluate = (source: string): unknown => new Function(`return ${source};`)();

describe('jsString', () => {
  it.each([
    ['plain', "'plain'"],
    ["it's", "'it\\'s'"],
    ['back\\slash', "'back\\\\slash'"],
    ['line\nbreak', "'line\\nbreak'"],
    ['\u2028', "'\\u2028'"],
  ])('%j -> %s', (text, literal) => {
    expect(jsString(text)).toBe(literal);
    expect(evaluate(jsString(text))).toBe(text);
  });

  it('round-trips any string through JavaScript', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => evaluate(jsString(text)) === text));
  }, 30_000);
});

describe('jsxText', () => {
  it.each([
    ['Hello', 'Hello'],
    ['a {b} <c> & d', "a {'{'}b{'}'} {'<'}c{'>'} {'&'} d"],
  ])('%j -> %s', (text, jsx) => expect(jsxText(text)).toBe(jsx));
});

describe('lineComment', () => {
  it('keeps every line commented, even ones that would close a block comment', () => {
    expect(lineComment('one\n*/ two\r\nthree')).toEqual(['// one', '// */ two', '// three']);
  });
});

describe('shellQuote', () => {
  const echo = (word: string) => execFileSync('sh', ['-c', `printf '%s' ${word}`], { encoding: 'utf8' });

  it.each(["it's", '$(touch pwned)', '`id`', 'a b\tc', '*', '"$HOME"', ''])(
    '%j stays one literal word',
    (text) => {
      expect(echo(shellQuote(text))).toBe(text);
    },
  );

  it('never lets sh expand anything', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }).filter((t) => !t.includes('\0')),
        (text) => {
          expect(echo(shellQuote(text))).toBe(text);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('heredocDelimiter', () => {
  it.each([
    ['body', 'EOF'],
    ['a\nEOF\nb', 'EOF_1'],
    ['EOF\nEOF_1', 'EOF_2'],
  ])('%j -> %s', (body, delimiter) => expect(heredocDelimiter(body)).toBe(delimiter));
});
