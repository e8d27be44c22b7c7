import { splitGraphemes } from './graphemes';

const VS16 = '\uFE0F';
const ZWJ = '\u200D';
const PRESENTATION = /\p{Emoji_Presentation}|\p{Regional_Indicator}|\uFE0F|\u20E3|\p{Emoji_Modifier}/u;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;

/**
 * True when a grapheme shows as a colour emoji: emoji-presentation characters, flags, keycaps, and text-default
 * pictographs that ask for emoji style (U+FE0F) or join others. A bare "©" or "❤" stays text, as browsers draw it.
 */
export function isEmojiGrapheme(grapheme: string): boolean {
  if (PRESENTATION.test(grapheme)) return true;
  return grapheme.includes(ZWJ) && PICTOGRAPHIC.test(grapheme);
}

export interface TextRun {
  kind: 'text' | 'emoji';
  text: string;
}

/** Splits text into runs of plain text and single emoji graphemes. */
export function splitEmojiRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let pending = '';
  for (const g of splitGraphemes(text)) {
    if (isEmojiGrapheme(g)) {
      if (pending) runs.push({ kind: 'text', text: pending });
      pending = '';
      runs.push({ kind: 'emoji', text: g });
    } else pending += g;
  }
  if (pending) runs.push({ kind: 'text', text: pending });
  return runs;
}

function codePoints(text: string): string {
  return Array.from(text, (c) => c.codePointAt(0)!.toString(16)).join('-');
}

/**
 * File names (without .svg) under which Twemoji may ship this emoji, best guess first. Twemoji drops U+FE0F
 * except inside ZWJ sequences, but a few files keep it, so the plain form is tried as well.
 */
export function twemojiCandidates(grapheme: string): string[] {
  const stripped = codePoints(grapheme.replaceAll(VS16, ''));
  const full = codePoints(grapheme);
  const first = grapheme.includes(ZWJ) ? full : stripped;
  return [...new Set([first, stripped, full])];
}
