import { twMerge } from 'tailwind-merge';
import { CLASS_GROUPS, type ClassGroup, classGroupOf } from './class-groups';

export interface RemovedClass {
  className: string;
  reason: 'duplicate' | 'conflict';
  /** The class that wins over it (for a conflict), or the kept copy (for a duplicate). */
  keptBy: string;
}

export interface OptimizedClasses {
  /** The kept classes in the spec's group order, space-separated. */
  classes: string;
  groups: { group: ClassGroup; classes: string[] }[];
  removed: RemovedClass[];
}

export function splitClasses(input: string): string[] {
  return input.split(/\s+/).filter((token) => token !== '');
}

/**
 * Deduplicates, resolves conflicts as tailwind-merge does (the later class wins: `p-2 p-4` keeps `p-4`;
 * variants and arbitrary values are respected), then orders by layout, spacing, colours, typography,
 * effects, other, keeping the written order inside each group.
 */
export function optimizeClasses(input: string): OptimizedClasses {
  const tokens = splitClasses(input);
  const kept = splitClasses(twMerge(tokens.join(' ')));
  // twMerge keeps the last of each conflicting set; match kept tokens to their last occurrences.
  const keptAt = new Set<number>();
  const remaining = [...kept];
  for (let i = tokens.length - 1; i >= 0 && remaining.length > 0; i--) {
    const index = remaining.lastIndexOf(tokens[i] ?? '');
    if (index !== -1) {
      keptAt.add(i);
      remaining.splice(index, 1);
    }
  }
  const removed: RemovedClass[] = [];
  tokens.forEach((token, i) => {
    if (keptAt.has(i)) return;
    if (kept.includes(token)) {
      removed.push({ className: token, reason: 'duplicate', keptBy: token });
      return;
    }
    const winner = tokens
      .slice(i + 1)
      .find((later, j) => keptAt.has(i + 1 + j) && twMerge(`${token} ${later}`) === later);
    removed.push({ className: token, reason: 'conflict', keptBy: winner ?? kept.at(-1) ?? '' });
  });
  const groups = CLASS_GROUPS.map((group) => ({
    group,
    classes: kept.filter((token) => classGroupOf(token) === group),
  })).filter((entry) => entry.classes.length > 0);
  return { classes: groups.flatMap((g) => g.classes).join(' '), groups, removed };
}
