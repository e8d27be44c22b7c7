import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { run, toOptions } from './jsonpath';

describe('toolbox jsonpath', () => {
  it('reads the query and the file', () => {
    expect(toOptions({ flags: {}, args: ['$.a', 'store.json'] })).toEqual({
      query: '$.a',
      file: 'store.json',
    });
  });

  it('prints each match with its normalized path', async () => {
    const ctx = testContext({ input: '{"a":1}' });
    await run(toOptions({ flags: {}, args: ['$.a'] }), ctx);
    expect(ctx.captured.stdout).toBe("$['a']\t1\n");
  });

  it('says on stderr that nothing matched, and prints nothing (no empty line for a script to read)', async () => {
    const ctx = testContext({ input: '[1]' });
    await run(toOptions({ flags: {}, args: ['$[5]'] }), ctx);
    expect([ctx.captured.stdout, ctx.captured.stderr]).toEqual(['', 'No value matches.\n']);
  });

  it('--json prints path and value pairs', async () => {
    const ctx = testContext({ input: '{"items":[{"id":7},{"id":9}]}', json: true });
    await run(toOptions({ flags: {}, args: ['$..id'] }), ctx);
    expect(JSON.parse(ctx.captured.stdout)).toEqual([
      { path: "$['items'][0]['id']", value: 7 },
      { path: "$['items'][1]['id']", value: 9 },
    ]);
  });

  it('refuses a query that is not JSONPath', async () => {
    await expect(run(toOptions({ flags: {}, args: ['a..['] }), testContext({ input: '{}' }))).rejects.toThrow(
      'Not a valid JSONPath query (RFC 9535)',
    );
  });
});
