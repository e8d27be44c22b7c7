// Writes core/src/tools/icon-library/aliases.json from lucide-react's exports: lucide-static (the drawings) ships no
// alias list, and `toolbox icons --svg home` must find what `import { Home } from 'lucide-react'` draws.
// The two packages are not released in step (lucide-react renames icons first and keeps the old names as aliases), so
// each alias points at the name lucide-static draws it under.
// Run after upgrading either: `node scripts/lucide-aliases.mjs` (the icon library's test says when).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
export const aliasFile = join(root, 'core/src/tools/icon-library/aliases.json');

const key = (name) => name.toLowerCase().replaceAll('-', '');

/** Alias export name -> Lucide name, from lucide-react's ESM index (`export { default as Home, … } from './icons/house.mjs'`). */
export function lucideReactAliases() {
  const entry = createRequire(join(root, 'web/package.json')).resolve('lucide-react');
  const index = readFileSync(join(dirname(entry), '../esm/lucide-react.mjs'), 'utf8');
  const nodes = createRequire(join(root, 'core/package.json'))('lucide-static/icon-nodes.json');
  const drawn = new Map(Object.keys(nodes).map((name) => [key(name), name]));
  const aliases = {};
  for (const [, list, file] of index.matchAll(/export \{ ([^}]*) \} from '\.\/icons\/([a-z0-9-]+)\.mjs'/g)) {
    const names = list
      .split(',')
      .map((part) => part.trim().replace('default as ', ''))
      .filter((name) => !name.endsWith('Icon') && !name.startsWith('Lucide'));
    const icon = drawn.get(key(file)) ?? names.map((name) => drawn.get(key(name))).find(Boolean);
    if (icon === undefined) continue; // newer than the drawings: nothing to draw it with
    for (const name of names) if (key(name) !== key(icon)) aliases[name] = icon;
  }
  return Object.fromEntries(Object.entries(aliases).sort(([a], [b]) => (a < b ? -1 : 1)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(aliasFile, `${JSON.stringify(lucideReactAliases(), null, 2)}\n`);
}
