import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { run, toOptions } from './http-status';
import * as mime from './mime';

describe('toolbox http-status and toolbox mime', () => {
  it('read the words of the query as one search', () => {
    expect(toOptions({ flags: {}, args: [['too', 'many']] })).toEqual({ query: 'too many', file: undefined });
    expect(mime.toOptions({ flags: { file: 'names.txt' }, args: [[]] })).toEqual({
      query: undefined,
      file: 'names.txt',
    });
  });

  it('look up each line of stdin', async () => {
    const ctx = testContext({ input: '404\n\n429\n' });
    await run(toOptions({ flags: {}, args: [['-']] }), ctx);
    expect(ctx.captured.stdout).toBe(
      '404 Not Found  [RFC9110, Section 15.5.5]\n429 Too Many Requests  [RFC6585]\n',
    );
    const types = testContext({ input: 'logo.svg\n', json: true });
    await mime.run(mime.toOptions({ flags: {}, args: [['-']] }), types);
    expect(JSON.parse(types.captured.stdout)[0]).toMatchObject({
      type: 'image/svg+xml',
      extensions: ['svg', 'svgz'],
    });
  });

  it('list every status code when given nothing at a terminal', async () => {
    const ctx = testContext({ stdinIsTTY: true });
    await run(toOptions({ flags: {}, args: [[]] }), ctx);
    expect(ctx.captured.stdout.trim().split('\n')).toHaveLength(64);
  });

  it('refuse what matches nothing with the core message', async () => {
    await expect(run(toOptions({ flags: {}, args: [['427']] }), testContext())).rejects.toThrow(
      "427 is unassigned in IANA's HTTP status code registry.",
    );
    await expect(mime.run(mime.toOptions({ flags: {}, args: [['qqqq']] }), testContext())).rejects.toThrow(
      'No media type matches "qqqq".',
    );
  });
});
