// The optimizer may only remove a class that can never apply. Tailwind v4 and v3 compile the same classes here, and
// each removed class's rule must come before the rule of the class kept in its place in both stylesheets: in CSS the
// later rule wins, whatever the order of the classes in the attribute.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runClassOptimize } from '@toolbox/core/tools/tailwind-utilities';
import { compile } from 'tailwindcss';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

async function stylesheetV4(classes: string[]): Promise<string> {
  const tailwindDir = dirname(require.resolve('tailwindcss/package.json'));
  const compiler = await compile('@import "tailwindcss";', {
    base: tailwindDir,
    loadStylesheet: async (id: string, base: string) => {
      const path =
        id === 'tailwindcss' ? join(tailwindDir, 'index.css') : require.resolve(id, { paths: [base] });
      return { path, base: dirname(path), content: await readFile(path, 'utf8') };
    },
  });
  return compiler.build(classes);
}

async function stylesheetV3(classes: string[]): Promise<string> {
  const v3 = require('tailwindcss-v3');
  const postcss = require(
    require.resolve('postcss', { paths: [dirname(require.resolve('tailwindcss-v3/package.json'))] }),
  );
  const result = await postcss([
    v3({ content: [{ raw: classes.join(' ') }], corePlugins: { preflight: false } }),
  ]).process('@tailwind utilities;', { from: undefined });
  return result.css;
}

/** Where the rule of `className` starts in `css` (its selector, escaped as Tailwind writes it). */
function ruleAt(css: string, className: string): number {
  const selector = `.${className.replace(/[:.[\]/#%!]/g, (c) => `\\${c}`)}`;
  const at = css.search(new RegExp(`${selector.replace(/[\\.[\]]/g, (c) => `\\${c}`)}\\s*[{,:]`));
  expect(at, `${className} in the stylesheet`).toBeGreaterThanOrEqual(0);
  return at;
}

const inputs = [
  'p-4 p-2',
  'p-2 p-4',
  'mt-8 mt-1 mt-4',
  'md:p-2 md:p-6 p-1',
  'p-0.5 p-2.5',
  'p-10 p-4',
  'p-4 p-12 p-3',
  'p-0.5 p-0.25',
  '-mt-2 mt-1',
  'w-1/2 w-4',
  'w-[13px] w-4',
  'w-4 w-[13px]',
  'text-lg text-sm',
  'text-red-500 text-blue-500',
  'px-2 p-4',
  'hover:bg-red-600 hover:bg-red-500',
  'gap-2 gap-x-4 gap-8',
  // Values Tailwind 4 makes of any number and Tailwind 3 lacks (its scales are fixed): the v3 class must stay.
  'p-4 p-5.5',
  'w-64 w-68',
  'z-10 z-15',
  'mt-2 mt-2.25',
  'w-1/2 w-5/7',
  'opacity-50 opacity-55',
  'grid-cols-3 grid-cols-13',
];

describe('the class optimizer against the compiled stylesheet', () => {
  it.each(inputs)('%s: every removed class comes earlier in Tailwind 4 and 3', async (input) => {
    const result = runClassOptimize(input);
    const classes = input.split(' ');
    const sheets = [await stylesheetV4(classes), await stylesheetV3(classes)];
    for (const removal of result.removed.filter((r) => r.reason === 'never-applies'))
      for (const css of sheets)
        expect(ruleAt(css, removal.className)).toBeLessThan(ruleAt(css, removal.keptBy));
  });

  it('keeps what renders where the attribute order and the stylesheet disagree', () => {
    // tailwind-merge would keep p-2 (the later class); Tailwind's stylesheet applies p-4.
    expect(runClassOptimize('p-4 p-2')).toMatchObject({
      classes: 'p-4',
      removed: [{ className: 'p-2', reason: 'never-applies', keptBy: 'p-4' }],
    });
  });

  it('reports, and keeps, conflicts whose winner depends on the Tailwind version', async () => {
    const classes = ['p-10', 'p-4'];
    const [v4, v3] = [await stylesheetV4(classes), await stylesheetV3(classes)];
    // v3 sorts one utility's classes by code unit (p-10 first), v4 by natural order (p-4 first).
    expect(ruleAt(v4, 'p-10') > ruleAt(v4, 'p-4')).not.toBe(ruleAt(v3, 'p-10') > ruleAt(v3, 'p-4'));
    const result = runClassOptimize(classes.join(' '));
    expect(result.classes.split(' ').sort()).toEqual([...classes].sort());
    expect(result.conflicts).toEqual([{ classes, note: expect.stringContaining('both kept') }]);
  });
});
