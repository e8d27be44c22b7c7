#!/usr/bin/env node
// Keeps, from GitHub's published REST description, only the operations `toolbox release` calls, with every
// component they reference (examples and x-github metadata dropped). Redo it with
//   node cli/test/support/github-rest/extract.mjs <path to api.github.com.json> > cli/test/support/github-rest/api.github.com.subset.json
// (see SOURCES.md for where that file comes from).
import { readFileSync } from 'node:fs';

/** The operations the toolbox uses, by operationId. */
const OPERATIONS = new Set([
  'repos/get',
  'repos/list-releases',
  'repos/get-release',
  'repos/get-release-by-tag',
  'repos/create-release',
  'repos/update-release',
  'repos/delete-release',
  'git/get-ref',
  'pulls/list',
  'pulls/create',
  'pulls/update',
]);

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const DROPPED_KEYS = new Set(['examples', 'example', 'x-github', 'externalDocs', 'x-octokit']);

const source = process.argv[2];
if (!source) {
  console.error('usage: extract.mjs <api.github.com.json>');
  process.exit(2);
}
const spec = JSON.parse(readFileSync(source, 'utf8'));

/** Copies a node without the dropped keys, collecting every `#/components/<kind>/<name>` it references. */
function strip(node, refs) {
  if (Array.isArray(node)) return node.map((item) => strip(item, refs));
  if (node === null || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED_KEYS.has(key)) continue;
    if (key === '$ref' && typeof value === 'string') refs.add(value);
    out[key] = strip(value, refs);
  }
  return out;
}

const refs = new Set();
const paths = {};
for (const [path, item] of Object.entries(spec.paths)) {
  const kept = {};
  for (const method of METHODS) {
    const operation = item[method];
    if (operation && OPERATIONS.has(operation.operationId)) kept[method] = strip(operation, refs);
  }
  if (Object.keys(kept).length === 0) continue;
  if (item.parameters) kept.parameters = strip(item.parameters, refs);
  paths[path] = kept;
}
const found = new Set(
  Object.values(paths).flatMap((item) => METHODS.filter((m) => item[m]).map((m) => item[m].operationId)),
);
const missing = [...OPERATIONS].filter((id) => !found.has(id));
if (missing.length > 0) {
  console.error(`not in the description: ${missing.join(', ')}`);
  process.exit(1);
}

const components = {};
const pending = [...refs];
const seen = new Set();
while (pending.length > 0) {
  const ref = pending.pop();
  if (seen.has(ref)) continue;
  seen.add(ref);
  const match = /^#\/components\/([^/]+)\/([^/]+)$/.exec(ref);
  if (!match) throw new Error(`unexpected $ref ${ref}`);
  const [, kind, name] = match;
  const target = spec.components[kind]?.[name];
  if (target === undefined) throw new Error(`dangling $ref ${ref}`);
  const more = new Set();
  components[kind] ??= {};
  components[kind][name] = strip(target, more);
  pending.push(...more);
}
const sorted = Object.fromEntries(
  Object.entries(components)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, entries]) => [
      kind,
      Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b))),
    ]),
);

const subset = {
  openapi: spec.openapi,
  info: { title: spec.info.title, version: spec.info.version, license: spec.info.license },
  servers: spec.servers,
  paths,
  components: sorted,
};
process.stdout.write(`${JSON.stringify(subset, null, 2)}\n`);
