import type { Priority, Status, Workspace, WorkspaceNode } from './types';

/** Mermaid node text: brackets, braces, parentheses and quotes end a node's label, so they are softened. */
function mermaidText(text: string): string {
  return (
    text
      .replace(/[[{(]/g, '‹')
      .replace(/[\]})]/g, '›')
      .replace(/["`]/g, "'")
      .replace(/\s+/g, ' ')
      .trim() || 'Untitled'
  );
}

const mermaidId = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '_');

function childrenOf(workspace: Workspace) {
  const byParent = new Map<string, WorkspaceNode[]>();
  for (const n of workspace.nodes) {
    if (!n.parentId) continue;
    const list = byParent.get(n.parentId) ?? [];
    list.push(n);
    byParent.set(n.parentId, list);
  }
  return byParent;
}

export function toMermaidMindmap(workspace: Workspace): string {
  const byParent = childrenOf(workspace);
  const lines = ['mindmap', `  root((${mermaidText(workspace.metadata.title)}))`];
  for (const node of workspace.nodes.filter((n) => !n.parentId)) {
    lines.push(`    ${mermaidId(node.id)}[${mermaidText(node.title)}]`);
    for (const sub of byParent.get(node.id) ?? []) {
      const mark = sub.status === 'Complete' ? '✓ ' : '';
      lines.push(`      ${mermaidId(sub.id)}(${mark}${mermaidText(sub.title)})`);
    }
  }
  return `${lines.join('\n')}\n`;
}

const KANBAN_COLUMNS: readonly [Status, string][] = [
  ['Not Started', 'notStarted'],
  ['In Progress', 'inProgress'],
  ['Blocked', 'blocked'],
  ['Complete', 'complete'],
];
/** Mermaid kanban knows Very High, High, Low and Very Low. */
const MERMAID_PRIORITY: Record<Priority, string | undefined> = {
  Urgent: 'Very High',
  High: 'High',
  Medium: undefined,
  Low: 'Low',
};

export function toMermaidKanban(workspace: Workspace): string {
  const lines = ['kanban'];
  const main = workspace.nodes.filter((n) => !n.parentId);
  for (const [status, id] of KANBAN_COLUMNS) {
    lines.push(`  ${id}[${status}]`);
    for (const node of main.filter((n) => n.status === status)) {
      const priority = node.priority ? MERMAID_PRIORITY[node.priority] : undefined;
      const meta = priority ? `@{ priority: '${priority}' }` : '';
      lines.push(`    ${mermaidId(node.id)}[${mermaidText(node.title)}]${meta}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

const mdInline = (text: string) => text.replace(/([\\`*_[\]<>#|])/g, '\\$1');

/** A Markdown outline: one section per component, sub-tasks as a task list. */
export function toMarkdown(workspace: Workspace): string {
  const byParent = childrenOf(workspace);
  const out = [
    `# ${mdInline(workspace.metadata.title)}`,
    '',
    `> ${mdInline(workspace.metadata.description)}`,
  ];
  for (const node of workspace.nodes.filter((n) => !n.parentId)) {
    out.push('', `## ${mdInline(node.title)}`, '');
    const facts = [`**Status:** ${node.status}`];
    if (node.priority) facts.push(`**Priority:** ${node.priority}`);
    if (node.deadline) facts.push(`**Deadline:** ${mdInline(node.deadline)}`);
    if (node.tags.length) facts.push(`**Tags:** ${node.tags.map(mdInline).join(', ')}`);
    out.push(facts.join(' · '));
    if (node.description) out.push('', mdInline(node.description));
    const subs = byParent.get(node.id) ?? [];
    if (subs.length) {
      out.push('');
      for (const sub of subs) out.push(`- [${sub.status === 'Complete' ? 'x' : ' '}] ${mdInline(sub.title)}`);
    }
    if (node.notes.length) {
      out.push('', '**Notes:**', '');
      for (const note of node.notes) out.push(`- ${mdInline(note)}`);
    }
  }
  return `${out.join('\n')}\n`;
}

function treeFacts(node: WorkspaceNode): string {
  const facts: string[] = [node.status];
  if (node.priority) facts.push(node.priority);
  if (node.deadline) facts.push(`due ${node.deadline}`);
  return facts.join(', ');
}

/** The plan as a terminal tree: the root, its components, and their items, each with status and deadline. */
export function toTree(workspace: Workspace): string {
  const byParent = childrenOf(workspace);
  const main = workspace.nodes.filter((n) => !n.parentId);
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  const out = [oneLine(workspace.metadata.title)];
  main.forEach((node, i) => {
    const last = i === main.length - 1;
    out.push(`${last ? '└── ' : '├── '}${oneLine(node.title)} (${treeFacts(node)})`);
    const subs = byParent.get(node.id) ?? [];
    subs.forEach((sub, j) => {
      const branch = j === subs.length - 1 ? '└── ' : '├── ';
      out.push(`${last ? '    ' : '│   '}${branch}${oneLine(sub.title)} (${treeFacts(sub)})`);
    });
  });
  return `${out.join('\n')}\n`;
}
