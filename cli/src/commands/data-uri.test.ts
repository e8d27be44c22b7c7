import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { run, subcommands, toOptions } from './data-uri';

const PNG = readFileSync(
  new URL('../../../core/src/tools/basic-auth/corpus/fixtures/debian-logo.png', import.meta.url),
);

describe('toolbox data-uri', () => {
  it('reads flags', () => {
    expect(toOptions({ flags: { mime: 'image/png' }, args: ['a.png'] })).toMatchObject({
      file: 'a.png',
      mime: 'image/png',
    });
    expect(subcommands.decode.toOptions?.({ flags: {}, args: ['-'] })).toMatchObject({ file: '-' });
  });

  it('writes a file as a data URI with its sniffed type, sizes on stderr, and back with -o', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'toolbox-data-uri-'));
    writeFileSync(join(cwd, 'logo.png'), PNG);
    const ctx = testContext({ cwd });
    await run(toOptions({ flags: {}, args: ['logo.png'] }), ctx);
    expect(ctx.captured.stdout).toBe(`data:image/png;base64,${PNG.toString('base64')}\n`);
    expect(ctx.captured.stderr).toContain('image/png, 1.6 KiB (1678 bytes) ->');
    const back = testContext({ cwd, input: ctx.captured.stdout });
    await subcommands.decode.run?.({ file: '-', output: 'copy.png', force: false }, back);
    expect(readFileSync(join(cwd, 'copy.png')).equals(PNG)).toBe(true);
  });

  it('decodes a data URI given as the argument itself, as basic-auth decode takes its header', async () => {
    const ctx = testContext({ cwd: mkdtempSync(join(tmpdir(), 'toolbox-data-uri-')) });
    await subcommands.decode.run?.(
      { file: 'data:,Hello%2C%20World%21', output: undefined, force: false },
      ctx,
    );
    expect(ctx.captured.stdout).toBe('Hello, World!');
    expect(ctx.captured.stderr).toContain('text/plain, 13 bytes');
  });

  it('refuses what is not a data URI with the core message', async () => {
    await expect(
      subcommands.decode.run?.(
        { file: undefined, output: undefined, force: false },
        testContext({ input: 'hello' }),
      ),
    ).rejects.toThrow('A data URI starts with "data:"');
  });
});
