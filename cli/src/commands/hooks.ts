import { lstat, readFile, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';
import type { CommandModule, Example } from '../command-module';
import type { CliContext } from '../context';
import { defineFlags } from '../flag-table';

export const needsSignIn = false;

export const examples: readonly Example[] = [
  { command: 'toolbox hooks install' },
  {
    command: 'toolbox hooks install --prepare',
    description: 'also pre-fill the editor with type(scope) from the branch and staged files',
  },
  { command: 'toolbox hooks install --chain', description: 'keep an existing hook, run it first' },
  { command: 'toolbox hooks uninstall' },
];

export function configure() {}

/** A git hook toolbox writes: git's name for it and the `toolbox` arguments it runs. */
interface HookKind {
  name: 'commit-msg' | 'prepare-commit-msg';
  command: string;
  /** A failing prepare step must never stop a commit; a failing lint must. */
  blocking: boolean;
}

const COMMIT_MSG: HookKind = { name: 'commit-msg', command: 'commit lint "$1"', blocking: true };
const PREPARE: HookKind = {
  name: 'prepare-commit-msg',
  command: 'commit prepare "$1" "$2"',
  blocking: false,
};

const marker = (kind: HookKind) => `# toolbox ${kind.name} hook`;
const chainedName = (kind: HookKind) => `${kind.name}.before-toolbox`;

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * The hook script. It runs the toolbox that installed it (absolute node + bundle), else a `toolbox` on PATH,
 * else the project's own through npx; when none is there it lets the commit through (the commit-msg hook
 * with a warning), since a contributor without toolbox must still be able to commit.
 */
export function hookScript(node: string, bundle: string, chained: boolean, kind: HookKind = COMMIT_MSG) {
  const run = kind.blocking ? 'exec ' : '';
  const end = kind.blocking ? '' : ' || true';
  const missing = kind.blocking ? '  echo "toolbox not found: commit message not checked" >&2\n' : '  :\n';
  return `#!/bin/sh
${marker(kind)} (added by \`toolbox hooks install\`; \`toolbox hooks uninstall\` removes it)
${chained ? `"$(dirname "$0")/${chainedName(kind)}" "$@" || exit $?\n` : ''}if [ -x ${quote(node)} ] && [ -f ${quote(bundle)} ]; then
  ${run}${quote(node)} ${quote(bundle)} ${kind.command}${end}
elif command -v toolbox >/dev/null 2>&1; then
  ${run}toolbox ${kind.command}${end}
elif [ -x node_modules/.bin/toolbox ]; then
  ${run}node_modules/.bin/toolbox ${kind.command}${end}
else
${missing}fi
`;
}

async function readIfExists(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
}

async function hooksDir(ctx: CliContext) {
  const git = await import('../platform/git');
  if (!(await git.repositoryRoot(ctx.cwd))) throw new ToolInputError('not inside a git repository.');
  return git.hooksDirectory(ctx.cwd);
}

const present = (path: string) =>
  lstat(path).then(
    () => true,
    () => false,
  );

/**
 * One hook's files in the hooks folder and what they hold now. Presence is lstat's answer: a hook that cannot be
 * read, or a link (even dangling), is still someone's hook and is never written over.
 */
async function hookState(dir: string, kind: HookKind) {
  const hook = join(dir, kind.name);
  const chained = join(dir, chainedName(kind));
  const existing = (await present(hook)) ? ((await readIfExists(hook)) ?? '') : undefined;
  return {
    kind,
    hook,
    chained,
    existing,
    ours: existing?.includes(marker(kind)) === true,
    hasChained: await present(chained),
  };
}

const installFlags = defineFlags({
  prepare: {
    flag: '--prepare',
    description: 'also install a prepare-commit-msg hook that pre-fills type(scope) in the editor',
  },
  chain: { flag: '--chain', description: 'keep existing hooks and run them before toolbox' },
});

