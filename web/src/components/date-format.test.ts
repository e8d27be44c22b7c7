import { describe, expect, it } from 'vitest';
import { lazyDateFormat } from './date-format';

describe('lazyDateFormat', () => {
  it('makes its Intl.DateTimeFormat at the first date formatted, once, and formats as it does', () => {
    const Real = Intl.DateTimeFormat;
    let made = 0;
    // biome-ignore lint/complexity/useArrowFunction: called with `new`, which an arrow function refuses
    const counting = function (...args: ConstructorParameters<typeof Real>) {
      made++;
      return new Real(...args);
    };
    Intl.DateTimeFormat = counting as unknown as typeof Real;
    try {
      const format = lazyDateFormat({ dateStyle: 'medium' });
      expect(made).toBe(0);
      const date = new Date('2026-11-28T01:30:00Z');
      expect(format(date)).toBe(new Real('en-US', { dateStyle: 'medium' }).format(date));
      expect(format(new Date('2025-01-02T12:00:00Z'))).toMatch(/2025/);
      expect(made).toBe(1);
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });
});
