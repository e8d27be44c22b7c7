import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parseNpmJson } from '@toolbox/core/json/npm-json';

/** A workspace package as a commit scope: its name without the npm scope, and its folder. */
export interface WorkspaceScope {
  scope: string;
  dir: string;
}

function readJson(path: string): Record<string, unknown> | undefined {
  try {
    return parseNpmJson(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** The `packages:` list of pnpm-workspace.yaml (plain entries only; negations are skipped). */
function pnpmPatterns(root: string): string[] {
  let text: string;
  try {
    text = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  } catch {
    return [];
  }
  const patterns: string[] = [];
  let inPackages = false;
  for (const line of text.split(/\r?\n/)) {
    if (/^packages:\s*$/.test(line)) inPackages = true;
    else if (/^\S/.test(line)) inPackages = false;
    else if (inPackages) {
      const item = /^\s+-\s+['"]?([^'"#]+?)['"]?\s*(#.*)?$/.exec(line)?.[1];
      if (item && !item.startsWith('!')) patterns.push(item);
    }
  }
  return patterns;
}

function npmPatterns(root: string): string[] {
  const workspaces = readJson(join(root, 'package.json'))?.workspaces;
  const list = Array.isArray(workspaces)
    ? workspaces
    : (workspaces as { packages?: unknown } | undefined)?.packages;
  return Array.isArray(list)
    ? list.filter((item): item is string => typeof item === 'string' && !item.startsWith('!'))
    : [];
}

/** Folders a pattern names: `packages/*`, `apps/web`, `libs/**` (one level deep for ** too). */
function expand(root: string, pattern: string): string[] {
  const clean = pattern.replace(/\/+$/, '');
  const star = clean.search(/\*/);
  if (star < 0) return [clean];
  const parent = clean.slice(0, star).replace(/\/$/, '');
  try {
    return readdirSync(join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
      .map((entry) => (parent ? `${parent}/${entry.name}` : entry.name))
      .sort();
  } catch {
    return [];
  }
}

/**
 * The folders the workspace config names (pnpm-workspace.yaml's `packages:`, package.json's `workspaces`), each
 * once, in the config's order; whether each holds a package.json is the caller's to check. Empty: no workspace.
 */
export function workspaceDirs(root: string): string[] {
  const dirs = [...pnpmPatterns(root), ...npmPatterns(root)].flatMap((pattern) => expand(root, pattern));
  return [...new Set(dirs.map((dir) => dir.replace(/^\.\//, '')))];
}

/** The repository's workspace packages (pnpm, npm and yarn workspaces): full name, scope and folder. */
export function workspacePackages(root: string): (WorkspaceScope & { name: string })[] {
  const packages: (WorkspaceScope & { name: string })[] = [];
  for (const dir of workspaceDirs(root)) {
    const name = readJson(join(root, dir, 'package.json'))?.name;
    if (typeof name !== 'string') continue;
    if (packages.some((known) => known.name === name)) continue;
    packages.push({ name, scope: name.replace(/^@[^/]+\//, ''), dir });
  }
  return packages;
}

/** The repository's workspace packages (pnpm, npm and yarn workspaces) as scopes. */
export function workspaceScopes(root: string): WorkspaceScope[] {
  const scopes: WorkspaceScope[] = [];
  for (const { scope, dir } of workspacePackages(root)) {
    if (!scopes.some((known) => known.scope === scope)) scopes.push({ scope, dir });
  }
  return scopes;
}

/** The scope whose folder holds most of the staged files, if any does. */
export function scopeOfFiles(
  scopes: readonly WorkspaceScope[],
  files: readonly string[],
): string | undefined {
  let best: { scope: string; count: number } | undefined;
  for (const { scope, dir } of scopes) {
    const prefix = `${dir.split(sep).join('/')}/`;
    const count = files.filter((file) => relative('', file).split(sep).join('/').startsWith(prefix)).length;
    if (count > 0 && (!best || count > best.count)) best = { scope, count };
  }
  return best?.scope;
}
