import { describe, expect, it } from 'vitest';
import { commandModules } from '../src/commands/index';
import { runBuiltAsync } from './run-built';

// Each command says what it does, in `toolbox --help`'s list and in its own `--help`: no command borrows another's
// summary (release once showed changelog's, both being the changelog tool's commands).

/** Wrapped help text as one line per paragraph. */
const paragraphs = (text: string) => text.split('\n\n').map((part) => part.replace(/\s*\n\s*/g, ' ').trim());

/** `toolbox --help`'s command list: name to summary, wrapped lines joined. */
function listed(help: string): Map<string, string> {
  const summaries = new Map<string, string>();
  let current: string | undefined;
  for (const line of help.split('\n')) {
    const entry = /^ {2}([a-z][a-z0-9-]*)(?: \[[a-z]+\])? {2,}(\S.*)$/.exec(line);
    const more = /^ {20,}(\S.*)$/.exec(line);
    if (entry?.[1] && entry[2]) {
      current = entry[1];
      summaries.set(current, entry[2]);
    } else if (more?.[1] && current) summaries.set(current, `${summaries.get(current)} ${more[1]}`);
    else current = undefined;
  }
  return summaries;
}

const duplicates = (entries: Iterable<[string, string]>) => {
  const byText = new Map<string, string[]>();
  for (const [name, text] of entries) byText.set(text, [...(byText.get(text) ?? []), name]);
  return [...byText.values()].filter((names) => names.length > 1);
};

describe('command summaries', () => {
  it('each command has its own summary in toolbox --help and in its own --help', {
    timeout: 180_000,
  }, async () => {
    const top = await runBuiltAsync(['--help'], {});
    expect(top.code).toBe(0);
    const list = listed(top.stdout);
    const names = Object.keys(commandModules);
    expect(names.filter((name) => !list.has(name))).toEqual([]);
    expect(duplicates([...list].filter(([name]) => names.includes(name)))).toEqual([]);
    expect(list.get('release')).toMatch(/^Release every changed package/);

    const own = new Map<string, string>();
    const queue = [...names];
    const worker = async () => {
      for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
        const help = await runBuiltAsync([name, '--help'], {});
        expect(help.code, `${name} --help`).toBe(0);
        own.set(name, paragraphs(help.stdout)[1] ?? '');
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    expect(duplicates(own)).toEqual([]);
    const borrowed = names.filter((name) =>
      [...list].some(([other, summary]) => other !== name && summary === own.get(name)),
    );
    expect(borrowed).toEqual([]);
  });
});
