import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = resolve(dirname(new URL(import.meta.url).pathname), '..');
const json = (path) => JSON.parse(readFileSync(join(repo, path), 'utf8'));

/** The workspace's package folders, as pnpm-workspace.yaml lists them. */
function packageFolders() {
  const yaml = readFileSync(join(repo, 'pnpm-workspace.yaml'), 'utf8');
  const list = yaml.slice(yaml.indexOf('packages:')).split(/\n(?=\S)/)[0];
  return [...list.matchAll(/^\s+-\s+(\S+)\s*$/gm)].map((match) => match[1]);
}

/** The tsconfig files a package's `typecheck` script checks (`tsc -b a.json b.json`, `tsc -p tsconfig.json`). */
function checkedConfigs(folder) {
  const script = json(`${folder}/package.json`).scripts?.typecheck;
  if (!script) return [];
  const files = script.split(/\s+/).filter((word) => word.endsWith('.json'));
  return (files.length > 0 ? files : ['tsconfig.json']).map((file) => join(folder, file));
}

describe('the type-check', () => {
  const references = json('tsconfig.json').references.map(({ path }) => relative(repo, join(repo, path)));

  it("`pnpm typecheck` (tsc -b on the root tsconfig.json) checks every project a package's own typecheck checks", () => {
    const perPackage = packageFolders().flatMap(checkedConfigs);
    expect(perPackage.length).toBeGreaterThan(8);
    expect([...references].sort()).toEqual([...perPackage].sort());
  });

  it('composite projects emit their declarations into node_modules/.cache/tsc, never beside the sources', () => {
    const composite = references.filter((path) => json(path).compilerOptions?.composite);
    expect(composite.length).toBeGreaterThan(0);
    for (const path of composite) {
      const { outDir, tsBuildInfoFile, emitDeclarationOnly } = json(path).compilerOptions;
      expect(emitDeclarationOnly, path).toBe(true);
      for (const out of [outDir, tsBuildInfoFile])
        expect(relative(repo, join(repo, dirname(path), out)), path).toMatch(/^node_modules\/\.cache\/tsc\//);
    }
  });
});
