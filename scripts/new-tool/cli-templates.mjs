// A new tool's CLI command, following the command pattern, with its test.

/** The command: flags declared once, `toOptions` with `readFlags`, `run`. */
export function commandFile({ id, pascal, command }) {
  const generate = `generate${pascal}`;
  return {
    path: `cli/src/commands/${command}.ts`,
    text: `import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { defineFlags, forceOutput, outputFile } from '../flag-table';
import { readFlags } from '../flags';

export const examples: readonly Example[] = [
  { command: 'toolbox ${command} notes.txt', description: 'prints the result' },
  { command: 'echo hello | toolbox ${command} - -o out.txt' },
];

const flags = defineFlags({ output: outputFile, force: forceOutput });

export function configure(cmd: Command) {
  flags.configure(cmd.argument('[file]', 'input file, or - for stdin (default: stdin when piped)'));
}

export interface ${pascal}Options {
  file: string | undefined;
  output: string | undefined;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): ${pascal}Options {
  return { file: readFlags(parsed).arg(0), ...flags.read(parsed) };
}

// Imported when the command runs, not when \`toolbox --help\` lists it: the CLI's start stays small.
export async function run(options: ${pascal}Options, ctx: CliContext) {
  const { ${generate} } = await import('@toolbox/core/tools/${id}');
  const { readInput } = await import('../output/read-input');
  const { writeOutput } = await import('../output/write-output');
  const file = ${generate}({ text: await readInput(ctx, options.file, 'a text file') });
  if (ctx.json) ctx.print(JSON.stringify(file, null, 2));
  else await writeOutput(ctx, file.data, options);
}
`,
  };
}

/** The command's flags and run, with a test context. */
export function commandTestFile({ command }) {
  return {
    path: `cli/src/commands/${command}.test.ts`,
    text: `import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { run, toOptions } from './${command}';

describe('toolbox ${command}', () => {
  it('reads flags', () => {
    expect(toOptions({ flags: { output: 'x.txt', force: true }, args: ['in.txt'] })).toEqual({
      file: 'in.txt',
      output: 'x.txt',
      force: true,
    });
  });

  it('prints the result of stdin', async () => {
    const ctx = testContext({ input: 'hello\\n' });
    await run(toOptions({ flags: {}, args: [] }), ctx);
    expect(ctx.captured.stdout).toBe('hello\\n');
  });

  it('writes -o and refuses to overwrite it without --force', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'toolbox-${command}-'));
    await run(toOptions({ flags: { output: 'out.txt' }, args: ['-'] }), testContext({ cwd, input: 'a' }));
    expect(readFileSync(join(cwd, 'out.txt'), 'utf8')).toBe('a\\n');
    await expect(
      run(toOptions({ flags: { output: 'out.txt' }, args: ['-'] }), testContext({ cwd, input: 'b' })),
    ).rejects.toThrow('out.txt already exists; use --force to overwrite.');
  });

  it('refuses blank input with the core message', async () => {
    await expect(run(toOptions({ flags: {}, args: [] }), testContext({ input: ' ' }))).rejects.toThrow(
      'Please enter some text.',
    );
  });
});
`,
  };
}