const install: CommandModule<{ chain: boolean; prepare: boolean }> = {
  description:
    'Install a commit-msg hook that runs `toolbox commit lint`, and with --prepare a prepare-commit-msg hook that pre-fills the message (respects core.hooksPath).',
  needsSignIn: false,
  examples,
  configure: installFlags.configure,
  toOptions: (parsed) => installFlags.read(parsed),
  async run(options, ctx) {
    const dir = await hooksDir(ctx);
    const { prepareFolder, replaceFile } = await import('../platform/safe-write');
    await prepareFolder(ctx.cwd, dir, dir);
    const kinds = options.prepare ? [COMMIT_MSG, PREPARE] : [COMMIT_MSG];
    const states = await Promise.all(kinds.map((kind) => hookState(dir, kind)));
    // Refuse before writing anything, so a refusal leaves the folder as it was.
    const foreign = states.filter((state) => state.existing !== undefined && !state.ours);
    if (foreign.length > 0 && !options.chain) {
      const names = foreign.map((state) => state.hook).join(' and ');
      throw Object.assign(
        new ToolInputError(
          `${foreign.length === 1 ? `a ${foreign[0]!.kind.name} hook already exists` : 'hooks already exist'} at ${names}; left unchanged.`,
        ),
        {
          hint: `Run \`toolbox hooks install${options.prepare ? ' --prepare' : ''} --chain\` to keep ${foreign.length === 1 ? 'it' : 'them'} and run ${foreign.length === 1 ? 'it' : 'them'} before toolbox, or remove ${foreign.length === 1 ? 'it' : 'them'} first.`,
        },
      );
    }
    // A hook chained by an earlier install is what uninstall restores: a second foreign hook never replaces it.
    const clash = foreign.filter((state) => state.hasChained);
    if (clash.length > 0) {
      const [first] = clash;
      throw Object.assign(
        new ToolInputError(
          `${first!.hook} is not toolbox's, and ${first!.chained} already holds the hook an earlier install chained; left unchanged.`,
        ),
        {
          hint: `Merge the two into ${chainedName(first!.kind)} by hand (or move one away), then run \`toolbox hooks install${options.prepare ? ' --prepare' : ''} --chain\` again.`,
        },
      );
    }
    const bundle = resolve(process.argv[1] ?? 'toolbox');
    const done: { hook: string; kind: string; action: 'installed' | 'updated'; chained?: string }[] = [];
    for (const state of states) {
      let chain = state.hasChained;
      if (state.existing !== undefined && !state.ours) {
        await rename(state.hook, state.chained);
        chain = true;
      }
      await replaceFile(
        state.hook,
        hookScript(process.execPath, bundle, chain, state.kind),
        state.hook,
        0o755,
      );
      done.push({
        hook: state.hook,
        kind: state.kind.name,
        action: state.ours ? 'updated' : 'installed',
        ...(chain ? { chained: chainedName(state.kind) } : {}),
      });
      if (!ctx.json)
        ctx.print(
          `${state.ours ? 'Updated' : 'Installed'} ${state.hook}${chain ? ` (runs ${chainedName(state.kind)} first)` : ''}`,
        );
    }
    if (ctx.json) ctx.print(JSON.stringify({ hooks: done }, null, 2));
    return ctx.exit.ok;
  },
};

const uninstall: CommandModule<Record<string, never>> = {
  description: 'Remove the hooks toolbox installed (and restore hooks it chained).',
  needsSignIn: false,
  examples,
  configure() {},
  toOptions: () => ({}),
  async run(_options, ctx) {
    const dir = await hooksDir(ctx);
    const states = await Promise.all([COMMIT_MSG, PREPARE].map((kind) => hookState(dir, kind)));
    const ours = states.filter((state) => state.ours);
    if (ours.length === 0) {
      ctx.warn(`No toolbox hook in ${states[0]!.hook}; nothing removed.`);
      if (ctx.json) ctx.print(JSON.stringify({ removed: [] }, null, 2));
      return ctx.exit.ok;
    }
    const removed: { hook: string; restored: boolean }[] = [];
    for (const state of ours) {
      await rm(state.hook);
      if (state.hasChained) await rename(state.chained, state.hook);
      removed.push({ hook: state.hook, restored: state.hasChained });
      if (ctx.json) continue;
      if (state.hasChained) ctx.print(`Removed the toolbox hook; restored the previous ${state.hook}`);
      else ctx.print(`Removed ${state.hook}`);
    }
    if (ctx.json) ctx.print(JSON.stringify({ removed }, null, 2));
    return ctx.exit.ok;
  },
};

export const subcommands = { install, uninstall };
