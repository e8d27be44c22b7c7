import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { run, toOptions } from './types';

describe('toolbox types', () => {
  it('reads flags', () => {
    expect(toOptions({ flags: { lang: 'zod', name: 'User' }, args: ['u.json'] })).toEqual({
      file: 'u.json',
      lang: 'zod',
      name: 'User',
      output: undefined,
      force: false,
    });
    expect(toOptions({ flags: { lang: 'go' }, args: [] }).lang).toBe('go');
    expect(() => toOptions({ flags: { lang: 'swift' }, args: [] })).toThrow(
      new UsageError(
        '--lang must be one of ts, zod, json-schema, go, rust, python, pydantic, kotlin, csharp, not "swift".',
      ),
    );
  });

  it('prints interfaces for stdin', async () => {
    const ctx = testContext({ input: '{"id": 1, "tags": ["a"]}' });
    await run(toOptions({ flags: { name: 'item' }, args: ['-'] }), ctx);
    expect(ctx.captured.stdout).toBe('export interface Item {\n  id: number;\n  tags: string[];\n}\n');
  });

  it('writes Go structs for --lang go', async () => {
    const ctx = testContext({ input: '[{"id": 1, "email": null}, {"id": 2, "email": "a@b.c"}]' });
    await run(toOptions({ flags: { lang: 'go', name: 'user' }, args: ['-'] }), ctx);
    expect(ctx.captured.stdout).toContain('type Users []User\n');
    expect(ctx.captured.stdout).toContain('\tEmail *string `json:"email"`\n');
  });

  it('names the line and column of bad JSON', async () => {
    await expect(
      run(toOptions({ flags: {}, args: ['-'] }), testContext({ input: '{\n  "a": 1\n  "b": 2\n}' })),
    ).rejects.toThrow('Invalid JSON string: Expected a comma at line 3, column 3.');
  });

  it('--json prints the language, the root name and the code', async () => {
    const ctx = testContext({ input: '{"id": 1}', json: true });
    await run(toOptions({ flags: { name: 'Item' }, args: ['-'] }), ctx);
    expect(JSON.parse(ctx.captured.stdout)).toEqual({
      lang: 'ts',
      name: 'Item',
      code: 'export interface Item {\n  id: number;\n}\n',
    });
  });
});
