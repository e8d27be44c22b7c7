// `toolbox structure` as a user runs it: the tree, the script (run with sh) and --apply build the same files;
// --apply refuses a non-empty folder; bad input exits 1 or 2.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateStructure } from '@toolbox/core/tools/folder-structure-generator';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const dir = mkdtempSync(join(tmpdir(), 'toolbox-structure-'));
const toolbox = (...args: string[]) => toolboxIn(dir, ['structure', ...args]);
const form = {
  projectName: 'my shop',
  framework: 'react-vite',
  modules: ['auth', 'blog'],
  customModules: 'payment',
} as const;
const args = ['my shop', '--framework', 'react-vite', '--modules', 'auth,blog', '--custom', 'payment'];

function walk(root: string, prefix = ''): string[] {
  return readdirSync(root).flatMap((name) =>
    statSync(join(root, name)).isDirectory()
      ? walk(join(root, name), `${prefix}${name}/`)
      : [`${prefix}${name}`],
  );
}

describe('toolbox structure (built binary)', () => {
  it('prints the tree by default and the script with --format script', () => {
    const structure = generateStructure({ ...form, modules: [...form.modules] });
    expect(toolbox(...args)).toMatchObject({ code: 0, stdout: structure.tree });
    expect(toolbox(...args, '--format', 'script')).toMatchObject({ code: 0, stdout: structure.script });
    const json = JSON.parse(toolbox(...args, '--format', 'json').stdout);
    expect(json).toMatchObject({
      folder: 'my shop',
      frameworkLabel: 'React + Vite',
      modules: ['auth', 'blog', 'payment'],
    });
  });

  it('--apply creates the same files the script does, and refuses to run into them again', () => {
    const scriptDir = mkdtempSync(join(tmpdir(), 'toolbox-structure-sh-'));
    writeFileSync(join(scriptDir, '..', 'run.sh'), toolbox(...args, '--format', 'script').stdout);
    expect(spawnSync('sh', [join(scriptDir, '..', 'run.sh')], { cwd: scriptDir }).status).toBe(0);

    const applied = toolbox(...args, '--apply', 'projects');
    expect(applied.code).toBe(0);
    expect(applied.stdout).toContain('created projects/my shop/src/main.tsx');
    const made = join(dir, 'projects', 'my shop');
    const fromScript = join(scriptDir, 'my shop');
    expect(walk(made).sort()).toEqual(walk(fromScript).sort());
    for (const path of walk(made))
      expect(readFileSync(join(made, path), 'utf8')).toBe(readFileSync(join(fromScript, path), 'utf8'));

    writeFileSync(join(made, 'src', 'App.tsx'), 'mine');
    const again = toolbox(...args, '--apply', 'projects');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('projects/my shop is not empty: nothing was created.');
    expect(readFileSync(join(made, 'src', 'App.tsx'), 'utf8')).toBe('mine');
  });

  it('--apply fills an empty existing folder', () => {
    mkdirSync(join(dir, 'empty', 'app'), { recursive: true });
    expect(toolbox('app', '--apply', 'empty').code).toBe(0);
    expect(readdirSync(join(dir, 'empty', 'app'))).toContain('package.json');
  });

  it.each([
    [['a/b'], 1, 'cannot be a folder name'],
    [['x', '--modules', 'billing'], 2, 'use --custom for others'],
    [['x', '--framework', 'angular'], 2, 'angular'],
    [['x', '--format', 'yaml'], 2, 'yaml'],
  ])('%o exits %i', (bad, code, message) => {
    const result = toolbox(...bad);
    expect(result).toMatchObject({ code, stdout: '' });
    expect(result.stderr).toContain(message);
  });
});
