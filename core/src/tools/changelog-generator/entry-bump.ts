import { entryItem } from './entry-mode';
import type { BumpType } from './release';

/**
 * The bump a list of entries calls for, by the rule `toolbox changelog` applies to commits: a breaking change is a
 * major (a minor before 1.0.0, whose major is still 0), an Added entry (a feature) a minor, anything else a patch.
 */
export function entriesBump(currentVersion: string, entries: readonly string[]): BumpType | null {
  const read = entries.filter((entry) => entry.trim() !== '').flatMap((entry) => entryItem(entry) ?? []);
  if (read.length === 0) return null;
  if (read.some((entry) => entry.item.breaking)) return /^\s*v?0\./.test(currentVersion) ? 'minor' : 'major';
  return read.some((entry) => entry.category === 'added') ? 'minor' : 'patch';
}

/**
 * Text pasted into one entry as one entry per line (`git log --format=%s`, a Markdown list): blank lines dropped,
 * list bullets taken off.
 */
export function entryLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/^(?:[-*+•]|\d+[.)])\s+/, ''))
    .filter((line) => line !== '');
}
