import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { run, toOptions } from './mime';

describe('toolbox mime', () => {
  it('reads the words and --file', () => {
    expect(toOptions({ flags: {}, args: ['openxml', 'sheet'] })).toEqual({
      query: 'openxml sheet',
      file: undefined,
    });
    expect(toOptions({ flags: { file: 'names.txt' }, args: [] })).toEqual({
      query: undefined,
      file: 'names.txt',
    });
  });

  it('prints application/pdf for report.pdf', async () => {
    const ctx = testContext();
    await run(toOptions({ flags: {}, args: ['report.pdf'] }), ctx);
    expect(ctx.captured.stdout).toMatch(/^application\/pdf\b.*\.pdf/);
  });

  it('looks up each line of stdin for -, --json one entry each', async () => {
    const ctx = testContext({ input: 'a.json\nb.png\n', json: true });
    await run(toOptions({ flags: {}, args: ['-'] }), ctx);
    expect(JSON.parse(ctx.captured.stdout).map((t: { type: string }) => t.type)).toEqual([
      'application/json',
      'image/png',
    ]);
  });
});
