import {
  type IconCatalogue,
  type PackedIconCatalogue,
  runIconCatalogue,
  runPackedIconCatalogue,
} from '@toolbox/core/tools/icon-library';

/**
 * Lucide's catalogue for `toolbox icons`. Made here when run from source (the tests); the built CLI holds it made at
 * build time instead (build.mjs, iconCatalogueMade, from `packedIconCatalogue`): making it was most of a search's run.
 */
export function iconCatalogue(): Promise<IconCatalogue> {
  return runIconCatalogue();
}

/**
 * The catalogue as the build writes it into the bundle, which reads it with `runUnpackedIconCatalogue`.
 * @public build.mjs imports it from the bundled module
 */
export function packedIconCatalogue(): Promise<PackedIconCatalogue> {
  return runPackedIconCatalogue();
}
