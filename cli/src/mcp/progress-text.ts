import { splitGraphemes } from '@toolbox/core/text/graphemes';
import { terminalText } from '../terminal-text';

/** The longest progress message sent to the client, in UTF-16 units. */
const MAX_PROGRESS_CHARS = 300;

/**
 * A progress line as the client is sent it: control characters made visible, then cut to at most 300 UTF-16
 * units at a grapheme's end, so a cut never leaves half a surrogate pair (invalid JSON text for some clients) or
 * half an emoji, flag or accented letter.
 */
export function progressText(line: string): string {
  const safe = terminalText(line);
  if (safe.length <= MAX_PROGRESS_CHARS) return safe;
  let kept = '';
  for (const grapheme of splitGraphemes(safe)) {
    if (kept.length + grapheme.length > MAX_PROGRESS_CHARS) break;
    kept += grapheme;
  }
  return kept;
}
