import { readFileSync } from 'node:fs';
import { Parser } from 'acorn';
import { describe, expect, it } from 'vitest';
import { generatedPath, scriptModule } from '../scripts/build.mjs';
import { API_DOCS_SCRIPT } from './script.gen';

describe('the API docs script (src/export-script.ts, bundled into src/script.gen.ts)', () => {
  it('is up to date with its TypeScript source (run `pnpm --filter @toolbox/api-docs-script build` when this fails)', async () => {
    expect(readFileSync(generatedPath, 'utf8')).toBe(await scriptModule());
  });

  it('is one ES2017 script that cannot end its <script> element early', () => {
    expect(() => Parser.parse(API_DOCS_SCRIPT, { ecmaVersion: 2017, sourceType: 'script' })).not.toThrow();
    expect(API_DOCS_SCRIPT).not.toMatch(/<\/script|<!--/i);
  });
});
