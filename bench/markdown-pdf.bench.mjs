// CONTRACTS.md budget: Markdown to PDF of a 20-page document under 300 ms warm in the CLI (md-to-pdf, the
// reference, takes 1.8 s per call on this machine: RENDERING.md). Also the cold `toolbox pdf` process, the
// blog zip, and the preview's Markdown -> HTML step for a 1 MB document.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { signedInConfigHome } from '../cli/test/signed-in-config-home.mjs';

/** About 20 A4 pages in the github theme: headings, paragraphs, lists, tables, code, quotes, links. */
export function twentyPageDocument(chapters = 17) {
  const chapter = (n) => `# Chapter ${n}

Paragraph with **bold**, *italic*, \`inline code\` and a [link](https://example.com/${n}). ${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(6)}

## Section ${n}.1

- First point with some text
- Second point
  - nested detail
1. Step one
2. Step two

| Name | Value | Note |
|------|------:|------|
${Array.from({ length: 8 }, (_, i) => `| item ${i} | ${i * n} | text |`).join('\n')}

\`\`\`ts
export function compute${n}(values: number[]): number {
  return values.reduce((sum, value) => sum + value * ${n}, 0);
}
\`\`\`

> A quotation that spans a line or two of the page, to exercise the block quote layout.

${'Sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. '.repeat(10)}
`;
  return Array.from({ length: chapters }, (_, i) => chapter(i + 1)).join('\n');
}

/** A document holding one n x n matrix (issue 41 item 24: a 200x200 one took over 90 s and 3.9 GB). */
export function matrixDocument(n) {
  const rows = Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j) => (i * 7 + j) % 10).join(' & '),
  );
  return `# Matrix\n\n$$\n\\begin{pmatrix}\n${rows.join(' \\\\\n')}\n\\end{pmatrix}\n$$\n`;
}

const WARM = `(async () => {
const { runMarkdownPdf, runBlog } = await import('@toolbox/core/tools/markdown-pdf');
const { markdownToHtml } = await import('@toolbox/core/markdown');
const { renderPdf } = await import('./src/platform/pdf-render.ts');
const { readFileSync } = await import('node:fs');
const doc = readFileSync(process.env.BENCH_DOC, 'utf8');
const big = readFileSync(process.env.BENCH_BIG, 'utf8');
const median = (v) => v.sort((a, b) => a - b)[Math.floor(v.length / 2)];
async function time(fn, n) { const t = []; for (let i = 0; i < n; i++) { const s = performance.now(); await fn(); t.push(performance.now() - s); } return median(t); }
let bytes;
const { planPdfFonts } = await import('./src/platform/pdf-render.ts');
const make = async () => { const built = await runMarkdownPdf({ markdown: doc, theme: 'github' }, { fonts: planPdfFonts }); return renderPdf(built.definition, built.subsets); };
await make();
const pdf = await time(async () => { bytes = await make(); }, 9);
const pages = (Buffer.from(bytes).toString('latin1').match(/\\/Type \\/Page\\b/g) ?? []).length;
const { highlightHtml } = await import('@toolbox/core/markdown/highlight');
const blog = await time(() => runBlog({ sources: [{ name: 'doc.md', markdown: doc }], style: 'modern', title: 'Blog', zip: true }, { highlight: highlightHtml }), 9);
const preview = await time(() => markdownToHtml(big), 5);
console.log(JSON.stringify({ pdf, pages, bytes: bytes.length, blog, preview }));
})().catch((error) => { console.error(error); process.exit(1); });`;

/** The web page's path in Chromium: core + pdfmake's browser build, fonts fetched by URL, as the page does. */
const BROWSER_ENTRY = `
import { runMarkdownPdf } from '@toolbox/core/tools/markdown-pdf';
import pdfMake from 'pdfmake/build/pdfmake';
const url = (file) => 'http://bench.local/' + file;
const family = (n, b, i, bi) => ({ normal: url(n), bold: url(b), italics: url(i), bolditalics: url(bi) });
window.makePdf = async (markdown) => {
  const fonts = {
    Sans: family('DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSans-Oblique.ttf', 'DejaVuSans-BoldOblique.ttf'),
    Serif: family('DejaVuSerif.ttf', 'DejaVuSerif-Bold.ttf', 'DejaVuSerif-Italic.ttf', 'DejaVuSerif-BoldItalic.ttf'),
    Mono: family('DejaVuSansMono.ttf', 'DejaVuSansMono-Bold.ttf', 'DejaVuSansMono-Oblique.ttf', 'DejaVuSansMono-BoldOblique.ttf'),
  };
  pdfMake.setFonts(fonts);
  const start = performance.now();
  const { definition } = await runMarkdownPdf({ markdown, theme: 'github' });
  const bytes = await pdfMake.createPdf(definition).getBuffer();
  return { ms: performance.now() - start, bytes: bytes.length };
};`;

