import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { subcommands } from './xml';

interface Runnable {
  toOptions?: (parsed: never) => unknown;
  run?: (options: never, ctx: never) => unknown;
}

async function run(command: Runnable, args: unknown[], flags: Record<string, unknown>, ctx = testContext()) {
  const options = command.toOptions?.({ flags, args } as never);
  const code = await command.run?.(options as never, ctx as never);
  return { code, stdout: ctx.captured.stdout, stderr: ctx.captured.stderr };
}

const { format, minify, validate, xpath, 'to-json': toJson } = subcommands;
const FEED =
  '<rss version="2.0"><channel><item><title>A &amp; B</title></item><item><title>C</title></item></channel></rss>';

describe('toolbox xml', () => {
  it('formats stdin with --indent', async () => {
    const { stdout } = await run(format, ['-'], { indent: '4' }, testContext({ input: '<a><b/></a>' }));
    expect(stdout).toBe('<a>\n    <b/>\n</a>\n');
  });

  it('minifies to -o and refuses to overwrite it without --force', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'toolbox-xml-'));
    await run(minify, ['-'], { output: 'out.xml' }, testContext({ cwd, input: '<a>\n  <b/>\n</a>' }));
    expect(readFileSync(join(cwd, 'out.xml'), 'utf8')).toBe('<a><b/></a>\n');
    await expect(
      run(minify, ['-'], { output: 'out.xml' }, testContext({ cwd, input: '<a/>' })),
    ).rejects.toThrow('out.xml already exists; use --force to overwrite.');
  });

  it('validates: a summary, or the fault at its line and column', async () => {
    expect((await run(validate, ['-'], {}, testContext({ input: FEED }))).stdout).toBe(
      'Valid XML: well-formed. Root <rss>, 6 elements, 1 attributes, 4 levels deep.\n',
    );
    await expect(run(validate, ['-'], {}, testContext({ input: '<a>\n<b></a>' }))).rejects.toThrow(
      'Invalid XML: unexpected close tag (line 2, column 7).',
    );
  });

  it('validate --json exits 1 with the fault', async () => {
    const ctx = testContext({ input: '<a>&</a>', json: true });
    const { code, stdout } = await run(validate, ['-'], {}, ctx);
    expect(code).toBe(ctx.exit.failed);
    expect(JSON.parse(stdout)).toMatchObject({ valid: false, line: 1, column: 4 });
  });

  it('runs XPath: one node a line, or a value', async () => {
    expect((await run(xpath, ['//title/text()', '-'], {}, testContext({ input: FEED }))).stdout).toBe(
      'A &amp; B\nC\n',
    );
    expect((await run(xpath, ['count(//item)', '-'], {}, testContext({ input: FEED }))).stdout).toBe('2\n');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0"/></svg>';
    const ns = { ns: ['s=http://www.w3.org/2000/svg'] };
    expect((await run(xpath, ['//s:path/@d', '-'], ns, testContext({ input: svg }))).stdout).toBe(
      ' d="M0"\n',
    );
    const none = await run(xpath, ['//nothing', '-'], {}, testContext({ input: FEED }));
    expect([none.stdout, none.stderr]).toEqual(['', 'No node matches.\n']);
  });

  it('refuses an --ns that is not prefix=uri', () => {
    expect(() => xpath.toOptions?.({ flags: { ns: ['svg'] }, args: ['//a'] } as never)).toThrow(
      '--ns: A namespace prefix is written prefix=uri (like s=http://www.w3.org/2000/svg), not "svg".',
    );
  });

  it('reads a file in the encoding it declares and writes it back in it, as xmllint does', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'toolbox-xml-'));
    const declaration = '<?xml version="1.0" encoding="ISO-8859-1"?>';
    writeFileSync(
      join(cwd, 'in.xml'),
      Buffer.from(`${declaration}<a t="caf\u00e9"><b>&#8364;</b></a>`, 'latin1'),
    );
    await run(format, ['in.xml'], { output: 'out.xml' }, testContext({ cwd }));
    expect(readFileSync(join(cwd, 'out.xml'))).toEqual(
      Buffer.from(`${declaration}\n<a t="caf\u00e9">\n  <b>&#8364;</b>\n</a>\n`, 'latin1'),
    );
    writeFileSync(
      join(cwd, 'cp.xml'),
      Buffer.from([
        ...Buffer.from("<?xml version='1.0' encoding='windows-1252'?><a>"),
        0x80,
        ...Buffer.from('</a>'),
      ]),
    );
    expect(JSON.parse((await run(toJson, ['cp.xml'], {}, testContext({ cwd }))).stdout)).toEqual({
      a: '\u20ac',
    });
  });

  it('refuses bytes that are not UTF-8 at their line, not reading them as U+FFFD', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'toolbox-xml-'));
    writeFileSync(join(cwd, 'in.xml'), Buffer.from('<a>\ncaf\u00e9</a>', 'latin1'));
    const ctx = testContext({ cwd, json: true });
    const { code, stdout } = await run(validate, ['in.xml'], {}, ctx);
    expect(code).toBe(ctx.exit.failed);
    expect(JSON.parse(stdout)).toMatchObject({ valid: false, line: 2, column: 4 });
    await expect(run(format, ['in.xml'], {}, testContext({ cwd }))).rejects.toThrow(
      /not UTF-8 .*\(line 2, column 4\)/,
    );
  });

  it('refuses blank input with the core message', async () => {
    await expect(run(format, [], {}, testContext({ input: ' ' }))).rejects.toThrow('Please enter some XML.');
  });
});
