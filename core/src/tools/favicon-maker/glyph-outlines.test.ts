import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { textOutline } from './glyph-outlines';

const fontFile = (name: string) =>
  new Uint8Array(readFileSync(createRequire(import.meta.url).resolve(`@fontsource/inter/files/${name}`)));
const latin = fontFile('inter-latin-800-normal.woff2');
const latinExt = fontFile('inter-latin-ext-800-normal.woff2');
const at = { px: 200, centerX: 256, baseline: 330 };

/** Every coordinate of a path, as [x, y] pairs. */
const points = (d: string) => {
  const numbers = d.match(/-?\d+(\.\d+)?/g)!.map(Number);
  return numbers.flatMap((_, i) => (i % 2 === 0 ? [[numbers[i]!, numbers[i + 1]!] as const] : []));
};

describe('textOutline', () => {
  it('outlines the text centred on the given point, standing on the baseline, y growing downwards', async () => {
    const d = (await textOutline('DT', [latin], at))!;
    expect(d).toMatch(/^M[\d. ]+/);
    expect(d.match(/M/g)).toHaveLength(3); // D's outer and inner contours, T's one
    const xs = points(d).map(([x]) => x);
    const ys = points(d).map(([, y]) => y);
    expect((Math.min(...xs) + Math.max(...xs)) / 2).toBeCloseTo(256, -1);
    expect(Math.max(...ys)).toBeCloseTo(330, 0);
    // Inter's cap height is about 0.73 em.
    expect(330 - Math.min(...ys)).toBeGreaterThan(140);
    expect(330 - Math.min(...ys)).toBeLessThan(150);
  });

  it('stays small: three letters in well under 8 KB', async () => {
    expect((await textOutline('W&g', [latin], at))!.length).toBeLessThan(4000);
  });

  it('takes each character from the first font that has it, and gives up when one is in none', async () => {
    expect(await textOutline('Łł', [latin], at)).toBeNull();
    expect(await textOutline('Łł', [latin, latinExt], at)).toMatch(/^M/);
    expect(await textOutline('A日', [latin, latinExt], at)).toBeNull();
  });

  it('sets mixed subsets ("Ł" from Latin Extended, "ód" from Latin) as one centred line', async () => {
    const mixed = points((await textOutline('Łód', [latin, latinExt], at))!);
    const alone = points((await textOutline('ód', [latin], at))!);
    const xs = mixed.map(([x]) => x);
    expect(Math.abs((Math.min(...xs) + Math.max(...xs)) / 2 - 256)).toBeLessThan(10);
    // The last glyphs are "ód" exactly as the Latin font draws them, moved right by half of Ł's advance.
    const tail = mixed.slice(-alone.length);
    const dx = tail[0]![0] - alone[0]![0];
    expect(dx).toBeGreaterThan(40);
    tail.forEach(([x, y], i) => {
      expect(x - alone[i]![0]).toBeCloseTo(dx, 0);
      expect(y).toBe(alone[i]![1]);
    });
  });

  it('skips bytes that are not a font', async () => {
    expect(await textOutline('A', [new Uint8Array([1, 2, 3])], at)).toBeNull();
    expect(await textOutline('A', [new Uint8Array([1, 2, 3]), latin], at)).toMatch(/^M/);
  });
});
