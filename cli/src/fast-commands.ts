/**
 * The small commands people run in scripts and loops (issue 43: each within 1.5x a bare `node -e 0`). The launcher
 * sends an argv naming one of them to dist/fast/commands.cjs (fast-entry.ts), one CommonJS file holding main.ts
 * and only these modules, so they start without the ES module loader, commander's chunk graph or the other
 * commands. The names are checked against commands/index.ts (fast-entry.ts's table is typed by it).
 */
import { commandPathIn } from './command-name';

export const FAST_COMMANDS = ['jwt', 'url', 'hash', 'cron', 'time', 'diff'] as const;

export type FastCommandName = (typeof FAST_COMMANDS)[number];

export function isFastCommand(name: string | undefined): name is FastCommandName {
  return (FAST_COMMANDS as readonly (string | undefined)[]).includes(name);
}

/**
 * The fast commands' subcommands (checked against their help in test/fast-commands.test.ts). Each keeps a compile
 * cache of its own: a cache holds what its first run compiled, and `jwt verify` compiles code `jwt decode` never
 * runs (183M instructions with decode's cache, ~168M with its own).
 */
export const FAST_SUBCOMMANDS: Readonly<Partial<Record<FastCommandName, readonly string[]>>> = {
  jwt: ['decode', 'verify', 'sign'],
  url: ['encode', 'decode', 'parse'],
};

/** The compile cache a small command's run uses (code-cache.ts's variant): `jwt-verify`, `cron`, … */
export function fastCacheVariant(argv: readonly string[]): string {
  const [name, word] = commandPathIn(argv);
  if (!isFastCommand(name)) return '';
  return word !== undefined && FAST_SUBCOMMANDS[name]?.includes(word) ? `${name}-${word}` : name;
}
