import { type IconCatalogue, runIconCatalogue } from '@toolbox/core/tools/icon-library';

/**
 * Lucide's catalogue for `toolbox icons`. Made here when run from source (the tests); the built CLI holds it made at
 * build time instead, as one JSON text (build.mjs, iconCatalogueMade): making it was most of a search's run.
 */
export function iconCatalogue(): Promise<IconCatalogue> {
  return runIconCatalogue();
}
