import type { IconData, IconElement, IconIndexData } from './catalog';

/**
 * lucide-static's names and tags with lucide-react's aliases (~190 KB of JSON): all a search, a component name or an
 * import needs. Every drawn icon has an entry in tags.json, empty or not (a test keeps the two files' names equal).
 */
export async function loadIconIndex(): Promise<IconIndexData> {
  const [tags, aliases] = await Promise.all([
    import('lucide-static/tags.json', { with: { type: 'json' } }).then(
      (m) => m.default as Record<string, string[]>,
    ),
    // lucide-static has no alias list: this one is read from lucide-react's exports (the test keeps it equal).
    import('./aliases.json', { with: { type: 'json' } }).then((m) => m.default as Record<string, string>),
  ]);
  return { tags, aliases };
}

/** lucide-static's drawings (~430 KB of JSON), only for the SVG of an icon: a separate chunk, loaded on first use. */
export async function loadIconNodes(): Promise<Record<string, IconElement[]>> {
  const m = await import('lucide-static/icon-nodes.json', { with: { type: 'json' } });
  return m.default as unknown as Record<string, IconElement[]>;
}

/** Everything lucide-static has: the index and the drawings. */
export async function loadIconData(): Promise<IconData> {
  const [index, nodes] = await Promise.all([loadIconIndex(), loadIconNodes()]);
  return { nodes, ...index };
}
