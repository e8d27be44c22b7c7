import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../deterministic/seeded-random';
import { ToolInputError } from '../../errors';
import { LINES_MESSAGES, type LinesInput, runLines } from './lines';

const random = seededRandom(7);
const lines = (input: LinesInput) => runLines(input, random);

describe('runLines', () => {
  it.each([
    [{ sort: 'bytes' }, 'b\nB\na\n10\n9\né\n', '10\n9\nB\na\nb\né'],
    [{ sort: 'natural' }, 'file10\nFile2\nfile1\n', 'file1\nFile2\nfile10'],
    [{ sort: 'locale' }, 'f\né\ne\nE\n', 'e\nE\né\nf'],
    [{ sort: 'locale', locale: 'sv' }, 'ö\nz\no\n', 'o\nz\nö'],
    [{ unique: 'all' }, 'b\na\nb\na\n', 'b\na'],
    [{ unique: 'adjacent' }, 'a\na\nb\na\n', 'a\nb\na'],
    [{ sort: 'bytes', unique: 'adjacent' }, 'b\na\nb\n', 'a\nb'],
    [{ reverse: true }, '1\n2\n3\n', '3\n2\n1'],
    [{ sort: 'bytes', reverse: true }, 'a\nc\nb', 'c\nb\na'],
    [{ trim: true, dropBlank: true, lowercase: true }, '  A \n\n \t\nB\n', 'a\nb'],
    [{ split: ',', join: '\\n' }, 'a,b,,c', 'a\nb\n\nc'],
    // The line break that ends the text (echo's, a file's) ends the last item; it is not in it (tr , '\n' | sort).
    [{ split: ',', sort: 'bytes' }, 'b,a\n', 'a\nb'],
    [{ split: '\\t', join: ',' }, 'a\tb\r\n', 'a,b'],
    [{ join: ', ', prefix: "'", suffix: "'", listPrefix: '[', listSuffix: ']' }, 'a\nb\n', "['a', 'b']"],
    [{ join: '\\t' }, 'a\r\nb\r\n', 'a\tb'],
    [{}, '', ''],
    [{ prefix: '> ' }, '\n', '> '],
    [{ prefix: '> ' }, '\r\n', '> '],
    [{ sort: 'bytes' }, 'b\r\na\r\nc', 'a\r\nb\r\nc'],
    [{ reverse: true }, 'a\r\nb\nc\r\n', 'c\nb\na'],
  ] as const)('%j on %j', (options, text, expected) => {
    expect(lines({ text, ...options }).text).toBe(expected);
  });

  it("says a Windows text's line break, which the CLI ends the last line with", () => {
    expect(lines({ text: 'b\r\na\r\n', sort: 'bytes' })).toMatchObject({ text: 'a\r\nb', lineBreak: '\r\n' });
    expect(lines({ text: 'b\na\n' })).not.toHaveProperty('lineBreak');
    expect(lines({ text: 'b\r\na\r\n', join: ',' })).not.toHaveProperty('lineBreak');
  });

  it('orders by code point, as UTF-8 bytes do, not by UTF-16 unit', () => {
    // U+FF5E is one UTF-16 unit above the surrogates of U+1F600, but below it as a code point and in UTF-8.
    expect(lines({ text: '😀\n～\n', sort: 'bytes' }).text).toBe('～\n😀');
  });

  it('shuffles the same way for the same seed, reports the seed it drew, and keeps every item', () => {
    const text = Array.from({ length: 50 }, (_, i) => `item ${i}`).join('\n');
    const once = lines({ text, shuffle: true, seed: 42 });
    expect(once).toEqual(lines({ text, shuffle: true, seed: 42 }));
    expect(once.text).not.toBe(text);
    expect(once.text.split('\n').sort()).toEqual(text.split('\n').sort());
    const drawn = runLines({ text, shuffle: true }, seededRandom(3));
    expect(drawn.seed).toEqual(expect.any(Number));
    expect(lines({ text, shuffle: true, seed: drawn.seed as number }).text).toBe(drawn.text);
  });

  it('counts the items read and written', () => {
    expect(lines({ text: 'a\na\nb\n', unique: 'all' })).toEqual({ text: 'a\nb', read: 3, written: 2 });
  });

  it.each([
    [{ split: '' }, 'split', LINES_MESSAGES.separator],
    [{ sort: 'random' }, 'sort', LINES_MESSAGES.sort],
    [{ unique: 'yes' }, 'unique', LINES_MESSAGES.unique],
    [{ sort: 'locale', locale: 'not a locale!' }, 'locale', `"not a locale!" ${LINES_MESSAGES.locale}`],
    [{ shuffle: true, seed: -1 }, 'seed', LINES_MESSAGES.seed],
    [{ prefix: 'x'.repeat(1001) }, 'prefix', LINES_MESSAGES.affix],
  ] as const)('refuses %j, naming the field', (options, field, message) => {
    const attempt = () => lines({ text: 'a', ...options });
    expect(attempt).toThrow(new ToolInputError(message, LINES_MESSAGES.title, field));
    try {
      attempt();
    } catch (error) {
      expect((error as ToolInputError).field).toBe(field);
    }
  });
});
