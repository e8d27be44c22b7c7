import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { commandModules } from '../src/commands/index';

const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');

/** Command names run in the README's shell blocks (```sh or ```console), e.g. `toolbox og --title …` gives og. */
function commandsInShellBlocks(markdown: string): Set<string> {
  const names = new Set<string>();
  for (const [, block = ''] of markdown.matchAll(/```(?:sh|console)\n([\s\S]*?)```/g)) {
    for (const [, name] of block.matchAll(/\btoolbox ([a-z][a-z0-9-]*)/g)) names.add(name!);
  }
  return names;
}

it('the README shows every toolbox command at least once in a shell block', () => {
  const shown = commandsInShellBlocks(readme);
  const missing = Object.keys(commandModules).filter((name) => !shown.has(name));
  expect(missing).toEqual([]);
});
