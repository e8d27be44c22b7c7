// `toolbox og` and `toolbox mockup` (built binary): a flag that the run would not use is refused, where it was
// dropped without a word; the same flags where they are used still work.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodePng } from '@toolbox/core/image/png-encode';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const dir = mkdtempSync(join(tmpdir(), 'toolbox-og-mockup-flags-'));
writeFileSync(join(dir, 'shot.png'), encodePng(new Uint8Array(64 * 40 * 4).fill(200), 64, 40));
writeFileSync(join(dir, 'logo.png'), encodePng(new Uint8Array(16 * 16 * 4).fill(255), 16, 16));

describe('flags the run would not use', () => {
  it.each([
    [['og', '--logo-position', 'center'], '--logo-position works with --logo only.'],
    [['og', '--logo-opacity', '0.6'], '--logo-opacity works with --logo only.'],
    [
      ['og', '--quality', '80'],
      '--quality is for JPEG and WebP: give --format jpeg or webp, or leave it out.',
    ],
    [
      ['mockup', 'shot.png', '--quality', '50'],
      '--quality is for JPEG and WebP: give --format jpeg or webp, or leave it out.',
    ],
  ])('%j is refused', (args, message) => {
    const result = toolboxIn(dir, [...args, '-o', 'out']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`toolbox: ${message}\n`);
  });

  it.each([
    [['og', '--logo', 'logo.png', '--logo-position', 'center', '--size', '1024x512']],
    [['og', '--format', 'jpeg', '--quality', '80', '--size', '1024x512']],
    [['mockup', 'shot.png', '--format', 'webp', '--quality', '50']],
  ])('%j, where they are used, still works', (args) => {
    const result = toolboxIn(dir, [...args, '-o', 'used', '--force']);
    expect(result.code, result.stderr).toBe(0);
  });

  // It was refused: "-o card.jpg names a .jpg file but the format is png: give --format jpeg".
  it('takes the format from -o card.jpg, as qr does from -o qr.svg, and its --quality with it', () => {
    const result = toolboxIn(dir, [
      'og',
      '--size',
      '1024x512',
      '--quality',
      '70',
      '-o',
      'card.jpg',
      '--force',
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(join(dir, 'card.jpg')).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const clash = toolboxIn(dir, ['og', '--format', 'png', '-o', 'card.jpg', '--force']);
    expect(clash.code).toBe(2);
    expect(clash.stderr).toContain('-o card.jpg names a .jpg file but the format is png');
  });
});
