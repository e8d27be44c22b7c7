import { type Config, createTailwindMerge, getDefaultConfig } from 'tailwind-merge';

type DefaultConfig = ReturnType<typeof getDefaultConfig>;
type ClassGroups = DefaultConfig['classGroups'];

/** Characters a class's first `-` part is made of, as far as the pruning below trusts it to tell groups apart. */
const PART = /^[A-Za-z0-9@_.]+$/;

let defaults: DefaultConfig | undefined;
/** tailwind-merge's default config, made once (a large object of every group and theme scale). */
const defaultConfig = () => {
  defaults ??= getDefaultConfig();
  return defaults;
};

/** Whether a class whose first part is among `words` could reach a definition at this path (`inline-block`). */
function reachable(path: string, words: ReadonlySet<string>): boolean {
  const dash = path.indexOf('-');
  const first = dash === -1 ? path : path.slice(0, dash);
  return !PART.test(first) || words.has(first);
}

/** The class groups a class made of `words` (a class's `-` and `:` separated parts) could belong to. */
export function classGroupsFor(words: ReadonlySet<string>): Partial<ClassGroups> {
  const all: Record<string, ClassGroups[keyof ClassGroups]> = defaultConfig().classGroups;
  const groups: Record<string, ClassGroups[keyof ClassGroups]> = {};
  for (const id in all) {
    const group = all[id] as ClassGroups[keyof ClassGroups];
    const kept = group.some((definition) => {
      if (typeof definition === 'function') return true;
      if (typeof definition === 'string') return reachable(definition, words);
      for (const key in definition) if (reachable(key, words)) return true;
      return false;
    });
    if (kept) groups[id] = group;
  }
  return groups as Partial<ClassGroups>;
}

/**
 * tailwind-merge's `twMerge`, for class lists made of the classes in `text` only. tailwind-merge makes its class map
 * from all ~400 class groups on its first call (~20M instructions, most of `toolbox tailwind optimize`'s own work);
 * this one keeps the groups those classes can reach. tailwind-merge finds a class's group by walking the map from its
 * first `-` part (`mt` for `hover:-mt-2!`), and a group puts nothing under a first part its definitions do not start
 * with, so a group is left out only when no word of `text` is one of its definitions' first parts, and none is a
 * validator or theme values at the root (kept, in their order, with the groups that have them). merge.test.ts holds
 * it to `twMerge` on random lists of the classes every group defines.
 */
export function mergerFor(text: string): (classes: string) => string {
  const classGroups = classGroupsFor(new Set(text.split(/[^A-Za-z0-9@_.]+/)));
  const config = { ...defaultConfig(), classGroups } as Config<string, string>;
  return createTailwindMerge(() => config);
}
