import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';
import { describe, expect, it } from 'vitest';
import { readImageFile } from './image-input';

describe('readImageFile', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'toolbox-image-input-'));
  mkdirSync(join(cwd, 'logos'));
  writeFileSync(join(cwd, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

  it('reads a file, its type from the extension', async () => {
    const { bytes, mime } = await readImageFile('logo.svg', cwd);
    expect(mime).toBe('image/svg+xml');
    expect(new TextDecoder().decode(bytes)).toMatch(/^<svg /);
  });

  it.each([
    ['missing.png', 'missing.png: no such file.'],
    ['logo.svg/x.png', 'logo.svg/x.png: no such file.'],
    // A folder exists: "no such file" sent the user looking for a typo.
    ['logos', 'logos is a folder, not an image file.'],
    ['.', '. is a folder, not an image file.'],
  ])('refuses %s with what is wrong', async (path, message) => {
    await expect(readImageFile(path, cwd)).rejects.toThrow(new ToolInputError(message));
  });
});
