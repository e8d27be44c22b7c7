import type { IconElement, IconIndexData } from '@toolbox/core/tools/icon-library';

/** Lucide's files as web/scripts/lucide-assets.ts serves them: the search index, and each drawing on its own. */
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

export const webIconAssets: IconAssets = {
  index: () => fetchJson('index.json'),
  node: (name) => fetchJson(`${encodeURIComponent(name)}.json`),
};
