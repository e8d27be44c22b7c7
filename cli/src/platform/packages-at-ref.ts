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
  try {
    const manifests = (await runGit(cwd, ['ls-tree', '-r', '-z', `${ref}^{commit}`, '--']))
      .split('\0')
      .flatMap((entry) => {
        const [, hash, path] = /^\d+ blob ([0-9a-f]+)\t(.*)$/s.exec(entry) ?? [];
        return hash && path && /(^|\/)package\.json$/.test(path) && !/(^|\/)node_modules\//.test(path)
          ? [{ hash, path }]
          : [];
      })
      .sort((a, b) => depth(a.path) - depth(b.path) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
      .slice(0, MAX_MANIFESTS);
    if (manifests.length === 0) return [];
    // Each answer is headed by its manifest's place in the list (%(rest)), so one that is not UTF-8 (its text read
    // as UTF-8 no longer has the size git gives) is read as it comes and never shifts the others.
    const batch = await runGit(
      cwd,
      ['cat-file', '--batch=%(objectname) %(objecttype) %(objectsize) %(rest)'],
      manifests.map(({ hash }, index) => `${hash} ${index}\n`).join(''),
    );
    return namedManifests(batch, manifests);
  } catch (error) {
    unlessGitMissing(error);
    return [];
  }
}

const depth = (path: string) => path.split('/').length;

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

/** `cat-file --batch`'s answers, each `<hash> blob <size> <index>` and the manifest's text, read as names. */
function namedManifests(batch: string, manifests: readonly { path: string }[]): PackageAtRef[] {
  const found: PackageAtRef[] = [];
  const headers = [...batch.matchAll(/^[0-9a-f]{40,64} blob (\d+) (\d+)$/gm)];
  headers.forEach((header, at) => {
    const path = manifests[Number(header[2])]?.path;
    if (path === undefined || Number(header[1]) > MAX_MANIFEST_BYTES) return;
    const start = (header.index ?? 0) + header[0].length + 1;
    const text = batch.slice(start, (headers[at + 1]?.index ?? batch.length + 1) - 1);
    let name: unknown;
    try {
      name = (parseNpmJson(text) as { name?: unknown } | null)?.name;
    } catch {
      return;
    }
    if (typeof name !== 'string' || found.some((known) => known.name === name)) return;
    found.push({ name, dir: path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '.' });
  });
  return found;
}
