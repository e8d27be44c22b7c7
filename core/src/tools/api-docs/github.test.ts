import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAND_IN_PAGE_SCRIPT } from '../../testing';
import { loadSpec, renderDocs } from './generate';

/** The page's script: a stand-in here (the real one is built above core and run in the web tests). */
const withScript = { script: STAND_IN_PAGE_SCRIPT };

// GitHub's REST description (bench's dev dependency @octokit/openapi): the scale target. Timing lives in bench/.
const GITHUB = join(
  import.meta.dirname,
  '../../../../bench/node_modules/@octokit/openapi/generated/api.github.com.json',
);

describe("GitHub's REST description", () => {
  it('parses, validates and renders both outputs with every operation', () => {
    const result = loadSpec(readFileSync(GITHUB, 'utf8'));
    if (!result.ok)
      throw new Error(
        result.errors
          .slice(0, 5)
          .map((e) => `${e.pointer} ${e.message}`)
          .join('\n'),
      );
    expect(result.model.operationCount).toBeGreaterThan(1000);
    const html = renderDocs(result, 'html', withScript);
    const embedded =
      /<script type="application\/json" id="api-model">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const ops: { i?: string }[] = JSON.parse(embedded).ops;
    expect(ops.length).toBe(result.model.operationCount);
    expect(ops.map((o) => o.i)).toContain('repos/get');
    // Redoc's export of the same document is about 7 MB.
    expect(html.length).toBeLessThan(7_000_000);
    const md = renderDocs(result, 'md');
    expect(md).toContain('### `GET /repos/{owner}/{repo}`');
  }, 120_000);
});
