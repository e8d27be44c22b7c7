import { describe, expect, it } from 'vitest';
import { isAsciiDigit, isAsciiLetter } from './ascii';

describe('ASCII classes of a code unit', () => {
  it('agree with /[0-9]/ and /[A-Za-z]/ on every UTF-16 code unit, and hold no NaN', () => {
    for (let code = 0; code <= 0xffff; code++) {
      const char = String.fromCharCode(code);
      if (isAsciiDigit(code) !== /[0-9]/.test(char)) throw new Error(`digit ${code}`);
      if (isAsciiLetter(code) !== /[A-Za-z]/.test(char)) throw new Error(`letter ${code}`);
    }
    expect([isAsciiDigit(Number.NaN), isAsciiLetter(Number.NaN)]).toEqual([false, false]);
  });
});
