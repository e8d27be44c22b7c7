import { readFile } from 'node:fs/promises';
import type { CatalogTool, LoadCommand } from './catalog';

/**
 * The catalog the build wrote beside the bundle (dist/mcp-tools.json, from `toolbox mcp --list --json`), so the
 * server answers tools/list without loading every command; made now when there is none (a run from the sources).
 */
export async function loadCatalog(loadCommand: LoadCommand): Promise<CatalogTool[]> {
  try {
    return JSON.parse(await readFile(new URL('../mcp-tools.json', import.meta.url), 'utf8')) as CatalogTool[];
  } catch {
    const { buildCatalog } = await import('./catalog');
    return buildCatalog(loadCommand);
  }
}
