// Builds one pair of the diff corpus from two versions of a real description: the paths that changed (directly or
// through a component they use), at most MAX of them, each version with only the components those paths reach.
// Usage: node scripts/api-diff-corpus.mjs OLD NEW NAME [MAX]
// writes NAME.base.json.gz and NAME.revision.json.gz in core/src/tools/api-docs/fixtures/diff-corpus (JSON, gzip -9).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// js-yaml is core's dependency.
const { load } = createRequire(new URL('../core/package.json', import.meta.url))('js-yaml');

const [oldPath, newPath, name, max = '30'] = process.argv.slice(2);
const read = (path) => {
  const text = readFileSync(path, 'utf8');
  return text.trimStart().startsWith('{') ? JSON.parse(text) : load(text);
};
const base = read(oldPath);
const revision = read(newPath);
const swagger2 = base.swagger !== undefined;
/** The containers of shared entries: pruned to what kept paths reach. */
const containers = swagger2
  ? [['definitions'], ['parameters'], ['responses']]
  : ['schemas', 'parameters', 'responses', 'requestBodies', 'headers', 'examples'].map((c) => [
      'components',
      c,
    ]);

const entryOf = (ref) => {
  const parts = ref.replace(/^#\//, '').split('/');
  const container = containers.find((c) => c.every((key, i) => parts[i] === key));
  return container ? parts.slice(0, container.length + 1).join('/') : undefined;
};
const at = (doc, entry) =>
  entry
    .split('/')
    .reduce((v, k) => (v == null ? undefined : v[k.replace(/~1/g, '/').replace(/~0/g, '~')]), doc);

function refsIn(value, out = new Set()) {
  if (Array.isArray(value)) for (const v of value) refsIn(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') {
        const entry = entryOf(v);
        if (entry) out.add(entry);
      } else refsIn(v, out);
    }
  return out;
}
/** Every entry `value` reaches, transitively. */
function reach(doc, value) {
  const seen = new Set();
  const queue = [...refsIn(value)];
  while (queue.length > 0) {
    const entry = queue.pop();
    if (seen.has(entry)) continue;
    seen.add(entry);
    queue.push(...refsIn(at(doc, entry)));
  }
  return seen;
}
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const entries = (doc) =>
  containers.flatMap((c) =>
    Object.keys(at(doc, c.join('/')) ?? {}).map(
      (k) => `${c.join('/')}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`,
    ),
  );
const changed = new Set(
  [...new Set([...entries(base), ...entries(revision)])].filter((e) => !same(at(base, e), at(revision, e))),
);
const paths = [...new Set([...Object.keys(base.paths ?? {}), ...Object.keys(revision.paths ?? {})])].sort();
const kept = paths
  .filter((p) => {
    const [b, r] = [base.paths?.[p], revision.paths?.[p]];
    if (!same(b, r)) return true;
    return [...reach(base, b), ...reach(revision, r)].some((e) => changed.has(e));
  })
  .slice(0, Number(max));

function trimmed(doc, other) {
  const out = structuredClone(doc);
  out.paths = Object.fromEntries(kept.filter((p) => doc.paths?.[p]).map((p) => [p, doc.paths[p]]));
  delete out.webhooks;
  delete out['x-webhooks'];
  const reached = reach(doc, out.paths);
  // A schema the revision drops stays in the base, so its removal stays in the pair.
  for (const e of changed)
    if (/(definitions|schemas)\//.test(e) && at(doc, e) !== undefined && at(other, e) === undefined)
      for (const r of [e, ...reach(doc, at(doc, e))]) reached.add(r);
  for (const c of containers) {
    const container = at(out, c.join('/'));
    if (!container) continue;
    for (const key of Object.keys(container))
      if (!reached.has(`${c.join('/')}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`))
        delete container[key];
  }
  return out;
}
const dir = new URL('../core/src/tools/api-docs/fixtures/diff-corpus/', import.meta.url).pathname;
for (const [side, doc, other] of [
  ['base', base, revision],
  ['revision', revision, base],
]) {
  const file = join(dir, `${name}.${side}.json.gz`);
  writeFileSync(file, gzipSync(JSON.stringify(trimmed(doc, other)), { level: 9 }));
  console.log(`${file}: ${kept.length} paths`);
}
