import { describe, expect, it } from 'vitest';
import { checkSqlExpression } from './expression';

describe('checkSqlExpression', () => {
  it.each([
    ['is_public = true'],
    ["status = 'a;b'"],
    ['"semi;colon" is not null'],
    ['(select count(*) from x) > 0 -- trailing; comment'],
    ['/* a; /* nested */ b */ true'],
    ['body = $tag$ ; $tag$'],
  ])('accepts %s', (sql) => expect(checkSqlExpression(sql)).toBe(sql.trim()));

  it.each([
    ['true); drop table users; --', /never opened/],
    ['true; drop table users', /without ";"/],
    ["name = 'open", /unclosed string/],
    ['"open', /unclosed quoted name/],
    ['(a = b', /bracket open/],
    ['a = b)', /never opened/],
    ['/* never closed', /comment/],
    ['$$ open', /\$\$ quote/],
    ['   ', /Enter a condition/],
  ])('refuses %s', (sql, message) => expect(() => checkSqlExpression(sql)).toThrow(message));
});
