import type { DbSchema, Positions } from '@toolbox/core/tools/database-visualizer';
import { useEffect, useState } from 'react';
import { storageKey } from '../../platform/stored-inputs';

/** Dragged table positions, kept in localStorage per set of table names so another schema starts fresh. */
export function useDiagramPositions(schema: DbSchema | null) {
  const names = schema?.tables.map((t) => `${t.schema}.${t.name}`).join(',') ?? '';
  const key = storageKey('database-visualizer', `positions:${names}`);
  const [positions, setPositions] = useState<Positions>(() => read(key));
  useEffect(() => setPositions(read(key)), [key]);
  const save = (next: Positions) => {
    setPositions(next);
    try {
      if (Object.keys(next).length === 0) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // not kept; the diagram still moves
    }
  };
  return [positions, save] as const;
}

function read(key: string): Positions {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    const out: Positions = {};
    for (const [name, value] of Object.entries(stored)) {
      const { x, y } = (value ?? {}) as { x?: unknown; y?: unknown };
      if (typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y))
        out[name] = { x, y };
    }
    return out;
  } catch {
    return {};
  }
}
