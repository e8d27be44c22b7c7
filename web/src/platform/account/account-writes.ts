import {
  type Component,
  type ComponentInput,
  type ComponentPatch,
  componentFields,
} from '@toolbox/core/account';

// The account writes this browser queues (account-queue.ts), as the queue stores them, and the conflict one of them
// can meet.

/** A card's change without the version: the version is read from the local copy when the write is sent. */
export type CardChange = Omit<ComponentPatch, 'version'>;

export type AccountWrite =
  | { kind: 'save-project'; id: string }
  | { kind: 'component'; projectId: string; id: string; patch: CardChange }
  | { kind: 'add-component'; projectId: string; input: ComponentInput & { id: string } }
  | { kind: 'sub-component'; projectId: string; id: string; done: boolean }
  | { kind: 'favourite'; toolId: string; on: boolean }
  | { kind: 'recent'; toolId: string };

const WRITE_KINDS = new Set([
  'save-project',
  'component',
  'add-component',
  'sub-component',
  'favourite',
  'recent',
]);
export const isWrite = (value: unknown): value is AccountWrite =>
  typeof value === 'object' &&
  value !== null &&
  WRITE_KINDS.has((value as { kind?: unknown }).kind as string);

export type ConflictChoice = 'mine' | 'theirs' | 'both';

/** A queued write that met a newer row: shown as the keep mine / take theirs / keep both dialog. */
export interface Conflict {
  write: AccountWrite;
  /** What was changed, for the dialog ("the project Roadmap", "the card Wireframes"). */
  subject: string;
  /** Keep both makes a copy: offered for projects only (a card or a tick has no meaningful copy). */
  canKeepBoth: boolean;
}

/** A card added here, shown at once while its write waits: version 0 until the API answers with the row. */
export function localRow(projectId: string, input: ComponentInput & { id: string }): Component {
  return {
    id: input.id,
    project_id: projectId,
    ...componentFields(input, true),
    position: input.position ?? 0,
    updated_at: '',
    version: 0,
    sub_components: [],
  };
}
