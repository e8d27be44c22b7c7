// Text from outside (a server's answer, a document, a file name in a hostile repository) on its way to a terminal.
// Escape sequences there could retitle the window, clear the screen, rewrite what was printed, plant an OSC 52
// clipboard write or a hyperlink. Every such string goes through `terminalText` before it is printed.

import { inertJson, stringifyJson } from '@toolbox/core/json/lossless';

/** ESC sequences: CSI (ESC [ … final), OSC / DCS / SOS / PM / APC (… BEL or ESC \), and two-byte ESC x. */
const ESCAPE_SEQUENCE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  /\x1b\[[0-?]*[ -/]*[@-~]?|\x1b[\]PX^_][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[\s\S]?|\x9b[0-?]*[ -/]*[@-~]?|[\x90\x9d-\x9f][^\x07\x1b\x9c]*(?:\x07|\x9c)?/g;

/** C0 controls but tab and newline, DEL, C1 controls, and the bidirectional overrides that reorder what is shown. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * `value` as text safe to print: escape sequences removed, other control characters dropped. One line unless
 * `multiline` (then newlines and tabs stay; otherwise they become spaces).
 */
export function terminalText(value: unknown, options: { multiline?: boolean } = {}): string {
  const text = String(value).replace(ESCAPE_SEQUENCE, '');
  const kept = options.multiline ? text.replace(/\r\n?/g, '\n') : text.replace(/[\r\n\t]+/g, ' ');
  return kept.replace(CONTROL, '');
}

/**
 * JSON for a terminal: the same data (JSON.stringify already escapes C0), with DEL, C1 and bidirectional
 * controls written as \u escapes too, so a terminal never receives them raw.
 */
export function terminalJson(value: unknown, indent = 2): string {
  return inertJson(stringifyJson(value, indent));
}

/** `value` with every string in it (keys too) passed through `terminalText` (newlines kept): data to print or write. */
export function terminalData<T>(value: T): T {
  if (typeof value === 'string') return terminalText(value, { multiline: true }) as T;
  if (Array.isArray(value)) return value.map(terminalData) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [terminalText(key), terminalData(item)]),
    ) as T;
  }
  return value;
}
