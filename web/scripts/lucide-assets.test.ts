import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lucideAssets } from './lucide-assets.ts';
import { devServerAnswers } from './plugin-testing.ts';

const dir = mkdtempSync(join(tmpdir(), 'lucide-'));
writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'lucide-static', version: '1.62.0' }));
const nodes = {
  house: [['path', { d: 'M3 10l9-7 9 7' }]],
  'circle-check': [
    ['circle', { cx: '12', cy: '12', r: '10' }],
    ['path', { d: 'm9 12 2 2 4-4' }],
  ],
};
writeFileSync(join(dir, 'icon-nodes.json'), JSON.stringify(nodes));
writeFileSync(join(dir, 'tags.json'), JSON.stringify({ house: ['home', 'residence'] }));
writeFileSync(join(dir, 'aliases.json'), JSON.stringify({ Home: 'house' }));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const index = { tags: { house: ['home', 'residence'], 'circle-check': [] }, aliases: { Home: 'house' } };

describe('lucideAssets', () => {
  const plugin = lucideAssets(dir, join(dir, 'aliases.json'));

  it('names the folder by the package version for the app', () => {
    const config = (plugin.config as () => { define: Record<string, string> })();
    expect(config.define['import.meta.env.TOOLBOX_LUCIDE_DIR']).toBe('"assets/lucide-1.62.0/"');
  });

  it('emits the index (names, tags, aliases; no drawings), every drawing in one file, and each drawing at its fixed address', () => {
    const emitted: Record<string, unknown> = {};
    const context = {
      emitFile: (file: { fileName: string; source: string }) => {
        emitted[file.fileName] = JSON.parse(file.source);
      },
    };
    (plugin.generateBundle as (this: typeof context) => void).call(context);
    expect(emitted).toEqual({
      'assets/lucide-1.62.0/index.json': index,
      'assets/lucide-1.62.0/drawings.all.json': nodes,
      'assets/lucide-1.62.0/house.json': nodes.house,
      'assets/lucide-1.62.0/circle-check.json': nodes['circle-check'],
    });
  });

  it('serves them from the dev server, 404 for an unknown icon, and leaves other addresses alone', () => {
    const answer = devServerAnswers(plugin);
    expect(answer('/assets/lucide-1.62.0/index.json')).toBe(`200 ${JSON.stringify(index)}`);
    expect(answer('/assets/lucide-1.62.0/house.json')).toBe(`200 ${JSON.stringify(nodes.house)}`);
    expect(answer('/assets/lucide-1.62.0/drawings.all.json')).toBe(`200 ${JSON.stringify(nodes)}`);
    expect(answer('/assets/lucide-1.62.0/castle.json')).toBe('404 ');
    expect(answer('/assets/lucide-1.62.0/constructor.json')).toBe('404 ');
    expect(answer('/assets/lucide-1.62.0/../package.json')).toBe('next');
    expect(answer('/icon-library')).toBe('next');
  });
});
