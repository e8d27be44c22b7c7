/**
 * Reading SQL source text back out of a Postgres parse tree. libpg-query reports every `location` as a byte
 * offset into the UTF-8 text; JavaScript strings index UTF-16 code units. `SourceText` converts once, so a
 * default after any non-ASCII character (a comment, a quoted name) is cut where Postgres saw it.
 */
export class SourceText {
  readonly sql: string;
  /** byte offset -> string index; absent when the text is ASCII (then they are equal). */
  private readonly index?: Int32Array;

  constructor(sql: string) {
    this.sql = sql;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the test is "anything outside ASCII"
    if (/^[\x00-\x7f]*$/.test(sql)) return;
    const bytes = new TextEncoder().encode(sql).length;
    const index = new Int32Array(bytes + 1);
    let b = 0;
    for (let i = 0; i < sql.length; i++) {
      const code = sql.codePointAt(i) ?? 0;
      const width = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
      for (let k = 0; k < width; k++) index[b + k] = i;
      b += width;
      if (code >= 0x10000) i++;
    }
    index[b] = sql.length;
    this.index = index;
  }

  /** The string index of a byte offset from the parse tree. */
  at(byteOffset: number): number {
    if (!this.index) return Math.min(byteOffset, this.sql.length);
    return this.index[Math.max(0, Math.min(byteOffset, this.index.length - 1))] ?? this.sql.length;
  }

  /** Statement `[start, end)` in string indexes from `stmt_location` and `stmt_len` (bytes). */
  statement(location: number, length: number | undefined): [number, number] {
    const start = this.at(location);
    return [start, length ? this.at(location + length) : this.sql.length];
  }
}

/** Line and column (1-based, in characters) of Postgres's cursor position: a 0-based count of code points. */
export function lineAndColumn(sql: string, codePoints: number): { line: number; column: number } {
  let line = 1;
  let column = 1;
  let seen = 0;
  for (const char of sql) {
    if (seen++ >= codePoints) break;
    if (char === '\n') {
      line++;
      column = 1;
    } else column++;
  }
  return { line, column };
}

/** Index just past a quoted string, quoted name, dollar-quoted body or comment starting at `i`, or `i` if none. */
export function skipLexeme(sql: string, i: number): number {
  const ch = sql[i];
  const next = sql[i + 1];
  if (ch === "'" || ch === '"') {
    const escapes = ch === "'" && /[eE]/.test(sql[i - 1] ?? '') && !/\w/.test(sql[i - 2] ?? '');
    let j = i + 1;
    while (j < sql.length) {
      if (escapes && sql[j] === '\\') j += 2;
      else if (sql[j] === ch) {
        if (sql[j + 1] === ch) j += 2;
        else return j + 1;
      } else j++;
    }
    return sql.length;
  }
  if (ch === '-' && next === '-') {
    const end = sql.indexOf('\n', i);
    return end === -1 ? sql.length : end + 1;
  }
  if (ch === '/' && next === '*') {
    let depth = 0;
    let j = i;
    while (j < sql.length) {
      if (sql.startsWith('/*', j)) {
        depth++;
        j += 2;
      } else if (sql.startsWith('*/', j)) {
        j += 2;
        if (--depth === 0) return j;
      } else j++;
    }
    return sql.length;
  }
  if (ch === '$' && !/[\w$]/.test(sql[i - 1] ?? '')) {
    const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i, i + 64))?.[0];
    if (tag) {
      const end = sql.indexOf(tag, i + tag.length);
      return end === -1 ? sql.length : end + tag.length;
    }
  }
  return i;
}

/** `sql[start, end)` without leading and trailing whitespace and comments. */
function trimSql(sql: string, start: number, end: number): string {
  let i = start;
  let lastEnd = start;
  let first = -1;
  while (i < end) {
    if (/\s/.test(sql[i] ?? '')) {
      i++;
      continue;
    }
    const skipped = skipLexeme(sql, i);
    const isComment = sql.startsWith('--', i) || sql.startsWith('/*', i);
    const next = skipped > i ? Math.min(skipped, end) : i + 1;
    if (!isComment) {
      if (first === -1) first = i;
      lastEnd = next;
    }
    i = next;
  }
  return first === -1 ? '' : sql.slice(first, lastEnd);
}

/**
 * An expression's text from `start`, up to the first `,` or unmatched `)` outside brackets, or `end`.
 * This is how a DEFAULT or WHERE clause ends: Postgres keeps where an expression starts, not where it ends.
 */
export function expressionText(sql: string, start: number, end: number): string {
  let depth = 0;
  let i = start;
  while (i < end) {
    const skipped = skipLexeme(sql, i);
    if (skipped > i) {
      i = skipped;
      continue;
    }
    const ch = sql[i];
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') {
      if (depth === 0) break;
      depth--;
    } else if ((ch === ',' || ch === ';') && depth === 0) break;
    i++;
  }
  return trimSql(sql, start, Math.min(i, end));
}

/** The text inside the bracket that opens at or after `from` (the first `(` outside quotes), or ''. */
export function bracketText(sql: string, from: number, end: number): string {
  let i = from;
  while (i < end && sql[i] !== '(') {
    const skipped = skipLexeme(sql, i);
    i = skipped > i ? skipped : i + 1;
  }
  if (i >= end) return '';
  const open = i;
  let depth = 0;
  while (i < end) {
    const skipped = skipLexeme(sql, i);
    if (skipped > i) {
      i = skipped;
      continue;
    }
    if (sql[i] === '(') depth++;
    if (sql[i] === ')' && --depth === 0) return trimSql(sql, open + 1, i);
    i++;
  }
  return trimSql(sql, open + 1, end);
}

/**
 * Where the clause holding an expression starts: from the expression's first location, back over blanks and
 * opening brackets to just after `keyword` (`default`, `using`, `check`, `as`, `where`), when it is there.
 * `default (1) + 2` starts at `(`, not at `1`.
 */
export function afterKeyword(sql: string, at: number, keyword: RegExp): number | undefined {
  let i = at;
  while (i > 0 && /[\s(]/.test(sql[i - 1] ?? '')) i--;
  const word = /([A-Za-z_]+)$/.exec(sql.slice(Math.max(0, i - 16), i))?.[1] ?? '';
  return keyword.test(word) ? i : undefined;
}

/** The smallest `location` in a parse-tree subtree: where its expression starts (a cast's own is its `::`). */
export function firstLocation(node: unknown): number {
  let min = Number.POSITIVE_INFINITY;
  const visit = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (typeof v === 'object' && v !== null) {
      for (const [key, value] of Object.entries(v)) {
        if (key === 'location' && typeof value === 'number' && value >= 0) min = Math.min(min, value);
        else visit(value);
      }
    }
  };
  visit(node);
  return Number.isFinite(min) ? min : -1;
}
