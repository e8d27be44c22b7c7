import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../errors';
import {
  checkIdentifier,
  parseQualifiedName,
  quoteIdent,
  quoteLiteral,
  quoteQualified,
  sqlComment,
  truncateIdentifier,
} from './quote';

/** Any name Postgres accepts: not blank, no NUL, at most 63 bytes of UTF-8 (longer ones are refused, tested below). */
const name = fc
  .string({ minLength: 1, maxLength: 20, unit: 'grapheme' })
  .filter((s) => s.trim() !== '' && !s.includes('\0') && new TextEncoder().encode(s).length <= 63);

describe('quoteIdent / quoteLiteral', () => {
  it.each([
    ['todos', '"todos"'],
    ['My Table', '"My Table"'],
    ['a"b', '"a""b"'],
    ['select', '"select"'],
  ])('%s -> %s', (input, quoted) => expect(quoteIdent(input)).toBe(quoted));

  it.each([
    ['admin', "'admin'"],
    ["it's", "'it''s'"],
    ['a\\b', "'a\\b'"],
  ])('literal %s -> %s', (input, quoted) => expect(quoteLiteral(input)).toBe(quoted));

  it('refuses NUL in a literal', () => expect(() => quoteLiteral('a\0')).toThrow(ToolInputError));

  it('reads back any quoted schema.name', () => {
    fc.assert(
      fc.property(name, name, (schema, table) => {
        expect(parseQualifiedName(quoteQualified(schema, table))).toEqual({ schema, name: table });
      }),
    );
  });
});

describe('parseQualifiedName', () => {
  it.each([
    ['todos', { schema: 'public', name: 'todos' }],
    ['  app.todos ', { schema: 'app', name: 'todos' }],
    ['"My.Table"', { schema: 'public', name: 'My.Table' }],
    ['app."Say ""hi"""', { schema: 'app', name: 'Say "hi"' }],
  ])('%s', (input, expected) => expect(parseQualifiedName(input)).toEqual(expected));

  it.each([['a.b.c'], ['"open'], [''], ['"a"b'], ['.x']])('refuses %s', (input) =>
    expect(() => parseQualifiedName(input)).toThrow(ToolInputError),
  );
});

describe('identifier limits', () => {
  it('refuses empty, NUL and over-63-byte names', () => {
    expect(() => checkIdentifier(' ', 'table name')).toThrow('Enter a table name.');
    expect(() => checkIdentifier('a\0', 'table name')).toThrow(/NUL/);
    expect(() => checkIdentifier('é'.repeat(32), 'table name')).toThrow(/63-byte/);
    expect(checkIdentifier('é'.repeat(31), 'table name')).toHaveLength(31);
  });
  it('truncates generated names on a character boundary', () => {
    expect(truncateIdentifier('é'.repeat(40))).toBe('é'.repeat(31));
    expect(truncateIdentifier('short')).toBe('short');
  });
});

describe('sqlComment', () => {
  it('keeps a comment on one line', () =>
    expect(sqlComment('a\nDROP TABLE x;\r\n')).toBe('-- a DROP TABLE x; '));
});
