import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  LINT_CONFIG_FILES,
  type ResolvedLintConfig,
  resolveLintConfig,
  resolveLintConfigObject,
} from '@toolbox/core/tools/commit-message-assistant/lint-config';

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

/**
 * The repository's commitlint rules, found as commitlint searches: the text configs (read by core), then a
 * JavaScript config (imported, since only Node can evaluate it), else config-conventional.
 */
export async function repositoryLintConfig(cwd: string): Promise<ResolvedLintConfig> {
  const folder = configFolder(cwd);
  const files: Record<string, string> = {};
  for (const name of LINT_CONFIG_FILES) {
    try {
      files[name] = readFileSync(join(folder, name), 'utf8');
    } catch {
      // absent: commitlint's search goes on to the next name
    }
  }
  const resolved = resolveLintConfig(files);
  if (resolved.source) return resolved;
  const jsConfig = JS_CONFIGS.find((name) => existsSync(join(folder, name)));
  if (!jsConfig) return resolved;
  const loaded = (await import(pathToFileURL(join(folder, jsConfig)).href)) as { default?: unknown };
  return resolveLintConfigObject(loaded.default ?? loaded, jsConfig);
}
