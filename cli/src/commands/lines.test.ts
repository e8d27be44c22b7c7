import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { run, toOptions } from './lines';
import * as lorem from './lorem';

describe('toolbox lines', () => {
  it('reads flags into runLines options', () => {
    expect(toOptions({ flags: { sort: 'natural', unique: true, seed: 7 }, args: ['-'] })).toMatchObject({
      file: '-',
      sort: 'natural',
      unique: true,
      seed: 7,
    });
  });

  it('sorts stdin, removes duplicates and joins with a separator', async () => {
    const ctx = testContext({ input: 'b\na\nb\n' });
    await run(toOptions({ flags: { sort: 'bytes', unique: true, join: ', ' }, args: [] }), ctx);
    expect(ctx.captured.stdout).toBe('a, b\n');
  });

  it('names the seed it drew on stderr, so the shuffle can be repeated', async () => {
    const ctx = testContext({ input: '1\n2\n3\n4\n5\n' });
    await run(toOptions({ flags: { shuffle: true }, args: [] }), ctx);
    const seed = /^seed: (\d+)\n$/.exec(ctx.captured.stderr)?.[1];
    expect(seed).toBeDefined();
    const again = testContext({ input: '1\n2\n3\n4\n5\n' });
    await run(toOptions({ flags: { shuffle: true, seed: Number(seed) }, args: [] }), again);
    expect(again.captured.stdout).toBe(ctx.captured.stdout);
    expect(again.captured.stderr).toBe('');
  });

  it('refuses an empty separator with the core message', async () => {
    await expect(
      run(toOptions({ flags: { text: 'a', split: '' }, args: [] }), testContext()),
    ).rejects.toThrow('The separator cannot be empty.');
  });
});

describe('toolbox lorem', () => {
  it('prints the classic opening words, and the same text for the same seed in --json', async () => {
    const ctx = testContext();
    await lorem.run(lorem.toOptions({ flags: { unit: 'words' }, args: ['3'] }), ctx);
    expect(ctx.captured.stdout).toBe('lorem ipsum dolor\n');
    const json = testContext({ json: true });
    await lorem.run(lorem.toOptions({ flags: { unit: 'paragraphs', seed: 4 }, args: ['2'] }), json);
    expect(JSON.parse(json.captured.stdout)).toMatchObject({
      seed: 4,
      text: expect.stringMatching(/^Lorem ipsum/),
    });
  });

  it('refuses a count that is not a whole number', async () => {
    await expect(
      lorem.run(lorem.toOptions({ flags: { unit: 'words' }, args: ['many'] }), testContext()),
    ).rejects.toThrow('The count is a whole number from 1 to 1,000.');
  });
});
