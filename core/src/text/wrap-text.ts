import { splitGraphemes } from './graphemes';

export interface WrapOptions {
  maxWidth: number;
  maxLines: number;
  /** Width of a piece of text as it will be drawn (canvas `measureText`, emoji included). */
  measure: (text: string) => number;
  ellipsis?: string;
}

export interface WrappedText {
  lines: string[];
  /** True when text was cut and the last line ends with the ellipsis. */
  truncated: boolean;
}

/** Longest grapheme prefix of `graphemes` whose text fits; at least one grapheme, so progress is guaranteed. */
function fittingPrefix(graphemes: string[], maxWidth: number, measure: (t: string) => number): number {
  let lo = 1;
  let hi = graphemes.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (measure(graphemes.slice(0, mid).join('')) <= maxWidth) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Cuts a line so that it plus the ellipsis fits: after a whole word when that keeps at least half the width,
 * else between graphemes.
 */
function withEllipsis(
  line: string,
  ellipsis: string,
  maxWidth: number,
  measure: (t: string) => number,
): string {
  const close = (text: string) => `${text.replace(/[\s,.;:\u2013\u2014-]+$/u, '')}${ellipsis}`;
  const words = line.trimEnd().split(' ');
  for (let n = words.length; n >= 1; n--) {
    const candidate = close(words.slice(0, n).join(' '));
    const width = measure(candidate);
    if (width <= maxWidth) {
      if (candidate !== ellipsis && width >= maxWidth / 2) return candidate;
      break;
    }
  }
  const graphemes = splitGraphemes(line.trimEnd());
  while (graphemes.length > 0) {
    const candidate = close(graphemes.join(''));
    if (candidate !== ellipsis && measure(candidate) <= maxWidth) return candidate;
    graphemes.pop();
  }
  return ellipsis;
}

/**
 * Greedy word wrap by measured width. Words longer than a line are broken between graphemes (never inside an
 * emoji sequence); text beyond `maxLines` is cut and the last line ends with an ellipsis that fits.
 * Explicit newlines are kept as line breaks; other whitespace runs collapse to one space.
 */
export function wrapText(text: string, options: WrapOptions): WrappedText {
  const { maxWidth, maxLines, measure } = options;
  const ellipsis = options.ellipsis ?? '…';
  if (maxLines < 1) return { lines: [], truncated: text.trim().length > 0 };
  const lines: string[] = [];
  const paragraphs = text.split(/\r?\n/).map((p) => p.replace(/\s+/g, ' ').trim());
  while (paragraphs.length > 0 && paragraphs[paragraphs.length - 1] === '') paragraphs.pop();

  outer: for (const paragraph of paragraphs) {
    if (paragraph === '') {
      lines.push('');
      continue;
    }
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) {
        lines.push(line);
        line = '';
        if (lines.length > maxLines) break outer;
      }
      let rest = splitGraphemes(word);
      while (rest.length > 0 && measure(rest.join('')) > maxWidth) {
        const n = fittingPrefix(rest, maxWidth, measure);
        lines.push(rest.slice(0, n).join(''));
        rest = rest.slice(n);
        if (lines.length > maxLines) break outer;
      }
      line = rest.join('');
    }
    if (line) lines.push(line);
    if (lines.length > maxLines) break;
  }

  if (lines.length <= maxLines) return { lines, truncated: false };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(kept[maxLines - 1]!, ellipsis, maxWidth, measure);
  return { lines: kept, truncated: true };
}
