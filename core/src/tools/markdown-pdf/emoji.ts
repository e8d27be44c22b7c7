import { splitGraphemes } from '../../text/graphemes';
import type { TextRun } from './inline';
import type { PdfContent } from './pdf-content';

/** One font family and the code points it covers (from a fontsource `unicode.json`). */
export interface EmojiFont {
  family: string;
  ranges: readonly (readonly [number, number])[];
}

/** `{"[0]": "U+1f1e6-1f1ff,U+23"}` -> one EmojiFont per subset, named `${prefix}${index}`. */
export function emojiFontsFromUnicodeJson(json: Record<string, string>, prefix = 'Emoji'): EmojiFont[] {
  return Object.entries(json).map(([key, value]) => ({
    family: `${prefix}${key.replace(/\D/g, '')}`,
    ranges: value.split(',').map((part) => {
      const [start = '0', end] = part.trim().replace(/^U\+/i, '').split('-');
      return [Number.parseInt(start, 16), Number.parseInt(end ?? start, 16)] as const;
    }),
  }));
}

/** Shown as a picture, not a text symbol: emoji presentation, VS16, or a flag's regional indicators. */
const EMOJI = /\p{Emoji_Presentation}|\uFE0F|\p{Regional_Indicator}/u;

function fontFor(grapheme: string, fonts: readonly EmojiFont[]): string | undefined {
  const codePoints = [...grapheme]
    .map((c) => c.codePointAt(0) ?? 0)
    .filter((cp) => cp !== 0xfe0f && cp !== 0x200d);
  const covers = (font: EmojiFont) =>
    codePoints.every((cp) => font.ranges.some(([start, end]) => cp >= start && cp <= end));
  return (
    fonts.find(covers)?.family ??
    fonts.find((font) => font.ranges.some(([s, e]) => (codePoints[0] ?? 0) >= s && (codePoints[0] ?? 0) <= e))
      ?.family
  );
}

/** Splits a run so each emoji is drawn in the emoji font that has its glyph (a text font has none). */
export function splitEmojiRun(run: TextRun, fonts: readonly EmojiFont[]): TextRun[] {
  if (fonts.length === 0 || !EMOJI.test(run.text)) return [run];
  const runs: TextRun[] = [];
  let text = '';
  for (const grapheme of splitGraphemes(run.text)) {
    const family = EMOJI.test(grapheme) ? fontFor(grapheme, fonts) : undefined;
    if (!family) {
      text += grapheme;
      continue;
    }
    if (text) runs.push({ ...run, text });
    text = '';
    runs.push({ ...run, text: grapheme.replace(/\uFE0F/g, ''), font: family, bold: false, italics: false });
  }
  if (text) runs.push({ ...run, text });
  return runs;
}

/** Applies splitEmojiRun to every text array in the content tree. */
export function withEmojiFonts(node: unknown, fonts: readonly EmojiFont[]): unknown {
  if (fonts.length === 0) return node;
  if (Array.isArray(node)) return node.map((child) => withEmojiFonts(child, fonts));
  if (!node || typeof node !== 'object') return node;
  const record = node as PdfContent;
  const out: PdfContent = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === 'text' && Array.isArray(value)) {
      out.text = value.flatMap((run) =>
        run && typeof run === 'object' && typeof (run as TextRun).text === 'string'
          ? splitEmojiRun(run as TextRun, fonts)
          : [withEmojiFonts(run, fonts)],
      );
    } else if (typeof value === 'object' && value !== null && key !== 'layout')
      out[key] = withEmojiFonts(value, fonts);
    else out[key] = value;
  }
  return out;
}
