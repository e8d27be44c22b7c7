/**
 * The YAML most OpenAPI descriptions are written in, read line by line: block mappings and sequences, plain, quoted
 * and block scalars, and flow collections (JSON written over many lines included). It gives exactly what js-yaml's
 * `load(text, { schema: CORE_SCHEMA })` gives, or `undefined` where it is not sure it would: anything else (anchors,
 * tags, tabs, CR, directives, a key written twice, a document marker past the first line, a document that is not a
 * mapping or sequence...) is left to js-yaml, which reads it or says where it is wrong.
 *
 * Why: js-yaml reads a character at a time, and a command's short run reads it in V8's interpreter; the Petstore's
 * 2.6 KB cost ~10M instructions there, this ~4M (docs/design-notes.md, "API docs' YAML read line by line").
 * `block-yaml.test.ts` holds it to js-yaml on every YAML file of core's fixtures and on edits of them.
 */

/** Thrown where the reader is not sure it reads as js-yaml would. */
const UNSURE = Symbol('unsure');

/** Characters the reader leaves to js-yaml: tab, CR, C0/C1 controls, DEL, U+FFFE/F, a surrogate not in a pair. */
const LEFT_TO_JS_YAML =
  /[^\n\x20-\x7e\u00a0-\ud7ff\ud800-\udfff\ue000-\ufffd]|[\ud800-\udbff](?![\udc00-\udfff])|(?:[^\ud800-\udbff]|^)[\udc00-\udfff]/;
/** The same, quicker to compile: any character outside printable ASCII, Latin-1 and the BMP's letters. */
const MAYBE_LEFT_TO_JS_YAML = /[^\n\x20-\x7e\u00a0-\ud7ff\ue000-\ufffd]/;

/**
 * Whether `text` may start a plain scalar as js-yaml reads one: not a space, an indicator (`,[]{}#&*!|>'"%@` and a
 * backquote), `- ` or `-` at the end; `?` and `:` are left to js-yaml.
 */
function isPlainStart(text: string, inFlow: boolean): boolean {
  switch (text.charCodeAt(0)) {
    case 0x20:
    case 0x21:
    case 0x22:
    case 0x23:
    case 0x25:
    case 0x26:
    case 0x27:
    case 0x2a:
    case 0x2c:
    case 0x3a:
    case 0x3e:
    case 0x3f:
    case 0x40:
    case 0x5b:
    case 0x5d:
    case 0x60:
    case 0x7b:
    case 0x7c:
    case 0x7d:
      return false;
    case 0x2d: {
      const next = text[1];
      return !(next === undefined || next === ' ' || (inFlow && ',[]{}'.includes(next)));
    }
  }
  return text !== '';
}

/** `text` without the spaces at its end (js-yaml keeps other white space, such as U+00A0). */
function trimSpaces(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0x20) end--;
  return text.slice(0, end);
}

/** Spaces from `at`, to where they stop. */
function pastSpaces(text: string, at: number): number {
  let end = at;
  while (text.charCodeAt(end) === 0x20) end++;
  return end;
}

/**
 * Where the colon of a mapping entry's key is on a line's text (a plain key or a one-line quoted one, then `:` and
 * a space or the line's end), or -1.
 */
function keyColon(text: string): number {
  const first = text[0];
  if (first === '"' || first === "'") {
    const closed = quotedOnLine(text, 0);
    if (closed === undefined) return -1;
    const end = pastSpaces(text, closed.end);
    const next = text[end + 1];
    return text[end] === ':' && (next === undefined || next === ' ') ? end : -1;
  }
  if (!isPlainStart(text, false)) return -1;
  for (let colon = text.indexOf(':', 1); colon !== -1; colon = text.indexOf(':', colon + 1)) {
    const next = text[colon + 1];
    if (next === undefined || next === ' ') return colon;
  }
  return -1;
}

/** `---` or `...` at a line's start (js-yaml reads `---` there as a marker even with text after it). */
const isDocumentMarker = (text: string) => text.startsWith('---') || text.startsWith('...');

/** js-yaml's maxDepth is 100; deeper documents are its to refuse. */
const MAX_DEPTH = 90;

