import { oasdiffLevel } from './diff-oasdiff-levels';

/** oasdiff's levels: ERR a breaking change, WARN one that may break clients, INFO one that does not. */
export type DiffLevel = 'ERR' | 'WARN' | 'INFO';
export const DIFF_LEVELS: readonly DiffLevel[] = ['ERR', 'WARN', 'INFO'];

/**
 * The level of a change: oasdiff's for its rule ids. A change oasdiff has no rule for is named in its style and
 * levelled by the same principle (stricter on the request side or looser on the response side may break
 * clients), but at most WARN: only oasdiff's rules make a change breaking, so `--fail-on breaking` fails where
 * oasdiff would.
 */
export function levelOf(id: string, fallback: DiffLevel): { level: DiffLevel; oasdiff: boolean } {
  const known = oasdiffLevel(id);
  if (known) return { level: known, oasdiff: true };
  return { level: fallback === 'ERR' ? 'WARN' : fallback, oasdiff: false };
}
