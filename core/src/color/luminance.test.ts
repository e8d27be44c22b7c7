import { wcagContrast, wcagLuminance } from 'culori';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexContrast, hexLuminance } from './luminance';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

describe('hexLuminance and hexContrast', () => {
  it('equal culori to the last bit on every channel value', () => {
    for (let value = 0; value < 256; value++) {
      const grey = `#${value.toString(16).padStart(2, '0').repeat(3)}`;
      expect(hexLuminance(grey)).toBe(wcagLuminance(grey));
    }
  });

  it('equal culori to the last bit on random colours', () => {
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        expect(hexLuminance(a)).toBe(wcagLuminance(a));
        expect(hexContrast(a, b)).toBe(wcagContrast(a, b));
      }),
      { numRuns: 2000 },
    );
  });

  it('spans black to white', () => {
    expect(hexLuminance('#000000')).toBe(0);
    expect(hexLuminance('#ffffff')).toBeCloseTo(1, 12);
    expect(hexContrast('#ffffff', '#000000')).toBeCloseTo(21, 12);
  });
});