/** js-yaml's CORE_SCHEMA (= its JSON schema): what a plain scalar resolves to. */
function resolvePlain(text: string): unknown {
  switch (text) {
    case '':
    case '~':
    case 'null':
    case 'Null':
    case 'NULL':
      return null;
    case 'true':
    case 'True':
    case 'TRUE':
      return true;
    case 'false':
    case 'False':
    case 'FALSE':
      return false;
  }
  const first = text.charCodeAt(0);
  // Numbers start with a digit, a sign or a dot; everything else is a string.
  if (!(first <= 0x39 && (first >= 0x30 || first === 0x2b || first === 0x2d || first === 0x2e))) return text;
  if (text.length > 300) throw UNSURE; // js-yaml's isFinite checks, for numbers that do not fit a double
  let digits = 0;
  while (digits < text.length && text.charCodeAt(digits) >= 0x30 && text.charCodeAt(digits) <= 0x39) digits++;
  if (digits === text.length) return yamlInteger(text);
  // A version (1.0.0), not a number.
  if (text.indexOf('.') !== text.lastIndexOf('.')) return text;
  if (/^[-+]?(?:0b[01]+|0x[0-9a-fA-F]+|0o[0-7]+|[0-9]+)$/.test(text)) {
    const integer = yamlInteger(text);
    if (!Number.isFinite(integer)) throw UNSURE;
    return integer;
  }
  if (/^(?:[-+]?[0-9]+(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|\.[0-9]+(?:[eE][-+]?[0-9]+)?)$/.test(text)) {
    // js-yaml reads a float too large for a double as a string.
    const float = Number.parseFloat(text);
    return Number.isFinite(float) ? float : text;
  }
  if (/^[-+]?\.(?:inf|Inf|INF)$/.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
  if (/^\.(?:nan|NaN|NAN)$/.test(text)) return Number.NaN;
  return text;
}

function yamlInteger(text: string): number {
  const sign = text.startsWith('-') ? -1 : 1;
  const digits = text[0] === '-' || text[0] === '+' ? text.slice(1) : text;
  if (digits === '0') return 0; // js-yaml's -0 is 0
  const radix = digits[1] === 'b' ? 2 : digits[1] === 'x' ? 16 : digits[1] === 'o' ? 8 : 10;
  return sign * Number.parseInt(radix === 10 ? digits : digits.slice(2), radix);
}

const ESCAPES: Record<string, string> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  t: '\t',
  n: '\n',
  v: '\v',
  f: '\f',
  r: '\r',
  e: '\x1b',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
  N: '\x85',
  _: '\xa0',
  L: '\u2028',
  P: '\u2029',
};
const HEX_LENGTH: Record<string, number> = { x: 2, u: 4, U: 8 };

/**
 * A quoted scalar from column `start` of `lines[row]`, over as many lines as it takes, folded as js-yaml folds it
 * (a line break is a space, n + 1 are n breaks, spaces around them dropped; `\` at a line's end joins): its value,
 * and the row and column past its closing quote.
 */
function quoted(
  lines: readonly string[],
  row: number,
  start: number,
): { value: string; row: number; end: number } {
  const single = lines[row]?.[start] === "'";
  let line = lines[row] as string;
  let value = '';
  let at = start + 1;
  for (;;) {
    let from = at;
    let to = at;
    while (at < line.length) {
      const ch = line[at];
      if (ch === (single ? "'" : '"')) {
        value += line.slice(from, at);
        if (!single || line[at + 1] !== "'") return { value, row, end: at + 1 };
        value += "'";
        at += 2;
        from = to = at;
      } else if (ch === '\\' && !single) {
        value += line.slice(from, at);
        if (at + 1 === line.length) {
          ({ row, at } = nextContent(lines, row));
          line = lines[row] as string;
        } else at = readEscape(line, at, (text) => (value += text));
        from = to = at;
      } else {
        at++;
        if (ch !== ' ') to = at;
      }
    }
    value += line.slice(from, to);
    const below = nextContent(lines, row);
    value += below.row - row === 1 ? ' ' : '\n'.repeat(below.row - row - 1);
    ({ row, at } = below);
    line = lines[row] as string;
  }
}

/** The next line after `row` with more than spaces on it, and where its text starts; not a document marker. */
function nextContent(lines: readonly string[], row: number): { row: number; at: number } {
  for (let next = row + 1; next < lines.length; next++) {
    const line = lines[next] as string;
    const at = pastSpaces(line, 0);
    if (at === line.length) continue;
    if (at === 0 && isDocumentMarker(line)) throw UNSURE;
    return { row: next, at };
  }
  throw UNSURE; // never closed
}

/** The escape at `line[at]` (a backslash) in a double-quoted scalar: writes its text, returns where it ends. */
function readEscape(line: string, at: number, write: (text: string) => void): number {
  const code = line[at + 1] ?? '';
  const simple = ESCAPES[code];
  if (simple !== undefined) {
    write(simple);
    return at + 2;
  }
  const length = HEX_LENGTH[code];
  const hex = length === undefined ? '' : line.slice(at + 2, at + 2 + length);
  if (length === undefined || hex.length !== length || !/^[0-9a-fA-F]+$/.test(hex)) throw UNSURE;
  const point = Number.parseInt(hex, 16);
  if (point > 0x10ffff) throw UNSURE;
  // One code unit up to U+FFFF (a lone surrogate too, as js-yaml writes it), a surrogate pair past it.
  write(String.fromCodePoint(point));
  return at + 2 + length;
}

/** What `read` gives, or undefined where it is not sure. */
function unlessUnsure<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    if (error === UNSURE) return undefined;
    throw error;
  }
}

