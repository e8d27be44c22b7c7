import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// What a server answers (sign-in, tokens, the data API, device auth) is parsed and checked member by member
// (core/src/account/device-answers.ts, core/src/account/validate.ts), never cast: `as unknown as` tells the
// compiler to stop checking, so the front ends' own code (tests aside) may not use it at all.

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const SOURCE = /\.(ts|tsx)$/;
const TEST_FILE = /(\.test\.tsx?$)|(^|\/)(test|tests|testing)\//;

/** Casts that hold no server data, each with why it stays. */
const ALLOWED: Readonly<Record<string, string>> = {
  'web/src/platform/regex-json-worker.ts':
    'the worker’s own global scope, which the DOM library types as a window',
};

function filesUnder(dir: string): string[] {
  return readdirSync(join(repo, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(join(repo, path)).isDirectory()) return filesUnder(path);
    return SOURCE.test(name) && !TEST_FILE.test(path) ? [path] : [];
  });
}

describe('no `as unknown as` in the front ends', () => {
  it('web/src and cli/src read answers with checks, not casts', () => {
    const found = [...filesUnder('web/src'), ...filesUnder('cli/src')].flatMap((path) =>
      readFileSync(join(repo, path), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          /\bas unknown as\b/.test(line) && !ALLOWED[path] ? [`${path}:${index + 1}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
