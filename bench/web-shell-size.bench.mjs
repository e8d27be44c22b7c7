// CONTRACTS.md budget: the shell (the entry chunk and its static imports, everything loaded before a tool
// page) under 150 kB of gzipped JS.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Entry JS plus its static imports, from Vite's manifest (build.manifest) when there is one. */
export async function shellFromManifest(dist) {
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  if (!entry) return undefined;
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  return [...files];
}

/** Otherwise the module script and the modulepreload links Vite writes into index.html. */
export async function shellFromHtml(dist) {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const files = new Set();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModule = /^<script/.test(tag) && /type=["']module["']/.test(tag);
    const isPreload = /^<link/.test(tag) && /rel=["']modulepreload["']/.test(tag);
    const url = /(?:src|href)=["']([^"']+)["']/.exec(tag)?.[1];
    if ((isModule || isPreload) && url && !/^(https?:)?\/\//.test(url)) files.add(url.replace(/^\//, ''));
  }
  return [...files];
}

export async function run({ root, measure }) {
  const dist = join(root, 'web', 'dist');
  if (!existsSync(join(root, 'web', 'index.html'))) {
    return [{ metric: 'web: shell JS (gzip)', skipped: 'web not built' }];
  }
  const missing = measure.ensureBuilt({ root, output: join(dist, 'index.html'), filter: '@toolbox/web' });
  if (missing) return [{ metric: 'web: shell JS (gzip)', skipped: `web not built: ${missing}` }];

  const files = existsSync(join(dist, '.vite', 'manifest.json'))
    ? ((await shellFromManifest(dist)) ?? (await shellFromHtml(dist)))
    : await shellFromHtml(dist);
  const js = files.filter((file) => file.endsWith('.js'));
  if (js.length === 0)
    return [{ metric: 'web: shell JS (gzip)', skipped: 'no module script in web/dist/index.html' }];

  let gzipped = 0;
  let raw = 0;
  for (const file of js) {
    const bytes = await readFile(join(dist, file));
    raw += bytes.length;
    gzipped += gzipSync(bytes).length;
  }
  return [
    {
      metric: 'web: shell JS (gzip)',
      value: gzipped / 1000,
      unit: 'kB',
      budget: 150,
      note: `${js.length} file(s), ${(raw / 1000).toFixed(0)} kB raw`,
    },
  ];
}
