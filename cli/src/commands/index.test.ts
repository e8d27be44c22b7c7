import { tools } from '@toolbox/core/registry';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import type { CommandModule } from '../command-module';
import { isDeclared } from '../flag-table';
import { commandModules, commandSummaries, otherCommands } from './index';

const declared = new Set<string>([
  ...tools.flatMap((tool) => tool.cli?.commands ?? []),
  ...Object.keys(otherCommands),
]);

function* modulesIn(name: string, module: CommandModule): Generator<[string, CommandModule]> {
  yield [name, module];
  for (const [sub, child] of Object.entries(module.subcommands ?? {}))
    yield* modulesIn(`${name} ${sub}`, child);
}

describe.each(Object.entries(commandModules))('command module %s', (name, load) => {
  it('is a command the registry or otherCommands declares', () => {
    expect(declared.has(name)).toBe(true);
  });

  it('and each subcommand has examples that run it, a way to run, and a configure() commander accepts', async () => {
    for (const [path, module] of modulesIn(name, await load())) {
      expect(module.examples.length, `${path} examples`).toBeGreaterThan(0);
      const invocation = new RegExp(`\\btoolbox\\b.*\\b${path}\\b`);
      // At least one example runs the command itself; others may show related commands.
      const invoking = module.examples.filter((example) => invocation.test(example.command));
      expect(invoking.length, `${path} examples invoking it`).toBeGreaterThan(0);
      expect(module.run !== undefined || module.subcommands !== undefined, `${path} run`).toBe(true);
      expect(() => module.configure(new Command(path))).not.toThrow();
    }
  });
});

describe.each(Object.entries(commandModules))('%s flags', (name, load) => {
  it('each come from the command’s one flag table (defineFlags)', async () => {
    for (const [path, module] of modulesIn(name, await load())) {
      const cmd = new Command(path);
      module.configure(cmd);
      const loose = cmd.options.filter((option) => !isDeclared(option)).map((option) => option.flags);
      expect(loose, `${path}: flags declared outside its table`).toEqual([]);
    }
  });
});

/** Commands that write files into a folder: `-o, --output DIR`, and `--out DIR` (their old spelling) still works. */
const folderWriters: Record<string, string[]> = {
  og: [],
  favicon: [],
  mockup: ['shot.png'],
  component: [],
  'edge-function': [],
  realtime: ['--table', 'messages'],
};

describe.each(Object.entries(folderWriters))('%s output folder', (name, rest) => {
  const parse = async (argv: string[]) => {
    const module: CommandModule = await commandModules[name as keyof typeof commandModules]();
    const cmd = new Command(name).exitOverride();
    module.configure(cmd);
    cmd.parse([...rest, ...argv], { from: 'user' });
    return {
      module,
      cmd,
      options: module.toOptions?.({ flags: cmd.opts(), args: cmd.processedArgs, command: cmd }),
    };
  };

  it.each([['-o'], ['--output'], ['--out']])('takes the folder as %s DIR', async (spelling) => {
    expect((await parse([spelling, 'site'])).options).toMatchObject({ out: 'site' });
  });

  it('shows only -o, --output in help and completion', async () => {
    const { cmd } = await parse([]);
    const help = cmd.helpInformation();
    expect(help).toMatch(/-o, --output <dir> /);
    expect(help).not.toMatch(/--out\b(?!put)/);
    const { completionTree } = await import('../completion/tree');
    const program = new Command('toolbox');
    program.addCommand(cmd);
    const node = completionTree(program).nodes.find((entry) => entry.path[0] === name);
    const names = node?.options.flatMap((option) => option.names);
    expect(names).toContain('--output');
    expect(names).not.toContain('--out');
  });
});

describe('commandSummaries', () => {
  it('names only declared commands', () => {
    for (const name of Object.keys(commandSummaries)) expect(declared.has(name)).toBe(true);
  });
});
