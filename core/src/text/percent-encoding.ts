import { ToolInputError } from '../errors';

/** `component`: encodeURIComponent (a query value, a path segment); `uri`: encodeURI (a whole URL, keeps :/?#&=). */
export type PercentMode = 'component' | 'uri';

const URL_INVALID = 'Invalid input';

/** Percent-encodes UTF-8; a lone surrogate (half an emoji) cannot be encoded and is named by its position. */
export function runPercentEncode(text: string, mode: PercentMode): string {
  try {
    return mode === 'component' ? encodeURIComponent(text) : encodeURI(text);
  } catch {
    const at = [...text].findIndex((char) => /[\uD800-\uDFFF]/.test(char) && char.length === 1);
    throw new ToolInputError(
      `character ${at + 1} is half of a surrogate pair and has no UTF-8 form.`,
      URL_INVALID,
    );
  }
}

/** The first `%` that does not start a valid UTF-8 escape, 1-based. */
function badEscapeAt(text: string): { at: number; what: string } | undefined {
  const bad = /%(?![0-9a-f]{2})/i.exec(text);
  if (bad)
    return {
      at: bad.index + 1,
      what: `"${text.slice(bad.index, bad.index + 3)}" is not % and two hex digits`,
    };
  // One character's escapes at a time (its lead byte says how many): the one at fault is named, not the run. A walk
  // from % to %, not a pattern for a run of escapes, which over millions of them overflows V8's backtracking stack.
  for (let at = text.indexOf('%'); at !== -1; ) {
    const lead = Number.parseInt(text.slice(at + 1, at + 3), 16);
    const size = lead >= 0xf5 ? 1 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
    let end = at;
    for (let taken = 0; taken < size && text[end] === '%'; taken++) end += 3;
    const sequence = text.slice(at, end);
    try {
      decodeURIComponent(sequence);
    } catch {
      return { at: at + 1, what: `"${sequence}" is not UTF-8` };
    }
    at = text.indexOf('%', end);
  }
  return undefined;
}

/**
 * Decodes percent-escapes; `uri` keeps escapes of characters that would change the URL's structure (decodeURI),
 * `plus` reads `+` as a space (HTML forms, application/x-www-form-urlencoded).
 */
export function runPercentDecode(text: string, mode: PercentMode, plus = false): string {
  const input = plus ? text.replace(/\+/g, ' ') : text;
  try {
    return mode === 'component' ? decodeURIComponent(input) : decodeURI(input);
  } catch {
    const bad = badEscapeAt(input);
    throw new ToolInputError(
      bad ? `at character ${bad.at}: ${bad.what}.` : 'the text has an invalid percent-escape.',
      URL_INVALID,
    );
  }
}
