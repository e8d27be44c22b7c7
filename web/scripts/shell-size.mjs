// Gzipped size of the shell: the entry chunk and everything it imports statically (what loads before any page).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? new URL('../dist', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const seen = new Set();
const visit = (key) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) visit(next);
};
visit(entry);
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
let shell = 0;
for (const key of seen) {
  const size = gz(manifest[key].file);
  shell += size;
  console.log(`shell  ${(size / 1024).toFixed(1).padStart(7)} KB  ${manifest[key].file}`);
}
for (const [key, chunk] of Object.entries(manifest)) {
  if (seen.has(key) || !chunk.file.endsWith('.js')) continue;
  console.log(`lazy   ${(gz(chunk.file) / 1024).toFixed(1).padStart(7)} KB  ${chunk.file}`);
}
console.log(`\nShell JS (gzip): ${(shell / 1024).toFixed(1)} KB (budget 150 KB)`);
