import { useCallback, useState } from 'react';

/** The sidebar groups the user folded, remembered in this browser (ids of the registry's categories, `favourites`). */
const closedGroupsStorageKey = 'dev-toolbox-sidebar-closed';

function readClosedGroups(storage: Pick<Storage, 'getItem'> | undefined): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(closedGroupsStorageKey) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function writeClosedGroups(storage: Pick<Storage, 'setItem'> | undefined, ids: readonly string[]): void {
  try {
    storage?.setItem(closedGroupsStorageKey, JSON.stringify(ids));
  } catch {
    // Storage can be full or blocked (private mode): the groups then stay as folded for this visit only.
  }
}

const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** Which sidebar groups are folded, and a toggle that remembers the change. */
export function useClosedGroups() {
  const [closed, setClosed] = useState(() => new Set(readClosedGroups(storage())));
  const toggle = useCallback((id: string) => {
    setClosed((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      writeClosedGroups(storage(), [...next]);
      return next;
    });
  }, []);
  return { closed, toggle };
}
