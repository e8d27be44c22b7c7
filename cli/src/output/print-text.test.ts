import { describe, expect, it } from 'vitest';
import { printText } from './print-text';

/** What reached stdout, and through which way. */
function fakeOut() {
  const written: { via: 'print' | 'stream'; text: string }[] = [];
  return {
    written,
    ctx: {
      print: (text = '') => written.push({ via: 'print', text: `${text}\n` }),
      stdout: {
        write: (text: string) => written.push({ via: 'stream', text }) > 0,
      } as unknown as NodeJS.WritableStream,
    },
  };
}

describe('printText', () => {
  it('writes the text byte for byte: as lines when it ends with a line break, else through the stream', () => {
    for (const [text, via] of [
      ['a\tb\n', 'print'],
      ['one\n\ntwo\n\n', 'print'],
      ['no break at the end', 'stream'],
      ['\n', 'print'],
    ] as const) {
      const { ctx, written } = fakeOut();
      printText(ctx, text);
      expect(written).toEqual([{ via, text }]);
    }
  });

  it('writes nothing for an empty text (a table without rows)', () => {
    const { ctx, written } = fakeOut();
    printText(ctx, '');
    expect(written).toEqual([]);
  });
});
