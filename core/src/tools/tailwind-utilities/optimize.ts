import { ToolInputError } from '../../errors';
import { CLASS_GROUPS, type ClassGroup, classGroupOf } from './class-groups';
import { mergerFor } from './merge';

/** A class taken out: a second copy, or a class that can never apply because another sets the same property later. */
interface RemovedClass {
  className: string;
  reason: 'duplicate' | 'never-applies';
  /** The kept copy (duplicate), or the class whose rule comes later in Tailwind's stylesheet (never-applies). */
  keptBy: string;
  /** What the front ends show, e.g. `never applies: p-4 comes later in Tailwind's stylesheet`. */
  note: string;
}

/**
 * Two kept classes that set the same property, where which one applies depends on the stylesheet Tailwind
 * compiles (and its version), not on their order in the attribute: both stay, so what renders is unchanged.
 */
interface ClassConflict {
  classes: [string, string];
  note: string;
}

export interface OptimizedClasses {
  /** The kept classes in the spec's group order, space-separated. */
  classes: string;
  groups: { group: ClassGroup; classes: string[] }[];
  removed: RemovedClass[];
  conflicts: ClassConflict[];
}

/**
 * Different classes the optimizer takes: each pair goes through tailwind-merge, so the time grows with the square
 * (500 take under a second, 3,000 took 43 s). An element's class attribute holds tens.
 */
const MAX_CLASSES = 500;

export function splitClasses(input: string): string[] {
  return input.split(/\s+/).filter((token) => token !== '');
}

/** `md:hover:-mt-2.5` -> `md:hover:` and `mt`: the variants and the utility before its value (a number or `[…]`). */
function utilityRoot(token: string): { variants: string; root: string } | null {
  const match = /^((?:[a-z0-9-]+:)*)-?([a-z]+(?:-[a-z]+)*)-(?:\d|\[)/.exec(token);
  return match ? { variants: match[1] ?? '', root: match[2] ?? '' } : null;
}

/** Tailwind 4 orders one utility's candidates by natural order: digit runs compare as numbers (`p-4` < `p-10`). */
function naturalCompare(a: string, b: string): number {
  const runs = (text: string) => text.match(/\d+|\D+/g) ?? [];
  const [x, y] = [runs(a), runs(b)];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const [p = '', q = ''] = [x[i], y[i]];
    if (p === q) continue;
    const numeric = /^\d/.test(p) && /^\d/.test(q);
    if (numeric && Number(p) !== Number(q)) return Number(p) - Number(q);
    return p < q ? -1 : 1;
  }
  return x.length - y.length;
}

/** Tailwind 3's default spacing scale: v4 makes a spacing class of any multiple of 0.25 (`p-5.5`, `w-68`), v3 not. */
const V3_SPACING = new Set(
  '0 0.5 1 1.5 2 2.5 3 3.5 4 5 6 7 8 9 10 11 12 14 16 20 24 28 32 36 40 44 48 52 56 60 64 72 80 96'.split(
    ' ',
  ),
);
/** Utilities whose v3 values are the spacing scale (and halves, thirds and quarters for the sizes and offsets). */
const V3_SPACING_ROOT =
  /^(?:[pm][xytrblse]?|gap(?:-[xy])?|space-[xy]|inset(?:-[xy])?|top|right|bottom|left|start|end|w|h|size|translate-[xy]|basis|indent|scroll-[pm][xytrblse]?)$/;
const V3_COLOR_ROOT =
  /-(?:slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)$/;
const V3_SHADES = new Set('50 100 200 300 400 500 600 700 800 900 950'.split(' '));

/**
 * Whether Tailwind 3's default theme has this class of `root`: an arbitrary value, a spacing value of a spacing
 * utility, a default colour's shade. Anything else is taken as v4's only (its numbers are open-ended: `z-15`).
 */
function inV3(root: string, token: string): boolean {
  const value = token.slice(token.lastIndexOf(`${root}-`) + root.length + 1);
  if (value.startsWith('[')) return true;
  if (V3_COLOR_ROOT.test(root)) return V3_SHADES.has(value);
  if (!V3_SPACING_ROOT.test(root)) return false;
  const fraction = /^(\d)\/([234])$/.exec(value);
  return V3_SPACING.has(value) || (fraction !== null && Number(fraction[1]) < Number(fraction[2]));
}

