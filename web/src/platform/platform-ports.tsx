import type { FileSink } from '@toolbox/core/ports';
import type { PgParse } from '@toolbox/core/sql/pg-parser';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { downloadSink } from './download-sink';
import { type IconAssets, webIconAssets } from './icon-assets';

/**
 * The browser's ports that pages reach through React context rather than by import, so a test (or another host)
 * hands in its own: `<PlatformPortsProvider ports={{ downloads: memorySink() }}>`. No module mocking needed.
 */
export interface PlatformPorts {
  /** Where downloads go (a temporary link by default). */
  downloads: FileSink;
  /** Postgres's parser (libpg-query's WASM, loaded on first use). */
  pgParser: () => Promise<PgParse>;
  /** Lucide's search index and drawings (the app's own files, each drawing fetched when shown). */
  icons: IconAssets;
}

const browserPorts: PlatformPorts = {
  downloads: downloadSink,
  pgParser: () => import('./web-pg-parser').then((module) => module.webPgParser()),
  icons: webIconAssets,
};

const PortsContext = createContext<PlatformPorts>(browserPorts);

/** Replaces some of the browser's ports for everything below it; the others stay the browser's. */
export function PlatformPortsProvider({
  ports,
  children,
}: {
  ports: Partial<PlatformPorts>;
  children: ReactNode;
}) {
  const parent = useContext(PortsContext);
  const value = useMemo(() => ({ ...parent, ...ports }), [parent, ports]);
  return <PortsContext.Provider value={value}>{children}</PortsContext.Provider>;
}

export function usePlatformPorts(): PlatformPorts {
  return useContext(PortsContext);
}
