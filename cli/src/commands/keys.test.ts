import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { run, toOptions } from './keys';

describe('toolbox keys', () => {
  it('reads flags', () => {
    expect(toOptions({ flags: { output: 'x.txt', force: true }, args: ['in.txt'] })).toEqual({
      file: 'in.txt',
      output: 'x.txt',
      force: true,
    });
  });

  it('prints the result of stdin', async () => {
    const ctx = testContext({ input: 'hello\n' });
    await run(toOptions({ flags: {}, args: [] }), ctx);
    expect(ctx.captured.stdout).toBe('hello\n');
  });

  it('writes -o and refuses to overwrite it without --force', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'toolbox-keys-'));
    await run(toOptions({ flags: { output: 'out.txt' }, args: ['-'] }), testContext({ cwd, input: 'a' }));
    expect(readFileSync(join(cwd, 'out.txt'), 'utf8')).toBe('a\n');
    await expect(
      run(toOptions({ flags: { output: 'out.txt' }, args: ['-'] }), testContext({ cwd, input: 'b' })),
    ).rejects.toThrow('out.txt already exists; use --force to overwrite.');
  });

  it('refuses blank input with the core message', async () => {
    await expect(run(toOptions({ flags: {}, args: [] }), testContext({ input: ' ' }))).rejects.toThrow(
      'Please enter some text.',
    );
  });
});