async function chromiumPdf(root, markdown) {
  const requireFrom = (pkg) => createRequire(join(root, pkg, 'package.json'));
  if (!existsSync('/usr/bin/chromium')) return { skipped: 'no /usr/bin/chromium' };
  const { build } = requireFrom('cli')('esbuild');
  const { chromium } = requireFrom('e2e')('@playwright/test');
  const web = requireFrom('web');
  const dejavu = join(dirname(web.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const emoji = join(dirname(web.resolve('@fontsource/noto-emoji/unicode.json')), 'files');
  const bundle = await build({
    stdin: {
      contents: BROWSER_ENTRY,
      resolveDir: join(root, 'web'),
      loader: 'js',
      sourcefile: 'bench-pdf.js',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    minify: true,
    write: false,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    await page.route('http://bench.local/**', (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/')
        return route.fulfill({ body: '<!doctype html><title>bench</title>', contentType: 'text/html' });
      const file = path.startsWith('/emoji/') ? join(emoji, path.slice(7)) : join(dejavu, path.slice(1));
      return route.fulfill({ body: readFileSync(file) });
    });
    await page.goto('http://bench.local/');
    await page.addScriptTag({ content: bundle.outputFiles[0].text });
    const runs = [];
    for (let i = 0; i < 7; i++) runs.push(await page.evaluate((md) => window.makePdf(md), markdown));
    const warm = runs
      .slice(1)
      .map((run) => run.ms)
      .sort((a, b) => a - b);
    return {
      first: runs[0].ms,
      warm: warm[Math.floor(warm.length / 2)],
      bundleKb: Math.round(bundle.outputFiles[0].contents.length / 1024),
    };
  } finally {
    await browser.close();
  }
}

/**
 * The document corpus (cli/test/fixtures/documents: real Markdown from public repositories, every script, math,
 * footnotes, tables, HTML) through `toolbox pdf` and through md-to-pdf 5.2.5 (puppeteer driving Debian's
 * Chromium, a browser launched per call as its CLI does), one file after the other, interleaved, in this run.
 */
function corpusAgainstMdToPdf(root, measure, env, dir) {
  const toolbox = join(root, 'cli', 'dist', 'toolbox.js');
  const mdToPdf = join(root, 'bench', 'node_modules', 'md-to-pdf', 'dist', 'cli.js');
  if (!existsSync('/usr/bin/chromium'))
    return [{ metric: 'markdown-pdf corpus vs md-to-pdf', skipped: 'no /usr/bin/chromium' }];
  if (!existsSync(mdToPdf))
    return [{ metric: 'markdown-pdf corpus vs md-to-pdf', skipped: 'md-to-pdf not installed' }];
  const source = join(root, 'cli', 'test', 'fixtures', 'documents');
  const corpus = join(dir, 'corpus');
  // With the pictures in their folders (`_images/logos/`), as the documents refer to them.
  cpSync(source, corpus, { recursive: true });
  const files = readdirSync(corpus).filter((name) => /\.(md|markdown)$/.test(name) && name !== 'SOURCES.md');
  const launch = JSON.stringify({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const timed = files.map((name) => {
    const [ours, theirs] = measure.timeCommands(
      [
        { command: process.execPath, args: [toolbox, 'pdf', name, '-o', `${name}.toolbox.pdf`, '--force'] },
        { command: process.execPath, args: [mdToPdf, name, '--launch-options', launch] },
      ],
      { runs: 1, warmup: 0, env, cwd: corpus },
    );
    return { name, ours: ours.median, theirs: theirs.median };
  });
  const total = (key) => timed.reduce((sum, file) => sum + file[key], 0);
  const faster = timed.filter((file) => file.ours < file.theirs).length;
  const slowest = [...timed].sort((a, b) => b.ours / b.theirs - a.ours / a.theirs)[0];
  return [
    {
      metric: `markdown-pdf corpus (${files.length} files): toolbox pdf, total`,
      value: total('ours'),
      unit: 'ms',
      note: `md-to-pdf ${Math.round(total('theirs'))} ms (${(total('theirs') / total('ours')).toFixed(1)}x); faster on ${faster}/${files.length}; closest ${slowest?.name} ${Math.round(slowest?.ours ?? 0)} vs ${Math.round(slowest?.theirs ?? 0)} ms`,
    },
    { metric: 'markdown-pdf corpus: md-to-pdf 5.2.5 (Chromium), total', value: total('theirs'), unit: 'ms' },
    ...timed.map((file) => ({
      metric: `markdown-pdf corpus: ${file.name}`,
      value: file.ours,
      unit: 'ms',
      note: `md-to-pdf ${Math.round(file.theirs)} ms (${(file.theirs / file.ours).toFixed(1)}x)`,
    })),
  ];
}

export async function run({ root, measure }) {
  const toolbox = join(root, 'cli', 'dist', 'toolbox.js');
  const missing = measure.ensureBuilt({ root, output: toolbox, filter: 'dev-toolbox-cli' });
  if (missing) return [{ metric: 'markdown-pdf: 20-page PDF', skipped: missing }];
  const dir = mkdtempSync(join(tmpdir(), 'bench-pdf-'));
  const doc = join(dir, 'doc.md');
  const big = join(dir, 'big.md');
  writeFileSync(doc, twentyPageDocument());
  let large = '';
  for (let n = 1; large.length < 1_048_576; n++)
    large += twentyPageDocument(1).replace('Chapter 1', `Chapter ${n}`);
  writeFileSync(big, large);

  const warm = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), ['--eval', WARM], {
    cwd: join(root, 'cli'),
    encoding: 'utf8',
    env: { ...process.env, BENCH_DOC: doc, BENCH_BIG: big },
    timeout: 600_000,
  });
  if (warm.status !== 0) throw new Error(`warm run failed: ${warm.stderr.trim().split('\n').at(-1)}`);
  const w = JSON.parse(warm.stdout.trim().split('\n').at(-1));

  const env = { PATH: process.env.PATH ?? '', HOME: dir, XDG_CONFIG_HOME: signedInConfigHome() };
  const [floor, cold] = measure.timeCommands(
    [
      { command: process.execPath, args: ['-e', '0'] },
      { command: process.execPath, args: [toolbox, 'pdf', doc, '-o', join(dir, 'out.pdf'), '--force'] },
    ],
    { runs: 7, env, cwd: dir },
  );
  // The largest matrix typeset (30x30: 900 cells, under the 1,000-cell limit) and a 200x200 one, refused with a line.
  writeFileSync(join(dir, 'matrix-30.md'), matrixDocument(30));
  writeFileSync(join(dir, 'matrix-200.md'), matrixDocument(200));
  const [matrix30, matrix200] = measure.timeCommands(
    ['matrix-30.md', 'matrix-200.md'].map((name) => ({
      command: process.execPath,
      args: [toolbox, 'pdf', name, '-o', `${name}.pdf`, '--force'],
    })),
    { runs: 3, warmup: 0, env, cwd: dir },
  );
  const matrixRss = measure.peakRss(process.execPath, [toolbox, 'pdf', 'matrix-200.md', '-o', '-'], {
    runs: 1,
    env,
    cwd: dir,
  });
  const chrome = await chromiumPdf(root, readFileSync(doc, 'utf8'));
  const corpus = corpusAgainstMdToPdf(root, measure, env, dir);
  return [
    {
      metric: 'markdown-pdf: 20-page PDF (CLI warm)',
      value: w.pdf,
      unit: 'ms',
      budget: 300,
      note: `${w.pages} pages, ${Math.round(w.bytes / 1024)} KB; md-to-pdf 1800 ms`,
    },
    {
      metric: 'markdown-pdf: toolbox pdf cold process',
      value: cold.median,
      unit: 'ms',
      note: `node -e 0: ${Math.round(floor.median)} ms`,
    },
    { metric: 'markdown-pdf: blog zip of the same document', value: w.blog, unit: 'ms' },
    { metric: 'markdown-pdf: toolbox pdf, one 30x30 matrix (typeset)', value: matrix30.median, unit: 'ms' },
    {
      metric: 'markdown-pdf: toolbox pdf, one 200x200 matrix (over the limit: its source and a warning)',
      value: matrix200.median,
      unit: 'ms',
      note: `peak RSS ${matrixRss === null ? '?' : Math.round(matrixRss)} MiB; was over 90 s and 3.9 GB`,
    },
    {
      metric: 'markdown-pdf: preview Markdown -> HTML, 1 MB (Node)',
      value: w.preview,
      unit: 'ms',
      note: 'DOMPurify runs in the browser on top',
    },
    chrome.skipped
      ? { metric: 'markdown-pdf: 20-page PDF in Chromium (warm)', skipped: chrome.skipped }
      : {
          metric: 'markdown-pdf: 20-page PDF in Chromium (warm)',
          value: chrome.warm,
          unit: 'ms',
          budget: 500,
          note: `first export ${Math.round(chrome.first)} ms (fonts fetched and parsed); export chunk ${chrome.bundleKb} KB min`,
        },
    ...corpus,
  ];
}
