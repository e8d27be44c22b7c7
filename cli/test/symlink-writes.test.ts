// Issue 23 item 3: no CLI write follows a symbolic link, and -o never creates folders through a link that leads
// out of the current folder. Each case runs toolbox in a folder a hostile repository could ship: the first one and
// the changelog ones (git runs with the binary's environment) the built binary, the others main() in this process
// (the same commands and writers, without a Node start each).
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempRepo } from './changelog-repo';
import { toolboxInProcess } from './in-process';
import { toolboxIn } from './signed-in-toolbox';

/** A working folder and, beside it, an "outside" folder the links point into. */
function playground() {
  const root = mkdtempSync(join(tmpdir(), 'toolbox-links-'));
  const dir = join(root, 'work');
  const outside = join(root, 'outside');
  mkdirSync(dir);
  mkdirSync(outside);
  writeFileSync(join(dir, 'in.json'), '{"a":1}');
  return {
    dir,
    outside,
    built: (args: string[]) => toolboxIn(dir, args),
    run: (args: string[]) => toolboxInProcess(dir, args),
  };
}

const refusal = (name: string) =>
  `toolbox: ${name} is a symbolic link; toolbox never writes through a link (remove it or choose another path). Nothing was written.\n`;

describe('CLI writes never follow a symbolic link', () => {
  it('-o onto a dangling link: refused, nothing created where it points (built binary)', () => {
    const { dir, outside, built } = playground();
    symlinkSync(join(outside, 'planted.json'), join(dir, 'out.json'));
    expect(built(['json', 'format', 'in.json', '-o', 'out.json'])).toEqual({
      code: 1,
      stdout: '',
      stderr: refusal('out.json'),
    });
    expect(existsSync(join(outside, 'planted.json'))).toBe(false);
  });

  it('-o and --force onto a link to a file outside: refused, the file unchanged', async () => {
    const { dir, outside, run } = playground();
    writeFileSync(join(outside, 'secret.txt'), 'keep me');
    symlinkSync(join(outside, 'secret.txt'), join(dir, 'out.json'));
    for (const extra of [[], ['--force']]) {
      const result = await run(['json', 'format', 'in.json', '-o', 'out.json', ...extra]);
      expect(result).toEqual({ code: 1, stdout: '', stderr: refusal('out.json') });
    }
    expect(readFileSync(join(outside, 'secret.txt'), 'utf8')).toBe('keep me');
    expect(lstatSync(join(dir, 'out.json')).isSymbolicLink()).toBe(true);
  });

  it('-o onto a link to a folder: refused, the folder left empty', async () => {
    const { dir, outside, run } = playground();
    symlinkSync(outside, join(dir, 'out.json'));
    expect(await run(['json', 'format', 'in.json', '-o', 'out.json', '--force'])).toEqual({
      code: 1,
      stdout: '',
      stderr: refusal('out.json'),
    });
    expect(readdirSync(outside)).toEqual([]);
  });

  it('-o through a linked folder that leads outside: refused, no folder created there', async () => {
    const { dir, outside, run } = playground();
    symlinkSync(outside, join(dir, 'docs'));
    for (const output of ['docs/new/out.json', 'docs/out.json']) {
      const result = await run(['json', 'format', 'in.json', '-o', output]);
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        `toolbox: ${output}: docs is a symbolic link that leads out of the current folder; toolbox does not write through it. Nothing was written.\n`,
      );
    }
    expect(readdirSync(outside)).toEqual([]);
    // A missing folder below the current one is created, and the file is new.
    expect((await run(['json', 'format', 'in.json', '-o', 'made/here/out.json'])).code).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'made', 'here', 'out.json'), 'utf8'))).toEqual({ a: 1 });
  });

  it('--out DIR writers (og, favicon, …) refuse a linked name in the folder and a linked folder', async () => {
    const { dir, outside, run } = playground();
    mkdirSync(join(dir, 'icons'));
    symlinkSync(join(outside, 'favicon.ico'), join(dir, 'icons', 'favicon.ico'));
    const linked = await run(['favicon', '--text', 'T', '--out', 'icons', '--force']);
    expect(linked).toMatchObject({ code: 1, stderr: refusal(join('icons', 'favicon.ico')) });
    symlinkSync(outside, join(dir, 'site'));
    const folder = await run(['favicon', '--text', 'T', '--out', 'site']);
    expect(folder.code).toBe(1);
    expect(folder.stderr).toContain('site is a symbolic link that leads out of the current folder');
    expect(readdirSync(outside)).toEqual([]);
  });

  // Issue 30: every command that writes a folder goes through the same writer (fs-sink -> safe-write), -o or --out.
  it.each([
    [['component', 'Button'], 'Button.tsx', '--out'],
    [['edge-function', 'hello'], join('hello', 'index.ts'), '--out'],
    [['realtime', '--table', 'messages'], 'use-messages-realtime.ts', '--out'],
    [['blog', 'notes.md'], 'index.html', '-o'],
  ])(
    '%j -o DIR refuses a linked file name (also with --force) and a linked folder',
    async (command, file, spelling) => {
      const { dir, outside, run } = playground();
      writeFileSync(join(dir, 'notes.md'), '# Notes\n\nText.\n');
      mkdirSync(join(dir, 'out', file, '..'), { recursive: true });
      symlinkSync(join(outside, 'written.txt'), join(dir, 'out', file));
      for (const force of [[], ['--force']]) {
        expect(await run([...command, '-o', 'out', ...force])).toMatchObject({
          code: 1,
          stderr: refusal(join('out', file)),
        });
      }
      symlinkSync(outside, join(dir, 'linked'));
      const folder = await run([...command, spelling, 'linked']);
      expect(folder.code).toBe(1);
      expect(folder.stderr).toContain('linked is a symbolic link that leads out of the current folder');
      expect(readdirSync(outside)).toEqual([]);
    },
  );

  it('structure --apply refuses a linked project folder', async () => {
    const { dir, outside, run } = playground();
    symlinkSync(outside, join(dir, 'shop'));
    const result = await run(['structure', 'shop', '--apply', '.']);
    expect(result).toMatchObject({ code: 1, stderr: refusal('shop') });
    expect(readdirSync(outside)).toEqual([]);
  });

  it('changelog in a repository whose CHANGELOG.md is a link: -o and --prepend refuse, the target unchanged', () => {
    const repo = tempRepo();
    repo.commit('feat: first');
    const outside = mkdtempSync(join(tmpdir(), 'toolbox-outside-'));
    const dangling = join(outside, 'written-by-toolbox.md');
    symlinkSync(dangling, join(repo.dir, 'CHANGELOG.md'));
    for (const args of [['-o', 'CHANGELOG.md'], ['--prepend'], ['-o', 'CHANGELOG.md', '--force']]) {
      expect(repo.toolbox(['changelog', ...args])).toEqual({
        code: 1,
        stdout: '',
        stderr: refusal('CHANGELOG.md'),
      });
    }
    expect(existsSync(dangling)).toBe(false);

    const kept = join(outside, 'theirs.md');
    writeFileSync(kept, '# not yours\n');
    const other = join(repo.dir, 'HISTORY.md');
    symlinkSync(kept, other);
    expect(repo.toolbox(['changelog', '-o', 'HISTORY.md', '--prepend'])).toMatchObject({
      code: 1,
      stderr: refusal('HISTORY.md'),
    });
    expect(readFileSync(kept, 'utf8')).toBe('# not yours\n');
  });

  it('--prepend onto a regular file replaces it in place and keeps its mode', () => {
    const repo = tempRepo();
    repo.commit('feat: first');
    const file = join(repo.dir, 'CHANGELOG.md');
    writeFileSync(file, '# Changelog\n', { mode: 0o640 });
    expect(repo.toolbox(['changelog', '--prepend']).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('first');
    expect(statSync(file).mode & 0o777).toBe(0o640);
    expect(readdirSync(repo.dir).filter((name) => name.includes('toolbox-tmp'))).toEqual([]);
  });
});
