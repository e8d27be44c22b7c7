import type { Tool, ToolId } from '@toolbox/core/registry';
import { createContext, useContext, useEffect } from 'react';

export interface ToolHistoryValue {
  /** Registry tools, in the order starred. */
  favourites: Tool[];
  /** Registry tools, most recently opened first. */
  recent: Tool[];
  isFavourite(id: ToolId): boolean;
  toggleFavourite(id: ToolId): void;
  recordUse(id: ToolId): void;
}

export const ToolHistoryContext = createContext<ToolHistoryValue | null>(null);

export function useToolHistory(): ToolHistoryValue {
  const value = useContext(ToolHistoryContext);
  if (!value) throw new Error('useToolHistory needs a ToolHistoryProvider');
  return value;
}

/** Records the tool as used when its page opens. */
export function useRecordToolUse(id: ToolId) {
  const { recordUse } = useToolHistory();
  useEffect(() => recordUse(id), [id, recordUse]);
}
