import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withoutRequireTest } from './pluralize-umd.ts';

const quicktype = createRequire(
  join(dirname(fileURLToPath(import.meta.url)), '../../core/package.json'),
).resolve('quicktype-core/package.json');
const pluralizeFile = createRequire(quicktype).resolve('pluralize');

describe("pluralize's UMD wrapper without its require test", () => {
  it('has no `typeof require` left, and its CommonJS branch still exports pluralize', () => {
    const built = withoutRequireTest(readFileSync(pluralizeFile, 'utf8'));
    expect(built).not.toContain('typeof require');
    const module = { exports: {} as unknown };
    new Function('module', 'exports', built).call({}, module, module.exports);
    const pluralize = module.exports as (word: string) => string;
    expect(pluralize('category')).toBe('categories');
    expect(pluralize('person')).toBe('people');
  });

  it('refuses a wrapper it does not know, so the shim cannot come back unnoticed', () => {
    expect(() => withoutRequireTest('module.exports = pluralize();')).toThrow(
      'no longer tests `typeof require`',
    );
  });
});
