import type { Command } from 'commander';

/** One option as a shell completes it. */
export interface CompletionOption {
  /** `-t` and/or `--type`. */
  names: string[];
  description: string;
  /** Takes a value (`--type <type>`): the next word is that value, not a command. */
  takesValue: boolean;
  /** The values commander accepts (`.choices([...])`), when it lists them. */
  choices: string[];
}

/** A command (or the program itself, path []) with what may follow it. */
export interface CompletionNode {
  path: string[];
  subcommands: { name: string; description: string }[];
  /** The command's own options, then help. */
  options: CompletionOption[];
}

/** The program's tree as data: the program's options are global (commander accepts them anywhere). */
export interface CompletionTree {
  global: CompletionOption[];
  nodes: CompletionNode[];
}

const HELP: CompletionOption = {
  names: ['-h', '--help'],
  description: 'show help',
  takesValue: false,
  choices: [],
};

/** A word a shell can offer as-is: no whitespace, quotes or shell syntax. */
const plainWord = (word: string) => /^[\w@%+,./:=#-]+$/.test(word);

function optionsOf(cmd: Command): CompletionOption[] {
  return cmd.options
    .filter((option) => !option.hidden)
    .map((option) => ({
      names: [option.short, option.long].filter((name): name is string => name !== undefined),
      description: option.description,
      takesValue: option.required || option.optional,
      choices: (option.argChoices ?? []).filter(plainWord),
    }));
}

/** Walks a commander program once every command module has configured its command. */
export function completionTree(program: Command): CompletionTree {
  const nodes: CompletionNode[] = [];
  const visit = (cmd: Command, path: string[]) => {
    const children = cmd.commands.filter((child) => !(child as { _hidden?: boolean })._hidden);
    const subcommands = children.map((child) => ({ name: child.name(), description: child.description() }));
    if (path.length === 0 && !subcommands.some((sub) => sub.name === 'help'))
      subcommands.push({ name: 'help', description: 'Show help for a command.' });
    const own = path.length === 0 ? rootOnly : optionsOf(cmd);
    nodes.push({ path, subcommands, options: [...own, HELP] });
    for (const child of children) visit(child, [...path, child.name()]);
  };
  // --version is the program's own; --json, --api-url and the like work after any command.
  const isVersion = (option: CompletionOption) => option.names.includes('--version');
  const rootOnly = optionsOf(program).filter(isVersion);
  visit(program, []);
  return { global: optionsOf(program).filter((option) => !isVersion(option)), nodes };
}
