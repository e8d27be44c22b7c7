import { layoutWorkspace } from './force-layout';
import { connectByTags, mainNodes } from './nodes';
import { titleKey } from './parser';
import type { GenerateOptions } from './plan-workspace';
import type { Workspace, WorkspaceNode } from './types';
import { generateWorkspace } from './workspace';

/** What Generate makes of edited text when a board is already there. */
export interface Regenerated {
  /** The new text's workspace, with the board's ids, statuses and ticks kept for what it still holds. */
  workspace: Workspace;
  /** Titles of the board's cards the new text no longer has: the page asks before dropping them. */
  dropped: string[];
  /** How many of the board's cards the new text still has. */
  kept: number;
}

/**
 * A node's identity across generations: a card by its title (as the parser's duplicate rule compares titles), a
 * sub-task by its card's identity and its own title, the n-th of equal titles by n. Never by index: a component
 * added above another must not take its place.
 */
function identities(workspace: Workspace): Map<string, WorkspaceNode> {
  const byId = new Map(workspace.nodes.map((n) => [n.id, n]));
  const out = new Map<string, WorkspaceNode>();
  const add = (key: string, node: WorkspaceNode) => {
    let n = 0;
    while (out.has(`${key}#${n}`)) n++;
    out.set(`${key}#${n}`, node);
    return `${key}#${n}`;
  };
  for (const card of mainNodes(workspace)) {
    const cardKey = add(titleKey(card.title) || card.title, card);
    for (const child of card.children) {
      const sub = byId.get(child);
      if (sub) add(`${cardKey}/${titleKey(sub.title) || sub.title}`, sub);
    }
  }
  return out;
}

/** The next `node-N` beyond every one in use, so a new component never takes a kept card's id. */
function freshIds(used: Set<string>) {
  let max = 0;
  for (const id of used) {
    const m = /^node-(\d+)$/.exec(id);
    if (m) max = Math.max(max, Number(m[1]));
  }
  return () => `node-${++max}`;
}

/**
 * Generate over an existing board (issue 82 item 11): the text decides what exists, its titles, descriptions, tags,
 * priorities and order; a card the board already had keeps its id (a project's row), its status (a Kanban move)
 * and its sub-tasks' ticks. The board's cards the text no longer has are listed, not silently dropped.
 */
export function runWorkspaceRegenerate(
  { text, previous }: { text: string; previous: Workspace | null },
  options: GenerateOptions,
): Regenerated {
  const fresh = generateWorkspace(text, options);
  if (!previous) return { workspace: fresh, dropped: [], kept: 0 };
  const before = identities(previous);
  const after = identities(fresh);
  const matched = new Map<string, WorkspaceNode>();
  for (const [key, node] of after) {
    const old = before.get(key);
    if (old) matched.set(node.id, old);
  }
  const keptIds = new Set([...matched.values()].map((n) => n.id));
  const next = freshIds(new Set([...previous.nodes, ...fresh.nodes].map((n) => n.id)));
  const renamed = new Map<string, string>();
  for (const node of fresh.nodes) {
    const old = matched.get(node.id);
    renamed.set(node.id, old ? old.id : keptIds.has(node.id) ? next() : node.id);
  }
  const to = (id: string) => renamed.get(id) ?? id;
  const nodes = fresh.nodes.map((node): WorkspaceNode => {
    const old = matched.get(node.id);
    return {
      ...node,
      id: to(node.id),
      status: old ? old.status : node.status,
      children: node.children.map(to),
      ...(node.parentId && { parentId: to(node.parentId) }),
    };
  });
  const layout = options.layout ?? 'hierarchical';
  const metadata = { ...fresh.metadata, createdAt: previous.metadata.createdAt };
  const workspace = layoutWorkspace({ nodes, connections: connectByTags(nodes), metadata }, layout);
  const dropped = mainNodes(previous)
    .filter((card) => !keptIds.has(card.id))
    .map((card) => card.title);
  const kept = mainNodes(previous).length - dropped.length;
  return { workspace, dropped, kept };
}
