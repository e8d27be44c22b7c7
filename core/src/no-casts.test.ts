import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, sourcesUnder } from './testing/repo-sources';

// What a server answers (sign-in, tokens, the data API, device auth) is parsed and checked member by member
// (core/src/account/device-answers.ts, core/src/account/validate.ts), never cast: `as unknown as` tells the
// compiler to stop checking, so the front ends' own code (tests aside) may not use it at all.

/** Casts that hold no server data, each with why it stays. */
const ALLOWED: Readonly<Record<string, string>> = {
  'web/src/platform/job-worker.ts': 'the worker’s own global scope, which the DOM library types as a window',
  'web/src/components/retryable-lazy.ts':
    'a thenable that calls back at once, which React.lazy’s signature types as a Promise',
};

describe('no `as unknown as` in the front ends', () => {
  it('web/src and cli/src read answers with checks, not casts', () => {
    const found = [...sourcesUnder('web/src'), ...sourcesUnder('cli/src')].flatMap((path) =>
      readFileSync(join(REPO_ROOT, path), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          /\bas unknown as\b/.test(line) && !ALLOWED[path] ? [`${path}:${index + 1}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
