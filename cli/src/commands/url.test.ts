import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { subcommands } from './url';

const { encode, decode, parse } = subcommands;

interface Runnable {
  toOptions?: (parsed: never) => unknown;
  run?: (options: never, ctx: never) => unknown;
}

async function run(
  command: Runnable,
  args: unknown[],
  flags: Record<string, unknown> = {},
  ctx = testContext(),
) {
  const options = command.toOptions?.({ flags, args } as never);
  await command.run?.(options as never, ctx as never);
  return ctx.captured.stdout;
}

describe('toolbox url', () => {
  it.each([
    [encode, ['a b&c=d'], { component: true }, 'a%20b%26c%3Dd\n'],
    [encode, ['https://x.dev/a b?q=ü'], {}, 'https://x.dev/a%20b?q=%C3%BC\n'],
    [decode, ['q%3Da%20b'], { component: true }, 'q=a b\n'],
    [decode, ['q%3Da%20b'], {}, 'q%3Da b\n'],
    [decode, ['a+b'], { form: true }, 'a b\n'],
  ])('%#: %j %j', async (command, args, flags, out) => {
    expect(await run(command, args, flags)).toBe(out);
  });

  it('reads stdin for -', async () => {
    expect(await run(encode, ['-'], { component: true }, testContext({ input: 'é/\n' }))).toBe('%C3%A9%2F\n');
  });

  // Percent-encoding is of bytes (RFC 3986 §2.1): Python's quote(b'caf\\xe9') is caf%E9, not U+FFFD's %EF%BF%BD.
  it.each([
    [{ component: true }, 'caf%E9%20%2F%FF'],
    [{}, 'caf%E9%20/%FF'],
  ])('encodes stdin that is not UTF-8 byte by byte: %j', async (flags, out) => {
    const bytes = Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x20, 0x2f, 0xff, 0x0a]);
    const ctx = testContext({ stdin: () => Readable.from([bytes]) });
    expect(await run(encode, ['-'], flags, ctx)).toBe(`${out}\n`);
  });

  it('parses a URL into aligned parts and its decoded query', async () => {
    expect(await run(parse, ['https://example.com:8443/p?q=caf%C3%A9&tag=a#top'])).toBe(
      [
        'href      https://example.com:8443/p?q=caf%C3%A9&tag=a#top',
        'origin    https://example.com:8443',
        'protocol  https:',
        'hostname  example.com',
        'port      8443',
        'pathname  /p',
        'search    ?q=caf%C3%A9&tag=a',
        'hash      #top',
        'query',
        '  q    café',
        '  tag  a',
        '',
      ].join('\n'),
    );
  });

  it('--json gives the parts', async () => {
    const ctx = Object.assign(testContext(), { json: true });
    await run(parse, ['https://a.dev/?x=1&x=2'], {}, ctx);
    expect(JSON.parse(ctx.captured.stdout).params).toEqual([
      ['x', '1'],
      ['x', '2'],
    ]);
  });

  it.each([
    [decode, ['100%'], 'at character 4: "%" is not % and two hex digits.'],
    [parse, ['example.com'], '"example.com" is not an absolute URL. Did you mean https://example.com?'],
  ])('refuses bad input in one line: %#', async (command, args, message) => {
    await expect(run(command, args, { component: true })).rejects.toThrow(message);
  });
});
