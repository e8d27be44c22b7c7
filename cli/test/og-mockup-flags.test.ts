// `toolbox og` and `toolbox mockup` (built binary): a flag that the run would not use is refused, where it was
// dropped without a word; the same flags where they are used still work.
import { mkdtempSync, writeFileSync } from 'node:fs';
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
});
