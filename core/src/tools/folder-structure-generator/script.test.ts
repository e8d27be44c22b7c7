// The script is the product: it runs under sh in a temporary folder, and the tree it creates is compared, file by
// file, with the Tree View and the generated contents. Hostile project names never execute anything.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { generateStructure } from './generate';
import { FEATURE_MODULES, FRAMEWORKS, type StructureForm } from './options';

/** Every run's folder and script live under one temporary folder, removed at the end. */
const scratch = mkdtempSync(join(tmpdir(), 'structure-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function runScript(script: string, cwd = mkdtempSync(join(scratch, 'run-'))) {
  const path = join(cwd, '..', `${cwd.split('/').pop()}.sh`);
  writeFileSync(path, script);
  const result = spawnSync('sh', [path], { cwd, encoding: 'utf8' });
  return { cwd, ...result };
}

/** Every file under `dir`, as POSIX paths relative to it. */
function walk(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

/** Reads the Tree View back into file paths (entries without a trailing / under their folders). */
function treePaths(tree: string): string[] {
  const stack: string[] = [];
  const files: string[] = [];
  for (const line of tree.trimEnd().split('\n').slice(1)) {
    const at = line.search(/[├└]── /);
    const depth = at / 4;
    const name = line.slice(at + 4);
    stack.length = depth;
    if (name.endsWith('/')) stack.push(name.slice(0, -1));
    else files.push([...stack, name].join('/'));
  }
  return files.sort();
}

const form = (change: Partial<StructureForm> = {}): StructureForm => ({
  projectName: 'my-app',
  framework: 'next',
  modules: [...FEATURE_MODULES],
  customModules: 'payment, Push Notifications',
  ...change,
});

describe('the shell script builds exactly the tree shown', () => {
  it.each(FRAMEWORKS)('%s with every module', (framework) => {
    const structure = generateStructure(form({ framework }));
    const run = runScript(structure.script);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const root = join(run.cwd, structure.folder);
    const created = walk(root).sort();
    expect(created).toEqual(treePaths(structure.tree));
    expect(created).toEqual(structure.files.map((f) => f.path).sort());
    for (const file of structure.files)
      expect(readFileSync(join(root, file.path), 'utf8')).toBe(file.content);
    expect(run.stdout).toContain(`created my-app/${structure.files[0]?.path}`);
  });

  it('a second run into the now non-empty folder refuses and changes nothing', () => {
    const structure = generateStructure(form());
    const first = runScript(structure.script);
    const page = join(first.cwd, 'my-app', 'src/app/page.tsx');
    writeFileSync(page, 'edited');
    const again = runScript(structure.script, first.cwd);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('my-app is not empty: nothing was created.');
    expect(readFileSync(page, 'utf8')).toBe('edited');
  });

  it('an empty existing folder is filled; an existing file is never overwritten', () => {
    const structure = generateStructure(form({ modules: [] }));
    const cwd = mkdtempSync(join(scratch, 'run-'));
    mkdirSync(join(cwd, 'my-app'));
    expect(runScript(structure.script, cwd).status).toBe(0);
    const sneaky = structure.script.replace(
      'if [ -d "$root" ] && [ -n "$(ls -A "$root")" ]; then',
      'if false; then',
    );
    const again = runScript(sneaky, cwd);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/exists: not overwritten\./);
  });

  it('hostile project names are only ever a folder name', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom(
            '$(touch pwned)',
            '`touch pwned`',
            "it's mine",
            'a "b" c',
            '; touch pwned',
            '$HOME',
            'EOF',
          ),
          fc.string({ minLength: 1, maxLength: 10 }),
        ),
        (name) => {
          let structure: ReturnType<typeof generateStructure>;
          try {
            structure = generateStructure(
              form({ projectName: name, modules: ['auth'], customModules: name }),
            );
          } catch {
            return; // refused with a message (a path or control character)
          }
          const run = runScript(structure.script);
          expect(run.status).toBe(0);
          expect(readdirSync(run.cwd)).toEqual([structure.folder]);
          expect(walk(join(run.cwd, structure.folder)).sort()).toEqual(treePaths(structure.tree));
        },
      ),
      { numRuns: 25 },
    );
  }, 60_000);

  it('the script is POSIX sh (sh -n) for every framework', () => {
    for (const framework of FRAMEWORKS) {
      expect(() =>
        execFileSync('sh', ['-n'], { input: generateStructure(form({ framework })).script }),
      ).not.toThrow();
    }
  });
});
