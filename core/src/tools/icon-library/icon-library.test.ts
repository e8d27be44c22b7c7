import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parseFragment } from 'parse5';
import { beforeAll, describe, expect, it } from 'vitest';
import { aliasFile, lucideReactAliases } from '../../../../support/lucide-aliases.mjs';
import { ToolInputError } from '../../errors';
import {
  buildCatalog,
  buildIconInfos,
  ICON_CATEGORIES as CATEGORIES,
  FEATURED_ICONS,
  findIcon,
  type IconEntry,
  type IconInfo,
  iconIndexData,
} from './catalog';
import {
  type IconsInput,
  runIconCatalogue,
  runIconCode,
  runIconIndex,
  runIconSearch,
  runIcons,
  runPackedIconCatalogue,
  runUnpackedIconCatalogue,
} from './icons';
import { loadIconData, loadIconIndex } from './load';
import { IconStyleError, iconImport, iconJsx, iconSvg } from './render';
import { iconAt, indexIcons, type SearchIndex, searchIcons } from './search';

let catalog: IconEntry[];
let index: SearchIndex;
beforeAll(async () => {
  catalog = buildCatalog(await loadIconData());
  index = indexIcons(catalog);
});
const find = (name: string) => catalog.find((icon) => icon.name === name) as IconEntry;
const names = (query: string, category?: string) =>
  searchIcons(index, query, category).map((icon) => icon.name);

describe('catalogue', () => {
  it('holds the full Lucide set with tags, the spec’s eight first', () => {
    expect(catalog.length).toBeGreaterThan(1500);
    expect(catalog.slice(0, 8).map((icon) => icon.component)).toEqual(FEATURED_ICONS.map(([, name]) => name));
    expect(find('house').tags).toContain('home');
    expect(new Set(catalog.map((icon) => icon.name)).size).toBe(catalog.length);
  });

  it.each([
    ['house', 'navigation'],
    ['settings', 'interface'],
    ['user', 'people'],
    ['mail', 'communication'],
    ['calendar', 'time'],
  ])('%s is in %s', (name, category) => expect(find(name).category).toBe(category));

  it('the index without drawings (what the web app downloads) gives the same catalogue, in the same order', async () => {
    const file = JSON.parse(JSON.stringify(iconIndexData(await loadIconData())));
    expect(buildIconInfos(file)).toEqual(catalog.map(({ node: _, ...info }) => info));
  });

  it('the index the CLI loads (tags.json and the aliases, no drawings) names every drawn icon and no other', async () => {
    const { nodes } = await loadIconData();
    const { tags, aliases } = await loadIconIndex();
    expect(Object.keys(tags).sort()).toEqual(Object.keys(nodes).sort());
    expect(buildIconInfos({ tags, aliases })).toEqual(catalog.map(({ node: _, ...info }) => info));
  });

  it('every category of the chips has icons', () => {
    for (const category of CATEGORIES) expect(names('', category).length).toBeGreaterThan(0);
  });
});

describe('names and aliases', () => {
  it.each([
    ['house', 'house'],
    ['Home', 'house'],
    ['home', 'house'],
    ['HOME', 'house'],
    ['circle-check', 'circle-check'],
    ['CircleCheck', 'circle-check'],
    ['circle check', 'circle-check'],
    ['AlarmCheck', 'alarm-clock-check'],
    ['alarm-check', 'alarm-clock-check'],
  ])('%s draws %s', (name, icon) => expect(findIcon(catalog, name)?.name).toBe(icon));

  it('an unknown name finds nothing', () => expect(findIcon(catalog, 'calender')).toBeUndefined());

  it("the alias list is lucide-react's (run `node support/lucide-aliases.mjs` after an upgrade)", () => {
    expect(JSON.parse(readFileSync(aliasFile, 'utf8'))).toEqual(lucideReactAliases());
  });

  it('every alias draws an icon of the drawn set, also where lucide-react renamed it first', () => {
    const names = new Set(catalog.map((icon) => icon.name));
    expect(Object.values(lucideReactAliases()).filter((name) => !names.has(name))).toEqual([]);
    expect(findIcon(catalog, 'CircleExclamationPoint')?.name).toBe('circle-alert');
    expect(findIcon(catalog, 'AlertCircle')?.name).toBe('circle-alert');
  });
});

const iconKeys = new WeakMap<IconInfo, string[]>();

/**
 * The search as a plain scan of every icon, for the index to agree with: each query word scored against the icon's
 * name and name and tag words, near misses (Levenshtein) only when exact matches are few.
 */