/** A quoted scalar that closes on this line, or undefined. */
const quotedOnLine = (line: string, start: number) => unlessUnsure(() => quoted([line], 0, start));

/** What may follow a node on its line: spaces, then nothing or a comment. */
function restIsComment(line: string, from: number): boolean {
  const end = pastSpaces(line, from);
  return end === line.length || (end > from && line[end] === '#');
}

/** Sets a key as js-yaml does (String(key)); a key written twice, or `__proto__`, is js-yaml's to judge. */
function setKey(map: Record<string, unknown>, key: unknown, value: unknown) {
  const name = String(key);
  if (name === '__proto__' || name === '<<' || Object.hasOwn(map, name)) throw UNSURE;
  map[name] = value;
}

/**
 * A flow collection (`[a, "b"]`, `{ "id": 1, "tags": [] }`, JSON written over many lines) of plain scalars (each
 * on one line), quoted scalars and flow collections. Its lines after the first are indented past its parent's, as js-yaml warns otherwise.
 */
class FlowReader {
  row: number;
  at: number;
  constructor(
    private readonly lines: readonly string[],
    row: number,
    at: number,
    private readonly parentIndent: number,
    private depth: number,
  ) {
    this.row = row;
    this.at = at;
  }

  private get line(): string {
    return this.lines[this.row] as string;
  }

  /** Spaces on this line. */
  private skipInline() {
    while (this.line[this.at] === ' ') this.at++;
  }

  /** Spaces, comments and line breaks, to the next token. */
  private skipSpaces() {
    for (;;) {
      this.skipInline();
      const ch = this.line[this.at];
      if (ch !== undefined && !(ch === '#' && (this.at === 0 || this.line[this.at - 1] === ' '))) return;
      if (++this.row >= this.lines.length) throw UNSURE; // never closed
      this.at = 0;
      this.skipInline();
      const text = this.line.slice(this.at);
      if (text !== '' && text[0] !== '#' && this.at <= this.parentIndent) throw UNSURE;
    }
  }

