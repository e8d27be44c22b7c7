import { type JsonStringEdit, replaceJsonStrings } from '../../json/json-edit';
import { parseNpmJson } from '../../json/npm-json';
import type { ReleasePlan } from './release-plan-types';

/**
 * package-lock.json (lockfile v2 and v3) with each released workspace package's `version` and each rewritten range
 * changed where the lockfile records them (`packages["packages/a"]`, the root under `""` and, as `npm version`
 * writes it, at the top), in place, so `npm ci` finds the lockfile in step with the manifests and `npm install`
 * has nothing to rewrite. A lockfile that is not JSON is left as it is.
 */
export function updatePackageLock(text: string, plan: Pick<ReleasePlan, 'releases' | 'ranges'>): string {
  let lock: unknown;
  try {
    lock = parseNpmJson(text);
  } catch {
    return text;
  }
  const has = (path: readonly string[]) => {
    let at = lock;
    for (const key of path)
      at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
    return typeof at === 'string';
  };
  const edits: JsonStringEdit[] = [
    ...plan.releases.flatMap((release) => [
      { path: ['packages', release.dir, 'version'], value: release.next },
      ...(release.dir === '' ? [{ path: ['version'], value: release.next }] : []),
    ]),
    ...plan.ranges.map((range) => ({
      path: ['packages', range.dir, range.field, range.dependency],
      value: range.to,
    })),
  ].filter((edit) => has(edit.path));
  return edits.length === 0 ? text : replaceJsonStrings(text, edits, 'package-lock.json');
}
