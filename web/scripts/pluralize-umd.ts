import type { Plugin } from 'vite';

const PLURALIZE = /[\\/]pluralize[\\/]pluralize\.js$/;
const REQUIRE_TEST = "typeof require === 'function' && ";

/**
 * pluralize's UMD wrapper without its `typeof require` test. JSON to Types loads pluralize (through quicktype) on
 * demand, but the test alone makes the bundler put a `require` shim into the runtime chunk every page loads
 * (0.2 KB gzipped of the dashboard's first load). The wrapper's CommonJS branch, the one the bundle takes either way,
 * is kept: it still checks `exports` and `module`.
 */
export function withoutRequireTest(source: string): string {
  if (!source.includes(REQUIRE_TEST))
    throw new Error('pluralize no longer tests `typeof require` as web/scripts/pluralize-umd.ts expects');
  return source.replace(REQUIRE_TEST, '');
}

export function pluralizeUmd(): Plugin {
  return {
    name: 'toolbox:pluralize-umd',
    transform(code, id) {
      return PLURALIZE.test(id) ? withoutRequireTest(code) : null;
    },
  };
}
