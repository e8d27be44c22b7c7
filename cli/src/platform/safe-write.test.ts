import { execFileSync, spawn } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareFolder, replaceFile, writeFileSafely } from './safe-write';

function layout() {
  const root = mkdtempSync(join(tmpdir(), 'toolbox-safe-'));
  const cwd = join(root, 'cwd');
  const outside = join(root, 'outside');
  mkdirSync(cwd);
  mkdirSync(outside);
  return { cwd, outside };
}

describe('prepareFolder', () => {
  it('creates missing folders below the current one, one by one', async () => {
    const { cwd } = layout();
    expect(await prepareFolder(cwd, 'a/b/c', 'a/b/c/x')).toBe(join(cwd, 'a', 'b', 'c'));
    expect(lstatSync(join(cwd, 'a', 'b', 'c')).isDirectory()).toBe(true);
  });

  it('follows a link that stays inside the current folder, refuses one that leads out', async () => {
    const { cwd, outside } = layout();
    mkdirSync(join(cwd, 'real'));
    symlinkSync(join(cwd, 'real'), join(cwd, 'inner'));
    symlinkSync(outside, join(cwd, 'escape'));
    await prepareFolder(cwd, 'inner/new', 'inner/new/x');
    expect(lstatSync(join(cwd, 'real', 'new')).isDirectory()).toBe(true);
    await expect(prepareFolder(cwd, 'escape/new', 'escape/new/x')).rejects.toThrow(
      'escape is a symbolic link that leads out of the current folder',
    );
  });

  it('takes a path outside the current folder as the user typed it', async () => {
    const { cwd, outside } = layout();
    expect(await prepareFolder(cwd, join(outside, 'made'), 'x')).toBe(join(outside, 'made'));
    expect(await prepareFolder(cwd, '../outside/again', 'x')).toBe(join(outside, 'again'));
  });

  it('refuses a file where a folder is needed', async () => {
    const { cwd } = layout();
    writeFileSync(join(cwd, 'file'), '');
    await expect(prepareFolder(cwd, 'file/sub', 'file/sub/x')).rejects.toThrow(
      'file is a file, not a folder',
    );
  });
});

describe('writing files', () => {
  it('creates exclusively, overwrites only with force, and never through a link', async () => {
    const { cwd, outside } = layout();
    const path = join(cwd, 'out.txt');
    await writeFileSafely(path, 'one', { force: false, shown: 'out.txt' });
    await expect(writeFileSafely(path, 'two', { force: false, shown: 'out.txt' })).rejects.toThrow(
      'out.txt already exists; use --force to overwrite.',
    );
    await writeFileSafely(path, 'two', { force: true, shown: 'out.txt' });
    expect(readFileSync(path, 'utf8')).toBe('two');
    writeFileSync(join(outside, 'target'), 'keep');
    symlinkSync(join(outside, 'target'), join(cwd, 'link'));
    await expect(replaceFile(join(cwd, 'link'), 'x', 'link')).rejects.toThrow('link is a symbolic link');
    await expect(writeFileSafely(join(cwd, 'link'), 'x', { force: true, shown: 'link' })).rejects.toThrow(
      'link is a symbolic link',
    );
    expect(readFileSync(join(outside, 'target'), 'utf8')).toBe('keep');
  });

  it('writes to a device or a named pipe as a shell redirection does, without --force', async () => {
    await writeFileSafely('/dev/null', 'gone', { force: false, shown: '/dev/null' });
    expect(lstatSync('/dev/null').isCharacterDevice()).toBe(true);
    const { cwd } = layout();
    const fifo = join(cwd, 'pipe');
    execFileSync('mkfifo', [fifo]);
    const reader = spawn('cat', [fifo]);
    let read = '';
    reader.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      read += chunk;
    });
    const closed = new Promise((done) => reader.on('close', done));
    await writeFileSafely(fifo, 'through the pipe', { force: false, shown: 'pipe' });
    await closed;
    expect(read).toBe('through the pipe');
  });
});
