/**
 * The commands that start from a CommonJS bundle of their own (issue 43: each non-rendering command within 1.5x a
 * bare `node -e 0`): the small ones people run in scripts and loops, and the project commands that git hooks and CI
 * run (`commit`, `changelog`, `release`, `hooks`). The launcher sends an argv naming one of them to its bundle
 * (fast-entry.ts), one file holding main.ts and only that group's command modules, so they start without the ES
 * module loader, commander's chunk graph or the other commands. The names are checked against commands/index.ts
 * (fast-entry.ts's table is typed by it).
 */
import { commandPathIn } from './command-name';

/**
 * The bundles and the commands each holds. More than one, because a start pays for the whole bundle's compiled
 * code (its compile cache is read and deserialized every run): eighteen commands in one 1 MB file made every start
 * slower, the first six from 1.4x to 1.7x `node -e 0` (wall medians, 2026-11-26). `cert` is alone: its X.509
 * library's set-up would weigh on the others; so is `icons`, whose Lucide names and tags are 190 KB of JSON, and so
 * is `tailwind`, whose acorn (for `extract`) and tailwind-merge were a third of the generators' bundle. What a
 * bundle cannot run (`commit`'s interactive form, a commitlint config in JavaScript) hands the argv to the full CLI
 * (full-cli-only.ts). `sql` has a bundle of its own, with libpg-query's JavaScript (its WASM file stays in
 * node_modules, platform/pg-parser.ts): the ES module CLI's start was a third of `sql format`'s run (207 → 129 ms,
 * 2026-11-26). Left in the full CLI: `schema` and `check` (PGlite, loaded through dynamic imports, is most of their
 * run), `preset` (`preset save` checks flags against every command's table), and the commands that draw (`og`,
 * `favicon`, `mockup`, `pdf`, `blog`).
 */
export const FAST_BUNDLES = {
  'fast/commands.cjs': ['jwt', 'url', 'hash', 'cron', 'time', 'diff'],
  'fast/utilities.cjs': ['uuid', 'slug', 'password', 'base64', 'email', 'contrast', 'regex', 'json'],
  'fast/data.cjs': ['convert', 'types'],
  'fast/cert.cjs': ['cert'],
  'fast/icons.cjs': ['icons'],
  'fast/account.cjs': ['list', 'whoami', 'login', 'logout', 'projects'],
  'fast/tailwind.cjs': ['tailwind'],
  'fast/changelog.cjs': ['changelog', 'release'],
  'fast/commit.cjs': ['commit', 'hooks'],
  'fast/workspace.cjs': ['workspace'],
  'fast/api-docs.cjs': ['api-docs'],
  'fast/qr.cjs': ['qr'],
  'fast/sql.cjs': ['sql'],
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
  commit: ['lint', 'prepare'],
  hooks: ['install', 'uninstall'],
  'api-docs': ['diff'],
  sql: ['format'],
  projects: ['list', 'show', 'pull', 'push', 'rm', 'add-card', 'move-card', 'tick'],
};

/** The compile cache a small command's run uses (code-cache.ts's variant): `jwt-verify`, `cron`, … */
export function fastCacheVariant(argv: readonly string[]): string {
  const [name, word] = commandPathIn(argv);
  if (!isFastCommand(name)) return '';
  return word !== undefined && FAST_SUBCOMMANDS[name]?.includes(word) ? `${name}-${word}` : name;
}
