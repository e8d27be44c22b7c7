import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { tempRepo } from './changelog-repo';

/** A commit's short hash, as the CLI prints it. */
export const short = (hash: string) => hash.slice(0, 7);

/** JSON as a package.json is written: indented, with a final newline. */
export const json = (value: unknown, indent: string | number = 2) =>
  `${JSON.stringify(value, null, indent)}\n`;

/** A temp repository (./changelog-repo.ts) with files: what `toolbox release` is tried on. */
export function releaseRepo(files: Record<string, string> = {}) {
  const repo = tempRepo();
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(repo.dir, path)), { recursive: true });
    writeFileSync(join(repo.dir, path), text);
  };
  for (const [path, text] of Object.entries(files)) write(path, text);
  return {
    ...repo,
    write,
    read: (path: string) => readFileSync(join(repo.dir, path), 'utf8'),
    /** Writes the files (each given a line more), stages everything and commits. */
    change(message: string, ...paths: string[]) {
      for (const path of paths) {
        let before = '';
        try {
          before = readFileSync(join(repo.dir, path), 'utf8');
        } catch {}
        write(path, `${before}${message}\n`);
      }
      repo.git('add', '-A');
      return repo.commit(message);
    },
    tags: () => repo.git('tag', '-l').split('\n').filter(Boolean).sort(),
    /** `git cat-file -t` of each tag: "tag" for an annotated one. */
    tagTypes: (names: readonly string[]) =>
      names.map((name) => repo.git('cat-file', '-t', `refs/tags/${name}`)),
    status: () => repo.git('status', '--porcelain'),
    release: (...args: string[]) => repo.toolbox(['release', ...args]),
  };
}

/** pnpm 10 as the workspace uses it (`npx --yes pnpm@10`), with a store of the test's own. */
export function pnpm(cwd: string, args: string[], store: string) {
  return execFileSync('npx', ['--yes', 'pnpm@10', ...args, '--store-dir', store], {
    cwd,
    encoding: 'utf8',
    env: cleanPackageManagerEnv(),
    timeout: 120_000,
  });
}

/** npm in `cwd`, offline: every dependency must come from the workspace itself. */
export function npm(cwd: string, args: string[]) {
  return execFileSync('npm', [...args, '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd,
    encoding: 'utf8',
    env: { ...cleanPackageManagerEnv(), npm_config_cache: mkdtempSync(join(tmpdir(), 'toolbox-npm-cache-')) },
    timeout: 120_000,
  });
}

/** The environment without what the pnpm running these tests put there (its store, its workspace). */
function cleanPackageManagerEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(npm|pnpm)_/i.test(key) || key === 'npm_config_registry',
    ),
  );
}
