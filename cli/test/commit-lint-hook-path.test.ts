// The commit-msg hook's `toolbox commit lint FILE` runs from its own bundle (dist/hook/commit-lint.cjs, which
// the launcher, dist/toolbox.js, loads: see src/launcher.ts). Whatever the message and the repository's config, it must answer exactly as the full CLI
// does: same exit code, same stdout, same stderr, including the errors it hands back to the CLI.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasBuiltInCompileCache } from '../src/code-cache';
import { FAST_BUNDLES } from '../src/fast-commands';

const dist = join(import.meta.dirname, '..', 'dist');

function run(entry: string, args: string[], cwd: string) {
  const result = spawnSync(process.execPath, [join(dist, entry), ...args], {
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
  // Text past ASCII, which the bundle's escaped patterns (build.mjs asciiOnly) must read as the source's do.
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

describe('`toolbox commit lint FILE` on the hook path answers as the full CLI', () => {
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
        const full = run('toolbox.mjs', args, dir);
        expect({ file, ...run('toolbox.js', args, dir) }).toEqual({ file, ...full });
        // Equal is not enough (both could fail alike): the good message passes wherever the config is readable.
        if (file === 'good.txt') expect(full.code).toBe(configName === 'broken' ? 1 : 0);
      }
    },
    120_000,
  );

  it('through the launcher: a good message passes, a bad one names its rules, a missing file is one line', () => {
    const dir = repository({ 'good.txt': MESSAGES.good, 'bad.txt': MESSAGES.bad });
    expect(run('toolbox.js', ['commit', 'lint', 'good.txt'], dir)).toEqual({
      code: 0,
      stdout: '',
      stderr: '',
    });
    const bad = run('toolbox.js', ['commit', 'lint', 'bad.txt'], dir);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('[type-empty]');
    expect(run('toolbox.js', ['commit', 'lint', 'missing.txt'], dir)).toEqual({
      code: 1,
      stdout: '',
      stderr: 'toolbox: cannot read missing.txt: ENOENT.\n',
    });
  });
});

describe("the hook path's YAML parser, a bundle of its own (build.mjs, hookYamlApart)", () => {
  it('is read only for a YAML config, through the code cache where Node has none of its own', () => {
    const dir = repository({ ...CONFIGS.yaml, 'good.txt': MESSAGES.good });
    const cache = join(dir, '.cache', 'toolbox', 'code-cache');
    const cached = () => (existsSync(cache) ? readdirSync(cache).map((name) => name.split('-')[0]) : []);
    for (let n = 0; n < 2; n++)
      expect(run('toolbox.js', ['commit', 'lint', 'good.txt'], dir)).toEqual({
        code: 0,
        stdout: '',
        stderr: '',
      });
    expect(cached().sort()).toEqual(hasBuiltInCompileCache() ? [] : ['commit', 'yaml.cjs']);
    const none = repository({ 'good.txt': MESSAGES.good });
    expect(run('toolbox.js', ['commit', 'lint', 'good.txt'], none).code).toBe(0);
    const noneCache = join(none, '.cache', 'toolbox', 'code-cache');
    expect(
      existsSync(noneCache) ? readdirSync(noneCache).filter((name) => name.startsWith('yaml')) : [],
    ).toEqual([]);
  });
});

describe("the hook path's compile cache", () => {
  it.runIf(!hasBuiltInCompileCache())(
    'a run handed to the full CLI (a JavaScript config) keeps a partial cache; the first the bundle runs itself, the full one',
    () => {
      const config = 'module.exports = { rules: { "type-empty": [2, "never"] } };\n';
      const dir = repository({ 'commitlint.config.js': config, 'good.txt': MESSAGES.good });
      const cache = join(dir, '.cache', 'toolbox', 'code-cache');
      const kinds = () =>
        readdirSync(cache)
          .filter((name) => name.startsWith('commit-lint.cjs-'))
          .map((name) => (name.endsWith('.partial.v8cache') ? 'partial' : 'full'));
      expect(run('toolbox.js', ['commit', 'lint', 'good.txt'], dir).code).toBe(0);
      expect(kinds()).toEqual(['partial']);
      rmSync(join(dir, 'commitlint.config.js'));
      expect(run('toolbox.js', ['commit', 'lint', 'good.txt'], dir).code).toBe(0);
      expect(kinds()).toEqual(['full']);
    },
  );
});

