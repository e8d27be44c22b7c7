// Issue #25: `toolbox api-docs` against `redocly build-docs` (bench's dev dependency @redocly/cli, run offline: see
// lib/redocly.mjs) on the five largest real descriptions of core/src/tools/api-docs/fixtures/corpus, in the same
// run: wall time (interleaved runs, median), peak RSS and the HTML file's size, per document. Budgets are
// Redoc's own figures of this run; the rows are figures, not gates (GitHub's 13 MB description, in
// api-docs.bench.mjs, carries the strict budgets of CONTRACTS.md).
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { redoclyBuildDocs, redoclyInfo, sideBySideEnv } from './lib/redocly.mjs';

const LARGEST = 5;

/** The corpus's documents, unpacked into `dir`, largest first: [{ name, file, mb }]. */
function largestDocuments(root, dir) {
  const corpus = join(root, 'core', 'src', 'tools', 'api-docs', 'fixtures', 'corpus');
  return readdirSync(corpus)
    .filter((name) => name.endsWith('.gz'))
    .map((gz) => {
      const name = gz.replace(/\.gz$/, '');
      const file = join(dir, name);
      const text = gunzipSync(readFileSync(join(corpus, gz)));
      writeFileSync(file, text);
      return { name, file, mb: text.length / 1_048_576 };
    })
    .sort((a, b) => b.mb - a.mb)
    .slice(0, LARGEST);
}

export async function run({ root, measure }) {
  const toolbox = join(root, 'cli', 'dist', 'toolbox.js');
  const missing = measure.ensureBuilt({ root, output: toolbox, filter: 'dev-toolbox-cli' });
  if (missing) return [{ metric: 'api-docs corpus', skipped: missing }];
  const dir = mkdtempSync(join(tmpdir(), 'bench-api-docs-corpus-'));
  const env = sideBySideEnv(dir);
  const redocProbe = redoclyBuildDocs('x', 'y');
  if (!redocProbe)
    return [{ metric: 'api-docs corpus vs Redoc', skipped: '@redocly/cli is not installed in bench/' }];
  const { version, scriptMb } = redoclyInfo();
  const peer = `@redocly/cli ${version}${redocProbe.offline ? ' with no network (unshare -n)' : ''}`;
  const mb = (file) => statSync(file).size / 1_048_576;
  const rows = [];
  for (const doc of largestDocuments(root, dir)) {
    const label = `${doc.name} (${doc.mb.toFixed(1)} MB)`;
    const html = join(dir, `${doc.name}.ours.html`);
    const redocHtml = join(dir, `${doc.name}.redoc.html`);
    const ours = { command: process.execPath, args: [toolbox, 'api-docs', doc.file, '-o', html, '--force'] };
    const redoc = redoclyBuildDocs(doc.file, redocHtml);
    try {
      const [oursTime, redocTime] = measure.timeCommands([ours, redoc], {
        runs: 3,
        warmup: 1,
        cwd: dir,
        env,
      });
      const oursRss = measure.peakRss(ours.command, ours.args, { runs: 1, cwd: dir, env });
      const redocRss = measure.peakRss(redoc.command, redoc.args, { runs: 1, cwd: dir, env });
      rows.push(
        {
          metric: `api-docs corpus: ${label} → HTML (CLI wall)`,
          value: oursTime.median,
          unit: 'ms',
          budget: Math.round(redocTime.median),
          note: `Redoc ${Math.round(redocTime.median)} ms (ours ${Math.round((100 * oursTime.median) / redocTime.median)}%); ${peer}`,
        },
        {
          metric: `api-docs corpus: ${label} → HTML peak RSS`,
          value: oursRss,
          unit: 'MiB',
          ...(redocRss ? { budget: Math.round(redocRss) } : {}),
          note: redocRss ? `Redoc ${Math.round(redocRss)} MiB` : 'Redoc not measurable here',
        },
        {
          metric: `api-docs corpus: ${label} HTML size`,
          value: mb(html),
          unit: 'MB',
          budget: Math.round(mb(redocHtml) * 100) / 100,
          note: `Redoc ${mb(redocHtml).toFixed(2)} MB + its ${scriptMb?.toFixed(1) ?? '?'} MB script from the CDN; ours works offline`,
        },
      );
    } catch (error) {
      rows.push({
        metric: `api-docs corpus: ${label}`,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return rows;
}
