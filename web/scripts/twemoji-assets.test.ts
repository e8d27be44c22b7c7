import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { devServerAnswers } from './plugin-testing.ts';
import { twemojiAssets } from './twemoji-assets.ts';

const dir = mkdtempSync(join(tmpdir(), 'twemoji-'));
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: '@twemoji/svg', version: '15.0.0' }));
writeFileSync(join(dir, '1f680.svg'), '<svg id="rocket"/>');
writeFileSync(join(dir, '1f469-200d-1f4bb.svg'), '<svg id="technologist"/>');
writeFileSync(join(dir, 'README.md'), 'not an emoji');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('twemojiAssets', () => {
  const plugin = twemojiAssets(dir);

  it('names the folder by the package version for the app', () => {
    const config = (plugin.config as () => { define: Record<string, string> })();
    expect(config.define['import.meta.env.TOOLBOX_TWEMOJI_DIR']).toBe('"assets/twemoji-15.0.0/"');
  });

  it('emits each emoji SVG at its fixed address, and nothing else', () => {
    const emitted: { fileName: string; source: string }[] = [];
    const context = {
      emitFile: (file: { fileName: string; source: Buffer }) =>
        emitted.push({ fileName: file.fileName, source: file.source.toString() }),
    };
    (plugin.generateBundle as (this: typeof context) => void).call(context);
    expect(emitted.sort((a, b) => a.fileName.localeCompare(b.fileName))).toEqual([
      { fileName: 'assets/twemoji-15.0.0/1f469-200d-1f4bb.svg', source: '<svg id="technologist"/>' },
      { fileName: 'assets/twemoji-15.0.0/1f680.svg', source: '<svg id="rocket"/>' },
    ]);
  });

  it('serves them from the dev server, 404 for an unknown code, and leaves other addresses alone', () => {
    const answer = devServerAnswers(plugin);
    expect(answer('/assets/twemoji-15.0.0/1f680.svg')).toBe('200 <svg id="rocket"/>');
    expect(answer('/assets/twemoji-15.0.0/1f681.svg')).toBe('404 ');
    expect(answer('/assets/twemoji-15.0.0/../package.json')).toBe('next');
    expect(answer('/og-generator')).toBe('next');
  });
});
