import { tools } from '@toolbox/core/registry';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import type { CommandModule } from '../command-module';
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

describe('commandSummaries', () => {
  it('names only declared commands', () => {
    for (const name of Object.keys(commandSummaries)) expect(declared.has(name)).toBe(true);
  });
});
