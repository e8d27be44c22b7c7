import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { run, toOptions } from './convert';

describe('toolbox convert', () => {
  it('reads flags; --to is one of the three', () => {
    expect(toOptions({ flags: { to: 'yaml', sortKeys: true }, args: ['a.json'] })).toEqual({
      file: 'a.json',
      to: 'yaml',
      from: undefined,
      sortKeys: true,
      output: undefined,
      force: false,
    });
    expect(() => toOptions({ flags: { to: 'xml' }, args: [] })).toThrow(
      new UsageError('--to must be one of json, yaml, toml, not "xml".'),
    );
  });

  it('knows the format by the extension and writes -o', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'toolbox-convert-'));
    writeFileSync(join(cwd, 'Cargo.toml'), '[package]\nname = "x"\nversion = "0.1.0"\n');
    await run(
      toOptions({ flags: { to: 'json', output: 'out.json' }, args: ['Cargo.toml'] }),
      testContext({ cwd }),
    );
    expect(JSON.parse(readFileSync(join(cwd, 'out.json'), 'utf8'))).toEqual({
      package: { name: 'x', version: '0.1.0' },
    });
  });

  it('converts stdin, guessing YAML', async () => {
    const ctx = testContext({ input: 'base: &b {x: 1}\nuse: *b\n' });
    await run(toOptions({ flags: { to: 'toml' }, args: ['-'] }), ctx);
    expect(ctx.captured.stdout).toBe('[base]\nx = 1\n\n[use]\nx = 1\n');
  });

  it('names the line and column of bad input', async () => {
    await expect(
      run(
        toOptions({ flags: { to: 'yaml', from: 'json' }, args: ['-'] }),
        testContext({ input: '{\n  "a": 1\n  "b": 2\n}' }),
      ),
    ).rejects.toThrow('Invalid JSON string: Expected a comma at line 3, column 3.');
  });

  it('--json prints the conversion: its output, both formats and the document count', async () => {
    const ctx = testContext({ input: 'a: 1\n---\nb: 2\n', json: true });
    await run(toOptions({ flags: { to: 'json' }, args: ['-'] }), ctx);
    const printed = JSON.parse(ctx.captured.stdout);
    expect(printed).toMatchObject({ from: 'yaml', to: 'json', documents: 2 });
    expect(JSON.parse(printed.output)).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('--json with -o FILE writes the file as without it', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'toolbox-convert-'));
    const ctx = testContext({ cwd, input: 'a: 1\n', json: true });
    await run(toOptions({ flags: { to: 'json', output: 'out.json' }, args: ['-'] }), ctx);
    expect(JSON.parse(readFileSync(join(cwd, 'out.json'), 'utf8'))).toEqual({ a: 1 });
    expect(ctx.captured.stdout).toBe('');
  });
});
