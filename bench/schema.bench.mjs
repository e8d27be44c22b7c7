// CONTRACTS.md budget: DDL with 200 tables parsed and laid out under 500 ms. Runs warm in one tsx process (core
// from source, Postgres's parser as libpg-query's WASM, loaded once as the page and the CLI do): parse (the
// WASM parser plus the AST walk), dagre layout, and SVG render, each a median over several runs.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = fileURLToPath(new URL('.', import.meta.url));

const WARM = `
import { parseDdl, layoutSchema, renderSchemaSvg } from '@toolbox/core/tools/database-visualizer';
import { loadPgParser } from '@toolbox/core/sql/pg-parser';
function ddl(tables) {
  const out = [];
  for (let i = 0; i < tables; i++) {
    const parent = i > 0 ? ', parent_id bigint references t' + Math.floor(i / 3) + ' (id)' : '';
    out.push('create table t' + i + ' (id bigint generated always as identity primary key, name text not null, ' +
      'status text default \\'new\\', tags text[] default \\'{}\\', created_at timestamptz not null default now()' + parent + ');');
    out.push("comment on table t" + i + " is 'table " + i + "';");
  }
  return out.join('\\n');
}
function time(fn, runs) {
  return (async () => {
    const out = [];
    for (let i = 0; i < 2; i++) await fn();
    for (let i = 0; i < runs; i++) { const t = performance.now(); await fn(); out.push(performance.now() - t); }
    out.sort((a, b) => a - b);
    return { median: out[Math.floor(out.length / 2)], min: out[0], max: out.at(-1) };
  })();
}
(async () => {
const t0 = performance.now();
const parse = await loadPgParser();
const load = performance.now() - t0;
const sql = ddl(200);
const schema = await parseDdl(sql, parse);
const parsing = await time(() => parseDdl(sql, parse), 10);
const layout = await time(() => layoutSchema(schema), 5);
const both = await time(async () => layoutSchema(await parseDdl(sql, parse)), 5);
const svg = await time(() => renderSchemaSvg(schema), 5);
process.stdout.write(JSON.stringify({ tables: schema.tables.length, load, parsing, layout, both, svg, bytes: renderSchemaSvg(schema).length }) + '\\n');
})();
`;

export async function run({ root }) {
  const warm = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), ['-e', WARM], {
    cwd: benchDir,
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (warm.status !== 0) throw new Error(`schema bench failed: ${warm.stderr.slice(0, 400)}`);
  const r = JSON.parse(warm.stdout.trim().split('\n').at(-1));
  return [
    { metric: `DDL parse + layout, ${r.tables} tables`, value: r.both.median, unit: 'ms', budget: 500 },
    { metric: 'DDL parse (libpg-query WASM + AST walk)', value: r.parsing.median, unit: 'ms' },
    { metric: 'dagre layout', value: r.layout.median, unit: 'ms' },
    {
      metric: `SVG render, ${r.tables} tables`,
      value: r.svg.median,
      unit: 'ms',
      note: `${Math.round(r.bytes / 1024)} KiB`,
    },
    { metric: 'Postgres parser load (WASM, once)', value: r.load, unit: 'ms' },
  ];
}
