// Projects between a local plan file and the account: finding one by name or id, and saving a workspace with the
// version the file started from (DATA.md "Versions, not last-write-wins": a stale push exits 1 unless --force).

import {
  AccountApiError,
  type AccountClient,
  AccountConflictError,
  type Component,
  type ComponentInput,
  isUuid,
  type Project,
  type ProjectDetail,
} from '@toolbox/core/account';
import { ToolInputError } from '@toolbox/core/errors';
import type { Workspace } from '@toolbox/core/tools/visual-workspace-generator';
import type { CliContext } from '../../context';
import { UsageError } from '../../errors';
import { withAccount } from '../../platform/account';
import { terminalJson, terminalText } from '../../terminal-text';
import { readPulled, savePulled } from './pulled-projects';

const warnTo = (ctx: CliContext) => (text: string) => ctx.warn(text);

/**
 * One of mine by id or exact name; undefined when none. Two of the same name: exit 1 asking for the id.
 * @public used through a dynamic import or a module object, which knip does not follow
 */
export async function findProject(
  client: AccountClient,
  ref: string,
  /** A team's id: one of the team's projects instead. */
  team?: string,
): Promise<Project | undefined> {
  const { projects } = await client.listProjects({ team });
  const byId = isUuid(ref) ? projects.find((project) => project.id === ref) : undefined;
  if (byId) return byId;
  const named = projects.filter((project) => project.name === ref);
  if (named.length > 1) {
    throw Object.assign(new ToolInputError(`${named.length} of your projects are named "${ref}".`), {
      hint: 'Give its id instead (toolbox projects list shows them).',
    });
  }
  return named[0];
}

const noProject = (ref: string) =>
  Object.assign(new ToolInputError(`no project "${ref}".`), {
    hint: 'toolbox projects list shows yours.',
  });

/** A project with its components and workspace: one of mine by name or id, or anyone's public one by id. */
export async function readProject(client: AccountClient, ref: string, team?: string): Promise<ProjectDetail> {
  const mine = await findProject(client, ref, team);
  if (mine) return client.getProject(mine.id);
  if (!isUuid(ref)) throw noProject(ref);
  try {
    return await client.getProject(ref);
  } catch (error) {
    throw error instanceof AccountApiError && error.status === 404 ? noProject(ref) : error;
  }
}

/** What `projects push` and `workspace --project` send. */
export interface WorkspacePush {
  /** The project's name (created when none has it) or id; default: the one `file` was pulled from. */
  project: string | undefined;
  /** The name when neither is known (the file's name); none for stdin. */
  fallbackName: string | undefined;
  /** The plan text, as the web page's editor holds it. */
  source: string;
  /** The local file (absolute), whose pulled version is the base of the write; undefined for stdin. */
  file: string | undefined;
  /** Shown in messages: the file as the user typed it. */
  shown: string;
  /** Replace the project whatever changed since the file was pulled. */
  force: boolean;
  /** A team's id: the project is found among, or made in, the team's. */
  team?: string;
}

interface WorkspaceUpload extends WorkspacePush {
  /** The rendered workspace as rows (runWorkspaceRows). */
  board: ComponentInput[];
}

export interface SavedWorkspace {
  project: Project;
  components: number;
  created: boolean;
  /** boardChangedAt of the board as saved. */
  boardAt: string;
}

/**
 * When a project's board last changed: its newest component or sub-component. A Kanban drag or a tick on the web
 * writes one row and leaves the project's version alone, so a push compares this too.
 */
export function boardChangedAt(components: readonly Component[]): string {
  let latest = '';
  for (const component of components) {
    if (component.updated_at > latest) latest = component.updated_at;
    for (const sub of component.sub_components) if (sub.updated_at > latest) latest = sub.updated_at;
  }
  return latest;
}

function boardConflict(upload: WorkspaceUpload, current: Project, changedAt: string): ToolInputError {
  const name = terminalText(current.name);
  return Object.assign(
    new ToolInputError(
      `project "${name}"'s board changed since ${upload.shown} was pulled (a card moved, added or ticked at ${changedAt}).`,
    ),
    {
      hint: `Take theirs: toolbox projects pull "${name}" -o ${upload.shown} --force; or replace it with yours: add --force.`,
    },
  );
}

