import { describe, expect, it } from 'vitest';
import { diffPixels } from './pixel-diff';

const img = (values: number[]) => ({ width: values.length / 4, height: 1, rgba: values });

describe('diffPixels', () => {
  it('is zero for equal images', () => {
    expect(diffPixels(img([1, 2, 3, 4, 5, 6, 7, 8]), img([1, 2, 3, 4, 5, 6, 7, 8]))).toEqual({
      pixels: 2,
      differing: 0,
      ratio: 0,
      maxChannel: 0,
      meanAbs: 0,
    });
  });
  it('counts pixels over the threshold and averages every channel', () => {
    const d = diffPixels(img([0, 0, 0, 255, 0, 0, 0, 255]), img([20, 0, 0, 255, 4, 0, 0, 255]));
    expect(d).toEqual({ pixels: 2, differing: 1, ratio: 0.5, maxChannel: 20, meanAbs: 3 });
  });
  it('refuses different sizes', () => {
    expect(() => diffPixels(img([0, 0, 0, 0]), img([0, 0, 0, 0, 0, 0, 0, 0]))).toThrow(
      'Sizes differ: 1x1 vs 2x1',
    );
  });
});
