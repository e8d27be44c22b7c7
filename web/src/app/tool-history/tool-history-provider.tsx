import { tools as registryTools, type Tool } from '@toolbox/core/registry';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { ToolHeaderExtras } from '../../components/tool-page';
import { FavouriteButton } from './favourite-button';
import {
  historyKey,
  parseHistory,
  recordUse,
  serializeHistory,
  type ToolHistory,
  toggleFavourite,
  toolsFor,
} from './tool-history';
import { ToolHistoryContext, type ToolHistoryValue } from './use-tool-history';

function load(key: string, known: ReadonlySet<string>): ToolHistory {
  try {
    return parseHistory(localStorage.getItem(key), known);
  } catch {
    return parseHistory(null, known);
  }
}

const starFor = (tool: Tool) => <FavouriteButton tool={tool} />;

/** Favourites and recently used tools of `userId`, kept in localStorage and in step across tabs. */
export function ToolHistoryProvider({
  userId,
  tools = registryTools,
  children,
}: {
  userId: string | null;
  tools?: readonly Tool[];
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

  const value = useMemo<ToolHistoryValue>(
    () => ({
      favourites: toolsFor(history.favourites, tools),
      recent: toolsFor(history.recent, tools),
      isFavourite: (id) => history.favourites.includes(id),
      toggleFavourite: (id) => change((current) => toggleFavourite(current, id)),
      recordUse: (id) => change((current) => recordUse(current, id)),
    }),
    [history, tools, change],
  );

  return (
    <ToolHistoryContext.Provider value={value}>
      <ToolHeaderExtras.Provider value={starFor}>{children}</ToolHeaderExtras.Provider>
    </ToolHistoryContext.Provider>
  );
}
