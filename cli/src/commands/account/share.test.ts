import { ToolInputError } from '@toolbox/core/errors';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors';
import { testContext } from '../../test-context';
import { run, subcommands, toOptions } from './share';

const { open, list, revoke } = subcommands;

describe('share: flags to options', () => {
  it('reads the file, the expiry in seconds (7 days unless given) and burn after reading', () => {
    expect(toOptions({ flags: {}, args: ['.env'] })).toEqual({
      file: '.env',
      expiresIn: 604_800,
      burn: false,
      name: undefined,
    });
    expect(toOptions({ flags: { expires: '30m', burn: true, name: 'prod.env' }, args: ['-'] })).toEqual({
      file: '-',
      expiresIn: 1800,
      burn: true,
      name: 'prod.env',
    });
  });

  it('refuses an expiry past 30 days or in another form, naming the flag', () => {
    for (const expires of ['31d', '1w', 'soon'])
      expect(() => toOptions({ flags: { expires }, args: ['.env'] })).toThrow(
        /^--expires: .* from 1m to 30d\.$/,
      );
    expect(() => toOptions({ flags: { expires: '31d' }, args: [] })).toThrow(UsageError);
  });

  it('open takes the link and -o; revoke the id; list nothing', () => {
    expect(open.toOptions?.({ flags: { output: 'x.pem' }, args: ['https://a/s/b#k=c'] })).toEqual({
      link: 'https://a/s/b#k=c',
      output: 'x.pem',
      force: false,
    });
    expect(() => open.toOptions?.({ flags: {}, args: [' '] })).toThrow(
      new UsageError('give the share link.'),
    );
    expect(revoke.toOptions?.({ flags: {}, args: [' 0b6f '] })).toEqual({ id: '0b6f' });
    expect(list.toOptions?.({ flags: {}, args: [] })).toEqual({});
  });
});

describe('share: run, before anything reaches the network', () => {
  it('asks for a FILE when there is none and stdin is a terminal', async () => {
    const ctx = testContext({ stdinIsTTY: true });
    await expect(run(toOptions({ flags: {}, args: [] }), ctx)).rejects.toThrow(
      new UsageError('give a FILE to share, or - to read stdin.'),
    );
  });

  it('refuses empty input with core’s line', async () => {
    const ctx = testContext({ input: '' });
    await expect(run(toOptions({ flags: {}, args: ['-'] }), ctx)).rejects.toThrow(/nothing to share/);
  });

  it('open refuses what is not a link, and a link without its key, in one line each', async () => {
    const ctx = testContext();
    await expect(open.run?.({ link: 'hello', output: undefined, force: false }, ctx)).rejects.toThrow(
      ToolInputError,
    );
    await expect(
      open.run?.({ link: `https://toolbox.dev/s/${'a'.repeat(43)}`, output: undefined, force: false }, ctx),
    ).rejects.toThrow(/part after #k=/);
  });

  it('revoke refuses an id that is not one before asking the server', async () => {
    await expect(revoke.run?.({ id: 'abc' }, testContext())).rejects.toThrow(/is not a share id/);
  });
});
