/**
 * The small commands people run in scripts and loops (issue 43: each within 1.5x a bare `node -e 0`). The launcher
 * sends an argv naming one of them to its CommonJS bundle (fast-entry.ts), one file holding main.ts and only that
 * group's command modules, so they start without the ES module loader, commander's chunk graph or the other
 * commands. The names are checked against commands/index.ts (fast-entry.ts's table is typed by it).
 */
import { commandPathIn } from './command-name';

/**
 * The bundles and the commands each holds. More than one, because a start pays for the whole bundle's compiled
 * code (its compile cache is read and deserialized every run): eighteen commands in one 1 MB file made every start
 * slower, the first six from 1.4x to 1.7x `node -e 0` (wall medians, 2026-11-26). `cert` is alone: its X.509
 * library's set-up would weigh on the others; so is `icons`, whose Lucide names and tags are 190 KB of JSON, and so
 * is `tailwind`, whose acorn (for `extract`) and tailwind-merge were a third of the generators' bundle. `sql` stays
 * in the full CLI (libpg-query loads its WASM through a dynamic import that a code-cached script cannot make, and
 * that load is most of its run anyway).
 */
export const FAST_BUNDLES = {
  'fast/commands.cjs': ['jwt', 'url', 'hash', 'cron', 'time', 'diff'],
  'fast/utilities.cjs': ['uuid', 'slug', 'password', 'base64', 'email', 'contrast', 'regex', 'json'],
  'fast/data.cjs': ['convert', 'types'],
  'fast/cert.cjs': ['cert'],
  'fast/icons.cjs': ['icons'],
  'fast/account.cjs': ['list', 'whoami'],
  'fast/tailwind.cjs': ['tailwind'],
  'fast/generators.cjs': [
    'palette',
    'meta',
    'readme',
    'structure',
    'rls',
    'realtime',
    'edge-function',
    'component',
  ],
} as const;

export type FastBundle = keyof typeof FAST_BUNDLES;

export const FAST_COMMANDS = Object.values(FAST_BUNDLES).flat();

export type FastCommandName = (typeof FAST_COMMANDS)[number];

export function isFastCommand(name: string | undefined): name is FastCommandName {
  return (FAST_COMMANDS as readonly (string | undefined)[]).includes(name);
}

/** The bundle that holds the small command argv names; undefined for any other command. */
export function fastBundleFor(argv: readonly string[]): FastBundle | undefined {
  const [name] = commandPathIn(argv);
  const bundles = Object.keys(FAST_BUNDLES) as FastBundle[];
  return bundles.find((bundle) => (FAST_BUNDLES[bundle] as readonly (string | undefined)[]).includes(name));
}

/**
 * The fast commands' subcommands (checked against their help in test/fast-commands.test.ts). Each keeps a compile
 * cache of its own: a cache holds what its first run compiled, and `jwt verify` compiles code `jwt decode` never
 * runs (183M instructions with decode's cache, ~168M with its own).
 */
export const FAST_SUBCOMMANDS: Readonly<Partial<Record<FastCommandName, readonly string[]>>> = {
  jwt: ['decode', 'verify', 'sign'],
  url: ['encode', 'decode', 'parse'],
  tailwind: ['optimize', 'responsive', 'extract', 'config'],
};

/** The compile cache a small command's run uses (code-cache.ts's variant): `jwt-verify`, `cron`, … */
export function fastCacheVariant(argv: readonly string[]): string {
  const [name, word] = commandPathIn(argv);
  if (!isFastCommand(name)) return '';
  return word !== undefined && FAST_SUBCOMMANDS[name]?.includes(word) ? `${name}-${word}` : name;
}