function scoredOneByOne(icons: readonly IconInfo[], query: string, category?: string): string[] {
  const keysOf = (icon: IconInfo) => {
    let keys = iconKeys.get(icon);
    if (!keys) {
      keys = [...icon.name.split('-'), ...icon.tags.flatMap((tag) => tag.toLowerCase().split(/[\s-]+/))];
      iconKeys.set(icon, keys);
    }
    return keys;
  };
  const words = query
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((word) => word !== '');
  const distance = (a: string, b: string): number => {
    if (Math.abs(a.length - b.length) > 2) return 3;
    let row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      const next = [i];
      for (let j = 1; j <= b.length; j++)
        next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      row = next;
    }
    return row[b.length]!;
  };
  const pass = (fuzzy: boolean) =>
    icons
      .map((icon, at) => {
        if (category && category !== 'all' && icon.category !== category) return undefined;
        const keys = keysOf(icon);
        let score = 0;
        for (const word of words) {
          const near = word.length >= 7 ? 2 : 1;
          const s =
            icon.name === word
              ? 0
              : icon.name.startsWith(word)
                ? 1
                : icon.name.includes(word)
                  ? 2
                  : keys.includes(word)
                    ? 3
                    : keys.some((key) => key.startsWith(word))
                      ? 4
                      : fuzzy &&
                          word.length >= 4 &&
                          keys.some((key) => distance(word, key.slice(0, word.length + near)) <= near)
                        ? 6
                        : undefined;
          if (s === undefined) return undefined;
          score += s;
        }
        return { name: icon.name, at, score: icon.name === words.join('-') ? -1 : score };
      })
      .filter((hit) => hit !== undefined)
      .sort((a, b) => a.score - b.score || a.at - b.at)
      .map((hit) => hit.name);
  const strict = pass(false);
  return strict.length >= 12 || !words.some((word) => word.length >= 4) ? strict : pass(true);
}

describe('search', () => {
  it.each([
    ['', 'house'],
    ['search', 'search'],
    ['home', 'house'],
    ['calender', 'calendar'],
    ['setings', 'settings'],
    ['arrow down', 'arrow-down'],
  ])('%j finds %s first', (query, first) => expect(names(query)[0]).toBe(first));

  it('matches tags and filters by category', () => {
    expect(names('email')).toContain('mail');
    expect(names('residence')[0]).toBe('house');
    const time = names('', 'time');
    expect(time).toContain('clock');
    expect(searchIcons(index, '', 'time').every((icon) => icon.category === 'time')).toBe(true);
    expect(names('zzzzqqq')).toEqual([]);
  });

  it('finds what scoring every icon finds, in the same order (the index scores only the lines holding a word)', () => {
    const keys = [...new Set(index.lines.split(/[\s-]+/))].filter((key) => key !== '');
    const queries = keys
      .filter((_, at) => at % 149 === 0)
      .flatMap((key, at) => [
        key,
        key.slice(0, 2),
        key.slice(0, 4),
        `${key.slice(0, 1)}${key.slice(2)}`,
        `${key} ${keys[(at * 7) % keys.length]}`,
        key.toUpperCase(),
      ]);
    queries.push('', 'arrow down', 'arrow-down', 'ow', ',', '-', 'circle check', '…', '€', 'calender', 'x');
    for (const query of queries) expect(names(query), query).toEqual(scoredOneByOne(catalog, query));
    for (const category of ['time', 'navigation', 'all'])
      for (const query of ['', 'clock', 'arr', 'tim', 'watchh'])
        expect(names(query, category), `${query} in ${category}`).toEqual(
          scoredOneByOne(catalog, query, category),
        );
  });

  it('finds an icon by its exact name only', () => {
    expect(iconAt(index, 'house')).toBe(0);
    expect(index.entry(iconAt(index, 'arrow-up'))?.name).toBe('arrow-up');
    for (const name of ['arrow', 'arrow-u', 'Home', '', ' house', 'house ', 'arrow up'])
      expect(iconAt(index, name)).toBe(-1);
  });

  it('never throws on any query', () => {
    fc.assert(
      fc.property(fc.string(), (query) => Array.isArray(searchIcons(index, query))),
      { numRuns: 50 },
    );
  });
});

