// The generator and checker commands of Developer Utilities: uuid, slug, password, email, contrast. Each keeps a
// case of the built binary (`built`); the other cases run main() in this process (test/in-process.ts) on the wall
// clock and crypto randomness, the same command code without a Node start each.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../src/platform/clock';
import { systemRandom } from '../src/platform/random';
import { toolboxInProcess } from './in-process';
import { toolboxIn } from './signed-in-toolbox';

const cwd = mkdtempSync(join(tmpdir(), 'toolbox-utils-'));

const built = (args: string[], input = '') => toolboxIn(cwd, args, { input });
const toolbox = (args: string[], input = '') =>
  toolboxInProcess(cwd, args, { input, clock: systemClock, random: systemRandom });

const lines = (text: string) => text.trimEnd().split('\n');

describe('toolbox uuid', () => {
  it('prints v4 by default and --count of them', async () => {
    const ids = lines((await toolbox(['uuid', '--count', '5'])).stdout);
    expect(ids).toHaveLength(5);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
  it('prints v7 whose time prefix is now', () => {
    const before = Date.now();
    const [id = ''] = lines(built(['uuid', '--v7']).stdout);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    const ms = Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(Date.now());
  });
  it('refuses a count over 100 (usage, exit 2)', async () => {
    expect(await toolbox(['uuid', '-n', '101'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('between 1 and 100'),
    });
  });
});

describe('toolbox slug', () => {
  it('slugifies each argument, or each stdin line', () => {
    expect(built(['slug', 'Hello, World!', '  snake_case  '])).toMatchObject({
      code: 0,
      stdout: 'hello-world\nsnake-case\n',
    });
    expect(built(['slug', '-'], 'Crème brûlée\nA -- B\nÆrøskøbing\n').stdout).toBe(
      'creme-brulee\na-b\naeroskobing\n',
    );
  });
  it.each([[[]], [['-']]])(
    'exits 2 with its usage when there is no text (args %j, empty stdin)',
    async (args) => {
      expect(await toolbox(['slug', ...args])).toMatchObject({
        code: 2,
        stdout: '',
        stderr:
          'toolbox: no text to slugify.\nUsage: toolbox slug <text...>, or toolbox slug - to slugify each line of stdin.\n',
      });
    },
  );
});

describe('toolbox password', () => {
  it('prints 16 characters of the spec’s set with one of each class', () => {
    for (const password of lines(built(['password', '--count', '20']).stdout)) {
      expect(password).toMatch(/^[A-Za-z0-9!@#$%^&*]{16}$/);
      for (const set of [/[a-z]/, /[A-Z]/, /[0-9]/, /[!@#$%^&*]/]) expect(password).toMatch(set);
    }
  });
  it('honours --length, --no-symbols and --exclude-ambiguous, and reports strength with --json', async () => {
    const result = JSON.parse(
      (await toolbox(['password', '-l', '40', '--no-symbols', '--exclude-ambiguous', '--json'])).stdout,
    );
    expect(result.passwords[0]).toMatch(/^[A-HJ-NP-Za-km-np-z2-9]{40}$/);
    expect(result.strength).toEqual({ bits: 232, label: 'Very strong' });
  });
  it.each([['7'], ['65']])('refuses --length %s', async (length) => {
    expect(await toolbox(['password', '--length', length])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('between 8 and 64'),
    });
  });
});

describe('toolbox email', () => {
  it('prints the spec’s texts and exits 1 when any is invalid', () => {
    expect(built(['email', 'ada@example.com'])).toMatchObject({ code: 0, stdout: 'Valid email address\n' });
    expect(built(['email', 'ada@example.com', 'ada@example'])).toMatchObject({
      code: 1,
      stdout: 'ada@example.com: Valid email address\nada@example: Invalid email address\n',
    });
  });
});

describe('toolbox contrast', () => {
  it('defaults to #3b82f6 on #ffffff', () => {
    expect(built(['contrast']).stdout).toBe(
      '#3b82f6 on #ffffff: 3.68:1\nNormal text: Fail\nLarge text: AA\n',
    );
  });
  it('grades #777777 on white (4.48) and prints JSON', async () => {
    const result = JSON.parse((await toolbox(['contrast', '777777', '#FFFFFF', '--json'])).stdout);
    expect(result).toMatchObject({ ratioText: '4.48', normal: 'Fail', large: 'AA' });
  });
  it('reads three-digit hex as CSS does', async () => {
    expect(await toolbox(['contrast', '#000', '#fff'])).toMatchObject({
      code: 0,
      stdout: '#000000 on #ffffff: 21.00:1\nNormal text: AAA\nLarge text: AAA\n',
    });
    expect((await toolbox(['contrast', '777', 'FFF'])).stdout).toContain('#777777 on #ffffff: 4.48:1');
  });
  it.each([
    ['red', '#ffffff'],
    ['#ffffff', '#ffff'],
  ])('refuses %j on %j with one line and exit 1', async (fg, bg) => {
    const bad = fg === 'red' ? fg : bg;
    expect(await toolbox(['contrast', fg, bg])).toMatchObject({
      code: 1,
      stdout: '',
      stderr: `toolbox: "${bad}" is not a hex colour; use #rgb or #rrggbb, e.g. #3b82f6.\n`,
    });
  });
});
