// What dist/toolbox.js (src/bin.ts) answers without main.ts must be what main.ts answers: the commit-msg hook's
// `toolbox commit lint FILE` from its own bundle (dist/hook/hook.mjs), whatever the message and the repository's
// config, errors included, and `completion <shell>` from the script the build wrote. A global flag first
// (`--no-color`) makes the entry hand the same command to main.ts.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = join(import.meta.dirname, '..', 'dist');

function run(args: string[], cwd: string) {
  const result = spawnSync(process.execPath, [join(dist, 'toolbox.js'), ...args], {
    cwd,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: cwd, XDG_CONFIG_HOME: join(cwd, '.config'), NO_COLOR: '1' },
    timeout: 20_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
/** A folder that looks like a repository (.git) holding `files`. */
function repository(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'toolbox-hook-'));
  mkdirSync(join(dir, '.git'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}

const MESSAGES = {
  good: 'feat(api): add the login endpoint\n\nIt takes a password grant.\n\nCloses #12\n# Please enter the commit message\n',
  bad: 'Added the Export endpoint.\n',
  long: `fix: ${'make the header far too long '.repeat(5)}\n`,
  // Text past ASCII.
  unicode: 'feat: Don’t Crash On Émoji 🎉 Or Ünïcode\n',
};

const CONFIGS: Record<string, Record<string, string>> = {
  none: {},
  json: {
    '.commitlintrc.json':
      '{ "extends": ["@commitlint/config-conventional"], "rules": { "scope-empty": [2, "never"] } }',
  },
  yaml: {
    '.commitlintrc.yml':
      'extends:\n  - "@commitlint/config-conventional"\nrules:\n  header-max-length: [2, always, 40]\nhelpUrl: https://example.com/commits\n',
  },
  notes: {
    '.commitlintrc.json':
      '{ "extends": ["@commitlint/config-conventional"], "plugins": ["commitlint-plugin-x"] }',
  },
  broken: { '.commitlintrc.json': '{ "extends": ' },
  packageJson: {
    'package.json': '{ "name": "app", "commitlint": { "rules": { "type-enum": [2, "always", ["feat"]] } } }',
  },
};

describe('`toolbox commit lint FILE` on the hook path answers as main.ts does', () => {
  it.each(Object.keys(CONFIGS))(
    'with config %s',
    (configName) => {
      const messages = Object.entries(MESSAGES).map(([name, text]) => [`${name}.txt`, text]);
      const dir = repository({ ...CONFIGS[configName], ...Object.fromEntries(messages) });
      const names =
        configName === 'none' ? [...Object.keys(MESSAGES), 'missing'] : ['good', 'bad', 'missing'];
      const files = [...names.map((name) => `${name}.txt`), ...(configName === 'none' ? ['.git'] : [])];
      for (const file of files) {
        const args = ['commit', 'lint', file];
        const full = run(['--no-color', ...args], dir);
        expect({ file, ...run(args, dir) }).toEqual({ file, ...full });
        // Equal is not enough (both could fail alike): the good message passes wherever the config is readable.
        if (file === 'good.txt') expect(full.code).toBe(configName === 'broken' ? 1 : 0);
      }
    },
    120_000,
  );

  it("through the hook's bundle: a good message passes, a bad one names its rules, a missing file is one line", () => {
    const dir = repository({ 'good.txt': MESSAGES.good, 'bad.txt': MESSAGES.bad });
    expect(run(['commit', 'lint', 'good.txt'], dir)).toEqual({
      code: 0,
      stdout: '',
      stderr: '',
    });
    const bad = run(['commit', 'lint', 'bad.txt'], dir);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('[type-empty]');
    expect(run(['commit', 'lint', 'missing.txt'], dir)).toEqual({
      code: 1,
      stdout: '',
      stderr: 'toolbox: cannot read missing.txt: ENOENT.\n',
    });
  });
});

describe('`toolbox completion <shell>`, printed from the build (main.ts loads every command to describe them)', () => {
  it.each(['bash', 'zsh', 'fish'])('%s: main.ts’s script, byte for byte', (shell) => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-completion-'));
    const full = run(['--no-color', 'completion', shell], dir);
    expect(full.code).toBe(0);
    expect(full.stdout).toContain('toolbox');
    expect(run(['completion', shell], dir)).toEqual(full);
  });

  it('an unknown shell is main.ts’s usage error', () => {
    const result = run(['completion', 'tcsh'], mkdtempSync(join(tmpdir(), 'toolbox-completion-')));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/Allowed choices are bash, zsh, fish/);
  });
});
