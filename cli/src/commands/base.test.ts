import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { run, toOptions } from './base';

describe('toolbox base', () => {
  it('reads flags', () => {
    expect(toOptions({ flags: { from: '36', to: ['3', '5'], width: '16' }, args: ['zz'] })).toEqual({
      number: 'zz',
      file: undefined,
      from: 36,
      to: [3, 5],
      width: 16,
    });
  });

  it('prints every base, the bits and the bytes of the number given', async () => {
    const ctx = testContext();
    await run(toOptions({ flags: { width: '16' }, args: ['-1'] }), ctx);
    expect(ctx.captured.stdout).toContain('16-bit hex: ffff\nunsigned: 65535\nsigned: -1\n');
  });

  it('reads one number a line from stdin, and --json gives one result each', async () => {
    const ctx = testContext({ input: '0x1F\n\n0b11\n', json: true });
    await run(toOptions({ flags: {}, args: ['-'] }), ctx);
    const results = JSON.parse(ctx.captured.stdout);
    expect(results.map((r: { decimal: string }) => r.decimal)).toEqual(['31', '3']);
  });

  it('reads --file', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'toolbox-base-'));
    writeFileSync(join(cwd, 'n.txt'), 'ff\n');
    const ctx = testContext({ cwd });
    await run(toOptions({ flags: { file: 'n.txt', from: '16' }, args: [] }), ctx);
    expect(ctx.captured.stdout).toContain('decimal: 255\n');
  });

  it('refuses a digit outside the base with the core message', async () => {
    await expect(run(toOptions({ flags: { from: '8' }, args: ['19'] }), testContext())).rejects.toThrow(
      'Character 2, "9", is not a base-8 digit.',
    );
  });
});
