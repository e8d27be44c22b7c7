import { dirname, join, resolve } from 'node:path';
import type { LintResult } from '@toolbox/core/tools/commit-message-assistant';
import {
  LINT_CONFIG_FILES,
  type ResolvedLintConfig,
  resolveLintConfig,
  resolveLintConfigObject,
} from '@toolbox/core/tools/commit-message-assistant/lint-config';
import { importFile } from './import-file';

// Not an import: see stdio-lines.ts.
const { existsSync, readFileSync, statSync } = process.getBuiltinModule('node:fs');

/** Walks up from `cwd` to the repository root (the folder with .git) or the filesystem root. */
function configFolder(cwd: string): string {
  let dir = resolve(cwd);
  for (;;) {
    if (existsSync(join(dir, '.git'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(cwd);
    dir = parent;
  }
}

const JS_CONFIGS = [
  'commitlint.config.js',
  'commitlint.config.mjs',
  'commitlint.config.cjs',
  '.commitlintrc.js',
  '.commitlintrc.mjs',
  '.commitlintrc.cjs',
];

const TS_CONFIGS = [
  'commitlint.config.ts',
  'commitlint.config.mts',
  'commitlint.config.cts',
  '.commitlintrc.ts',
];

export interface RepositoryLintConfig extends ResolvedLintConfig {
  /**
   * When the config holds what our rules cannot apply (plugins, ignores, other presets, a TypeScript config...)
   * and the repository has commitlint installed: commitlint itself, for commitlint's verdict.
   */
  commitlint?: (message: string, options?: { commentChar?: string }) => Promise<LintResult>;
}

type Problem = { name: string; level: number; message: string };

/** @commitlint/load and @commitlint/lint as the repository installed them, or undefined. */
async function installedCommitlint(
  folder: string,
): Promise<{ commitlint: NonNullable<RepositoryLintConfig['commitlint']>; helpUrl?: string } | undefined> {
  // Loaded here, not at the top: node:module costs the commit-msg hook's start ~4.7M instructions (issue 43), and
  // only a config commitlint must run needs it.
  const { createRequire } = process.getBuiltinModule('node:module');
  const require = createRequire(join(folder, 'package.json'));
  let paths: [string, string];
  try {
    paths = [require.resolve('@commitlint/load'), require.resolve('@commitlint/lint')];
  } catch {
    return undefined;
  }
  type Module = { default?: { default?: unknown } };
  const [loadModule, lintModule] = (await Promise.all(paths.map((path) => importFile(path)))) as Module[];
  const pick = (module: Module | undefined) => module?.default?.default ?? module?.default;
  const load = pick(loadModule) as (
    seed: object,
    options: { cwd: string },
  ) => Promise<Record<string, unknown>>;
  const lint = pick(lintModule) as (
    message: string,
    rules: unknown,
    options: object,
  ) => Promise<{ valid: boolean; errors: Problem[]; warnings: Problem[] }>;
  const config = await load({}, { cwd: folder });
  const parserPreset = config.parserPreset as { parserOpts?: object } | undefined;
  const helpUrl = typeof config.helpUrl === 'string' && config.helpUrl ? config.helpUrl : undefined;
  const commitlint = async (message: string, options: { commentChar?: string } = {}): Promise<LintResult> => {
    const result = await lint(message, config.rules, {
      // commitlint --edit sets parserOpts.commentChar (git's core.commentChar); stdin and history keep `#` lines.
      parserOpts: { ...(parserPreset?.parserOpts ?? {}), ...options },
      plugins: config.plugins,
      ignores: config.ignores,
      defaultIgnores: config.defaultIgnores,
      helpUrl: config.helpUrl,
    });
    const problem = (entry: Problem) => ({
      rule: entry.name,
      level: (entry.level === 1 ? 1 : 2) as 1 | 2,
      message: entry.message,
    });
    return {
      valid: result.valid,
      ignored: false,
      errors: result.errors.map(problem),
      warnings: result.warnings.map(problem),
    };
  };
  return helpUrl ? { commitlint, helpUrl } : { commitlint };
}

/**
 * Whether the repository's code may run: its JavaScript config (and, through @commitlint/load, the presets,
 * plugins and parser presets it names). Only to lint, where commitlint itself runs it (`commit lint`, the hook,
 * `commit --lint`/`--git`); printing or describing a message reads the text configs alone.
 */
export type ConfigCode = 'run' | 'skip';

/**
 * The repository's commitlint config, found as commitlint searches (from the repository around `cwd` only):
 * the text configs (read by core), then a JavaScript config (imported, since only Node can evaluate it), else
 * config-conventional. What our rules cannot apply goes to commitlint itself when the repository installed it,
 * and is named in `notes` otherwise. With `code: 'skip'` no file of the repository is imported.
 */
export async function repositoryLintConfig(
  cwd: string,
  code: ConfigCode = 'run',
): Promise<RepositoryLintConfig> {
  const config = await ownLintConfig(cwd, code);
  if (config.notes.length === 0 || code === 'skip') return config;
  const installed = await installedCommitlint(configFolder(cwd)).catch((error: Error) => {
    config.notes.push(`the installed commitlint failed to load the config (${error.message.split('\n')[0]})`);
    return undefined;
  });
  if (!installed) return config;
  const { helpUrl: _ours, ...rest } = config;
  return { ...rest, notes: [], ...installed };
}

async function ownLintConfig(cwd: string, code: ConfigCode): Promise<RepositoryLintConfig> {
  const folder = configFolder(cwd);
  const files: Record<string, string> = {};
  for (const name of LINT_CONFIG_FILES) {
    const path = join(folder, name);
    try {
      // Looked at first: most names are absent, and a failed read makes an error to throw, which costs more.
      if (statSync(path, { throwIfNoEntry: false }) !== undefined) files[name] = readFileSync(path, 'utf8');
    } catch {
      // unreadable: commitlint's search goes on to the next name
    }
  }
  const resolved = await resolveLintConfig(files);
  if (resolved.source) return resolved;
  const jsConfig = JS_CONFIGS.find((name) => existsSync(join(folder, name)));
  if (!jsConfig || code === 'skip') {
    const scriptConfig = jsConfig ?? TS_CONFIGS.find((name) => existsSync(join(folder, name)));
    if (scriptConfig && code === 'skip')
      resolved.notes.push(`${scriptConfig} is run only to lint (config-conventional is used)`);
    else if (scriptConfig)
      resolved.notes.push(
        `${scriptConfig} is not read without commitlint installed (config-conventional is used)`,
      );
    return resolved;
  }
  const loaded = (await importFile(join(folder, jsConfig))) as { default?: unknown };
  return resolveLintConfigObject(loaded.default ?? loaded, jsConfig);
}
