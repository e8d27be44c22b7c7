import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { run, toOptions } from './ulid';

describe('toolbox ulid', () => {
  it('reads flags', () => {
    expect(toOptions({ flags: { count: '3', monotonic: true }, args: [] })).toEqual({
      mode: 'generate',
      count: 3,
      monotonic: true,
    });
    expect(toOptions({ flags: {}, args: ['decode', 'X'] })).toEqual({ mode: 'decode', text: 'X' });
    expect(() => toOptions({ flags: {}, args: ['encode'] })).toThrow(UsageError);
    expect(() => toOptions({ flags: { count: '0' }, args: [] })).toThrow(UsageError);
  });

  it('makes monotonic ULIDs at the clock time', async () => {
    const ctx = testContext();
    await run(toOptions({ flags: { count: '3', monotonic: true }, args: [] }), ctx);
    const ids = ctx.captured.stdout.trim().split('\n');
    expect(ids).toHaveLength(3);
    expect([...ids].sort()).toEqual(ids);
    expect(ids.every((id) => id.slice(0, 10) === ids[0]?.slice(0, 10))).toBe(true);
  });

  it('decodes one ULID a line from stdin, as JSON', async () => {
    const ctx = testContext({
      input: '7ZZZZZZZZZZZZZZZZZZZZZZZZZ\n01ARZ3NDEKTSV4RRFFQ69G5FAV\n',
      json: true,
    });
    await run(toOptions({ flags: {}, args: ['decode', '-'] }), ctx);
    expect(JSON.parse(ctx.captured.stdout).map((d: { time: number }) => d.time)).toEqual([
      281474976710655, 1469922850259,
    ]);
  });

  it('decodes --file and refuses a ULID beside it', async () => {
    expect(() => toOptions({ flags: { file: 'ids.txt' }, args: ['decode', 'X'] })).toThrow(UsageError);
    const cwd = mkdtempSync(join(tmpdir(), 'toolbox-ulid-'));
    writeFileSync(join(cwd, 'ids.txt'), '01ARZ3NDEKTSV4RRFFQ69G5FAV\n01ARZ3NDEK\n');
    await expect(
      run(toOptions({ flags: { file: 'ids.txt' }, args: ['decode'] }), testContext({ cwd })),
    ).rejects.toThrow('A ULID is 26 characters, not 10.');
  });

  it('refuses a bad ULID with the core message', async () => {
    await expect(run(toOptions({ flags: {}, args: ['decode', '01ARZ'] }), testContext())).rejects.toThrow(
      'A ULID is 26 characters, not 5.',
    );
  });
});