  node(asKey = false): unknown {
    this.skipSpaces();
    const ch = this.line[this.at];
    if (ch === '[' || ch === '{') {
      if (++this.depth > MAX_DEPTH) throw UNSURE;
      const value = ch === '[' ? this.sequence() : this.mapping();
      this.depth--;
      return value;
    }
    if (ch === '"' || ch === "'") {
      const { value, row, end } = quoted(this.lines, this.row, this.at);
      this.row = row;
      this.at = end;
      return value;
    }
    const plain = /^[^,[\]{}:#]*/.exec(this.line.slice(this.at))?.[0] ?? '';
    const text = trimSpaces(plain);
    // Plain scalars in flow stop at , [ ] { } and ": "; with a colon or # in them, an indicator first, or going on
    // over the next line, js-yaml reads corners of the grammar this reader does not.
    if (!isPlainStart(text, true)) throw UNSURE;
    const end = this.at + plain.length;
    const next = this.line[end];
    if (next === '#' && plain === text) throw UNSURE;
    if (next === ':' && !(asKey && (this.line[end + 1] === ' ' || end + 1 === this.line.length)))
      throw UNSURE;
    this.at = end;
    if (next === undefined || next === '#') {
      this.skipSpaces();
      const after = this.line[this.at];
      if (after !== ',' && after !== ']' && after !== '}' && after !== ':') throw UNSURE;
    }
    return resolvePlain(text);
  }

  /** Past a `,` to the next entry (false), or past `close` (true). */
  private expect(close: string): boolean {
    this.skipSpaces();
    const ch = this.line[this.at];
    if (ch === close) {
      this.at++;
      return true;
    }
    if (ch !== ',') throw UNSURE;
    this.at++;
    this.skipSpaces();
    if (this.line[this.at] !== close) return false;
    this.at++; // a trailing comma, as JSON5 and Prettier write it
    return true;
  }

  private sequence(): unknown[] {
    this.at++;
    const items: unknown[] = [];
    this.skipSpaces();
    if (this.line[this.at] === ']') {
      this.at++;
      return items;
    }
    do {
      items.push(this.node());
      this.skipInline();
      if (this.line[this.at] === ':') throw UNSURE; // a single-pair mapping in a sequence
    } while (!this.expect(']'));
    return items;
  }

  private mapping(): Record<string, unknown> {
    this.at++;
    const map: Record<string, unknown> = {};
    this.skipSpaces();
    if (this.line[this.at] === '}') {
      this.at++;
      return map;
    }
    do {
      this.skipSpaces();
      const first = this.line[this.at];
      if (first === '[' || first === '{') throw UNSURE;
      const row = this.row;
      const key = this.node(true);
      // The key and its colon on one line, the colon followed by a space or the line's end.
      if (this.row !== row) throw UNSURE;
      this.skipInline();
      const after = this.line[this.at + 1];
      if (this.line[this.at] !== ':' || (after !== ' ' && after !== undefined)) throw UNSURE;
      this.at++;
      this.skipSpaces();
      const end = this.line[this.at];
      if (end === ',' || end === '}') throw UNSURE; // a key without a value
      setKey(map, key, this.node());
    } while (!this.expect('}'));
    return map;
  }
}

type Read<T = unknown> = { value: T; next: number };

class BlockReader {
  private readonly lines: string[];
  /** Where each line's text starts: its indentation, or past a `- ` whose item is on the same line. */
  private readonly indent: number[] = [];
  /** Each line from there. */
  private readonly texts: string[] = [];
  /** Where each line's key colon is (keyColon of its text), once asked; -2 before. */
  private readonly colons: number[] = [];
  private depth = 0;

  constructor(text: string) {
    this.lines = text.split('\n');
    // A last line break ends the last line; it does not start an empty one.
    if (text.endsWith('\n')) this.lines.pop();
    for (const line of this.lines) {
      const spaces = pastSpaces(line, 0);
      this.indent.push(spaces);
      this.texts.push(line.slice(spaces));
      this.colons.push(-2);
    }
  }

  private text(index: number): string {
    return this.texts[index] as string;
  }

  /** Line `index`'s node starts at `column` (past a `- `). */
  private startAt(index: number, column: number, colon: number) {
    this.texts[index] = (this.lines[index] as string).slice(column);
    this.indent[index] = column;
    this.colons[index] = colon;
  }

  private colon(index: number): number {
    let colon = this.colons[index] as number;
    if (colon === -2) {
      colon = keyColon(this.text(index));
      this.colons[index] = colon;
    }
    return colon;
  }

  /** The next line from `index` with a node on it (not blank, not a comment). */
  private significant(index: number): number {
    let at = index;
    while (at < this.lines.length && (this.text(at) === '' || this.text(at)[0] === '#')) at++;
    if (at < this.lines.length && this.indent[at] === 0 && isDocumentMarker(this.text(at))) throw UNSURE; // a second document, or an end marker
    return at;
  }

  document(): unknown {
    let first = 0;
    while (first < this.lines.length && (this.text(first) === '' || this.text(first)[0] === '#')) first++;
    // A `---` that opens the document, alone on its line.
    const opening = this.text(first) ?? '';
    if (this.indent[first] === 0 && opening.startsWith('---') && restIsComment(opening, 3)) first++;
    const start = this.significant(first);
    if (start >= this.lines.length) throw UNSURE;
    const root = this.collection(start, -1);
    if (this.significant(root.next) < this.lines.length) throw UNSURE;
    return root.value;
  }

