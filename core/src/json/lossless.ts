// JSON read and written without changing a number: what JSON.parse would round stays a JsonNumber holding its text.
import { isSafeNumberText, JsonNumber } from './json-number';

/**
 * A text can hold a number a double changes only if it has 16 digits in a row (dots between allowed) or an exponent of
 * three digits, or a negative zero (JSON.stringify writes -0 as 0): most documents have none of these, and
 * JSON.parse's value is already exact.
 */
const MAY_HOLD_UNSAFE = /\d[\d.]{15}|[eE][+-]?\d{3}|-0(?![1-9])/;

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WHITESPACE = /[ \t\n\r]*/y;

type Container = unknown[] | Record<string, unknown> | Map<string, unknown>;

function setKey(object: Record<string, unknown> | Map<string, unknown>, key: string, value: unknown) {
  // A repeated key keeps its first place and takes the last value, as JSON.parse (and jq) read it.
  if (object instanceof Map) object.set(key, value);
  // As JSON.parse does: "__proto__" is an own property, not the prototype.
  else if (key === '__proto__')
    Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
  else object[key] = value;
}

/**
 * Reads a text JSON.parse has accepted, keeping numbers a double would change as JsonNumber, and with `ordered` each
 * object as a Map in the text's key order. Iterative (an explicit stack), so nesting as deep as JSON.parse takes does
 * not overflow the call stack.
 */
function readValid(text: string, ordered = false): unknown {
  let at = 0;
  const skip = () => {
    WHITESPACE.lastIndex = at;
    WHITESPACE.test(text);
    at = WHITESPACE.lastIndex;
  };
  const readString = (): string => {
    const start = at;
    let end = at + 1;
    let escaped = false;
    for (;;) {
      const code = text.charCodeAt(end);
      if (code === 34) break; // "
      if (code === 92) {
        escaped = true;
        end += 2;
      } else end++;
    }
    at = end + 1;
    return escaped ? (JSON.parse(text.slice(start, at)) as string) : text.slice(start + 1, end);
  };
  const stack: { container: Container; key: string }[] = [];
  for (;;) {
    skip();
    let value: unknown;
    const char = text[at];
    if (char === '{' || char === '[') {
      at++;
      skip();
      const container: Container = char === '{' ? (ordered ? new Map() : {}) : [];
      const empty = text[at] === (char === '{' ? '}' : ']');
      if (!empty) {
        let key = '';
        if (char === '{') {
          key = readString();
          skip();
          at++; // :
        }
        stack.push({ container, key });
        continue;
      }
      at++;
      value = container;
    } else if (char === '"') value = readString();
    else if (char === 't' || char === 'f' || char === 'n') {
      value = char === 't' ? true : char === 'f' ? false : null;
      at += char === 'f' ? 5 : 4;
    } else {
      NUMBER.lastIndex = at;
      const token = NUMBER.exec(text)?.[0] ?? '';
      at += token.length;
      value = isSafeNumberText(token) ? Number(token) : new JsonNumber(token);
    }
    // Hand the value to its container; close every container that ends here.
    for (;;) {
      const top = stack.at(-1);
      if (!top) return value;
      if (Array.isArray(top.container)) top.container.push(value);
      else setKey(top.container, top.key, value);
      skip();
      if (text[at] === ',') {
        at++;
        if (!Array.isArray(top.container)) {
          skip();
          top.key = readString();
          skip();
          at++; // :
        }
        break;
      }
      at++; // } or ]
      stack.pop();
      value = top.container;
    }
  }
}

/**
 * A key a JavaScript object moves: an array index ("0", "42"; not "01" or "-1") comes first, in numeric order, before
 * the other keys, whatever the order in the text.
 */
const INDEX_KEY = /"(?:0|[1-9]\d{0,9})"\s*:/;

/**
 * JSON.parse's value of an already parsed text, numbers kept, with its objects in the text's key order: as Maps when
 * the text has a key an object would move (a JSON formatter that reorders keys changes the document; jq keeps them),
 * else as objects. stringifyJson writes either.
 */
export function keepKeyOrder(text: string, parsed: unknown): unknown {
  return INDEX_KEY.test(text) ? readValid(text, true) : keepNumbers(text, parsed);
}

/** JSON.parse's value with every number kept: the value of an already parsed text, re-read only where it could differ. */
export function keepNumbers(text: string, parsed: unknown): unknown {
  return MAY_HOLD_UNSAFE.test(text) ? readValid(text) : parsed;
}

function writeValue(value: unknown, key: string, indent: string, gap: string): string | undefined {
  let item = value;
  if (
    item !== null &&
    typeof item === 'object' &&
    !(item instanceof JsonNumber) &&
    typeof (item as { toJSON?: unknown }).toJSON === 'function'
  )
    item = (item as { toJSON: (key: string) => unknown }).toJSON(key);
  if (item instanceof JsonNumber) return item.text;
  if (typeof item === 'bigint') return item.toString();
  if (item === null || typeof item !== 'object') return JSON.stringify(item);
  const inner = indent + gap;
  const open = gap ? `\n${inner}` : '';
  const separator = gap ? `,\n${inner}` : ',';
  const close = gap ? `\n${indent}` : '';
  if (Array.isArray(item)) {
    if (item.length === 0) return '[]';
    const parts: string[] = [];
    for (let index = 0; index < item.length; index++)
      parts.push(writeValue(item[index], String(index), inner, gap) ?? 'null');
    return `[${open}${parts.join(separator)}${close}]`;
  }
  const parts: string[] = [];
  const entries = item instanceof Map ? [...item] : Object.entries(item);
  for (const [name, member] of entries) {
    const written = writeValue(member, name, inner, gap);
    if (written !== undefined) parts.push(`${JSON.stringify(name)}${gap ? ': ' : ':'}${written}`);
  }
  return parts.length === 0 ? '{}' : `{${open}${parts.join(separator)}${close}}`;
}

/** Whether a JsonNumber, bigint or ordered object (a Map) is anywhere in the value (an explicit stack: any depth). */
function holdsKeptNumber(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (item instanceof JsonNumber || typeof item === 'bigint' || item instanceof Map) return true;
    // One push per value: spreading 170,000 array items into push() overflows the call stack.
    if (item !== null && typeof item === 'object')
      for (const inner of Object.values(item)) pending.push(inner);
  }
  return false;
}

/**
 * JSON.stringify(value, null, indent), writing each JsonNumber (and bigint) as its digits and a Map as an object in
 * its order: what was read with parseJson comes back with every number as written.
 */
export function stringifyJson(value: unknown, indent: number | string = ''): string {
  if (!holdsKeptNumber(value)) return JSON.stringify(value, null, indent) ?? 'null';
  const gap =
    typeof indent === 'number' ? ' '.repeat(Math.max(0, Math.min(10, indent))) : indent.slice(0, 10);
  return writeValue(value, '', '', gap) ?? 'null';
}

/** JSON text with DEL written \u007f, as jq writes it (its printer escapes 0x7f with the C0 controls, which JSON.stringify escapes). */
export function jqEscapedJson(text: string): string {
  return text.replaceAll('\x7f', '\\u007f');
}

/** DEL, C1 controls and the bidirectional controls that reorder what is shown: JSON allows them raw in strings. */
const INERT_IN_JSON = /[\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * JSON text with DEL, C1 and bidirectional controls written as \u escapes (JSON.stringify already escapes C0). They
 * can only stand inside strings, so any reader gets the same data, and a terminal or an editor showing the text gets
 * nothing to act on or to reorder.
 */
export function inertJson(text: string): string {
  return text.replace(INERT_IN_JSON, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
