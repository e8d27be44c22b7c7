// The repository's own source files, for the tests that read code as text (front-end scans).

import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

const SOURCE = /\.(ts|tsx)$/;
const TEST_FILE = /(\.test\.tsx?$)|(^|\/)(test|tests|testing)\//;

/** The .ts/.tsx files under `dir` (relative to the repository, forward slashes), tests and node_modules left out. */
export function sourcesUnder(dir: string): string[] {
  return readdirSync(join(REPO_ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(join(REPO_ROOT, path)).isDirectory()) return sourcesUnder(path);
    return SOURCE.test(name) && !TEST_FILE.test(path) ? [path] : [];
  });
}
