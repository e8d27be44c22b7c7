import { pascalCase } from '../../code/identifiers.ts';

/** One element of a Lucide icon: tag name and attributes, as lucide-static's icon-nodes.json holds them. */
export type IconElement = [tag: string, attributes: Record<string, string | number>];

/** The spec's icon entry, plus the lucide-react component name: what search and the code snippets need. */
export interface IconInfo {
  /** Lucide's kebab-case name (`circle-check`). */
  name: string;
  /** The lucide-react export (`CircleCheck`; the spec's `Home` for `house`). */
  component: string;
  category: string;
  tags: string[];
  /** lucide-react's other export names for it (`Home` for `house`, `AlarmCheck` for `alarm-clock-check`). */
  aliases: string[];
}

/** An icon with its drawing. */
export interface IconEntry extends IconInfo {
  node: IconElement[];
}

/** lucide-static's data files, loaded by whoever runs (lazily on the web). */
export interface IconData {
  nodes: Record<string, IconElement[]>;
  tags: Record<string, string[]>;
  /** lucide-react's alias export name -> the Lucide name it draws. */
  aliases: Record<string, string>;
}

/**
 * The search index without the drawings (names, tags, aliases: ~50 KB gzipped against ~1 MB with them), so a
 * page can search the whole set and fetch only the drawings it shows.
 */
export interface IconIndexData {
  /** Every icon's tags by name ([] when it has none). */
  tags: Record<string, string[]>;
  aliases: Record<string, string>;
}

export function iconIndexData(data: IconData): IconIndexData {
  return {
    tags: Object.fromEntries(Object.keys(data.nodes).map((name) => [name, data.tags[name] ?? []])),
    aliases: data.aliases,
  };
}

/** The spec's eight built-in icons, in its order: shown first and selected by default. */
export const FEATURED_ICONS = [
  ['house', 'Home'],
  ['search', 'Search'],
  ['settings', 'Settings'],
  ['user', 'User'],
  ['mail', 'Mail'],
  ['calendar', 'Calendar'],
  ['download', 'Download'],
  ['upload', 'Upload'],
] as const;

/**
 * The spec's five categories first, then groups the full set falls into, and `other` last: the page's chips and
 * `toolbox icons --category` in this order.
 */
export const ICON_CATEGORIES = [
  'navigation',
  'interface',
  'people',
  'communication',
  'time',
  'files',
  'media',
  'devices',
  'development',
  'text',
  'weather',
  'shopping',
  'shapes',
  'other',
] as const;

/**
 * lucide-static ships names and tags but not Lucide's category files, so an icon's category is the first whose words
 * match its name or tags: one list of words per category, in ICON_CATEGORIES' order (`other` takes the rest).
 */
const CATEGORY_WORDS: readonly (readonly string[])[] = [
  // navigation
  [
    'arrow',
    'chevron',
    'navigation',
    'compass',
    'map',
    'direction',
    'menu',
    'house',
    'home',
    'route',
    'signpost',
    'corner',
    'move',
  ],
  // interface
  [
    'settings',
    'search',
    'toggle',
    'layout',
    'panel',
    'grid',
    'list',
    'check',
    'plus',
    'minus',
    'x',
    'square',
    'circle',
    'loader',
    'filter',
    'sliders',
    'download',
    'upload',
    'eye',
    'lock',
    'unlock',
    'trash',
    'edit',
    'pencil',
  ],
  // people
  ['user', 'users', 'person', 'people', 'contact', 'baby', 'hand', 'smile', 'face', 'accessibility'],
  // communication
  [
    'mail',
    'message',
    'chat',
    'phone',
    'send',
    'inbox',
    'at-sign',
    'bell',
    'megaphone',
    'rss',
    'voicemail',
    'share',
  ],
  // time
  ['calendar', 'clock', 'timer', 'alarm', 'hourglass', 'history', 'watch', 'date', 'time', 'schedule'],
  // files
  ['file', 'folder', 'archive', 'clipboard', 'document', 'paperclip'],
  // media
  [
    'play',
    'pause',
    'music',
    'video',
    'camera',
    'image',
    'film',
    'volume',
    'mic',
    'headphones',
    'radio',
    'tv',
  ],
  // devices
  [
    'monitor',
    'laptop',
    'smartphone',
    'tablet',
    'keyboard',
    'mouse',
    'printer',
    'server',
    'cpu',
    'battery',
    'wifi',
    'bluetooth',
    'usb',
    'hard-drive',
  ],
  // development
  ['code', 'terminal', 'git', 'bug', 'database', 'braces', 'brackets', 'binary', 'webhook', 'github'],
  // text
  ['text', 'type', 'heading', 'bold', 'italic', 'underline', 'align', 'letter', 'font', 'quote', 'pilcrow'],
  // weather
  ['cloud', 'sun', 'moon', 'rain', 'snow', 'wind', 'thermometer', 'umbrella', 'rainbow', 'tornado'],
  // shopping
  [
    'shopping',
    'cart',
    'credit-card',
    'wallet',
    'tag',
    'store',
    'receipt',
    'banknote',
    'coins',
    'dollar',
    'euro',
    'badge-percent',
  ],
  // shapes
  ['shape', 'triangle', 'hexagon', 'octagon', 'pentagon', 'diamond', 'star', 'heart', 'spade', 'club'],
];

