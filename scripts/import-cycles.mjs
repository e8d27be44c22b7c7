// Finds import cycles across the workspace's packages, type-only and dynamic imports included (TypeScript's own
// import scanner reads every file), so "commands -> context -> platform" stays one-way everywhere.
// `node scripts/import-cycles.mjs` prints the cycles and exits 1 when there is one.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|cts|mjs|js)$/;
const SKIP = new Set(['node_modules', 'dist', 'out', 'reports', '.git', 'coverage']);
const EXTENSIONS = [
  '',
  '.ts',
  '.tsx',
  '.mts',
  '.mjs',
  '.js',
  '/index.ts',
  '/index.tsx',
  '/index.mjs',
  '/index.js',
];

/** Every source file under `dir`, skipping dependencies and build output. */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return SKIP.has(entry.name) || entry.name.startsWith('dist-') || entry.name.startsWith('test-results')
        ? []
        : sourceFiles(path);
    }
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function existingFile(base) {
  for (const extension of EXTENSIONS) {
    const path = base + extension;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  // TypeScript's ESM style: `./x.js` names `./x.ts`.
  if (/\.(m?js)$/.test(base)) return existingFile(base.replace(/\.(m?js)$/, ''));
  return undefined;
}

/** Maps a specifier through a package.json `exports`/`imports` table (exact keys and one-`*` patterns). */
function throughTable(table, key, folder) {
  if (!table || typeof table !== 'object') return undefined;
  const target = (value) => (typeof value === 'string' ? value : (value?.import ?? value?.default));
  if (table[key] !== undefined) return existingFile(resolve(folder, target(table[key])));
  for (const [pattern, value] of Object.entries(table)) {
    const star = pattern.indexOf('*');
    if (star < 0) continue;
    const [head, tail] = [pattern.slice(0, star), pattern.slice(star + 1)];
    if (key.startsWith(head) && key.endsWith(tail) && key.length >= pattern.length - 1) {
      const middle = key.slice(head.length, key.length - tail.length);
      return existingFile(resolve(folder, target(value).replace('*', middle)));
    }
  }
  return undefined;
}

function packageFolders(root) {
  const folders = new Map();
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const manifest = join(root, entry.name, 'package.json');
    if (!entry.isDirectory() || SKIP.has(entry.name) || !existsSync(manifest)) continue;
    const { name, exports } = JSON.parse(readFileSync(manifest, 'utf8'));
    if (name) folders.set(name, { folder: join(root, entry.name), exports });
  }
  return folders;
}

/** The nearest package.json with an `imports` table, for `#name/...` specifiers. */
function importsTableFor(file, root) {
  for (let dir = dirname(file); dir.startsWith(root); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { imports } = JSON.parse(readFileSync(manifest, 'utf8'));
      if (imports) return { table: imports, folder: dir };
    }
    if (dir === root) break;
  }
  return undefined;
}

function resolveSpecifier(specifier, file, root, packages) {
  if (specifier.startsWith('.')) return existingFile(resolve(dirname(file), specifier));
  if (specifier.startsWith('#')) {
    const found = importsTableFor(file, root);
    return found && throughTable(found.table, specifier, found.folder);
  }
  const [scope, name, ...rest] = specifier.split('/');
  const pkg = packages.get(specifier.startsWith('@') ? `${scope}/${name}` : scope);
  if (!pkg) return undefined;
  const subpath = specifier.startsWith('@') ? rest : [name, ...rest].filter(Boolean);
  return throughTable(pkg.exports, subpath.length ? `./${subpath.join('/')}` : '.', pkg.folder);
}

/** Files (relative to root) and the workspace files each imports. */
export function importGraph(root, folders) {
  const packages = packageFolders(root);
  const graph = new Map();
  for (const folder of folders) {
    for (const file of sourceFiles(join(root, folder))) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .map(({ fileName }) => resolveSpecifier(fileName, file, root, packages))
        .filter((target) => target?.startsWith(root + sep));
      graph.set(relative(root, file), [...new Set(targets.map((target) => relative(root, target)))]);
    }
  }
  return graph;
}

/** Every cycle as a path of files that ends where it starts (one per strongly connected component). */
export function findCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((component) => cyclePath(graph, new Set(component)));
}

/** A shortest way round a component, from its first file (by name) back to it. */
function cyclePath(graph, members) {
  const start = [...members].sort()[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node) ?? []) {
      if (target === start) {
        const path = [];
        for (let at = node; at !== null; at = previous.get(at)) path.unshift(at);
        return [...path, start];
      }
      if (members.has(target) && !previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

export const WORKSPACE_FOLDERS = [
  'core',
  'api-docs-script',
  'cli',
  'web',
  'emulator',
  'e2e',
  'bench',
  'supabase',
  'support',
  'scripts',
];

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
  const graph = importGraph(root, WORKSPACE_FOLDERS);
  const cycles = findCycles(graph);
  for (const cycle of cycles) console.log(`import cycle: ${cycle.join(' -> ')}`);
  if (cycles.length === 0) console.log(`no import cycles in ${graph.size} files`);
  process.exitCode = cycles.length > 0 ? 1 : 0;
}
