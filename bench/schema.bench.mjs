// CONTRACTS.md budget: DDL with 200 tables parsed and laid out under 500 ms. Runs warm in one tsx process (core
// from source, Postgres's parser as libpg-query's WASM, loaded once as the page and the CLI do): parse (the
// WASM parser plus the AST walk), layout (dagre for small sets, d3-force for big ones), and SVG render, each a
// median over several runs; the same for 150 tables (parse + layout + SVG warm, and once in a fresh process for
// its peak memory); then a real 150-table schema (Lago's 139 tables, its views and partitions), and the built CLI
// drawing that schema as PNG: wall time, peak memory (maxRSS) and the PNG's size.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signedInConfigHome } from '../cli/test/signed-in-config-home.mjs';

const benchDir = fileURLToPath(new URL('.', import.meta.url));

// The layout alone is measured through its private module (the front door draws it with its SVG).
const LAYOUT_MODULE = join(benchDir, '../core/src/tools/database-visualizer/layout.ts');

const WARM = `
import { readFileSync } from 'node:fs';
import { runSchemaExport, runSchemaRead } from '@toolbox/core/tools/database-visualizer';
import { layoutSchema } from ${JSON.stringify(LAYOUT_MODULE)};
const parseDdl = async (sql, pgParser) => (await runSchemaRead({ source: { kind: 'ddl', sql } }, { pgParser })).schema;
const renderSchemaSvg = (schema) => runSchemaExport({ schema, format: 'svg' }).data;
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
    const cpu = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now(); const c = process.cpuUsage(); await fn();
      const u = process.cpuUsage(c); out.push(performance.now() - t); cpu.push((u.user + u.system) / 1000);
    }
    out.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    return { median: out[Math.floor(out.length / 2)], min: out[0], max: out.at(-1), cpu: cpu[Math.floor(cpu.length / 2)] };
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
const sql150 = ddl(150);
const all150 = await time(async () => renderSchemaSvg(await parseDdl(sql150, parse)), 5);
const real = readFileSync(process.env.SCHEMA_BENCH_SQL, 'utf8');
const lago = await parseDdl(real, parse);
const realAll = await time(async () => renderSchemaSvg(await parseDdl(real, parse)), 3);
const l = layoutSchema(lago);
process.stdout.write(JSON.stringify({ tables: schema.tables.length, load, parsing, layout, both, svg, all150, bytes: renderSchemaSvg(schema).length,
  real: { tables: lago.tables.filter((t) => !t.partitionOf).length, all: realAll, width: l.width, height: l.height } }) + '\\n');
})();
`;

/** One cold process: load the parser, then parse, lay out and draw 150 tables once; its peak memory and time. */
const COLD = `${WARM.slice(0, WARM.indexOf('\n(async () => {'))}
(async () => {
  const t = performance.now();
  const parse = await loadPgParser();
  const svg = renderSchemaSvg(await parseDdl(ddl(150), parse));
  process.stdout.write(JSON.stringify({ ms: performance.now() - t, kb: process.resourceUsage().maxRSS, bytes: svg.length }) + '\\n');
})();
`;

const LAGO = join(benchDir, '../core/src/tools/database-visualizer/test/fixtures/lago-structure.sql');

export async function run({ root }) {
  const warm = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), ['-e', WARM], {
    cwd: benchDir,
    env: { ...process.env, SCHEMA_BENCH_SQL: LAGO },
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (warm.status !== 0) throw new Error(`schema bench failed: ${warm.stderr.slice(0, 400)}`);
  const r = JSON.parse(warm.stdout.trim().split('\n').at(-1));
  const cold = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), ['-e', COLD], {
    cwd: benchDir,
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (cold.status !== 0) throw new Error(`schema bench (cold) failed: ${cold.stderr.slice(0, 400)}`);
  const c = JSON.parse(cold.stdout.trim().split('\n').at(-1));
  const png = pngRun(root);
  return [
    {
      metric: `DDL parse + layout, ${r.tables} tables`,
      value: r.both.median,
      unit: 'ms',
      budget: 500,
      note: `CPU ${Math.round(r.both.cpu)} ms, load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`,
    },
    { metric: 'DDL parse (libpg-query WASM + AST walk)', value: r.parsing.median, unit: 'ms' },
    { metric: 'layout', value: r.layout.median, unit: 'ms' },
    {
      metric: `SVG render, ${r.tables} tables`,
      value: r.svg.median,
      unit: 'ms',
      note: `${Math.round(r.bytes / 1024)} KiB`,
    },
    { metric: 'Postgres parser load (WASM, once)', value: r.load, unit: 'ms' },
    {
      metric: 'DDL parse + layout + SVG render, 150 tables (warm)',
      value: r.all150.median,
      unit: 'ms',
      note: `CPU ${Math.round(r.all150.cpu)} ms`,
    },
    {
      metric: '150 tables, one fresh process (parser load + parse + layout + SVG): time',
      value: c.ms,
      unit: 'ms',
      note: `${Math.round(c.bytes / 1024)} KiB SVG`,
    },
    {
      metric: '150 tables, one fresh process: peak memory (maxRSS)',
      value: Math.round(c.kb / 1024),
      unit: 'MB',
      budget: 1024,
    },
    {
      metric: `Lago (${r.real.tables} tables and views): parse + layout + SVG`,
      value: r.real.all.median,
      unit: 'ms',
      note: `diagram ${r.real.width} x ${r.real.height} px`,
    },
    {
      metric: 'toolbox schema lago.sql --format png: wall time',
      value: png.ms,
      unit: 'ms',
      note: png.note,
    },
    {
      metric: 'toolbox schema lago.sql --format png: peak memory (maxRSS)',
      value: png.mb,
      unit: 'MB',
      budget: 1024,
    },
  ];
}

/** The built CLI drawing the real schema as PNG, with its own peak memory reported from inside the process. */
function pngRun(root) {
  const dir = mkdtempSync(join(tmpdir(), 'schema-bench-'));
  copyFileSync(LAGO, join(dir, 'lago.sql'));
  const report =
    "process.on('exit',()=>{const u=process.resourceUsage();process.stderr.write('maxrss='+u.maxRSS+' cpu='+(u.userCPUTime+u.systemCPUTime)+'\\n')})";
  const t = performance.now();
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      `data:text/javascript,${encodeURIComponent(report)}`,
      join(root, 'cli/dist/toolbox.js'),
      'schema',
      'lago.sql',
      '--format',
      'png',
      '-o',
      'lago.png',
    ],
    {
      cwd: dir,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', HOME: dir, XDG_CONFIG_HOME: signedInConfigHome() },
      timeout: 300_000,
    },
  );
  const ms = performance.now() - t;
  if (result.status !== 0)
    throw new Error(`toolbox schema --format png failed: ${result.stderr.slice(0, 400)}`);
  const kb = Number(/maxrss=(\d+)/.exec(result.stderr)?.[1] ?? 0);
  const cpuMs = Math.round(Number(/cpu=(\d+)/.exec(result.stderr)?.[1] ?? 0) / 1000);
  const scale = /scale ([\d.]+) \((\d+x\d+) px\)/.exec(result.stderr);
  const bytes = statSync(join(dir, 'lago.png')).size;
  return {
    ms,
    mb: Math.round(kb / 1024),
    note: `CPU ${cpuMs} ms; ${scale ? `${scale[2]} px at scale ${scale[1]}, ` : ''}${Math.round(bytes / 1024)} KiB`,
  };
}
