// --json is a global flag: a command that has a result prints it as JSON, never its text form (these printed
// their text and ignored the flag).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const cwd = mkdtempSync(join(tmpdir(), 'toolbox-json-'));
const json = (args: string[], input = '') => {
  const run = toolboxIn(cwd, [...args, '--json'], { input });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as unknown;
};

it('url encode and decode', () => {
  expect(json(['url', 'encode', 'a b&c', '--component'])).toEqual({ encoded: 'a%20b%26c', component: true });
  expect(json(['url', 'encode', '-'], 'caf\u00e9 x\n')).toEqual({
    encoded: 'caf%C3%A9%20x',
    component: false,
  });
  expect(json(['url', 'decode', 'q%3Da%20b', '--component'])).toEqual({ text: 'q=a b', component: true });
});

it('tailwind responsive and config', () => {
  expect(json(['tailwind', 'responsive', 'flex gap-4', '--at', 'md'])).toMatchObject({
    classes: 'md:flex md:gap-4',
  });
  const config = json(['tailwind', 'config', '--color', '#10b981', '--color-name', 'brand']) as {
    format: string;
    code: string;
  };
  expect(config.format).toBe('v3');
  expect(config.code).toContain('"brand"');
  expect(config.code).toContain('#10b981');
});
