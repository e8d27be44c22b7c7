import { ToolInputError } from '../../errors';
import { inertJson } from '../../json/lossless';
import { PRIORITIES, STATUSES, type Workspace, type WorkspaceNode } from './types';

export const JSON_FILE_NAME = 'workspace-data.json';
export const JSON_EXPORTED_MESSAGE = 'Workspace data exported as JSON';
const NOT_A_WORKSPACE =
  'This file is not a workspace exported by Visual Workspace (expected nodes, connections and metadata).';

/** The plan's text is inert in the file as in the text formats: controls that JSON allows raw are \u escapes. */
export function workspaceToJson(workspace: Workspace): string {
  return `${inertJson(JSON.stringify(workspace, null, 2))}\n`;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);

function fail(detail: string): never {
  throw new ToolInputError(detail ? `${NOT_A_WORKSPACE} ${detail}` : NOT_A_WORKSPACE, 'Import failed');
}

function readNode(value: unknown, index: number): WorkspaceNode {
  const where = `Node ${index + 1}`;
  if (!isObject(value)) fail(`${where} is not an object.`);
  const { id, title, description, status, tags, priority, deadline, children, parentId, position, notes } =
    value;
  if (!isString(id) || !id) fail(`${where} has no id.`);
  if (!isString(title)) fail(`${where} has no title.`);
  if (!STATUSES.includes(status as never)) fail(`${where} has the status ${JSON.stringify(status)}.`);
  if (priority != null && !PRIORITIES.includes(priority as never))
    fail(`${where} has the priority ${JSON.stringify(priority)}.`);
  if (!isStringArray(tags ?? []) || !isStringArray(children ?? []) || !isStringArray(notes ?? []))
    fail(`${where} has tags, children or notes that are not lists of text.`);
  const pos = isObject(position) ? position : {};
  const node: WorkspaceNode = {
    id,
    title,
    description: isString(description) ? description : '',
    status: status as WorkspaceNode['status'],
    tags: (tags as string[] | undefined) ?? [],
    priority: (priority as WorkspaceNode['priority']) ?? null,
    deadline: isString(deadline) ? deadline : null,
    children: (children as string[] | undefined) ?? [],
    position: { x: Number(pos.x) || 0, y: Number(pos.y) || 0 },
    notes: (notes as string[] | undefined) ?? [],
  };
  if (isString(parentId)) node.parentId = parentId;
  return node;
}

/** A previously exported workspace, checked field by field; anything else is a ToolInputError saying why. */
export function parseWorkspaceJson(text: string): Workspace {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    fail('It is not valid JSON.');
  }
  if (!isObject(data) || !Array.isArray(data.nodes) || !isObject(data.metadata)) fail('');
  const nodes = data.nodes.map(readNode);
  const ids = new Set(nodes.map((n) => n.id));
  if (ids.size !== nodes.length) fail('Two nodes share an id.');
  for (const n of nodes) {
    if (n.parentId && !ids.has(n.parentId)) fail(`Node ${n.id} names a missing parent.`);
    n.children = n.children.filter((c) => ids.has(c));
  }
  const connections = (Array.isArray(data.connections) ? data.connections : []).filter(
    (c): c is Workspace['connections'][number] =>
      isObject(c) && isString(c.id) && ids.has(String(c.sourceId)) && ids.has(String(c.targetId)),
  );
  const m = data.metadata;
  return {
    nodes,
    connections: connections.map((c) => ({ ...c, type: 'related' })),
    metadata: {
      title: isString(m.title) && m.title ? m.title : 'Imported Workspace',
      description: isString(m.description) ? m.description : '',
      createdAt: isString(m.createdAt) ? m.createdAt : '',
      updatedAt: isString(m.updatedAt) ? m.updatedAt : '',
    },
  };
}
