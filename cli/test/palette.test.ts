// The built `toolbox palette`: its outputs load back as what they claim to be.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkContrast } from '@toolbox/core/color';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const cwd = mkdtempSync(join(tmpdir(), 'toolbox-palette-'));

const toolbox = (args: string[]) => toolboxIn(cwd, args);

describe('toolbox palette', () => {
  it('lists the page roles in light and dark, each pair’s contrast grade, then the harmony', () => {
    const out = toolbox(['palette', '#3b82f6', '--type', 'triadic']).stdout;
    const roles = Object.fromEntries(
      [...out.matchAll(/^(text|background|primary|secondary|accent) +(#[0-9a-f]{6}) +(#[0-9a-f]{6})$/gm)].map(
        (m) => [m[1], { light: m[2], dark: m[3] }],
      ),
    );
    expect(Object.keys(roles)).toEqual(['text', 'background', 'primary', 'secondary', 'accent']);
    const ratio = checkContrast(roles.text?.light ?? '', roles.background?.light ?? '').ratioText;
    expect(out).toMatch(new RegExp(`^text on background +${ratio}:1 AAA`, 'm'));
    expect(out).toMatch(/^harmony {5}#3b82f6 #f63b82 #82f63b/m);
  });

  it('keeps a colour given with --lock, grades it Fail and prints the fix', () => {
    const json = JSON.parse(toolbox(['palette', '#3b82f6', '--lock', 'primary=#ffff00', '--json']).stdout);
    expect(json.theme.light.primary).toBe('#ffff00');
    const buttons = json.contrast.light.find((c: { background: string }) => c.background === 'primary');
    expect(buttons).toMatchObject({ grade: 'Fail', passes: false });
    expect(checkContrast(json.theme.light.background, buttons.fix).ratio).toBeGreaterThanOrEqual(4.5);
    expect(toolbox(['palette', '--lock', 'neutral=#ffffff'])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('"neutral=#ffffff" is not a colour to keep'),
    });
  });

  it('writes a Tailwind v4 theme and CSS variables with a dark block, plus 50–950 scales with --scale', () => {
    const tailwind = toolbox(['palette', '3b82f6', '--format', 'tailwind']).stdout;
    expect(tailwind).toContain('@theme inline {\n  --color-text: var(--text);');
    const css = toolbox(['palette', '#10b981', '--format', 'css', '--scale']).stdout;
    expect(css).toContain('@media (prefers-color-scheme: dark) {');
    expect(css).toContain('[data-theme="dark"] {');
    expect(css).toContain('--color-1: #10b981;');
    expect(css).toMatch(/--color-primary-950: #[0-9a-f]{6};/);
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
