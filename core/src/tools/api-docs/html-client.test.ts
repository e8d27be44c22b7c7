import { readFileSync } from 'node:fs';
import { Parser } from 'acorn';
import { describe, expect, it } from 'vitest';
import { clientModule, generatedPath } from '../../../scripts/build-client.mjs';
import { CLIENT_SCRIPT } from './html-client.gen';

describe('the export script (core/client/api-docs-export.ts, bundled into html-client.gen.ts)', () => {
  it('is up to date with its TypeScript source (run `pnpm --filter @toolbox/core build` when this fails)', async () => {
    expect(readFileSync(generatedPath, 'utf8')).toBe(await clientModule());
  });

  it('is one ES2017 script that cannot end its <script> element early', () => {
    expect(() => Parser.parse(CLIENT_SCRIPT, { ecmaVersion: 2017, sourceType: 'script' })).not.toThrow();
    expect(CLIENT_SCRIPT).not.toMatch(/<\/script|<!--/i);
  });
});