describe('the hook path on a named pipe', () => {
  it.skipIf(process.platform === 'win32')('reads the message from it without a warning from Node', () => {
    const dir = repository({});
    execFileSync('mkfifo', [join(dir, 'MSG')]);
    const result = spawnSync(
      'sh',
      [
        '-c',
        'printf "feat: x\\n" > MSG & exec "$0" "$1" commit lint MSG',
        process.execPath,
        join(dist, 'toolbox.js'),
      ],
      { cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: dir }, timeout: 20_000 },
    );
    expect({ code: result.status, stdout: result.stdout, stderr: result.stderr }).toEqual({
      code: 0,
      stdout: '',
      stderr: '',
    });
  });
});

describe('what the hook path loads (issue 43: near a bare `node -e 0`)', () => {
  it('the CommonJS bundles are ASCII, so V8 holds each as a one-byte string', () => {
    for (const file of ['hook/commit-lint.cjs', 'hook/yaml.cjs', ...Object.keys(FAST_BUNDLES)])
      expect(readFileSync(join(dist, file), 'utf8').match(/[^\0-\x7f]/g), file).toBeNull();
  });

  /** Node's own modules a run loaded, from a preload that lists them at exit. */
  function modulesLoaded(dir: string, args: string[]) {
    const probe = join(dir, 'modules-probe.cjs');
    writeFileSync(
      probe,
      "process.on('exit', () => require('node:fs').writeSync(2, '\\n' + JSON.stringify(process.moduleLoadList)));\n",
    );
    const result = spawnSync(process.execPath, ['-r', probe, join(dist, 'toolbox.js'), ...args], {
      cwd: dir,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', HOME: dir, XDG_CONFIG_HOME: join(dir, '.config') },
      timeout: 20_000,
    });
    const [stderr, list] = [
      result.stderr.slice(0, result.stderr.lastIndexOf('\n')),
      result.stderr.slice(result.stderr.lastIndexOf('\n') + 1),
    ];
    const loaded = (JSON.parse(list) as string[])
      .filter((name) => name.startsWith('NativeModule '))
      .map((name) => name.slice(13));
    return { code: result.status, stderr, loaded };
  }

  /**
   * Streams, terminals, child processes and file-system promises: each a few ms of a start that never needs them.
   * node:module too where Node has no compile cache of its own (before 22.1), which is the one reason to load it.
   */
  const AVOIDED = [
    'child_process',
    'tty',
    'net',
    'stream',
    'fs/promises',
    ...(hasBuiltInCompileCache() ? [] : ['module']),
  ];

  it('a passing message in a real repository: no git child, no output stream, no file-system promises', () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-hook-modules-'));
    execFileSync('git', ['init', '-q'], { cwd: dir });
    writeFileSync(join(dir, 'MSG'), MESSAGES.good);
    const { code, stderr, loaded } = modulesLoaded(dir, ['commit', 'lint', 'MSG']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    // Where git's config files cannot tell the comment char (other systems, another git), git is asked.
    const filesCanTell =
      process.platform === 'linux' &&
      execFileSync('sh', ['-c', 'readlink -f "$(command -v git)"'], { encoding: 'utf8' }).trim() ===
        '/usr/bin/git';
    const avoided = filesCanTell
      ? AVOIDED
      : AVOIDED.filter((name) => !['child_process', 'net', 'stream'].includes(name));
    expect(loaded.filter((name) => avoided.includes(name))).toEqual([]);
  });

  it('a failing message prints its problems, still without an output stream', () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-hook-modules-'));
    execFileSync('git', ['init', '-q'], { cwd: dir });
    writeFileSync(join(dir, 'MSG'), MESSAGES.bad);
    const { code, stderr, loaded } = modulesLoaded(dir, ['commit', 'lint', 'MSG']);
    expect(code).toBe(1);
    expect(stderr).toContain('[type-empty]');
    expect(loaded.filter((name) => ['stream', 'net'].includes(name))).toEqual([]);
  });
});
