import { describe, expect, it } from 'vitest';
import { logoRect } from './logo';
import { LOGO_POSITIONS, LOGO_SIZE_NAMES, LOGO_SIZES, type LogoSize } from './options';

const image = { width: 1200, height: 630 };
const square = { width: 500, height: 500 };

describe('logoRect', () => {
  const expected: Record<LogoSize, Record<string, [number, number]>> = {
    small: {
      'top-left': [40, 40],
      'top-right': [1040, 40],
      center: [540, 255],
      'bottom-left': [40, 470],
      'bottom-right': [1040, 470],
    },
    medium: {
      'top-left': [40, 40],
      'top-right': [980, 40],
      center: [510, 225],
      'bottom-left': [40, 410],
      'bottom-right': [980, 410],
    },
    large: {
      'top-left': [40, 40],
      'top-right': [920, 40],
      center: [480, 195],
      'bottom-left': [40, 350],
      'bottom-right': [920, 350],
    },
  };
  for (const size of LOGO_SIZE_NAMES) {
    it.each(LOGO_POSITIONS)(`${size} logo at %s`, (position) => {
      const side = 1200 * LOGO_SIZES[size];
      const [x, y] = expected[size][position]!;
      expect(logoRect(position, size, image, square)).toEqual({ x, y, w: side, h: side });
    });
  }

  it('keeps the aspect ratio of a wide logo inside the box', () => {
    expect(logoRect('bottom-right', 'medium', image, { width: 400, height: 100 })).toEqual({
      x: 1200 - 40 - 180,
      y: 630 - 40 - 45,
      w: 180,
      h: 45,
    });
  });

  it('keeps the aspect ratio of a tall logo inside the box', () => {
    const rect = logoRect('top-left', 'small', { width: 1024, height: 512 }, { width: 50, height: 200 });
    expect(rect.h).toBeCloseTo(102.4);
    expect(rect.w).toBeCloseTo(25.6);
  });
});
