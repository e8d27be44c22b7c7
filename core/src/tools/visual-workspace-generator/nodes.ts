import type { Connection, Workspace, WorkspaceNode } from './types';

/** The plan's components: the cards of the board and the branches of the mindmap. */
export const mainNodes = (workspace: Workspace) => workspace.nodes.filter((n) => !n.parentId);
/** The items under the components. */
export const subtaskNodes = (workspace: Workspace) => workspace.nodes.filter((n) => n.parentId);

/** One `related` connection per pair of top-level nodes sharing at least one tag. */
export function connectByTags(nodes: readonly WorkspaceNode[]): Connection[] {
  const main = nodes.filter((n) => !n.parentId);
  const byTag = new Map<string, number[]>();
  main.forEach((node, index) => {
    for (const tag of node.tags) {
      const list = byTag.get(tag) ?? [];
      list.push(index);
      byTag.set(tag, list);
    }
  });
  const pairs = new Set<number>();
  const connections: Connection[] = [];
  const n = main.length;
  for (let i = 0; i < n; i++) {
    const partners = new Set<number>();
    for (const tag of main[i]!.tags) for (const j of byTag.get(tag) ?? []) if (j > i) partners.add(j);
    for (const j of [...partners].sort((a, b) => a - b)) {
      if (pairs.has(i * n + j)) continue;
      pairs.add(i * n + j);
      const source = main[i]!.id;
      const target = main[j]!.id;
      connections.push({ id: `${source}--${target}`, sourceId: source, targetId: target, type: 'related' });
    }
  }
  return connections;
}
