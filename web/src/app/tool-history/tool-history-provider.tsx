import { tools as registryTools, type Tool } from '@toolbox/core/registry';
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { retryableLazy } from '../../components/retryable-lazy';
import { ToolHeaderExtras } from '../../components/tool-header-extras';
import type { connectHistory, HistorySync } from '../account/history-sync';
import { PresetButtons } from '../account/preset-buttons';
import { FavouriteButton } from './favourite-button';
import {
  historyKey,
  parseHistory,
  recordUse,
  sameHistory,
  serializeHistory,
  type ToolHistory,
  toggleFavourite,
  toolsFor,
} from './tool-history';
import { keepUnsent, takeUnsent, type UnsentChange } from './unsent-history';
import { ToolHistoryContext, type ToolHistoryValue } from './use-tool-history';

function load(key: string, known: ReadonlySet<string>): ToolHistory {
  try {
    return parseHistory(localStorage.getItem(key), known);
  } catch {
    return parseHistory(null, known);
  }
}

/** The account's side, a chunk of its own: the shell's first load stays without the account client. */
const loadHistorySync = () => import('../account/history-sync');

const PresetMenu = retryableLazy(() => import('../account/preset-menu'));

/**
 * Beside each tool's title: Save preset / Load preset when signed in (the menu loaded with the first tool page, its
 * buttons in place from the first paint), then the star.
 */
const extrasFor = (signedIn: boolean) => (tool: Tool) => (
  <>
    {signedIn && (
      <Suspense fallback={<PresetButtons />}>
        <PresetMenu toolId={tool.id} />
      </Suspense>
    )}
    <FavouriteButton tool={tool} />
  </>
);

/** Favourites and recently used tools of `userId`, kept in localStorage and in step across tabs. */
export function ToolHistoryProvider({
  userId,
  tools = registryTools,
  loadSync = loadHistorySync,
  children,
}: {
  userId: string | null;
  tools?: readonly Tool[];
  /** Tests give a fake account and choose when it arrives. */
  loadSync?: () => Promise<{ connectHistory: typeof connectHistory }>;
  children: ReactNode;
}) {
  const key = historyKey(userId);
  const known = useMemo(() => new Set<string>(tools.map((tool) => tool.id)), [tools]);
  const [state, setState] = useState(() => ({ key, history: load(key, known) }));
  // Another user signed in: read their history before painting anything of the previous one.
  if (state.key !== key) setState({ key, history: load(key, known) });
  const { history } = state;

  useEffect(() => {
    try {
      localStorage.setItem(state.key, serializeHistory(state.history));
    } catch {
      // Storage full or disabled: favourites last for this visit only.
    }
  }, [state]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) setState({ key, history: parseHistory(event.newValue, known) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key, known]);

  const change = useCallback(
    (next: (current: ToolHistory) => ToolHistory) =>
      setState((current) => ({ ...current, history: next(current.history) })),
    [],
  );

  // Signed in, the lists follow the account (loaded after the shell: see account/history-sync.ts). A change made
  // before it connects waits in storage (unsent-history.ts) and goes to the account as soon as it does.
  const sync = useRef<HistorySync | null>(null);
  const initial = useRef(history);
  initial.current = history;
  const send = useCallback(
    (change: UnsentChange) => {
      const connected = sync.current;
      if (!connected) {
        if (userId) keepUnsent(userId, change, known);
      } else if (change.kind === 'use') connected.recordUse(change.id);
      else connected.setFavourite(change.id, change.on);
    },
    [userId, known],
  );
  useEffect(() => {
    if (!userId) return;
    let closed = false;
    loadSync().then(
      ({ connectHistory }) => {
        if (closed) return;
        // Called on every change of the account's copy (projects and presets too): the lists given again unchanged
        // keep the same state, so the pages using them (the dashboard's every card) are not rendered again.
        sync.current = connectHistory(userId, initial.current, (favourites, recent) =>
          setState((current) => {
            const next = parseHistory(JSON.stringify({ favourites, recent }), known);
            return current.key === key && sameHistory(current.history, next)
              ? current
              : { key, history: next };
          }),
        );
        for (const change of takeUnsent(userId, known)) send(change);
      },
      () => undefined,
    );
    return () => {
      closed = true;
      sync.current?.close();
      sync.current = null;
    };
  }, [userId, key, known, send, loadSync]);

  const extras = useMemo(() => extrasFor(userId !== null), [userId]);
  const value = useMemo<ToolHistoryValue>(
    () => ({
      favourites: toolsFor(history.favourites, tools),
      recent: toolsFor(history.recent, tools),
      isFavourite: (id) => history.favourites.includes(id),
      toggleFavourite: (id) => {
        change((current) => toggleFavourite(current, id));
        send({ kind: 'favourite', id, on: !history.favourites.includes(id) });
      },
      recordUse: (id) => {
        change((current) => recordUse(current, id));
        send({ kind: 'use', id });
      },
    }),
    [history, tools, change, send],
  );

  return (
    <ToolHistoryContext.Provider value={value}>
      <ToolHeaderExtras.Provider value={extras}>{children}</ToolHeaderExtras.Provider>
    </ToolHistoryContext.Provider>
  );
}
