import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memorySink } from '@toolbox/core/testing';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createZipSink, zipFiles } from './zip-sink';

const unzip = (data: Uint8Array | string) => {
  const entries = unzipSync(data as Uint8Array);
  return Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, strFromU8(bytes)]));
};

describe('zipFiles', () => {
  it('packs text and bytes and names the archive .zip', () => {
    const zip = zipFiles(
      [
        { name: 'a.txt', mime: 'text/plain', data: 'hello' },
        { name: 'b.bin', mime: 'application/octet-stream', data: new TextEncoder().encode('bytes') },
      ],
      'bundle',
    );
    expect(zip.name).toBe('bundle.zip');
    expect(zip.mime).toBe('application/zip');
    expect(unzip(zip.data)).toEqual({ 'a.txt': 'hello', 'b.bin': 'bytes' });
  });

  it('never overwrites a repeated name', () => {
    const file = (data: string) => ({ name: 'icon.png', mime: 'image/png', data });
    expect(Object.keys(unzip(zipFiles([file('1'), file('2'), file('3')], 'icons.zip').data))).toEqual([
      'icon.png',
      'icon (2).png',
      'icon (3).png',
    ]);
  });
  it('keeps hostile names inside the folder Info-ZIP unzip extracts into', () => {
    const hostile = [
      '../escaped.sh',
      '/tmp/absolute.txt',
      'a/../../climb.txt',
      'C:\\Windows\\x.dll',
      'ok/b.txt',
    ];
    const zip = zipFiles(
      hostile.map((name) => ({ name, mime: 'text/plain', data: name })),
      'hostile',
    );
    const dir = mkdtempSync(join(tmpdir(), 'zip-sink-'));
    writeFileSync(join(dir, 'hostile.zip'), zip.data);
    const listed = spawnSync('unzip', ['-Z1', 'hostile.zip'], { cwd: dir, encoding: 'utf8' });
    expect(listed.status).toBe(0);
    expect(listed.stdout.trim().split('\n')).toEqual([
      'escaped.sh',
      'tmp/absolute.txt',
      'a/climb.txt',
      'Windows/x.dll',
      'ok/b.txt',
    ]);
    mkdirSync(join(dir, 'out'));
    const extracted = spawnSync('unzip', ['-q', join(dir, 'hostile.zip')], { cwd: join(dir, 'out') });
    expect(extracted.status).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(['hostile.zip', 'out']);
    expect(readdirSync(join(dir, 'out')).sort()).toEqual(['Windows', 'a', 'escaped.sh', 'ok', 'tmp']);
  });
});

describe('createZipSink', () => {
  it('collects writes and hands one zip to the target on finish', async () => {
    const target = memorySink();
    const sink = createZipSink('og-images', target);
    await sink.write({ name: 'og-image-1200x630.png', mime: 'image/png', data: 'x' });
    await sink.write({ name: 'og-image-1200x600.png', mime: 'image/png', data: 'y' });
    expect(target.files).toHaveLength(0);
    const zip = await sink.finish();
    expect(target.files.map((file) => file.name)).toEqual(['og-images.zip']);
    expect(Object.keys(unzip(zip.data))).toEqual(['og-image-1200x630.png', 'og-image-1200x600.png']);
  });
});