function conflict(upload: WorkspaceUpload, current: Project, base: number | undefined): ToolInputError {
  const name = terminalText(current.name);
  const message =
    base === undefined
      ? `project "${name}" already exists and ${upload.shown} was not pulled from it.`
      : `project "${name}" changed since ${upload.shown} was pulled: yours started from version ${base}, it is now at version ${current.version} (changed ${current.updated_at}).`;
  return Object.assign(new ToolInputError(message), {
    hint: `Take theirs: toolbox projects pull "${name}" -o ${upload.shown} --force; or replace it with yours: add --force.`,
  });
}

/**
 * Saves the plan text and its board to the project: a new project when none has the name, otherwise an update
 * from the version the file was pulled at (or the current one with --force). Remembers the new version for the
 * file, so the next push from it needs no --force.
 */
async function saveWorkspace(
  ctx: CliContext,
  client: AccountClient,
  upload: WorkspaceUpload,
): Promise<SavedWorkspace> {
  const pulled = upload.file ? readPulled(ctx.env, ctx.apiUrl, upload.file, warnTo(ctx)) : undefined;
  const ref = upload.project ?? pulled?.project_id ?? upload.fallbackName;
  if (ref === undefined) throw new UsageError('give --project NAME: which project to save to.');
  const existing = await findProject(client, ref, upload.team);
  let saved: SavedWorkspace;
  if (!existing) {
    if (isUuid(ref)) throw noProject(ref);
    const created = await client.createProject(
      { name: ref, workspace: { source: upload.source } },
      { team: upload.team },
    );
    const board = await client.saveBoard(created.id, {
      version: created.version,
      components: upload.board,
    });
    saved = {
      project: board.project,
      components: board.components.length,
      created: true,
      boardAt: boardChangedAt(board.components),
    };
  } else {
    const base = pulled?.project_id === existing.id ? pulled.version : undefined;
    if (base === undefined && !upload.force) throw conflict(upload, existing, base);
    if (!upload.force && pulled?.board_at !== undefined) {
      const changedAt = boardChangedAt((await client.getProject(existing.id)).components);
      if (changedAt > pulled.board_at) throw boardConflict(upload, existing, changedAt);
    }
    try {
      const board = await client.saveBoard(existing.id, {
        version: upload.force || base === undefined ? existing.version : base,
        components: upload.board,
      });
      const project = await client.updateProject(existing.id, {
        version: board.project.version,
        workspace: { source: upload.source },
      });
      saved = {
        project,
        components: board.components.length,
        created: false,
        boardAt: boardChangedAt(board.components),
      };
    } catch (error) {
      if (error instanceof AccountConflictError && error.current.kind === 'project') {
        throw conflict(upload, error.current.row, base);
      }
      throw error;
    }
  }
  if (upload.file) {
    const { id, name, version } = saved.project;
    const pulledNow = { project_id: id, name, version, board_at: saved.boardAt };
    savePulled(ctx.env, ctx.apiUrl, upload.file, pulledNow, warnTo(ctx));
  }
  return saved;
}

/**
 * `projects push` and `workspace FILE --project NAME`: renders the plan (unless given rendered), saves it and
 * says where it went (a line, or `{ project, components, created }` with --json).
 */
export async function pushWorkspace(
  ctx: CliContext,
  push: WorkspacePush,
  rendered?: Workspace,
  /** The signed-in client by default; a test's otherwise. */
  client?: AccountClient,
): Promise<SavedWorkspace> {
  const core = await import('@toolbox/core/tools/visual-workspace-generator');
  const workspace =
    rendered ??
    core.generateWorkspace(push.source, { clock: ctx.clock, onWarning: (line) => ctx.warn(line) });
  const board = core.runWorkspaceRows(workspace).components;
  const save = (api: AccountClient) => saveWorkspace(ctx, api, { ...push, board });
  const saved = client ? await save(client) : await withAccount(ctx, save);
  const { project, components, created } = saved;
  if (ctx.json) {
    ctx.print(terminalJson({ project, components, created }));
  } else {
    ctx.print(
      `${created ? 'Created' : 'Saved'} project "${terminalText(project.name)}": ${components} components, version ${project.version}`,
    );
  }
  return saved;
}
