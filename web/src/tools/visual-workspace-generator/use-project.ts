import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { moveBoard } from '../../app/account/move-board';
import {
  useAccountCopy,
  useAccountStore,
  useHasPendingWrites,
  useServerWait,
  useUnreached,
} from '../../app/account/use-account';
import { writeProject } from '../../components/url-state';
import { useSavedState } from '../../components/use-stored-state';
import type { OpenProject } from '../../platform/account/account-copy';
import { followBoard } from '../../platform/account/live-board';
import { boardStamp } from './board-stamp';
import type { WorkspaceState } from './use-workspace';
import type { CardWrite } from './workspace-views';

/** How long the page waits after the last edit before it saves the open project. */
const AUTOSAVE_MS = 1000;

export type SaveStatus = 'saved' | 'saving' | 'unsaved' | 'offline';

/**
 * The open project the server does not have for this user, which the page left: its name when this browser knew it,
 * else whether the page's link asked for it (another account's board, one deleted, or one not on the server yet).
 */
export interface GoneProject {
  name: string;
  linked: boolean;
}

/**
 * The open project whose board this browser does not hold and could not read: the server was not reached (offline,
 * the API down, a 5xx). The store reads it again when the account refreshes (back online, focus, the 30 s poll).
 */
export interface UnreachedProject {
  /** Its name when the project list is known here. */
  name: string;
  /** The page's link asked for it. */
  linked: boolean;
}

const uuid = () => crypto.randomUUID();

function onConnectivity(change: () => void) {
  window.addEventListener('online', change);
  window.addEventListener('offline', change);
  return () => {
    window.removeEventListener('online', change);
    window.removeEventListener('offline', change);
  };
}

const stampOf = (open: OpenProject) => `${open.project.version}|${boardStamp(open.components)}`;

/**
 * The Visual Workspace kept in a project of the account: open, save (autosave after each edit), rename, delete;
 * Kanban moves, added cards and ticks written through row by row; a board changed elsewhere shown at once. The
 * board's conversions come with the views' chunk (load-views.ts), already there whenever a board is shown.
 */
