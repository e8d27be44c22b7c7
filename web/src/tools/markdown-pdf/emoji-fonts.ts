import e0 from '@fontsource/noto-emoji/files/noto-emoji-0-400-normal.woff?url';
import e1 from '@fontsource/noto-emoji/files/noto-emoji-1-400-normal.woff?url';
import e2 from '@fontsource/noto-emoji/files/noto-emoji-2-400-normal.woff?url';
import e3 from '@fontsource/noto-emoji/files/noto-emoji-3-400-normal.woff?url';
import e4 from '@fontsource/noto-emoji/files/noto-emoji-4-400-normal.woff?url';
import e5 from '@fontsource/noto-emoji/files/noto-emoji-5-400-normal.woff?url';
import e6 from '@fontsource/noto-emoji/files/noto-emoji-6-400-normal.woff?url';
import e7 from '@fontsource/noto-emoji/files/noto-emoji-7-400-normal.woff?url';
import e8 from '@fontsource/noto-emoji/files/noto-emoji-8-400-normal.woff?url';
import e9 from '@fontsource/noto-emoji/files/noto-emoji-9-400-normal.woff?url';
import e10 from '@fontsource/noto-emoji/files/noto-emoji-10-400-normal.woff?url';
import ranges from '@fontsource/noto-emoji/unicode.json';
import { type EmojiFont, emojiFontsFromUnicodeJson } from '@toolbox/core/tools/markdown-pdf';

/** Noto Emoji subset files by family (`Emoji0`...), the same files the CLI embeds, served by the app. */
const FILES: Record<string, string> = {
  Emoji0: e0,
  Emoji1: e1,
  Emoji2: e2,
  Emoji3: e3,
  Emoji4: e4,
  Emoji5: e5,
  Emoji6: e6,
  Emoji7: e7,
  Emoji8: e8,
  Emoji9: e9,
  Emoji10: e10,
};

/** The emoji fonts to register with pdfmake (absolute URLs: pdfmake fetches only http(s)) and their ranges. */
export function emojiFonts(): { fonts: EmojiFont[]; families: Record<string, Record<string, string>> } {
  const fonts = emojiFontsFromUnicodeJson(ranges).filter((font) => FILES[font.family]);
  const families: Record<string, Record<string, string>> = {};
  for (const { family } of fonts) {
    const url = new URL(FILES[family] ?? '', window.location.href).href;
    families[family] = { normal: url, bold: url, italics: url, bolditalics: url };
  }
  return { fonts, families };
}
