import { Argument, type Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import { completionScript } from '../completion/scripts';
import { SHELLS, type Shell } from '../completion/shells';
import { type CompletionTree, completionTree } from '../completion/tree';
import type { CliContext } from '../context';
import { readFlags } from '../flags';
import { printText } from '../output/print-text';

export const needsSignIn = false;
/** main.ts configures every command before running this one: the script covers the whole tree. */
export const needsAllCommands = true;

export const examples: readonly Example[] = [
  { command: 'eval "$(toolbox completion bash)"', description: 'in ~/.bashrc' },
  {
    command: 'toolbox completion bash > ~/.local/share/bash-completion/completions/toolbox',
    description: 'or once: bash-completion loads it on first use',
  },
  { command: 'eval "$(toolbox completion zsh)"', description: 'in ~/.zshrc, after compinit' },
  {
    command: 'toolbox completion fish > ~/.config/fish/completions/toolbox.fish',
    description: 'fish loads it from there',
  },
];

export function configure(cmd: Command) {
  cmd.addArgument(new Argument('<shell>', 'the shell to print a completion script for').choices(SHELLS));
}

export interface CompletionOptions {
  shell: Shell;
  tree: CompletionTree;
}

export function toOptions(parsed: ParsedCommand): CompletionOptions {
  const program = parsed.command?.parent;
  if (!program) throw new Error('completion needs the program it completes.');
  return { shell: readFlags(parsed).arg(0) as Shell, tree: completionTree(program) };
}

export async function run(options: CompletionOptions, ctx: CliContext) {
  printText(ctx, completionScript(options.shell, options.tree));
  return ctx.exit.ok;
}
