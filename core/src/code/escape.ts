/** A single-quoted JavaScript string literal holding `text` exactly (safe inside any generated module). */
export function jsString(text: string): string {
  let out = "'";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === "'" || char === '\\') out += `\\${char}`;
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029) {
      out += `\\u${code.toString(16).padStart(4, '0')}`;
    } else out += char;
  }
  return `${out}'`;
}

/** Text placed between JSX tags: braces and angle brackets become expressions/entities so it stays text. */
export function jsxText(text: string): string {
  return text.replace(/[{}<>&]/g, (char) => `{${jsString(char)}}`);
}

/** A `//` comment line can never end early; a block comment could, so generated comments are line comments. */
export function lineComment(text: string): string[] {
  return text.split(/\r\n|[\r\n\u2028\u2029]/).map((line) => `// ${line}`.trimEnd());
}

/** One POSIX shell word that the shell never expands: single quotes, with `'` written as `'\''`. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * A heredoc delimiter that no line of `body` equals, so a quoted heredoc (`<<'EOF'`) carries the body verbatim.
 */
export function heredocDelimiter(body: string, base = 'EOF'): string {
  const lines = new Set(body.split('\n'));
  let delimiter = base;
  for (let n = 1; lines.has(delimiter); n++) delimiter = `${base}_${n}`;
  return delimiter;
}
