import { describe, expect, it } from 'vitest';
import { markdownToPdf, type PdfContent } from './document';
import { emojiFontsFromUnicodeJson, splitEmojiRun } from './emoji';

const fonts = emojiFontsFromUnicodeJson({
  '[0]': 'U+1f1e6-1f1ff',
  '[1]': 'U+2764,U+1f680,U+1f44d,U+1f3fd',
  '[2]': 'U+23,U+30-39,U+a9',
});

describe('emoji fonts', () => {
  it('reads fontsource unicode ranges', () => {
    expect(fonts[0]).toEqual({ family: 'Emoji0', ranges: [[0x1f1e6, 0x1f1ff]] });
    expect(fonts[2]?.ranges).toEqual([
      [0x23, 0x23],
      [0x30, 0x39],
      [0xa9, 0xa9],
    ]);
  });

  it.each([
    [
      'Launch 🚀 now',
      [
        ['Launch ', undefined],
        ['🚀', 'Emoji1'],
        [' now', undefined],
      ],
    ],
    ['🇯🇵', [['🇯🇵', 'Emoji0']]],
    [
      '❤️ and 👍🏽',
      [
        ['❤', 'Emoji1'],
        [' and ', undefined],
        ['👍🏽', 'Emoji1'],
      ],
    ],
    ['© 2026 #1', [['© 2026 #1', undefined]]],
    ['no emoji', [['no emoji', undefined]]],
  ])('splits %j', (text, expected) => {
    expect(splitEmojiRun({ text, bold: true }, fonts).map((run) => [run.text, run.font])).toEqual(expected);
  });

  it('keeps an emoji no font covers in the text font (drawn as a box, never dropped)', () => {
    expect(splitEmojiRun({ text: 'x 🦄' }, fonts)).toEqual([{ text: 'x 🦄' }]);
  });

  it('applies to headings, paragraphs and table cells of the document', () => {
    const { definition } = markdownToPdf('# Go 🚀\n\n| a |\n|---|\n| 👍 |', {
      theme: 'github',
      emojiFonts: fonts,
    });
    const json = JSON.stringify(definition.content as PdfContent[]);
    expect(json.match(/"font":"Emoji1"/g)).toHaveLength(2);
    expect((definition.content as PdfContent[])[0]?.outlineText).toBe('Go 🚀');
  });
});
