import { describe, expect, it } from 'vitest';
import { withoutByteOrderMark } from './byte-order-mark';

describe('withoutByteOrderMark', () => {
  it('drops the one mark a text starts with, and nothing else', () => {
    expect(withoutByteOrderMark('\uFEFF{"a":1}')).toBe('{"a":1}');
    expect(withoutByteOrderMark('\uFEFF\uFEFFx')).toBe('\uFEFFx');
    expect(withoutByteOrderMark(' \uFEFFx')).toBe(' \uFEFFx');
    expect(withoutByteOrderMark('')).toBe('');
  });
});
