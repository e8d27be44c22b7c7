import type { IconElement, IconIndexData } from '@toolbox/core/tools/icon-library';

/** Lucide's files as web/scripts/lucide-assets.ts serves them: the search index, each drawing on its own, and all. */
const url = (file: string) => `${import.meta.env.BASE_URL}${import.meta.env.TOOLBOX_LUCIDE_DIR}${file}`;

async function fetchJson<T>(file: string): Promise<T> {
  const response = await fetch(url(file));
  if (!response.ok) throw new Error(`Could not load ${file} (${response.status})`);
  return (await response.json()) as T;
}

export interface IconAssets {
  /** Every icon's name and tags, and lucide-react's aliases (no drawings). */
  index(): Promise<IconIndexData>;
  /** One icon's drawing, by Lucide name. */
  node(name: string): Promise<IconElement[]>;
}

/**
 * Every drawing in one file, which the service worker precaches: read once when a drawing's own file cannot be
 * fetched (offline, and the icon never shown before), so the library still draws every icon.
 */
let allDrawings: Promise<Record<string, IconElement[]>> | undefined;
function drawingFromAll(name: string): Promise<IconElement[]> {
  allDrawings ??= fetchJson<Record<string, IconElement[]>>('drawings.all.json');
  return allDrawings.then(
    (all) => {
      const node = Object.hasOwn(all, name) ? all[name] : undefined;
      if (!node) throw new Error(`No drawing for ${name}`);
      return node;
    },
    (error: unknown) => {
      allDrawings = undefined;
      throw error;
    },
  );
}

export const webIconAssets: IconAssets = {
  index: () => fetchJson('index.json'),
  node: (name) =>
    fetchJson<IconElement[]>(`${encodeURIComponent(name)}.json`).catch(() => drawingFromAll(name)),
};
