// The built `toolbox tailwind` subcommands; the generated v3 config is loaded back as a module.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const cwd = mkdtempSync(join(tmpdir(), 'toolbox-tailwind-'));

const toolbox = (args: string[], input = '') => toolboxIn(cwd, args, { input });

describe('toolbox tailwind', () => {
  it('optimize drops what never applies, keeps and reports what the stylesheet decides', () => {
    expect(toolbox(['tailwind', 'optimize', 'shadow p-4 p-2 flex text-white flex text-sm text-lg'])).toEqual({
      code: 0,
      stdout: 'flex p-4 text-white text-sm text-lg shadow\n',
      stderr: [
        'removed flex: duplicate',
        "removed p-2: never applies: p-4 comes later in Tailwind's stylesheet",
        "conflict: text-sm and text-lg set the same CSS property: the rule later in Tailwind's stylesheet applies, not the class later here; both kept",
        '',
      ].join('\n'),
    });
  });

  it('responsive prefixes per breakpoint, in breakpoint order', () => {
    expect(toolbox(['tailwind', 'responsive', 'flex', 'gap-4', '--at', 'lg,sm']).stdout).toBe(
      'sm:flex sm:gap-4 lg:flex lg:gap-4\n',
    );
    expect(toolbox(['tailwind', 'responsive', 'flex', '--at', '3xl']).code).toBe(2);
  });

  it('extract lists colours of a config it never runs, and refuses anything else', () => {
    writeFileSync(
      join(cwd, 'tailwind.config.js'),
      "process.exit(7);\nmodule.exports = { theme: { extend: { colors: { brand: { DEFAULT: '#123456' } } } } };",
    );
    expect(toolbox(['tailwind', 'extract', 'tailwind.config.js'])).toMatchObject({
      code: 0,
      stdout: 'brand\t#123456\n',
    });
    expect(toolbox(['tailwind', 'extract', '-'], 'hello')).toMatchObject({
      code: 1,
      stderr: 'toolbox: Please enter a valid Tailwind config\n',
    });
  });

  it('config writes a v3 module Node loads, and a v4 @theme block', async () => {
    const v3 = toolbox([
      'tailwind',
      'config',
      '--color',
      '#10b981',
      '--color-name',
      'brand',
      '--font-sans',
      'Inter',
    ]).stdout;
    writeFileSync(join(cwd, 'generated.config.mjs'), v3);
    const config = (await import(pathToFileURL(join(cwd, 'generated.config.mjs')).href)).default;
    expect(config.theme.extend.colors.brand[500]).toBe('#10b981');
    expect(config.theme.extend.fontFamily.sans[0]).toBe('Inter');
    const v4 = toolbox(['tailwind', 'config', '--format', 'v4']).stdout;
    expect(v4).toMatch(/^@import "tailwindcss";\n\n@theme \{\n/);
    expect(v4).toContain('  --color-primary-500: #3b82f6;');
    expect(toolbox(['tailwind', 'config', '--color', 'blue']).code).toBe(1);
  });
});
