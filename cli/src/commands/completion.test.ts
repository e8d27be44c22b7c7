import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { configure, run, toOptions } from './completion';

/** A program with `completion` and one other command, as main.ts configures them. */
function program() {
  const root = new Command('toolbox');
  root.command('slug').description('URL slugs.').option('--json', 'print JSON');
  const completion = root.command('completion');
  configure(completion);
  return completion;
}

describe('toolbox completion', () => {
  it('reads the shell and the tree of the program it completes', () => {
    const { shell, tree } = toOptions({ flags: {}, args: ['bash'], command: program() });
    expect(shell).toBe('bash');
    expect(tree.nodes[0]?.subcommands.map((sub) => sub.name)).toEqual(['slug', 'completion', 'help']);
  });

  it('refuses to run without the program', () => {
    expect(() => toOptions({ flags: {}, args: ['bash'] })).toThrow(
      'completion needs the program it completes.',
    );
  });

  it("prints the shell's script, naming the program's commands", async () => {
    const ctx = testContext();
    expect(await run(toOptions({ flags: {}, args: ['fish'], command: program() }), ctx)).toBe(ctx.exit.ok);
    expect(ctx.captured.stdout).toContain('slug');
    expect(ctx.captured.stderr).toBe('');
  });
});
