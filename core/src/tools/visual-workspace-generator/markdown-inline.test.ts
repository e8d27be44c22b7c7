import { describe, expect, it } from 'vitest';
import { plainInline } from './markdown-inline';

describe('plainInline', () => {
  it.each([
    ['see [wiki](https://en.wikipedia.org/wiki/Foo_(bar)) now', 'see wiki now'],
    ['![logo](a.png "Logo") and [x](u)', 'logo and x'],
    ['[x[y](u)', '[xy'],
    ['<https://a.b/c> ok', 'https://a.b/c ok'],
    ['**bold** and _em_ and `[a](b)`', 'bold and em and [a](b)'],
  ])('reads %j as %j', (line, plain) => {
    expect(plainInline(line)).toBe(plain);
  });

  // Each took seconds (a line of 100,000 `[` 12 s): from every `[` the patterns read to the line's end.
  it.each(['[', '![', '<http:', '[a]('])('reads a 200,000-character line of %j in linear time', (unit) => {
    const line = unit.repeat(200_000 / unit.length);
    const started = performance.now();
    expect(plainInline(line)).toBe(line);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