describe('output', () => {
  it('Copy Import and Copy JSX follow the chosen style', () => {
    expect(iconImport(find('house'))).toBe("import { Home } from 'lucide-react';");
    expect(iconJsx(find('house'))).toBe('<Home />');
    expect(iconJsx(find('circle-check'), { size: 32, strokeWidth: 1.5, color: '#3b82f6' })).toBe(
      '<CircleCheck size={32} strokeWidth={1.5} color="#3b82f6" />',
    );
  });

  it('the SVG parses back with every element of the icon and the chosen attributes', () => {
    const icon = find('calendar');
    const [svg] = parseFragment(iconSvg(icon, { size: 48, strokeWidth: 3, color: '#ff0000' })).childNodes;
    if (!svg || !('tagName' in svg)) throw new Error('no svg element');
    const attrs = Object.fromEntries(svg.attrs.map((a) => [a.name, a.value]));
    expect(attrs).toMatchObject({
      width: '48',
      height: '48',
      stroke: '#ff0000',
      'stroke-width': '3',
      viewBox: '0 0 24 24',
    });
    const children = svg.childNodes.filter((node) => 'tagName' in node);
    expect(children.map((node) => ('tagName' in node ? node.tagName : ''))).toEqual(
      icon.node.map(([tag]) => tag),
    );
  });

  it.each([
    [{ size: 4, strokeWidth: 2, color: 'currentColor' }, 'Size must be between 8 and 512 pixels.'],
    [{ size: 24, strokeWidth: 9, color: 'currentColor' }, 'Stroke width must be between 0.5 and 4.'],
    [{ size: 24, strokeWidth: 2, color: 'red" onload="x' }, 'is not a colour'],
  ])('%o is refused', (style, message) => {
    expect(() => iconSvg(find('house'), style)).toThrow(ToolInputError);
    expect(() => iconSvg(find('house'), style)).toThrow(message);
  });
});

describe('the front door', () => {
  it('the page’s search finds, filters and keeps the selection from the index it fetched', async () => {
    const fetched = JSON.parse(JSON.stringify(runIconIndex(await loadIconData())));
    const all = runIconSearch({ index: fetched, query: '' });
    expect(all.icons.map((icon) => icon.name)).toEqual(names(''));
    expect(all.selected?.name).toBe('house');
    const found = runIconSearch({ index: fetched, query: 'calender', category: 'time', selected: 'mail' });
    expect(found.icons.map((icon) => icon.name)).toEqual(names('calender', 'time'));
    expect(found.selected?.name).toBe('mail');
    expect(runIconSearch({ index: fetched, query: '', selected: 'no-such-icon' }).selected?.name).toBe(
      'house',
    );
  });

  it('the page’s code keeps the import and names the style field at fault', () => {
    const house = find('house');
    const style = { size: 32, strokeWidth: 2, color: 'currentColor' };
    expect(runIconCode({ icon: house, style })).toEqual({
      import: iconImport(house),
      jsx: iconJsx(house, style),
      svg: undefined,
    });
    expect(runIconCode({ icon: house, style, node: house.node }).svg).toBe(iconSvg(house, style));
    const bad = runIconCode({ icon: house, style: { ...style, color: 'red' } });
    expect(bad.import).toBe(iconImport(house));
    expect(bad.error).toBeInstanceOf(IconStyleError);
    expect(bad.error?.field).toBe('color');
  });

  it('`toolbox icons` searches, draws, and names the closest icons for an unknown name', async () => {
    const catalogue = runIconCatalogue();
    const search = await runIcons({ kind: 'search', query: 'arrow down' }, catalogue);
    expect(search.text.split('\n')[0]).toBe('arrow-down');
    expect(search.warnings).toEqual([]);
    expect((await runIcons({ kind: 'search', query: 'zzzzqqq' }, catalogue)).warnings).toEqual([
      'No icons match "zzzzqqq".',
    ]);
    expect((await runIcons({ kind: 'svg', name: 'Home' }, catalogue)).text).toBe(iconSvg(find('house')));
    await expect(runIcons({ kind: 'jsx', name: 'calender' }, catalogue)).rejects.toThrow(
      /^No icon named "calender"\. Closest: calendar/,
    );
  });

  it('answers the same from the packed catalogue, as the built CLI holds it', async () => {
    const made = runIconCatalogue();
    const packed = JSON.parse(JSON.stringify(await runPackedIconCatalogue()));
    const read = Promise.resolve(runUnpackedIconCatalogue(packed));
    const inputs: IconsInput[] = [
      { kind: 'search', query: 'arrow down' },
      { kind: 'search', query: 'calender' },
      { kind: 'search', query: 'clock', category: 'time' },
      { kind: 'search', query: '…' },
      { kind: 'jsx', name: 'AlarmCheck' },
      { kind: 'import', name: 'home' },
      { kind: 'import', name: 'circle-check' },
      { kind: 'svg', name: 'ellipsis' },
    ];
    for (const input of inputs) expect(await runIcons(input, read)).toEqual(await runIcons(input, made));
    expect((await read).entries()).toEqual((await made).entries());
  });
});
