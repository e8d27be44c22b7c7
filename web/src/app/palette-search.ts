import { searchTools, type Tool } from '@toolbox/core/registry';

interface PalettePage {
  path: string;
  title: string;
  keywords: readonly string[];
}

const palettePages: readonly PalettePage[] = [
  { path: '/', title: 'Dashboard', keywords: ['home', 'overview', 'start'] },
  { path: '/profile', title: 'Profile', keywords: ['account', 'user', 'settings', 'email'] },
  { path: '/teams', title: 'Teams', keywords: ['team', 'members', 'invite', 'share', 'colleagues'] },
];

export interface PaletteResults {
  pages: PalettePage[];
  tools: Tool[];
}

/** Tools ranked by the registry's search (title first, then keywords); pages by plain word match. */
export function paletteResults(query: string, tools: readonly Tool[]): PaletteResults {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const pages = palettePages.filter((page) => {
    const text = [page.title, ...page.keywords].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
  return { pages, tools: searchTools(query, tools) };
}
