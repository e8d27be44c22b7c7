import { ToolInputError } from '../../errors.ts';
import {
  buildIconInfos,
  findIcon,
  type IconData,
  type IconElement,
  type IconIndexData,
  type IconInfo,
  iconIndexData,
} from './catalog.ts';
import { loadIconIndex, loadIconNodes } from './load.ts';
import { type PackedIconCatalogue, packIconCatalogue, unpackIconCatalogue } from './packed.ts';
import {
  ICON_STYLE_DEFAULTS,
  type IconStyle,
  type IconStyleError,
  iconImport,
  iconJsx,
  iconSvg,
  styleError,
} from './render.ts';
import { iconAt, indexIcons, type SearchIndex, searchIcons } from './search.ts';

/**
 * The search index the web app fetches (names, tags, aliases; no drawings), from lucide-static's files: what the
 * web build writes to `index.json`.
 */
export function runIconIndex(data: IconData): IconIndexData {
  return iconIndexData(data);
}

export interface IconSearchInput {
  /** The index the page fetched (`runIconIndex`'s): the same object each time, so its catalogue is built once. */
  index: IconIndexData;
  query: string;
  /** One of ICON_CATEGORIES, or 'all' / undefined for every icon. */
  category?: string | undefined;
  /** The Lucide name of the selected icon; an unknown name selects the first of the catalogue. */
  selected?: string | undefined;
}

export interface IconSearch {
  /** The icons found, best first; an empty query keeps the catalogue order (the spec's eight first). */
  icons: IconInfo[];
  /** The selected icon, whatever the search (undefined only for an empty catalogue). */
  selected: IconInfo | undefined;
}

/**
 * Lucide's whole set without drawings, as a search reads it (search.ts: its lines, categories and entries). A build
 * can make it once and a run only read it, packed (`runPackedIconCatalogue`; the CLI's bundle holds it so,
 * cli/build.mjs): making it is most of a search's work (names to components, tags to categories and words).
 */
export type IconCatalogue = SearchIndex;

const catalogueOf = (index: IconIndexData): IconCatalogue => indexIcons(buildIconInfos(index));

// One catalogue and search index per index file: a keystroke only searches.
const catalogues = new WeakMap<IconIndexData, IconCatalogue>();

/** The page's search as the user types: by name, tag or near miss, within a category. */
export function runIconSearch(input: IconSearchInput): IconSearch {
  let catalogue = catalogues.get(input.index);
  if (!catalogue) {
    catalogue = catalogueOf(input.index);
    catalogues.set(input.index, catalogue);
  }
  const at = input.selected === undefined ? -1 : iconAt(catalogue, input.selected);
  return {
    icons: searchIcons(catalogue, input.query, input.category),
    selected: catalogue.categories.length === 0 ? undefined : catalogue.entry(Math.max(at, 0)),
  };
}

export interface IconCodeInput {
  icon: IconInfo;
  style: IconStyle;
  /** The icon's drawing, when it has arrived: the SVG needs it. */
  node?: IconElement[] | undefined;
}

/** The selected icon's code. A style that cannot be drawn leaves the import and gives `error` instead of the rest. */
export type IconCode =
  | { import: string; jsx: string; svg: string | undefined; error?: undefined }
  | { import: string; jsx?: undefined; svg?: undefined; error: IconStyleError };

/** The lucide-react import, the JSX with the chosen style, and the standalone SVG file once the drawing is known. */
export function runIconCode(input: IconCodeInput): IconCode {
  const { icon, style, node } = input;
  const importLine = iconImport(icon);
  const error = styleError(style);
  if (error) return { import: importLine, error };
  return {
    import: importLine,
    jsx: iconJsx(icon, style),
    svg: node === undefined ? undefined : iconSvg({ name: icon.name, node }, style),
  };
}

/** What `toolbox icons` asks for: a search, or one icon as an SVG file, lucide-react JSX or its import. */
export type IconsInput =
  | { kind: 'search'; query: string; category?: string | undefined }
  | { kind: 'svg' | 'jsx' | 'import'; name: string; style?: IconStyle | undefined };

/** An icon as a search lists it. */
interface IconSummary {
  name: string;
  category: string;
  tags: string[];
}

export interface IconsResult {
  /** The names found, one a line; or the SVG file, JSX or import line asked for. */
  text: string;
  /** The icons found, best first; or the one icon drawn. */
  icons: IconSummary[];
  /** A search that found nothing says so here. */
  warnings: string[];
}

/** The catalogue from lucide-static's names and tags and lucide-react's aliases. */
export async function runIconCatalogue(): Promise<IconCatalogue> {
  return catalogueOf(await loadIconIndex());
}

/** The catalogue as plain data, for a build to write into a bundle (packed.ts); `runUnpackedIconCatalogue` reads it. */
export async function runPackedIconCatalogue(): Promise<PackedIconCatalogue> {
  return packIconCatalogue(await runIconCatalogue());
}

/** The catalogue from `runPackedIconCatalogue`'s data: what the CLI's bundle searches. */
export function runUnpackedIconCatalogue(packed: PackedIconCatalogue): IconCatalogue {
  return unpackIconCatalogue(packed);
}

const summary = ({ name, category, tags }: IconInfo): IconSummary => ({ name, category, tags });

/**
 * The full set searched, or one icon by name, component name or alias (else the closest names, in the error), in
 * `catalogue` (runIconCatalogue's, which a build may make ahead).
 */
export async function runIcons(input: IconsInput, catalogue: Promise<IconCatalogue>): Promise<IconsResult> {
  const index = await catalogue;
  if (input.kind === 'search') {
    const found = searchIcons(index, input.query, input.category);
    return {
      text: `${found.map((icon) => icon.name).join('\n')}\n`,
      icons: found.map(summary),
      warnings: found.length === 0 ? [`No icons match "${input.query}".`] : [],
    };
  }
  const wanted = input.name.trim();
  // A Lucide name is never a component name (those start upper-case): an exact name is the icon.
  const at = iconAt(index, wanted);
  const icon = at >= 0 ? index.entry(at) : findIcon(index.entries(), wanted);
  if (!icon) {
    const close = searchIcons(index, wanted.replace(/([a-z])([A-Z])/g, '$1 $2')).slice(0, 5);
    const hint = close.length ? ` Closest: ${close.map((entry) => entry.name).join(', ')}.` : '';
    throw new ToolInputError(`No icon named "${wanted}".${hint}`);
  }
  const style = input.style ?? ICON_STYLE_DEFAULTS;
  const text =
    input.kind === 'svg'
      ? iconSvg({ name: icon.name, node: (await loadIconNodes())[icon.name] ?? [] }, style)
      : input.kind === 'jsx'
        ? `${iconJsx(icon, style)}\n`
        : `${iconImport(icon)}\n`;
  return { text, icons: [summary(icon)], warnings: [] };
}
