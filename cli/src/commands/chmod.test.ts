import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { run, toOptions } from './chmod';

describe('toolbox chmod', () => {
  it('reads flags', () => {
    expect(toOptions({ flags: { from: '666', kind: 'directory' }, args: ['go-w'] })).toEqual({
      mode: 'go-w',
      file: undefined,
      from: '666',
      umask: '022',
      kind: 'directory',
    });
  });

  it('prints an ls -l string as octal and symbolic', async () => {
    const ctx = testContext();
    await run(toOptions({ flags: {}, args: ['-rwxr-x---'] }), ctx);
    expect(ctx.captured.stdout).toMatch(/^octal: 0750\nsymbolic: u=rwx,g=rx,o=\nls -l: -rwxr-x---\n/);
  });

  it('reads one mode a line from stdin, --json one result each', async () => {
    const ctx = testContext({ input: 'drwxrwxrwt\n4755\n', json: true });
    await run(toOptions({ flags: {}, args: ['-'] }), ctx);
    expect(JSON.parse(ctx.captured.stdout).map((r: { octal4: string }) => r.octal4)).toEqual([
      '1777',
      '4755',
    ]);
  });

  it('refuses a bad mode with the core message', async () => {
    await expect(run(toOptions({ flags: {}, args: ['u'] }), testContext())).rejects.toThrow(
      '"u" has no operator: use +, - or = (u+x, go-w, a=r).',
    );
  });
});
