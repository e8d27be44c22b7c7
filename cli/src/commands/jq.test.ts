import { runJq } from '@toolbox/core/tools/json-query';
import { describe, expect, it } from 'vitest';
import type { CliContext } from '../context';
import { testContext } from '../test-context';
import { type JqOptions, runWith, toOptions } from './jq';

// The runner is core's runJq in-process: Node 20 cannot start the worker from its .ts source (the built worker and
// its time limit are run by cli/test/json-query.test.ts).
const run = (options: JqOptions, ctx: CliContext) => runWith(options, ctx, (input) => runJq(input));

describe('toolbox jq', () => {
  it('reads the filter and the file', () => {
    expect(toOptions({ flags: {}, args: ['.a', 'answer.json'] })).toEqual({
      filter: '.a',
      file: 'answer.json',
    });
  });

  it('prints .a of the document on stdin', async () => {
    const ctx = testContext({ input: '{"a":1}' });
    await run(toOptions({ flags: {}, args: ['.a'] }), ctx);
    expect(ctx.captured.stdout).toBe('1\n');
  });

  it('--json prints every output as one array', async () => {
    const ctx = testContext({ input: '{"items":[{"n":"x"},{"n":"y"}]}', json: true });
    await run(toOptions({ flags: {}, args: ['.items[] | .n'] }), ctx);
    expect(JSON.parse(ctx.captured.stdout)).toEqual(['x', 'y']);
  });

  it('refuses a filter jq cannot compile, and a document that is not JSON', async () => {
    await expect(run(toOptions({ flags: {}, args: ['.a[|'] }), testContext({ input: '{}' }))).rejects.toThrow(
      /syntax error|compile/i,
    );
    await expect(
      run(toOptions({ flags: {}, args: ['.a'] }), testContext({ input: '{"a":' })),
    ).rejects.toThrow('The document is not valid JSON');
  });
});
