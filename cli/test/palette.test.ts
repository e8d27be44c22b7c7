// The built `toolbox palette`: its outputs load back as what they claim to be.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const cwd = mkdtempSync(join(tmpdir(), 'toolbox-palette-'));

const toolbox = (args: string[]) => toolboxIn(cwd, args);

describe('toolbox palette', () => {
  it('lists up to six colours, the base first', () => {
    const colors = toolbox(['palette', '#ff0000', '--type', 'triadic']).stdout.trimEnd().split('\n');
    expect(colors.slice(0, 3)).toEqual(['#ff0000', '#00ff00', '#0000ff']);
    expect(colors.length).toBeLessThanOrEqual(6);
  });

  it('writes a Tailwind config module that Node loads, with the spec’s names', async () => {
    const { stdout } = toolbox(['palette', '3b82f6', '--format', 'tailwind']);
    const file = join(cwd, 'tailwind.palette.mjs');
    writeFileSync(file, stdout);
    const config = (await import(pathToFileURL(file).href)).default;
    expect(Object.keys(config.theme.extend.colors)).toEqual([
      'primary',
      'secondary',
      'accent',
      'neutral',
      'base',
      'info',
    ]);
    expect(config.theme.extend.colors.primary).toBe('#3b82f6');
  });

  it('writes numbered CSS variables, plus 50–950 scales with --scale', () => {
    const css = toolbox(['palette', '#10b981', '--format', 'css', '--scale']).stdout;
    expect(css).toMatch(/^:root \{\n {2}--color-1: #10b981;/);
    expect(css).toContain('--color-primary-500: #10b981;');
    expect(css).toContain('--color-primary-950:');
  });

  it('prints JSON, reads #rgb, and refuses what is not a hex colour with one line and exit 1', () => {
    expect(JSON.parse(toolbox(['palette', '#f00', '--json']).stdout)).toMatchObject({
      base: '#ff0000',
      type: 'monochromatic',
    });
    for (const bad of ['notacolor', 'blue', '#12345'])
      expect(toolbox(['palette', bad])).toMatchObject({
        code: 1,
        stdout: '',
        stderr: `toolbox: "${bad}" is not a hex colour; use #rgb or #rrggbb, e.g. #3b82f6.\n`,
      });
    expect(toolbox(['palette', '#fff000', '--type', 'rainbow']).code).toBe(2);
  });
});
