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
      rawOutput: false,
      slurp: false,
      nullInput: false,
      exitStatus: false,
      args: [],
      jsonArgs: [],
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

  it('prints the outputs jq wrote before an error, then fails with it, as jq does', async () => {
    const ctx = testContext({ input: '{"a":1}\n{"a":"x"}\n{"a":' });
    await expect(run(toOptions({ flags: {}, args: ['.a + 1'] }), ctx)).rejects.toThrow(/cannot be added/);
    expect(ctx.captured.stdout).toBe('2\n');
  });

  it('reads every JSON value of the input, as jq does (JSON Lines)', async () => {
    const ctx = testContext({ input: '{"a":1}\n{"a":2}\n3 4' });
    await run(toOptions({ flags: {}, args: ['.a? // .'] }), ctx);
    expect(ctx.captured.stdout).toBe('1\n2\n3\n4\n');
  });

  it('writes numbers as jq does, not as JavaScript reads them back', async () => {
    const ctx = testContext({ input: '[100000000000000000001, 1.50]' });
    await run(toOptions({ flags: {}, args: ['.[]'] }), ctx);
    expect(ctx.captured.stdout).toBe('100000000000000000001\n1.50\n');
  });

  it('prints nothing, not an empty line, when the filter has no output', async () => {
    const ctx = testContext({ input: '{}' });
    await run(toOptions({ flags: {}, args: ['empty'] }), ctx);
    expect(ctx.captured.stdout).toBe('');
  });

  it("writes debug's messages on stderr, as jq does", async () => {
    const ctx = testContext({ input: '[1,2]' });
    await run(toOptions({ flags: {}, args: ['.[] | debug | . * 10'] }), ctx);
    expect(ctx.captured).toMatchObject({ stdout: '10\n20\n', stderr: '["DEBUG:",1]\n["DEBUG:",2]\n' });
  });

  it('-r writes strings as their text', async () => {
    const ctx = testContext({ input: '{"a":"x\\ty","b":[1]}' });
    await run(toOptions({ flags: { rawOutput: true }, args: ['.a, .b'] }), ctx);
    expect(ctx.captured.stdout).toBe('x\ty\n[1]\n');
  });

  it('-s reads the values as one array, -n runs on null', async () => {
    const slurped = testContext({ input: '1\n2\n3\n' });
    await run(toOptions({ flags: { slurp: true }, args: ['add'] }), slurped);
    expect(slurped.captured.stdout).toBe('6\n');
    const nothing = testContext({ stdinIsTTY: true });
    await run(toOptions({ flags: { nullInput: true }, args: ['[., 1 + 1]'] }), nothing);
    expect(nothing.captured.stdout).toBe('[null,2]\n');
  });

  it('-e exits 1 on a last output false or null and 4 on none, 0 otherwise', async () => {
    const status = (filter: string) =>
      run(toOptions({ flags: { exitStatus: true }, args: [filter] }), testContext({ input: '{"a":1}' }));
    expect(await status('.a')).toBe(0);
    expect(await status('.a, .b')).toBe(1);
    expect(await status('.a == 2')).toBe(1);
    expect(await status('empty')).toBe(4);
  });
});
