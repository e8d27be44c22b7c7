// The built `toolbox ulid` and `toolbox uuid decode` as a user runs them: generation, stdin, a file, --json, bad input.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const cwd = mkdtempSync(join(tmpdir(), 'toolbox-ulid-'));
const toolbox = (args: string[], input?: string) => toolboxIn(cwd, args, { input });

describe('toolbox ulid and uuid decode (built)', () => {
  it('makes monotonic ULIDs of this millisecond that decode to now', async () => {
    const before = Date.now();
    const result = await toolbox(['ulid', '--count', '50', '--monotonic']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const ids = result.stdout.trim().split('\n');
    expect(ids).toHaveLength(50);
    expect([...ids].sort()).toEqual(ids);
    const decoded = await toolbox(['ulid', 'decode', ids[0] ?? '', '--json']);
    const { time } = JSON.parse(decoded.stdout);
    expect(time).toBeGreaterThanOrEqual(before - 1000);
    expect(time).toBeLessThanOrEqual(Date.now());
  });

  it('decodes a file of UUIDs, one a line, as JSON', async () => {
    writeFileSync(
      join(cwd, 'ids.txt'),
      '1EC9414C-232A-6B00-B3C8-9F6BDECED846\n{017f22e2-79b0-7cc3-98c4-dc0c0c07398f}\n',
    );
    const result = await toolbox(['uuid', 'decode', '--file', 'ids.txt', '--json']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(
      JSON.parse(result.stdout).map((d: { version: number; iso: string }) => [d.version, d.iso]),
    ).toEqual([
      [6, '2022-02-22T19:22:22.000Z'],
      [7, '2022-02-22T19:22:22.000Z'],
    ]);
  });

  it.each([
    [
      ['ulid', 'decode', '-'],
      '01ARZ3NDEKTSV4RRFFQ69G5FAV\n\nbad\n',
      'line 3: A ULID is 26 characters, not 3.',
    ],
    [
      ['uuid', 'decode', '-'],
      '919108f7-52d1-4320-9bac-f847db4148a8\r\nc232ab00-9414-11ec\r\n',
      'line 2: A UUID is 32 hex digits',
    ],
  ])('%j names the line of a bad one among several, exit 1', async (args, input, message) => {
    const result = await toolbox(args, input);
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain(`toolbox: ${message}`);
  });

  it.each([
    [
      ['ulid', 'decode', '01ARZ3NDEKTSV4RRFFQ69G5FAU'],
      'Character 26, "U", is not a Crockford base32 character',
    ],
    [['ulid', '--count', '0'], 'count'],
    [['uuid', 'decode', 'c232ab00-9414-11ec'], 'A UUID is 32 hex digits'],
    [['uuid', 'parse'], 'the only mode is decode'],
  ])('refuses %j in one line, exit non-zero', async (args, message) => {
    const result = await toolbox(args);
    expect(result.code).not.toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain(message);
  });
});