/** Each word's category (its index in ICON_CATEGORIES): the first list that holds it. */
const CATEGORY_OF_WORD = new Map<string, number>();
CATEGORY_WORDS.forEach((list, at) => {
  for (const word of list) if (!CATEGORY_OF_WORD.has(word)) CATEGORY_OF_WORD.set(word, at);
});

/** The first category with a word among the name, its dash-separated parts, the tags and their words. */
function categorize(name: string, tags: readonly string[]): string {
  let best = CATEGORY_WORDS.length;
  const consider = (word: string) => {
    const at = CATEGORY_OF_WORD.get(word);
    if (at !== undefined && at < best) best = at;
  };
  consider(name);
  for (const part of name.split('-')) consider(part);
  for (const tag of tags) {
    consider(tag);
    for (const part of tag.split(/\s+/)) consider(part);
  }
  return ICON_CATEGORIES[best] ?? 'other';
}

/** The catalogue without drawings: the spec's eight first, then the rest by name. */
export function buildIconInfos(data: IconIndexData): IconInfo[] {
  const featured = new Map<string, string>(FEATURED_ICONS);
  const aliases = new Map<string, string[]>();
  for (const [alias, name] of Object.entries(data.aliases))
    aliases.set(name, [...(aliases.get(name) ?? []), alias]);
  const info = (name: string): IconInfo => {
    const tags = data.tags[name] ?? [];
    return {
      name,
      component: featured.get(name) ?? pascalCase(name),
      category: featured.has(name) ? categorize(name, []) : categorize(name, tags),
      tags,
      aliases: aliases.get(name) ?? [],
    };
  };
  const rest = Object.keys(data.tags)
    .filter((name) => !featured.has(name))
    .sort();
  return [...FEATURED_ICONS.map(([name]) => name).filter((name) => name in data.tags), ...rest].map(info);
}

/** The catalogue: the spec's eight first, then the rest by name. */
export function buildCatalog(data: IconData): IconEntry[] {
  return buildIconInfos(iconIndexData(data)).map((info) => ({ ...info, node: data.nodes[info.name] ?? [] }));
}

const key = (name: string) => name.toLowerCase().replace(/[-_\s]/g, '');

/**
 * An icon by Lucide name (`circle-check`), lucide-react component name (`CircleCheck`) or one of lucide-react's
 * aliases (`Home`, `home`, `alarm-check`); case, dashes and spaces do not matter, an exact name wins.
 */
export function findIcon<T extends IconInfo>(catalog: readonly T[], name: string): T | undefined {
  const wanted = name.trim();
  const exact = catalog.find((icon) => icon.name === wanted || icon.component === wanted);
  if (exact) return exact;
  const loose = key(wanted);
  return (
    catalog.find((icon) => key(icon.name) === loose || key(icon.component) === loose) ??
    catalog.find((icon) => icon.aliases.some((alias) => key(alias) === loose))
  );
}
