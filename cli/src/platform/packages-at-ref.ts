import { parseNpmJson } from '@toolbox/core/json/npm-json';
import { runGit, unlessGitMissing } from './git';

/** A package.json at a commit: its folder (from the repository's top) and the name it gives. */
export interface PackageAtRef {
  name: string;
  dir: string;
}

/** More package.json files than a workspace holds: the rest are not read. */
const MAX_MANIFESTS = 5_000;
/** A package.json larger than this is no package's manifest: not read. */
const MAX_MANIFEST_BYTES = 1_000_000;

/**
 * The named package.json files in the tree of `ref` (outside node_modules), shallowest first: where a package was
 * when it was released, for a package that has since left the workspace. Two git runs whatever the tree's size:
 * one `ls-tree`, one `cat-file --batch`. An unknown ref, or git refusing, gives none.
 */
export async function packagesAtRef(cwd: string, ref: string): Promise<PackageAtRef[]> {
  let paths: string[];
  try {
    paths = (await runGit(cwd, ['ls-tree', '-r', '-z', '--name-only', `${ref}^{commit}`, '--']))
      .split('\0')
      .filter((path) => /(^|\/)package\.json$/.test(path) && !/(^|\/)node_modules\//.test(path))
      .sort((a, b) => a.split('/').length - b.split('/').length || (a < b ? -1 : a > b ? 1 : 0))
      .slice(0, MAX_MANIFESTS);
    if (paths.length === 0) return [];
    const batch = await runGit(
      cwd,
      ['cat-file', '--batch'],
      paths.map((path) => `${ref}^{commit}:${path}\n`).join(''),
    );
    return namedManifests(batch, paths);
  } catch (error) {
    unlessGitMissing(error);
    return [];
  }
}

const atCommit = new Map<string, Promise<PackageAtRef[]>>();

/**
 * The packages in the tree a tag points at, as the changelog takes them (with their unscoped names), read once per
 * commit: a changesets release tags one commit once per package. `tags` are the repository's tags by commit.
 */
export async function packagesAtTag(
  cwd: string,
  tag: string,
  tags: Promise<Map<string, string[]>>,
): Promise<(PackageAtRef & { scope: string })[]> {
  let commit = tag;
  for (const [hash, names] of await tags) if (names.includes(tag)) commit = hash;
  let packages = atCommit.get(`${cwd}\0${commit}`);
  if (!packages) {
    packages = packagesAtRef(cwd, commit);
    atCommit.set(`${cwd}\0${commit}`, packages);
  }
  return (await packages).map((pkg) => ({ ...pkg, scope: pkg.name.replace(/^@[^/]+\//, '') }));
}

/** `cat-file --batch`'s answers (`<hash> blob <size>\n<bytes>\n` each, in `paths`' order) read as package names. */
function namedManifests(batch: string, paths: readonly string[]): PackageAtRef[] {
  const bytes = Buffer.from(batch, 'utf8');
  const found: PackageAtRef[] = [];
  let at = 0;
  for (const path of paths) {
    const end = bytes.indexOf(10, at);
    if (end < 0) break;
    const header = bytes.toString('utf8', at, end);
    at = end + 1;
    if (header.endsWith(' missing')) continue;
    // Sizes are counted in the blob's bytes: a manifest that is not UTF-8 leaves the rest unaligned, unread.
    const size = /^[0-9a-f]{40,64} blob (\d+)$/.exec(header)?.[1];
    if (size === undefined) break;
    const length = Number(size);
    const text = bytes.toString('utf8', at, at + length);
    at += length + 1;
    if (length > MAX_MANIFEST_BYTES) continue;
    let name: unknown;
    try {
      name = (parseNpmJson(text) as { name?: unknown } | null)?.name;
    } catch {
      continue;
    }
    if (typeof name !== 'string' || found.some((known) => known.name === name)) continue;
    found.push({ name, dir: path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '.' });
  }
  return found;
}
