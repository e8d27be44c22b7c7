import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';
import type { CommandModule, Example } from '../command-module';
import type { CliContext } from '../context';

export const needsSignIn = false;

export const examples: readonly Example[] = [
  { command: 'toolbox hooks install' },
  { command: 'toolbox hooks install --chain', description: 'keep an existing commit-msg hook, run it first' },
  { command: 'toolbox hooks uninstall' },
];

export function configure() {}

const MARKER = '# toolbox commit-msg hook';
const CHAINED = 'commit-msg.before-toolbox';

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * The hook script. It runs the toolbox that installed it (absolute node + bundle), else a `toolbox` on PATH,
 * else the project's own through npx; when none is there it lets the commit through with a warning, since a
 * contributor without toolbox must still be able to commit.
 */
export function hookScript(node: string, bundle: string, chained: boolean): string {
  return `#!/bin/sh
${MARKER} (added by \`toolbox hooks install\`; \`toolbox hooks uninstall\` removes it)
${chained ? `"$(dirname "$0")/${CHAINED}" "$@" || exit $?\n` : ''}if [ -x ${quote(node)} ] && [ -f ${quote(bundle)} ]; then
  exec ${quote(node)} ${quote(bundle)} commit lint "$1"
elif command -v toolbox >/dev/null 2>&1; then
  exec toolbox commit lint "$1"
elif [ -x node_modules/.bin/toolbox ]; then
  exec node_modules/.bin/toolbox commit lint "$1"
else
  echo "toolbox not found: commit message not checked" >&2
fi
`;
}

async function readIfExists(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
}

async function hookPath(ctx: CliContext) {
  const git = await import('../platform/git');
  if (!(await git.repositoryRoot(ctx.cwd))) throw new ToolInputError('not inside a git repository.');
  const dir = await git.hooksDirectory(ctx.cwd);
  return { dir, hook: join(dir, 'commit-msg'), chained: join(dir, CHAINED) };
}

const install: CommandModule<{ chain: boolean }> = {
  description: 'Install a commit-msg hook that runs `toolbox commit lint` (respects core.hooksPath).',
  needsSignIn: false,
  examples,
  configure(cmd) {
    cmd.option('--chain', 'keep an existing commit-msg hook and run it before toolbox');
  },
  toOptions: ({ flags }) => ({ chain: flags.chain === true }),
  async run(options, ctx) {
    const { dir, hook, chained } = await hookPath(ctx);
    await mkdir(dir, { recursive: true });
    const existing = await readIfExists(hook);
    let chain = (await readIfExists(chained)) !== undefined;
    if (existing !== undefined && !existing.includes(MARKER)) {
      if (!options.chain) {
        throw Object.assign(
          new ToolInputError(`a commit-msg hook already exists at ${hook}; left unchanged.`),
          {
            hint: 'Run `toolbox hooks install --chain` to keep it and run it before toolbox, or remove it first.',
          },
        );
      }
      await rename(hook, chained);
      chain = true;
    }
    const bundle = resolve(process.argv[1] ?? 'toolbox');
    await writeFile(hook, hookScript(process.execPath, bundle, chain));
    await chmod(hook, 0o755);
    ctx.print(
      `${existing?.includes(MARKER) ? 'Updated' : 'Installed'} ${hook}${chain ? ` (runs ${CHAINED} first)` : ''}`,
    );
    return ctx.exit.ok;
  },
};

const uninstall: CommandModule<Record<string, never>> = {
  description: 'Remove the commit-msg hook toolbox installed (and restore a hook it chained).',
  needsSignIn: false,
  examples,
  configure() {},
  toOptions: () => ({}),
  async run(_options, ctx) {
    const { hook, chained } = await hookPath(ctx);
    const existing = await readIfExists(hook);
    if (existing === undefined || !existing.includes(MARKER)) {
      ctx.warn(`No toolbox hook in ${hook}; nothing removed.`);
      return ctx.exit.ok;
    }
    await rm(hook);
    if ((await readIfExists(chained)) !== undefined) {
      await rename(chained, hook);
      ctx.print(`Removed the toolbox hook; restored the previous ${hook}`);
    } else ctx.print(`Removed ${hook}`);
    return ctx.exit.ok;
  },
};

export const subcommands = { install, uninstall };