  private isSequenceItem(index: number): boolean {
    const text = this.text(index);
    return text === '-' || text.startsWith('- ');
  }

  /** A block sequence or mapping whose first line is `index` (its indentation is the collection's). */
  private collection(index: number, parentIndent: number): Read {
    if (++this.depth > MAX_DEPTH) throw UNSURE;
    const column = this.indent[index] as number;
    if (column <= parentIndent) throw UNSURE;
    let found: Read;
    if (this.isSequenceItem(index)) found = this.sequence(index, column);
    else if (this.colon(index) !== -1) found = this.mapping(index, column);
    else throw UNSURE;
    this.depth--;
    return found;
  }

  private sequence(first: number, column: number): Read<unknown[]> {
    const items: unknown[] = [];
    let index = first;
    for (;;) {
      const line = this.lines[index] as string;
      const start = pastSpaces(line, column + 1);
      const empty = start === line.length || line[start] === '#';
      // An empty item of a sequence that starts after another's `- `: js-yaml goes on with the lines below it.
      if (empty && pastSpaces(line, 0) < column) throw UNSURE;
      const item = this.item(index, column, start);
      items.push(item.value);
      index = this.significant(item.next);
      const next = this.indent[index] ?? -1;
      // After an empty item, js-yaml takes the next `- ` as this sequence's even when it is less indented.
      if (empty && item.value === null && next >= 0 && next < column && this.isSequenceItem(index))
        throw UNSURE;
      if (next > column) throw UNSURE;
      if (next < column || !this.isSequenceItem(index)) break;
    }
    return { value: items, next: index };
  }

  /** A sequence item's node: on the `- ` line from `start` (a compact mapping or sequence, or a value), or below. */
  private item(index: number, column: number, start: number): Read {
    const rest = (this.lines[index] as string).slice(start);
    const colon = rest === '' || rest[0] === '#' ? -1 : keyColon(rest);
    if (colon !== -1 || rest === '-' || rest.startsWith('- ')) {
      this.startAt(index, start, colon === -1 ? -2 : colon);
      return this.collection(index, column);
    }
    return this.value(index, column, start, false);
  }

  private mapping(first: number, column: number): Read<Record<string, unknown>> {
    const map: Record<string, unknown> = {};
    let index = first;
    for (;;) {
      const text = this.text(index);
      const colon = this.colon(index);
      if (colon === -1) throw UNSURE;
      let key: unknown;
      if (text[0] === '"' || text[0] === "'") key = quotedOnLine(text, 0)?.value;
      else {
        const plain = trimSpaces(text.slice(0, colon));
        if (plain.length > 1024 || plain.includes(' #')) throw UNSURE;
        key = resolvePlain(plain);
      }
      const entry = this.value(index, column, column + pastSpaces(text, colon + 1), true);
      setKey(map, key, entry.value);
      index = this.significant(entry.next);
      const next = this.indent[index] ?? -1;
      if (next < column) break;
      if (next > column || this.isSequenceItem(index)) throw UNSURE;
    }
    return { value: map, next: index };
  }

  /**
   * The node after `key: ` or `- ` on line `index` from `start`, or on the lines below it. `parentIndent` is the
   * mapping's or sequence's indentation; a mapping's value may be a sequence at that same indentation.
   */
  private value(index: number, parentIndent: number, start: number, sequenceMayAlign: boolean): Read {
    const line = this.lines[index] as string;
    if (start < line.length && line[start] !== '#') return this.scalarOrFlow(index, start, parentIndent);
    const below = this.significant(index + 1);
    if (below < this.lines.length) {
      const column = this.indent[below] as number;
      if (column > parentIndent) {
        if (this.isSequenceItem(below) || this.colon(below) !== -1)
          return this.collection(below, parentIndent);
        return this.scalarOrFlow(below, column, parentIndent);
      }
      if (column === parentIndent && sequenceMayAlign && this.isSequenceItem(below))
        return this.collection(below, parentIndent - 1);
    }
    return { value: null, next: index + 1 };
  }