export function useProject(state: WorkspaceState) {
  const store = useAccountStore();
  const copy = useAccountCopy(store);
  const [openId, setOpenId] = useSavedState('visual-workspace-generator', 'project', '');
  const open = openId ? copy.details[openId] : undefined;
  const loaded = open !== undefined;
  const project = open?.project ?? copy.projects.find((p) => p.id === openId);
  // A team's board the user is a viewer of: shown, never written (the API would refuse it).
  const readOnly = Boolean(project?.team_id && !project.owner);
  // Edits not yet handed to the store: each one restarts the autosave's wait.
  const [edits, setEdits] = useState(0);
  const dirty = edits > 0;
  const [busy, setBusy] = useState(false);
  // Edits made while the project's board was not shown yet: they stay on the page when it arrives, and go into the
  // project only by the user's Save (the autosave would write them over a board the user never saw).
  const [held, setHeld] = useState(false);
  const applied = useRef<string | null>(null);
  const latest = useRef(state);
  latest.current = state;

  /** Shows a project's text and board on the page. */
  const show = useCallback(async (detail: OpenProject) => {
    const views = await import('./workspace-views');
    applied.current = stampOf(detail);
    latest.current.loadSaved({
      text: detail.workspace?.source ?? '',
      workspace: views.runWorkspaceFromRows(detail.components, detail.project.name),
    });
  }, []);

  // A link (`?project=<id>`: the dashboard's, the Teams page's, the page's own) opens that project, once the store
  // is there; `asked` is the id it asked for.
  const linked = useRef(new URLSearchParams(window.location.search).get('project'));
  const asked = useRef<string | null>(null);

  // The open project was deleted elsewhere (another browser, the CLI, Delete my data), or the link's is not this
  // account's: the page leaves it and says so.
  const goneName = openId ? copy.gone[openId] : undefined;
  const [gone, setGone] = useState<GoneProject | null>(null);
  useEffect(() => {
    if (!store || !openId || goneName === undefined) return;
    setGone({ name: goneName, linked: !goneName && openId === asked.current });
    setOpenId('');
    store.acknowledgeGone(openId);
  }, [store, openId, goneName, setOpenId]);

  // The open project's board could not be read because the server was not reached: the bar says so until it opens.
  const unreachedNow = useUnreached(store, openId) && !open;
  const unreached: UnreachedProject | null = unreachedNow
    ? { name: project?.name ?? '', linked: openId === asked.current }
    : null;

  // The open project is in the page's address, so the page's link opens it; a link's project that did not open
  // stays there (a reload asks again).
  const keepLink = gone?.linked === true;
  useEffect(() => {
    if (linked.current === null && !keepLink) writeProject(openId);
  }, [openId, keepLink]);

  // Open the remembered project once the store is there (its rows may have changed since).
  useEffect(() => {
    if (store && openId) void store.openProject(openId).catch(() => undefined);
  }, [store, openId]);
  // And while it is open, a change made to it elsewhere is read as it happens.
  useEffect(() => (store && openId ? followBoard(store, openId) : undefined), [store, openId]);

  // The board changed elsewhere (another tab, device, the CLI) and nothing here waits to be saved: show it.
  const stamp = open ? stampOf(open) : null;
  // This tab's own card writes still on their way: the board shown is already ahead of the rows (looked at again
  // once they have gone).
  const writing = useHasPendingWrites(store, openId);
  useEffect(() => {
    if (!open || open.draft || dirty || writing || applied.current === stamp) return;
    void show(open);
  }, [open, stamp, dirty, writing, show]);

  /**
   * The page's state as the project's source and rows (node ids made row ids first; all new ones for a new project,
   * as the page may still hold the rows of the project it left).
   */
  const snapshot = useCallback(async (newProject = false) => {
    const views = await import('./workspace-views');
    const current = latest.current;
    const rows = current.savedWorkspace
      ? views.runWorkspaceRows(current.savedWorkspace, { uuid }, { newProject })
      : null;
    if (rows && rows.workspace !== current.savedWorkspace)
      current.loadSaved({ text: current.text, workspace: rows.workspace });
    return { source: current.text, components: rows ? rows.components : [] };
  }, []);

  const save = useCallback(
    async (name?: string) => {
      if (!store || !openId || !project || !loaded) return;
      setEdits(0);
      setHeld(false);
      await store.saveProject(openId, { name: name ?? project.name, ...(await snapshot()) });
    },
    [store, openId, project, loaded, snapshot],
  );

  // Autosave: a second after the last edit.
  useEffect(() => {
    if (edits === 0 || !openId || held) return;
    const timer = window.setTimeout(() => void save(), AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
  }, [edits, openId, held, save]);

  const offline = useSyncExternalStore(onConnectivity, () => !navigator.onLine);
  const serverWait = useServerWait(store);
  // A card's move, add or tick waits in the queue as a whole save does: the bar says the same of both.
  const status: SaveStatus =
    !openId || dirty ? 'unsaved' : open?.draft || writing ? (offline ? 'offline' : 'saving') : 'saved';

  async function run<T>(task: () => Promise<T>, failure: string): Promise<T | undefined> {
    setBusy(true);
    try {
      return await task();
    } catch (error) {
      toast.error(failure, { description: error instanceof Error ? error.message : String(error) });
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  const edited = () => {
    if (!openId || readOnly) return;
    if (!loaded) setHeld(true);
    setEdits((n) => n + 1);
  };

  async function openProject(id: string) {
    if (!store) return;
    setGone(null);
    applied.current = null;
    setEdits(0);
    setHeld(false);
    setOpenId(id);
    if (!id) return;
    const detail = await run(() => store.openProject(id), 'Could not open the project');
    if (detail && !detail.draft) await show(detail);
  }

  const openLinked = useRef(openProject);
  openLinked.current = openProject;
  useEffect(() => {
    const id = linked.current;
    if (!store || !id) return;
    linked.current = null;
    asked.current = id;
    void openLinked.current(id);
  }, [store]);

  return {
    store,
    projects: copy.projects,
    project,
    /** The project the page left because the server did not have it: the page says so once. */
    gone,
    /** The open project could not be read because the server was not reached: the page says so until it opens. */
    unreached,
    openId,
    readOnly,
    status,
    /** Seconds the server asked to wait (Retry-After) while that wait runs: a save waiting says it. */
    serverWait,
    busy,
    /** The user's own edit (text, generate, import): saved a second later. */
    edited,
    /** A card moved, added or ticked: that row is written at once (or the whole board with the next save). */
    onCardWrite: (write: CardWrite) => {
      if (!store || !openId || readOnly) return;
      if (dirty) return edited();
      if (write.kind === 'move') void store.updateComponent(openId, write.id, { status: write.status });
      else if (write.kind === 'add') void store.addComponent(openId, write.input);
      else void store.tickSubComponent(openId, write.id, write.done);
    },
    save: () => void save(),
    open: openProject,
    /** Saves what the page shows as a new project, mine or (given `team`) that team's, and opens it. */
    create: async (name: string, team?: string) => {
      if (!store) return;
      const created = await run(async () => {
        const { source, components } = await snapshot(true);
        return store.createProject(name, source, components, team);
      }, 'Could not create the project');
      if (!created) return;
      applied.current = stampOf(created);
      setGone(null);
      setEdits(0);
      setHeld(false);
      setOpenId(created.project.id);
      toast.success('Project saved', { description: name });
    },
    rename: (name: string) => save(name),
    /** Moves the open board to a team (its id) or to the user's own account (null); `where` names it in the toast. */
    move: async (team: string | null, where: string) => {
      if (!store || !openId || !project) return;
      const { id, version } = project;
      const moved = await run(() => moveBoard(store, { id, version }, team), 'Could not move the project');
      if (!moved) return;
      toast.success(`Moved to ${where}`, { description: moved.name });
    },
    setPublic: async (on: boolean) => {
      if (!store || !openId) return;
      await run(
        () => store.setVisibility(openId, on ? 'public' : 'private'),
        'Could not change who can see it',
      );
    },
    remove: async () => {
      if (!store || !openId) return;
      const name = project?.name ?? '';
      const done = await run(
        () => store.deleteProject(openId).then(() => true),
        'Could not delete the project',
      );
      if (!done) return;
      setOpenId('');
      toast.success('Project deleted', { description: name });
    },
  };
}

export type ProjectState = ReturnType<typeof useProject>;
