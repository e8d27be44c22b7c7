// The files `toolbox release` reads and writes: the workspace's package.json files (each checked to be a regular
// file inside the repository before it is read), pnpm-lock.yaml and each package's CHANGELOG.md, written through
// a transaction that puts every byte back when anything fails before the release commit. What is only read is read
// synchronously (a few small files): the promises API loads Node's stream and readline modules, which
// `release --dry-run` would load for nothing (issue 43); links are resolved by realpath(3), as the promises API does.
import { lstatSync, realpathSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';
import { parseNpmJson } from '@toolbox/core/json/npm-json';
import {
  DEPENDENCY_FIELDS,
  type PackageManifest,
  RELEASE_PLEASE_CONFIG,
  type ReleaseRules,
} from '@toolbox/core/tools/changelog-generator';
import { releasePleaseConfig } from '@toolbox/core/tools/changelog-generator/release-please';
import { isInside } from '../../platform/path-inside';
import { readUnlessLink, replaceFile } from '../../platform/safe-write';
import { workspaceDirs } from '../../platform/workspace-scopes';

/** A package.json as read: what the plan needs, and the text its edits apply to. */
export interface ManifestFile {
  manifest: PackageManifest;
  /** Absolute path of the package.json. */
  path: string;
  /** Relative to the repository root, `/`-separated: how messages name it. */
  shown: string;
  text: string;
}

export interface Workspace {
  /** The packages that may be released: the workspace's, or the root alone. */
  packages: ManifestFile[];
  /** A workspace's root package.json, whose ranges follow the releases. */
  others: ManifestFile[];
  /** release-please-config.json's keys that change what release-please releases and are not read. */
  ignoredConfigKeys?: string[];
}

const slashes = (path: string) => path.split(sep).join('/');

function exists(path: string): boolean {
  try {
    return lstatSync(path, { throwIfNoEntry: false }) !== undefined;
  } catch {
    return false;
  }
}

function stringMap(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

/**
 * One package.json, refused when it (or a folder on its way) is a symbolic link leading out of the repository,
 * or when it is itself a link: a release writes to it.
 */
async function readManifest(root: string, realRoot: string, dir: string): Promise<ManifestFile> {
  const path = join(root, dir, 'package.json');
  const shown = slashes(relative(root, path));
  const info = lstatSync(path);
  if (info.isSymbolicLink()) {
    throw new ToolInputError(`${shown} is a symbolic link; toolbox release never writes through a link.`);
  }
  const real = realpathSync.native(dirname(path));
  if (!isInside(realRoot, real)) {
    throw new ToolInputError(
      `${shown} resolves outside the repository (${dir} is a link); nothing was released.`,
    );
  }
  const text = await readUnlessLink(path, shown);
  let json: Record<string, unknown>;
  try {
    json = parseNpmJson(text) as Record<string, unknown>;
  } catch {
    throw new ToolInputError(`${shown} is not valid JSON.`);
  }
  if (typeof json !== 'object' || json === null || typeof json.name !== 'string' || json.name === '') {
    throw new ToolInputError(`${shown} has no "name".`);
  }
  const manifest: PackageManifest = {
    name: json.name,
    dir: dir === '.' ? '' : slashes(dir),
    // Without a version (an app, a workspace root, a package semantic-release publishes), its release tags say.
    version: typeof json.version === 'string' ? json.version : '',
    private: json.private === true,
  };
  for (const field of DEPENDENCY_FIELDS) {
    const ranges = stringMap(json[field]);
    if (ranges) manifest[field] = ranges;
  }
  return { manifest, path, shown, text };
}

interface Configured {
  tagPrefix?: string;
  rules: ReleaseRules;
}

/**
 * The node packages release-please's manifest config declares (folder -> the prefix of its tags and its release
 * rules) and the keys it sets that are not read; nothing when the repository has no such config. A package.json it
 * names is read only when it is a regular file.
 */
async function releasePleaseFolders(
  root: string,
): Promise<{ folders: Map<string, Configured>; ignored: string[] }> {
  const text = await readUnlessLink(join(root, RELEASE_PLEASE_CONFIG), RELEASE_PLEASE_CONFIG);
  if (text === '') return { folders: new Map(), ignored: [] };
  const { packages, ignored } = await releasePleaseConfig(text, async (path) =>
    exists(join(root, path)) ? readUnlessLink(join(root, path), path) : undefined,
  );
  const folders = new Map(
    packages
      .filter((pkg) => exists(join(root, pkg.dir, 'package.json')))
      .map((pkg): [string, Configured] => [
        pkg.dir === '.' ? '' : pkg.dir,
        { ...(pkg.tagPrefix === undefined ? {} : { tagPrefix: pkg.tagPrefix }), rules: pkg.rules },
      ]),
  );
  return { folders, ignored };
}

/**
 * The packages of the repository at `root`: its npm, yarn or pnpm workspace's and those release-please's manifest
 * config declares (each with the tag prefix release-please gives it), or the root package alone.
 */
export async function readWorkspace(root: string): Promise<Workspace> {
  const realRoot = realpathSync.native(root);
  const { folders: configured, ignored } = await releasePleaseFolders(root);
  const dirs = [];
  for (const dir of workspaceDirs(root)) if (exists(join(root, dir, 'package.json'))) dirs.push(dir);
  for (const dir of configured.keys())
    if (!dirs.includes(dir) && !(dir === '' && dirs.length > 0)) dirs.push(dir);
  const tagged = (file: ManifestFile, dir: string) => {
    const config = configured.get(dir);
    if (config?.tagPrefix !== undefined) file.manifest.tagPrefix = config.tagPrefix;
    if (config) file.manifest.rules = config.rules;
    return file;
  };
  const notes = ignored.length > 0 ? { ignoredConfigKeys: ignored } : {};
  const hasRoot = exists(join(root, 'package.json'));
  if (dirs.length === 0 || (dirs.length === 1 && dirs[0] === '')) {
    if (!hasRoot)
      throw new ToolInputError(
        'no package.json at the repository root and no workspace: nothing to release.',
      );
    return { packages: [tagged(await readManifest(root, realRoot, ''), '')], others: [], ...notes };
  }
  const packages: ManifestFile[] = [];
  for (const dir of dirs) packages.push(tagged(await readManifest(root, realRoot, dir), dir));
  const names = new Map<string, string>();
  for (const { manifest, shown } of packages) {
    const other = names.get(manifest.name);
    if (other) throw new ToolInputError(`${other} and ${shown} are both named "${manifest.name}".`);
    names.set(manifest.name, shown);
  }
  return { packages, others: hasRoot ? [await readManifest(root, realRoot, '')] : [], ...notes };
}

interface Original {
  shown: string;
  /** null: the file did not exist. */
  data: Buffer | null;
}

/**
 * Writes files one by one and remembers what each was, so `rollback` can restore the tree byte for byte
 * (and remove the files it created). Every write goes through replaceFile: never through a link.
 */
export class FileTransaction {
  private readonly originals = new Map<string, Original>();

  async write(path: string, data: string, shown: string): Promise<void> {
    if (!this.originals.has(path)) {
      const existing = exists(path) ? await readFile(path) : null;
      this.originals.set(path, { shown, data: existing });
    }
    await replaceFile(path, data, shown);
  }

  /** The paths written, in order. */
  get paths(): string[] {
    return [...this.originals.keys()];
  }

  async rollback(): Promise<void> {
    for (const [path, original] of [...this.originals].reverse()) {
      if (original.data === null) await rm(path, { force: true });
      else await replaceFile(path, original.data, original.shown);
    }
    this.originals.clear();
  }
}