  /** A block, quoted or plain scalar, or a flow collection, from `start` on line `index`. */
  private scalarOrFlow(index: number, start: number, parentIndent: number): Read {
    const line = this.lines[index] as string;
    const first = line[start];
    if (first === '|' || first === '>') return this.blockScalar(index, line.slice(start), parentIndent + 1);
    if (first === '"' || first === "'") {
      const { value, row, end } = quoted(this.lines, index, start);
      if (!restIsComment(this.lines[row] as string, end)) throw UNSURE;
      return { value, next: row + 1 };
    }
    if (first === '[' || first === '{') {
      const flow = new FlowReader(this.lines, index, start, parentIndent, this.depth);
      const value = flow.node();
      if (!restIsComment(this.lines[flow.row] as string, flow.at)) throw UNSURE;
      return { value, next: flow.row + 1 };
    }
    return this.plain(index, start, parentIndent);
  }

  /** A plain scalar from `start` on line `index`, folded over the lines below indented past `parentIndent`. */
  private plain(index: number, start: number, parentIndent: number): Read {
    const firstLine = (this.lines[index] as string).slice(start);
    if (!isPlainStart(firstLine, false)) throw UNSURE;
    const comment = firstLine.indexOf(' #');
    const own = trimSpaces(comment === -1 ? firstLine : firstLine.slice(0, comment));
    if (own.includes(': ') || own.endsWith(':')) throw UNSURE;
    let value = own;
    let next = index + 1;
    if (comment === -1) {
      // js-yaml folds the lines below indented past the parent: one line break is a space, n + 1 are n breaks.
      let breaks = 1;
      for (let below = index + 1; below < this.lines.length; below++) {
        const text = this.text(below);
        if (text === '') {
          breaks++;
          continue;
        }
        if ((this.indent[below] as number) <= parentIndent) break;
        if (text[0] === '#' || text.includes(' #') || text.includes(': ') || text.endsWith(':')) throw UNSURE;
        value += breaks === 1 ? ' ' : '\n'.repeat(breaks - 1);
        value += trimSpaces(text);
        breaks = 1;
        next = below + 1;
      }
    }
    return { value: resolvePlain(value), next };
  }

  /** A literal (`|`) or folded (`>`) scalar, as js-yaml's readBlockScalar reads it. */
  private blockScalar(index: number, header: string, nodeIndent: number): Read<string> {
    const chomping = header[1] === '+' || header[1] === '-' ? header[1] : '';
    // An explicit indentation, or text after the header, is left to js-yaml.
    if (!restIsComment(header, 1 + chomping.length)) throw UNSURE;
    const folding = header[0] === '>';
    let textIndent = nodeIndent;
    let detected = false;
    let emptyLines = 0;
    let didReadContent = false;
    let atMoreIndented = false;
    let result = '';
    let at = index + 1;
    for (; at < this.lines.length; at++) {
      const line = this.lines[at] as string;
      let spaces = 0;
      while ((!detected || spaces < textIndent) && line.charCodeAt(spaces) === 0x20) spaces++;
      if (!detected && spaces > textIndent) textIndent = spaces;
      if (spaces === line.length) {
        emptyLines++;
        continue;
      }
      if (spaces < textIndent) break;
      if (folding) {
        if (line[spaces] === ' ') {
          atMoreIndented = true;
          result += '\n'.repeat(didReadContent ? 1 + emptyLines : emptyLines);
        } else if (atMoreIndented) {
          atMoreIndented = false;
          result += '\n'.repeat(emptyLines + 1);
        } else if (emptyLines === 0) {
          if (didReadContent) result += ' ';
        } else {
          result += '\n'.repeat(emptyLines);
        }
      } else {
        result += '\n'.repeat(didReadContent ? 1 + emptyLines : emptyLines);
      }
      didReadContent = true;
      detected = true;
      emptyLines = 0;
      result += line.slice(spaces);
    }
    if (chomping === '+') result += '\n'.repeat(didReadContent ? 1 + emptyLines : emptyLines);
    else if (chomping === '' && didReadContent) result += '\n';
    return { value: result, next: at };
  }
}

/** What js-yaml's CORE_SCHEMA load gives for `text`, or `undefined` where this reader leaves it to js-yaml. */
export function readBlockYaml(text: string): unknown {
  if ((MAYBE_LEFT_TO_JS_YAML.test(text) && LEFT_TO_JS_YAML.test(text)) || text.startsWith('\ufeff'))
    return undefined;
  return unlessUnsure(() => new BlockReader(text).document());
}
