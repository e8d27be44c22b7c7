import { ToolInputError } from '../errors';

/** Postgres keeps the first 63 bytes of an identifier (NAMEDATALEN - 1) and silently drops the rest. */
export const MAX_IDENTIFIER_BYTES = 63;

const utf8 = new TextEncoder();

function identifierBytes(name: string): number {
  return utf8.encode(name).length;
}

/**
 * Checks a name the user typed for a table, column, policy or index. Any character is allowed (it is quoted),
 * but not an empty name, a NUL byte (Postgres cannot store one) or a name Postgres would truncate.
 */
export function checkIdentifier(name: string, what: string): string {
  if (name.trim() === '') throw new ToolInputError(`Enter a ${what}.`);
  if (name.includes('\0')) throw new ToolInputError(`The ${what} cannot contain a NUL character.`);
  if (identifierBytes(name) > MAX_IDENTIFIER_BYTES) {
    throw new ToolInputError(`The ${what} is longer than Postgres's ${MAX_IDENTIFIER_BYTES}-byte limit.`);
  }
  return name;
}

/** `"name"`, with embedded double quotes doubled: safe for any name, keeps its case. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** `"schema"."name"`. */
export function quoteQualified(schema: string, name: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(name)}`;
}

/** A string literal, `'it''s'` (standard_conforming_strings is on by default since 9.1: backslashes are plain). */
export function quoteLiteral(value: string): string {
  if (value.includes('\0')) throw new ToolInputError('Text for SQL cannot contain a NUL character.');
  return `'${value.replace(/'/g, "''")}'`;
}

/** Cuts a generated name to the identifier limit without splitting a UTF-8 character. */
export function truncateIdentifier(name: string): string {
  let out = '';
  for (const ch of name) {
    if (identifierBytes(out + ch) > MAX_IDENTIFIER_BYTES) break;
    out += ch;
  }
  return out;
}

export interface QualifiedName {
  schema: string;
  name: string;
}

/**
 * Reads what a user types as a table: `todos`, `public.todos`, `"My Table"` or `app."My.Table"`.
 * Unquoted parts are taken as typed (not folded to lower case: the form says what the table is called).
 */
export function parseQualifiedName(input: string, defaultSchema = 'public'): QualifiedName {
  const parts: string[] = [];
  let i = 0;
  const text = input.trim();
  while (i <= text.length) {
    let part = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) throw new ToolInputError(`Unclosed quote in "${input}".`);
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            part += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        part += text[i++];
      }
    } else {
      while (i < text.length && text[i] !== '.') part += text[i++];
      part = part.trim();
    }
    parts.push(part);
    if (i >= text.length) break;
    if (text[i] !== '.') throw new ToolInputError(`Unexpected text after a quoted name in "${input}".`);
    i++;
  }
  if (parts.length > 2) throw new ToolInputError(`Use table or schema.table, not "${input}".`);
  const [first = '', second] = parts;
  const qualified =
    second === undefined ? { schema: defaultSchema, name: first } : { schema: first, name: second };
  checkIdentifier(qualified.schema, 'schema name');
  checkIdentifier(qualified.name, 'table name');
  return qualified;
}

/** Text for a `-- comment`: a line break would end the comment and turn the rest into SQL. */
export function sqlComment(text: string): string {
  return `-- ${text.replace(/[\r\n]+/g, ' ')}`;
}
