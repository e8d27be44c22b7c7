import { pathToFileURL } from 'node:url';

/**
 * Runs a JavaScript module from the user's disk (a commitlint config, the repository's own commitlint). In the
 * CommonJS bundles the launcher compiles with a code cache (the hook's and the small commands') this module is a
 * stand-in that hands the run to the full CLI (build.mjs, `fullCliOnly`): their import() goes through vm's
 * experimental loader, which prints a warning on Node 20.
 */
export function importFile(path: string): Promise<unknown> {
  return import(pathToFileURL(path).href);
}
