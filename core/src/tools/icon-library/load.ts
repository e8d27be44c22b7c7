import type { IconData, IconElement } from './catalog';

/** Loads lucide-static's data (about 1 MB of JSON): a separate chunk on the web, loaded on first use. */
export async function loadIconData(): Promise<IconData> {
  const [nodes, tags, aliases] = await Promise.all([
    import('lucide-static/icon-nodes.json').then(
      (m) => m.default as unknown as Record<string, IconElement[]>,
    ),
    import('lucide-static/tags.json').then((m) => m.default as Record<string, string[]>),
    // lucide-static has no alias list: this one is read from lucide-react's exports (the test keeps it equal).
    import('./aliases.json').then((m) => m.default as Record<string, string>),
  ]);
  return { nodes, tags, aliases };
}
