import fc from 'fast-check';
import { getDefaultConfig, twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { classGroupsFor, mergerFor } from './merge';

type Definition = string | ((theme: unknown) => unknown) | Record<string, unknown>;

/** Values that tailwind-merge's validators take (numbers, fractions, sizes, colours, arbitrary values, variables). */
const VALUES = [
  '4',
  '0.5',
  '1/2',
  'px',
  'auto',
  'full',
  'red-500',
  'sm',
  'xl',
  '2xl',
  'none',
  '[3px]',
  '[#fff]',
];
const MORE_VALUES = [
  '(--x)',
  '[length:2px]',
  '[color:red]',
  '[url(a.png)]',
  'lg/7',
  '[50%]',
  'inherit',
  '10',
];
/** What the one validator at the map's root takes (named containers). */
const ROOT_VALUES = ['@container/main', '@container-size/side', '@container-normal/x'];

/** Every class the default config defines, validators given each value above. */
function definedClasses(): string[] {
  const config = getDefaultConfig();
  const classes = new Set<string>();
  const join = (a: string, b: string) => (a === '' ? b : b === '' ? a : `${a}-${b}`);
  const walk = (definitions: readonly Definition[], prefix: string) => {
    for (const definition of definitions) {
      if (typeof definition === 'string') classes.add(join(prefix, definition));
      else if (typeof definition === 'function') {
        if ('isThemeGetter' in definition) walk(definition(config.theme) as Definition[], prefix);
        else
          for (const value of [...VALUES, ...MORE_VALUES, ...ROOT_VALUES]) classes.add(join(prefix, value));
      } else
        for (const [key, value] of Object.entries(definition)) walk(value as Definition[], join(prefix, key));
    }
  };
  for (const group of Object.values(config.classGroups)) walk(group as readonly Definition[], '');
  classes.delete('');
  return [...classes];
}

const defined = definedClasses();
const written = fc
  .tuple(
    fc.constantFrom(...defined),
    fc.constantFrom('', 'hover:', 'md:', 'dark:hover:', '[&>*]:'),
    fc.constantFrom('', '!', '-'),
    fc.constantFrom('', '/50', '!'),
  )
  .map(([utility, variants, before, after]) => `${variants}${before}${utility}${after}`);

describe('mergerFor', () => {
  it('reads every class list of the text as twMerge does', () => {
    expect(defined.length).toBeGreaterThan(3000);
    fc.assert(
      fc.property(fc.array(written, { minLength: 1, maxLength: 6 }), (classes) => {
        const text = classes.join(' ');
        const merge = mergerFor(text);
        expect(merge(text)).toBe(twMerge(text));
        for (const a of classes)
          for (const b of classes) expect(merge(`${a} ${b}`), `${a} ${b}`).toBe(twMerge(`${a} ${b}`));
      }),
      { numRuns: 1500 },
    );
  });

  it('reads each defined class against each of its group’s neighbours as twMerge does', () => {
    for (let i = 0; i + 1 < defined.length; i++) {
      const pair = `${defined[i]} ${defined[i + 1]}`;
      expect(mergerFor(pair)(pair), pair).toBe(twMerge(pair));
    }
  });

  it('makes its map of the few groups the classes can reach', () => {
    const all = Object.keys(getDefaultConfig().classGroups).length;
    const kept = Object.keys(classGroupsFor(new Set(['p', '2', '4'])));
    expect(kept).toContain('p');
    expect(kept).not.toContain('display');
    expect(kept.length).toBeLessThan(all / 10);
  });
});
