import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shellFromHtml, shellFromManifest } from './web-shell-size.bench.mjs';

function distWith(files: Record<string, string>) {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dist, name, '..'), { recursive: true });
    writeFileSync(join(dist, name), text);
  }
  return dist;
}

describe('the web shell', () => {
  it('is the module script and modulepreload links of index.html, not stylesheets or external scripts', async () => {
    const dist = distWith({
      'index.html': `<script>inline()</script>
        <script type="module" crossorigin src="/assets/index-a.js"></script>
        <link rel="modulepreload" crossorigin href="/assets/react-b.js">
        <link rel="stylesheet" href="/assets/index-c.css">
        <script type="module" src="https://cdn.example/x.js"></script>`,
    });
    expect(await shellFromHtml(dist)).toEqual(['assets/index-a.js', 'assets/react-b.js']);
  });

  it('follows static imports in the Vite manifest and leaves lazy chunks out', async () => {
    const manifest = {
      'index.html': {
        file: 'assets/index-a.js',
        isEntry: true,
        imports: ['_react.js'],
        dynamicImports: ['src/og.tsx'],
      },
      '_react.js': { file: 'assets/react-b.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-c.js' },
      'src/og.tsx': { file: 'assets/og-d.js', isDynamicEntry: true, imports: ['_shared.js'] },
    };
    const dist = distWith({ '.vite/manifest.json': JSON.stringify(manifest) });
    expect(await shellFromManifest(dist)).toEqual([
      'assets/index-a.js',
      'assets/react-b.js',
      'assets/shared-c.js',
    ]);
  });
});
