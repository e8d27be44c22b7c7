import { ToolInputError } from '../../errors';
import type { Clock } from '../../ports';
import { connectByTags } from './nodes';
import { parsePlan } from './parser';
import { priorityFromNotes } from './rules';
import type { Layout, ParsedComponent, Workspace, WorkspaceNode } from './types';

export const BLANK_TEXT_MESSAGE = 'Please enter some text to generate a workspace';
const DEFAULT_TITLE = 'Generated Workspace';

function nodesOf(component: ParsedComponent): WorkspaceNode[] {
  const subtasks: WorkspaceNode[] = component.subComponents.map((sub, index) => ({
    id: `${component.id}-sub-${index}`,
    title: sub.title,
    description: '',
    status: sub.completed
      ? 'Complete'
      : sub.blocked
        ? 'Blocked'
        : sub.inProgress
          ? 'In Progress'
          : 'Not Started',
    tags: [],
    priority: null,
    deadline: null,
    children: [],
    parentId: component.id,
    position: { x: 0, y: 0 },
    notes: [],
  }));
  const main: WorkspaceNode = {
    id: component.id,
    title: component.title,
    description: component.description,
    status: component.status,
    tags: component.tags,
    priority: component.priority ?? priorityFromNotes(component.notes.join('\n')) ?? null,
    deadline: component.deadline ?? null,
    children: subtasks.map((s) => s.id),
    position: { x: 0, y: 0 },
    notes: component.notes,
  };
  return [main, ...subtasks];
}

export interface GenerateOptions {
  clock: Clock;
  layout?: Layout;
  title?: string;
  /** Told each line the parser could not use (an unknown status), with the valid values. */
  onWarning?: (message: string) => void;
}

/**
 * Text -> workspace (§5), each node at (0, 0) until a layout places it (generateWorkspace). Blank text is a
 * ToolInputError with the spec's message. The root of every layout is `metadata.title`: the `#` title above `##`
 * components, else the given title, else "Generated Workspace".
 */
export function readWorkspace(text: string, { clock, title, onWarning }: GenerateOptions): Workspace {
  if (!text.trim()) throw new ToolInputError(BLANK_TEXT_MESSAGE);
  const plan = parsePlan(text);
  const components = plan.components;
  for (const warning of plan.warnings) onWarning?.(warning);
  const nodes = components.flatMap(nodesOf);
  const now = clock.now().toISOString();
  const subtasks = nodes.length - components.length;
  const counts = `${components.length} components and ${subtasks} sub-tasks parsed from your text`;
  return {
    nodes,
    connections: connectByTags(nodes),
    metadata: {
      title: title ?? plan.root ?? DEFAULT_TITLE,
      description: plan.intro.length ? `${plan.intro.join(' ')} (${counts})` : counts,
      createdAt: now,
      updatedAt: now,
    },
  };
}