/**
 * Which of two conflicting classes applies, where the compiled CSS says so in both Tailwind 3 and 4. Both emit one
 * utility's candidates (same variants, same utility: `p-2`, `p-10`, `p-[3px]`, `-p-1`) next to each other, Tailwind 3
 * in code-unit order (`p-10` before `p-4`), Tailwind 4 in natural order (`p-4` before `p-10`), and the later rule
 * wins whatever the order in the attribute. Where the two disagree, or the classes are different utilities (`px-2`
 * against `p-4`, colours, named sizes), which one applies depends on the stylesheet: null. So too where the later
 * one is a value only Tailwind 4 has (`p-4 p-5.5`): in a v3 project the earlier one applies.
 */
function appliesOf(a: string, b: string): string | null {
  const [x, y] = [utilityRoot(a), utilityRoot(b)];
  if (!x || !y || x.variants !== y.variants || x.root !== y.root) return null;
  const laterInV3 = a > b ? a : b;
  const laterInV4 = naturalCompare(a, b) > 0 ? a : b;
  return laterInV3 === laterInV4 && inV3(x.root, laterInV3) ? laterInV3 : null;
}

/**
 * Deduplicates (the last copy stays), finds the classes that set the same property under the same variants
 * (tailwind-merge's groups), and removes one only when it can never apply: in compiled CSS the rule later in the
 * stylesheet wins, not the class later in the attribute, so a conflict whose winner depends on the stylesheet is
 * reported and both are kept. Then orders by layout, spacing, colours, typography, effects, other, keeping the
 * written order inside each group.
 */
export function runClassOptimize(input: string): OptimizedClasses {
  const tokens = splitClasses(input);
  const removed: RemovedClass[] = [];
  const unique: string[] = [];
  // Each token's last place, looked up: indexOf from every token was quadratic (10 MB of one class never ended).
  const last = new Map(tokens.map((token, i) => [token, i]));
  tokens.forEach((token, i) => {
    if (last.get(token) !== i)
      removed.push({ className: token, reason: 'duplicate', keptBy: token, note: 'duplicate' });
    else unique.push(token);
  });
  if (unique.length > MAX_CLASSES)
    throw new ToolInputError(
      `The optimizer takes one element’s classes: at most ${MAX_CLASSES} different ones, not ${unique.length.toLocaleString('en-US')}.`,
    );
  // tailwind-merge's view of `a` written before `b`: `b` overrides `a` (same property, same variants).
  const merge = mergerFor(input);
  const overrides = (a: string, b: string) => merge(`${a} ${b}`) === b;
  const dead = new Set<string>();
  const conflicts: ClassConflict[] = [];
  for (let i = 0; i < unique.length; i++) {
    for (let j = i + 1; j < unique.length; j++) {
      const [a = '', b = ''] = [unique[i], unique[j]];
      if (!overrides(a, b)) continue;
      const applies = appliesOf(a, b);
      if (applies === null) {
        conflicts.push({
          classes: [a, b],
          note: `${a} and ${b} set the same CSS property: the rule later in Tailwind's stylesheet applies, not the class later here; both kept`,
        });
        continue;
      }
      const loser = applies === a ? b : a;
      if (dead.has(loser)) continue;
      dead.add(loser);
      removed.push({
        className: loser,
        reason: 'never-applies',
        keptBy: applies,
        note: `never applies: ${applies} comes later in Tailwind's stylesheet`,
      });
    }
  }
  const kept = unique.filter((token) => !dead.has(token));
  const live = conflicts.filter(({ classes: [a, b] }) => !dead.has(a) && !dead.has(b));
  const groups = CLASS_GROUPS.map((group) => ({
    group,
    classes: kept.filter((token) => classGroupOf(token) === group),
  })).filter((entry) => entry.classes.length > 0);
  return { classes: groups.flatMap((g) => g.classes).join(' '), groups, removed, conflicts: live };
}
