/**
 * Reading a PostgreSQL string constant back (PostgreSQL's manual, 4.1.2.1-4.1.2.3): '…' as standard_conforming_strings
 * reads it (a backslash is itself), E'…' with its backslash escapes (\n, octal and hex bytes, \u and \U code points,
 * any other character as itself), and U&'…' with Unicode escapes (\XXXX, \+XXXXXX, UESCAPE 'c'). In each, '' is a
 * quote. What PostgreSQL refuses (a NUL, bytes that are not UTF-8, a lone surrogate) is refused with its reason.
 */

/** Why a literal is not one PostgreSQL reads; escape.ts says it. */
export class SqlLiteralError extends Error {}

const SIMPLE: Record<string, number> = { b: 8, f: 12, n: 10, r: 13, t: 9 };

function bytesOf(codePoint: number): Uint8Array {
  return new TextEncoder().encode(String.fromCodePoint(codePoint));
}

/** A \u or \U code point, a UTF-16 surrogate pair written as two \u escapes joined as PostgreSQL joins them. */
class CodePoints {
  private high: number | undefined;

  add(codePoint: number, out: number[]): void {
    if (codePoint === 0) throw new SqlLiteralError('\\u0000 is not a character PostgreSQL text can hold.');
    if (codePoint >= 0xd800 && codePoint <= 0xdbff && this.high === undefined) {
      this.high = codePoint;
      return;
    }
    if (this.high !== undefined) {
      const high = this.high;
      this.high = undefined;
      if (codePoint < 0xdc00 || codePoint > 0xdfff) throw new SqlLiteralError('a lone UTF-16 surrogate.');
      codePoint = 0x10000 + ((high - 0xd800) << 10) + (codePoint - 0xdc00);
    } else if (codePoint >= 0xdc00 && codePoint <= 0xdfff)
      throw new SqlLiteralError('a lone UTF-16 surrogate.');
    if (codePoint > 0x10ffff) throw new SqlLiteralError('a code point past U+10FFFF.');
    out.push(...bytesOf(codePoint));
  }

  /** Anything but a low surrogate after a high one leaves the high one alone. */
  check(): void {
    if (this.high !== undefined) throw new SqlLiteralError('a lone UTF-16 surrogate.');
  }
}

/** Strictly, a leading U+FEFF kept (TextDecoder drops one by default). */
function utf8(bytes: number[]): string {
  if (bytes.includes(0)) throw new SqlLiteralError('a NUL byte, which PostgreSQL text cannot hold.');
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(new Uint8Array(bytes));
  } catch {
    throw new SqlLiteralError('bytes that are not UTF-8.');
  }
}

function readEscapeString(body: string): string {
  const out: number[] = [];
  const points = new CodePoints();
  for (let i = 0; i < body.length; ) {
    const char = String.fromCodePoint(body.codePointAt(i) as number);
    if (char === "'") {
      // '' is one quote (the pattern let no single one through).
      points.check();
      out.push(0x27);
      i += 2;
      continue;
    }
    if (char !== '\\') {
      points.check();
      out.push(...new TextEncoder().encode(char));
      i += char.length;
      continue;
    }
    const rest = body.slice(i + 1);
    const unicode = /^(?:u([0-9A-Fa-f]{4})|U([0-9A-Fa-f]{8}))/.exec(rest);
    if (unicode) {
      points.add(Number.parseInt((unicode[1] ?? unicode[2]) as string, 16), out);
      i += 1 + unicode[0].length;
      continue;
    }
    points.check();
    if (rest[0] === 'u' || rest[0] === 'U') throw new SqlLiteralError(`\\${rest[0]} takes hex digits.`);
    const byte = /^(?:([0-7]{1,3})|x([0-9A-Fa-f]{1,2}))/.exec(rest);
    const next = String.fromCodePoint(rest.codePointAt(0) as number);
    if (byte) out.push(byte[1] ? Number.parseInt(byte[1], 8) & 0xff : Number.parseInt(byte[2] as string, 16));
    else
      out.push(
        ...new TextEncoder().encode(next in SIMPLE ? String.fromCharCode(SIMPLE[next] as number) : next),
      );
    i += 1 + (byte ? byte[0].length : next.length);
  }
  points.check();
  return utf8(out);
}

function readUnicodeString(body: string, marker: string): string {
  const out: number[] = [];
  const points = new CodePoints();
  const text = body.replace(/''/g, "'");
  for (let i = 0; i < text.length; ) {
    const char = String.fromCodePoint(text.codePointAt(i) as number);
    if (char !== marker) {
      points.check();
      out.push(...new TextEncoder().encode(char));
      i += char.length;
      continue;
    }
    const rest = text.slice(i + 1);
    if (rest.startsWith(marker)) {
      points.check();
      out.push(...new TextEncoder().encode(marker));
      i += 1 + marker.length;
      continue;
    }
    const code = /^(?:([0-9A-Fa-f]{4})|\+([0-9A-Fa-f]{6}))/.exec(rest);
    if (!code) throw new SqlLiteralError(`${marker} takes 4 hex digits, or + and 6.`);
    points.add(Number.parseInt((code[1] ?? code[2]) as string, 16), out);
    i += 1 + code[0].length;
  }
  points.check();
  return utf8(out);
}

/** The text a PostgreSQL string constant stands for; SqlLiteralError when it is none. */
export function readSqlLiteral(literal: string): string {
  const text = literal.trim();
  const plain = /^'((?:[^']|'')*)'$/s.exec(text);
  if (plain) return (plain[1] as string).replace(/''/g, "'");
  const escaped = /^[Ee]'((?:[^'\\]|''|\\[\s\S])*)'$/.exec(text);
  if (escaped) return readEscapeString(escaped[1] as string);
  const unicode = /^[Uu]&'((?:[^']|'')*)'(?:\s+UESCAPE\s+'([^'])')?$/is.exec(text);
  if (unicode) {
    const marker = unicode[2] ?? '\\';
    if (/[0-9A-Fa-f+'"\s]/.test(marker))
      throw new SqlLiteralError(`${marker} cannot be the UESCAPE character.`);
    return readUnicodeString(unicode[1] as string, marker);
  }
  throw new SqlLiteralError('');
}
