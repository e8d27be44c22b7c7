import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { twMerge } from 'tailwind-merge';
import { compile } from 'tailwindcss';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './merge-classes';

/** Every word in web/src's string literals that Tailwind makes a rule for with the app's stylesheet. */
async function sourceClasses(): Promise<string[]> {
  const root = join(import.meta.dirname, '../..');
  const words = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'))
        for (const [, a, b, c] of readFileSync(path, 'utf8').matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g))
          for (const word of (a ?? b ?? c ?? '').split(/\s+/))
            if (/^[!-]?[a-z[][\w\-[\]:&>*=./()%,#@!'+]*$/.test(word)) words.add(word);
    }
  };
  visit(root);
  const tailwind = join(import.meta.dirname, '../../../node_modules/tailwindcss');
  const compiler = await compile(readFileSync(join(root, 'styles.css'), 'utf8'), {
    loadStylesheet: async (id) => ({
      path: id,
      base: tailwind,
      content: readFileSync(join(tailwind, id === 'tailwindcss' ? 'index.css' : id), 'utf8'),
    }),
  });
  const css = compiler.build([...words]);
  // A rule's selector: the escaped class, then anything but more of a class name (`.gap-x` is not `.gap-x-2`).
  const selectors = new Set(css.match(/\.(?:[\w-]|\\.)+/g));
  return [...words].filter((word) => selectors.has(`.${word.replace(/[^\w-]/g, (char) => `\\${char}`)}`));
}

const variantsOf = (name: string) => name.slice(0, name.lastIndexOf(':') + 1);

describe('mergeClasses', () => {
  it('gives what twMerge gives for every pair of classes written in web/src, in both orders', async () => {
    // One class of each form: `gap-2` stands for `gap-1.5` and `gap-10` (numbers of one utility group alike in both).
    const forms = new Map<string, string>();
    for (const name of await sourceClasses()) forms.set(name.replace(/\d+(?:\.\d+)?/g, '0'), name);
    const classes = [...forms.values()];
    expect(classes.length).toBeGreaterThan(400);
    const byVariants = new Map<string, string[]>();
    for (const name of classes)
      byVariants.set(variantsOf(name), [...(byVariants.get(variantsOf(name)) ?? []), name]);
    const differ: string[] = [];
    for (const group of byVariants.values())
      for (const a of group)
        for (const b of group) {
          const list = `${a} ${b}`;
          if (mergeClasses(list) !== twMerge(list)) differ.push(`${list} -> ${twMerge(list)}`);
        }
    expect(differ.slice(0, 80)).toEqual([]);
  }, 120_000);

  it('lets a later class override an earlier one of its group, and a wider one override a narrower', () => {
    expect(mergeClasses('h-9 px-4 py-2 has-[>svg]:px-3 h-8 px-2')).toBe('py-2 has-[>svg]:px-3 h-8 px-2');
    expect(mergeClasses('px-2 p-4')).toBe('p-4');
    expect(mergeClasses('p-4 px-2')).toBe('p-4 px-2');
    expect(mergeClasses('text-sm leading-tight text-lg')).toBe('text-lg');
    expect(mergeClasses('text-sm text-muted-foreground text-left')).toBe(
      'text-sm text-muted-foreground text-left',
    );
    expect(mergeClasses('size-4 w-8 size-6')).toBe('size-6');
    expect(mergeClasses('  custom  custom ')).toBe('custom custom');
  });
});
