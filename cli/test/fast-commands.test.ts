// The small commands run from their own CommonJS bundle (dist/fast/commands.cjs, see src/fast-entry.ts and
// src/launcher.ts). Whatever the argv, they must answer exactly as the full CLI (dist/toolbox.mjs) does: same
// exit code, stdout and stderr, for results, --json, help, usage errors, bad input and a missing sign-in.
import { execFile, execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasBuiltInCompileCache } from '../src/code-cache';
import { commandNameIn } from '../src/command-name';
import { FAST_COMMANDS, FAST_SUBCOMMANDS } from '../src/fast-commands';
import { launchTarget } from '../src/launch-target';
import { releasedRepository } from './released-repository.mjs';
import { canRunInTerminal, type Result } from './run-built';
import { signedInConfigHome } from './signed-in-config-home.mjs';

const dist = join(import.meta.dirname, '..', 'dist');
const cwd = mkdtempSync(join(tmpdir(), 'toolbox-fast-'));
writeFileSync(join(cwd, 'a.txt'), 'one\ntwo\n');
writeFileSync(join(cwd, 'b.txt'), 'one\nthree\n');
writeFileSync(join(cwd, 'a.json'), '{"a":1,"b":[1,2]}');
writeFileSync(join(cwd, 'b.json'), '{"a":2,"b":[1,2,3]}');
writeFileSync(
  join(cwd, 'tailwind.config.js'),
  'module.exports = { theme: { extend: { colors: { brand: "#3b82f6", accent: { 500: "#f59e0b" } } } } };\n',
);
writeFileSync(join(cwd, 'bad.json'), '{"a": 1,\n "b": }');
writeFileSync(
  join(cwd, 'rows.json'),
  '[{"id":1,"tags":["a","b"],"owner":{"name":"Ada"}},{"id":2,"note":"x, y"}]',
);
writeFileSync(
  join(cwd, 'c.yaml'),
  'base: &b {port: 5432}\ndev: {<<: *b, host: localhost}\nlist: [1, 2.5, "3"]\n',
);
writeFileSync(
  join(cwd, 'c.toml'),
  '[server]\nport = 8080\nhosts = ["a", "b"]\nwhen = 1979-05-27T07:32:00Z\n',
);
copyFileSync(
  join(
    import.meta.dirname,
    '..',
    '..',
    'core',
    'src',
    'tools',
    'certificates',
    'fixtures',
    'ca-bundle-excerpt.pem',
  ),
  join(cwd, 'bundle.pem'),
);

copyFileSync(
  join(import.meta.dirname, '..', '..', 'core', 'src', 'tools', 'api-docs', 'fixtures', 'petstore.yaml'),
  join(cwd, 'petstore.yaml'),
);
writeFileSync(
  join(cwd, 'plan.txt'),
  'Launch\n- Backend API (in progress, urgent) #backend\n  - Auth: done\n- Frontend UI: todo, deadline: 2026-12-01\n',
);
writeFileSync(join(cwd, 'message.txt'), 'Fix: Crash on save.\n');
writeFileSync(join(cwd, 'query.sql'), 'select id, ARRAY[1,2] from todos where done = false;\n');
writeFileSync(join(cwd, 'broken.sql'), 'select 1;\nselect from where;\n');
// The folder is a repository with a release and a change after it, for changelog, release and commit. The files the
// later tests write (and the compile cache, in HOME) are ignored, so `release --dry-run` finds the working tree clean.
writeFileSync(join(cwd, '.gitignore'), '.cache/\nmodules-probe.cjs\nsmall.txt\n');
writeFileSync(join(cwd, 'package.json'), '{"name": "pets", "version": "1.0.0"}\n');
releasedRepository(cwd);

const TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

/** Cases that must succeed signed in, with output: equal answers alone could be the same failure twice. */
const SUCCEED = new Set<string>();
const ok = (...args: string[]) => {
  SUCCEED.add(args.join(' '));
  return args;
};

const CASES: string[][] = [
  ['jwt', 'decode', TOKEN],
  ['--json', 'jwt', 'decode', TOKEN],
  ['jwt', 'decode', 'x.y'],
  ['jwt', 'decode'],
  ['jwt', 'decode', TOKEN, '--bogus'],
  ['jwt', 'verify', TOKEN, '--secret', 'your-256-bit-secret'],
  ['jwt'],
  ['jwt', '--help'],
  ['help', 'jwt'],
  ['url', 'parse', 'https://user@example.com:8080/a/b?c=1&c=2#d'],
  ['url', 'encode', 'a b&c', '--component'],
  ['url', 'decode', '%E0%A4%A'],
  ['url', 'parse', 'not a url'],
  ['hash', '--text', 'abc'],
  ['hash', '--text', 'abc', '--algorithm', 'sha512', '--json'],
  ['hash', '--text', 'abc', '--algorithm', 'md4'],
  ['hash', 'a.txt', 'b.txt'],
  ['hash', 'missing.txt'],
  ['cron', '*/5 * * * *', '--from', '2026-03-08T00:00:00Z', '--tz', 'America/New_York'],
  ['cron', '30 seconds', '--from', '2026-01-01T00:00:00Z', '--json'],
  ['cron', '61 * * * *'],
  ['cron', '* * * * *', '--next', '0'],
  ['time', '1700000000', '--tz', 'Asia/Tokyo'],
  ['time', '2026-03-08T02:30:00', '--tz', 'America/New_York', '--json'],
  ['time', 'yesterday-ish'],
  ['time', '1700000000', '--tz', 'Mars/Olympus'],
  ['diff', 'a.txt', 'b.txt'],
  ['diff', 'a.json', 'b.json', '--json'],
  ['diff', 'a.txt', 'missing.txt'],
  ['diff', 'a.txt'],
  ['--no-color', 'diff', 'a.txt', 'a.txt'],
  ['--api-url', 'ftp://nope', 'url', 'parse', 'https://example.com'],
  ['--max-input-size', '1kB', 'hash', 'a.txt'],
  // dist/fast/utilities.cjs (uuid and password print random text: their results are compared by shape below)
  ['uuid', '--count', '0'],
  ['uuid', '--help'],
  ['password', '--length', '4'],
  ['password', '--no-uppercase', '--no-lowercase', '--no-digits', '--no-symbols'],
  ok('slug', 'Hello World', 'Ünïcödé Straße & Co'),
  ['--json', 'slug', 'a b'],
  ['email', 'ada@example.com', 'not-an-email', 'a@b'],
  ok('contrast', '#000', '#fff'),
  ['--json', 'contrast', '#777', '#fff'],
  ['contrast', '#zzz'],
  ok('regex', '(?<w>a+)', '--text', 'caaat baa'),
  ['regex', 'a+', '--text', 'caaat', '--replace', '[$&]'],
  ['--json', 'regex', 'a', '--text', 'banana', '--count'],
  ['regex', '(', '--text', 'x'],
  ['regex', '--preset', 'email', '--text', 'write to ada@example.com'],
  ['base64', 'encode', 'héllo?', '--url-safe'],
  ok('base64', 'decode', 'aMOpbGxvPw=='),
  ['base64', 'decode', '%%%'],
  ['json', 'format', 'b.json', '--sort-keys', '--indent', '4'],
  ['json', 'minify', 'a.json'],
  ['json', 'validate', 'bad.json'],
  ['--json', 'json', 'validate', 'a.json'],
  ok('json', 'csv', 'rows.json', '--delimiter', ';'),
  ['json', 'bogus', 'a.json'],
  ['json', 'format', 'missing.json'],
  // dist/fast/data.cjs
  ok('convert', 'c.yaml', '--to', 'json'),
  ok('convert', 'c.toml', '--to', 'yaml', '--sort-keys'),
  ok('convert', 'b.json', '--to', 'toml'),
  ['convert', 'rows.json', '--to', 'toml'],
  ['convert', 'bad.json', '--to', 'yaml'],
  ['convert', 'a.json', '--to', 'xml'],
  ok('types', 'rows.json', '--name', 'Row'),
  ok('types', 'rows.json', '--lang', 'zod'),
  ['types', 'rows.json', '--lang', 'json-schema'],
  ['types', 'bad.json'],
  // dist/fast/cert.cjs
  ok('cert', 'bundle.pem'),
  ok('--json', 'cert', 'bundle.pem'),
  ['cert', 'a.txt'],
  ['cert', '--help'],
  // dist/fast/generators.cjs
  ok('palette', '#3b82f6', '--type', 'triadic'),
  ['--json', 'palette', '10b981', '--format', 'tailwind'],
  ['palette', 'nothex'],
  ok('tailwind', 'optimize', 'p-2 p-4 flex text-white flex'),
  ['tailwind', 'responsive', 'grid-cols-2', '--at', 'md,lg'],
  ['tailwind', 'bogus', 'x'],
  // acorn loads on the first parse (build.mjs, LAZY_FUNCTION_MODULES)
  ok('tailwind', 'extract', 'tailwind.config.js'),
  ['tailwind', 'extract', 'bad.json'],
  ok('meta', '--title', 'Ada Docs', '--description', 'Guides for Ada', '--url', 'https://ada.dev'),
  ['meta', '--title', 'T'],
  [
    'readme',
    '--template',
    'react',
    '--name',
    'Rocket',
    '--repository',
    'acme/rocket',
    '--badges',
    'license,version',
  ],
  ['readme', '--template', 'nope'],
  ['structure', 'shop', '--modules', 'auth,dashboard'],
  ok('structure', 'shop', '--framework', 'react-vite', '--format', 'script'),
  ok('rls', '--table', 'todos', '--operation', 'all', '--user-column', 'owner_id'),
  ['rls', '--table', 'bad name;'],
  ok('realtime', '--table', 'messages', '--events', '*', '--filter', 'room_id=5', '--presence'),
  ok('edge-function', 'stripe-hook', '--template', 'webhook'),
  ok('component', 'UserCard', '--props', 'name: string; avatar?: string', '--test', '--story'),
  ['component', 'lowercase'],
  // dist/fast/icons.cjs
  ok('icons', 'arrow', 'down'),
  ok('--json', 'icons', 'calendar', '--category', 'time'),
  ok('icons', '--svg', 'calendar', '--size', '48', '--color', '#3b82f6'),
  ok('icons', '--jsx', 'Home'),
  ok('icons', '--import', 'alarm-check'),
  ['icons', 'zzzzqqq'],
  ['icons', '--svg', 'calender'],
  ['icons', '--svg', 'house', '--size', '9999'],
  ['icons', '--svg', 'a', '--jsx', 'b'],
  // dist/fast/account.cjs
  ok('list'),
  ok('--json', 'list', '--group', 'converters'),
  ['list', '--group', 'nope'],
  ok('whoami'),
  ok('--json', 'whoami'),
  ['whoami', 'extra'],
  // The account's commands that reach the API are in cli/test/account-data.test.ts, against the local stack.
  ['login', '--help'],
  ['login', '--bogus'],
  ['logout', '--help'],
  ['projects', '--help'],
  ['projects', 'show'],
  // dist/fast/changelog.cjs
  ok('changelog'),
  ok('changelog', '--all', '--format', 'json'),
  ok('changelog', '--bumped-version'),
  ok('changelog', '--entry', 'Added dark mode', '--entry', 'Fixed login'),
  ['changelog', '--from', 'v9.9.9'],
  ['changelog', '--bump', 'sideways'],
  ok('release', '--dry-run'),
  ok('--json', 'release', '--dry-run'),
  ['release', '--release-as', 'one'],
  // dist/fast/commit.cjs (`commit` alone, in a terminal, opens the full CLI's form: test/commit-form-terminal.test.ts)
  ok('commit', '-t', 'feat', '-s', 'api', '-m', 'add login', '--issues', '12'),
  ok('commit', '--describe', 'Updated README with install steps'),
  ok('commit', '-m', 'add login', '--format', 'all'),
  ['commit', '-t', 'nope', '-m', 'x'],
  ['commit'],
  ok('--json', 'commit', 'lint', '--from', 'v1.0.0'),
  ['commit', 'lint', '-'],
  ['commit', 'lint', 'message.txt', '--json'],
  ['hooks', '--help'],
  ['hooks', 'install', '--bogus'],
  // dist/fast/workspace.cjs (its JSON holds the time it was made)
  ok('workspace', 'plan.txt', '--format', 'tree'),
  ok('workspace', 'plan.txt', '--format', 'markdown'),
  ok('workspace', 'plan.txt', '--format', 'svg', '--layout', 'radial'),
  ['workspace', 'missing.txt'],
  // dist/fast/api-docs.cjs
  ok('api-docs', 'petstore.yaml', '--format', 'md'),
  ok('api-docs', 'petstore.yaml'),
  ['api-docs', 'bad.json'],
  ['api-docs', 'diff', 'petstore.yaml'],
  // dist/fast/qr.cjs
  ok('qr', 'https://example.com'),
  ok('qr', 'hello', '--format', 'svg', '--level', 'H'),
  ['qr', 'x', '--level', 'Z'],
  ['qr', '--kind', 'wifi'],
  // dist/fast/sql.cjs (libpg-query required from node_modules, its WASM compiled in the run)
  ok('sql', 'format', 'query.sql'),
  ok('sql', 'format', 'query.sql', '--keyword-case', 'lower', '--indent', '4'),
  ['sql', 'format', 'query.sql', '--check'],
  ['sql', 'format', 'broken.sql'],
  ['sql', 'format', 'missing.sql'],
  ['sql', 'bogus'],
];

/**
 * Not signed in, an argv ends one of three ways, which main.ts decides alike for every command: help (0), a usage
 * error (2) or "not signed in" (3). So that run takes each command's first case and each help or unknown flag.
 */
const NOT_SIGNED_IN_CASES = CASES.filter(
  (args, at) =>
    CASES.findIndex((other) => commandNameIn(other) === commandNameIn(args)) === at ||
    args.includes('--help') ||
    args.includes('--bogus'),
);

const signedIn = signedInConfigHome('toolbox-fast-');
const notSignedIn = mkdtempSync(join(tmpdir(), 'toolbox-fast-none-'));

function run(entry: string, args: string[], configHome: string): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [join(dist, entry), ...args],
      {
        cwd,
        timeout: 20_000,
        env: { PATH: process.env.PATH ?? '', HOME: cwd, XDG_CONFIG_HOME: configHome, NO_COLOR: '1' },
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        if (error && code === null) reject(error);
        else resolve({ code, stdout, stderr });
      },
    );
    // A command reading stdin (`jwt decode` with no token) reads it empty, as from `< /dev/null`.
    child.stdin?.end();
  });
}

describe('the small commands answer through their bundle exactly as through the full CLI', () => {
  it('every case goes to the small commands bundle, and covers each command', () => {
    for (const args of CASES) expect({ args, target: launchTarget(args) }).toEqual({ args, target: 'fast' });
    expect(new Set(CASES.map(commandNameIn))).toEqual(new Set(FAST_COMMANDS));
  });

  it("names each small command's subcommands as its help does (each keeps a compile cache of its own)", async () => {
    for (const name of FAST_COMMANDS) {
      const help = await run('toolbox.mjs', [name, '--help'], signedIn);
      const commands = help.stdout.split(/\n(?:Commands|General):\n/)[1] ?? '';
      const listed = [...commands.matchAll(/^ {2}([a-z][a-z-]*)\b/gm)].map((match) => match[1]);
      expect({ name, subcommands: listed }).toEqual({ name, subcommands: FAST_SUBCOMMANDS[name] ?? [] });
    }
  });

  it.each([
    ['signed in, every case', signedIn, CASES],
    ['not signed in, each command once and each help or unknown flag', notSignedIn, NOT_SIGNED_IN_CASES],
  ])(
    '%s',
    async (_label, configHome, cases) => {
      const outcomes = new Set<number | null>();
      for (const args of cases) {
        const [fast, full] = await Promise.all([
          run('toolbox.js', args, configHome),
          run('toolbox.mjs', args, configHome),
        ]);
        expect({ args, ...fast }).toEqual({ args, ...full });
        if (configHome === signedIn && SUCCEED.has(args.join(' ')))
          expect({ args, code: fast.code, printed: fast.stdout.length > 0 }).toEqual({
            args,
            code: 0,
            printed: true,
          });
        outcomes.add(fast.code);
      }
      // Equal is not enough (both could fail alike): signed in, results and each kind of failure are among them.
      expect([...outcomes].sort()).toEqual(configHome === signedIn ? [0, 1, 2] : [0, 2, 3]);
    },
    // ~280 runs of the built CLI one pair after another: ~50 s on a quiet 2-core machine, 120 s was not enough
    // with a second test run beside it.
    300_000,
  );
});

describe('`toolbox completion <shell>`, printed by the launcher from the build (the full CLI loads every command)', () => {
  it.each(['bash', 'zsh', 'fish'])('%s: the full CLI’s script, byte for byte', async (shell) => {
    const [launcher, full] = await Promise.all([
      run('toolbox.js', ['completion', shell], notSignedIn),
      run('toolbox.mjs', ['completion', shell], notSignedIn),
    ]);
    expect(launchTarget(['completion', shell])).toBe('completion');
    expect(full.code).toBe(0);
    expect(full.stdout).toContain('toolbox');
    expect(launcher).toEqual(full);
  });

  it('an unknown shell is the full CLI’s usage error', async () => {
    const result = await run('toolbox.js', ['completion', 'tcsh'], notSignedIn);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/Allowed choices are bash, zsh, fish/);
  });
});

describe('the small commands with random results (uuid, password) answer alike through both', () => {
  it.each([
    [
      ['uuid', '--count', '3', '--v7'],
      /^([0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\n){3}$/,
    ],
    [['uuid'], /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\n$/],
    [['password', '--length', '20', '--count', '2', '--no-symbols'], /^([A-Za-z0-9]{20}\n){2}$/],
  ])('%j', async (args, shape) => {
    const [fast, full] = await Promise.all([
      run('toolbox.js', args, signedIn),
      run('toolbox.mjs', args, signedIn),
    ]);
    expect({ code: fast.code, stderr: fast.stderr }).toEqual({ code: 0, stderr: '' });
    expect({ code: full.code, stderr: full.stderr }).toEqual({ code: 0, stderr: '' });
    expect(fast.stdout).toMatch(shape);
    expect(full.stdout).toMatch(shape);
  });
});

describe('how the small commands write (issue 43: near a bare `node -e 0`)', () => {
  it.each([
    [['url', 'encode', 'a b&c', '--component'], /^a%20b%26c\n$/],
    // A table (output/print-text.ts): the text ends with a line break, so it goes out as lines.
    [['list'], /^jwt\tJWT Decoder\t/m],
  ])("lines reach a pipe without Node's stream, net or tty modules: %s", async (args, printed) => {
    const probe = join(cwd, 'modules-probe.cjs');
    writeFileSync(
      probe,
      "process.on('exit', () => require('node:fs').writeSync(2, JSON.stringify(process.moduleLoadList)));\n",
    );
    const result = await new Promise<Result>((resolve) =>
      execFile(
        process.execPath,
        ['-r', probe, join(dist, 'toolbox.js'), ...args],
        { cwd, env: { PATH: process.env.PATH ?? '', HOME: cwd, XDG_CONFIG_HOME: signedIn } },
        (error, stdout, stderr) => resolve({ code: error ? 1 : 0, stdout, stderr }),
      ),
    );
    expect(result.stdout).toMatch(printed);
    const loaded = (JSON.parse(result.stderr) as string[]).map((name) => name.replace(/^NativeModule /, ''));
    expect(loaded.filter((name) => ['stream', 'net', 'tty'].includes(name))).toEqual([]);
  });

  it.each([
    [['commit', '-t', 'feat', '-m', 'add login'], /^feat: add login\n$/],
    [['changelog'], /^- crash on save \([0-9a-f]{7}\)$/m],
    [['release', '--dry-run'], /^pets\t1\.0\.0\t1\.1\.0\t/m],
  ])(
    'asks git without node:child_process (platform/spawn-sync.ts), reads without node:fs/promises: %s',
    async (args, printed) => {
      const probe = join(cwd, 'modules-probe.cjs');
      writeFileSync(
        probe,
        "process.on('exit', () => require('node:fs').writeSync(2, JSON.stringify(process.moduleLoadList)));\n",
      );
      const run = (env: Record<string, string>) =>
        new Promise<Result>((resolve) =>
          execFile(
            process.execPath,
            ['-r', probe, join(dist, 'toolbox.js'), ...args],
            { cwd, env: { PATH: process.env.PATH ?? '', HOME: cwd, XDG_CONFIG_HOME: signedIn, ...env } },
            (error, stdout, stderr) => resolve({ code: error ? 1 : 0, stdout, stderr }),
          ),
        );
      const result = await run({});
      expect(result.stdout).toMatch(printed);
      const loaded = (JSON.parse(result.stderr) as string[]).map((name) =>
        name.replace(/^NativeModule /, ''),
      );
      expect(loaded.filter((name) => /child_process|^(net|stream|fs\/promises)$/.test(name))).toEqual([]);
      // Asking Node for its binding under --pending-deprecation would print DEP0111's warning: child_process runs git.
      const pending = await run({ NODE_PENDING_DEPRECATION: '1' });
      expect(pending.stdout).toBe(result.stdout);
      expect(pending.stderr).not.toMatch(/DeprecationWarning|DEP0111/);
      expect(JSON.parse(pending.stderr)).toContain('NativeModule child_process');
    },
  );

  it('hashes text and a small file without node:crypto (its first use starts OpenSSL and the stream modules)', async () => {
    const probe = join(cwd, 'modules-probe.cjs');
    writeFileSync(
      probe,
      "process.on('exit', () => require('node:fs').writeSync(2, JSON.stringify(process.moduleLoadList)));\n",
    );
    writeFileSync(join(cwd, 'small.txt'), 'abc');
    for (const args of [
      ['hash', '--text', 'abc'],
      [
        'hash',
        'small.txt',
        '--hmac',
        'key',
        '--verify',
        'sha256=9c196e32dc0175f86f4b1cb89289d6619de6bee699e4c378e68309ed97a1a6ab',
      ],
    ]) {
      const result = await new Promise<Result>((resolve) =>
        execFile(
          process.execPath,
          ['-r', probe, join(dist, 'toolbox.js'), ...args],
          { cwd, env: { PATH: process.env.PATH ?? '', HOME: cwd, XDG_CONFIG_HOME: signedIn } },
          (error, stdout, stderr) => resolve({ code: error ? 1 : 0, stdout, stderr }),
        ),
      );
      expect(result.stdout, args.join(' ')).toMatch(
        /^(ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad|Signature matches\.?)\n$/,
      );
      const loaded = (JSON.parse(result.stderr) as string[]).map((name) =>
        name.replace(/^NativeModule /, ''),
      );
      expect(
        loaded.filter((name) => name === 'crypto' || name.startsWith('internal/crypto/')),
        args.join(' '),
      ).toEqual([]);
    }
  });

  /** The built toolbox, signed in, in the shared folder, its compile cache under `cacheHome`. */
  const runWithCacheIn = (cacheHome: string, args: string[]) =>
    new Promise<Result>((resolve) =>
      execFile(
        process.execPath,
        [join(dist, 'toolbox.js'), ...args],
        {
          cwd,
          env: {
            PATH: process.env.PATH ?? '',
            HOME: cwd,
            XDG_CONFIG_HOME: signedIn,
            XDG_CACHE_HOME: cacheHome,
          },
        },
        (error, stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
      ),
    );

  it.runIf(!hasBuiltInCompileCache()).each([
    ['sql', 'format', 'query.sql'],
    ['tailwind', 'optimize', 'p-2 p-4'],
  ])(
    '%s %s: a command that sets V8 flags for its run writes its compile cache after it, and the next start takes it',
    async (...args) => {
      const cacheHome = mkdtempSync(join(tmpdir(), 'toolbox-fast-cache-'));
      const dir = join(cacheHome, 'toolbox', 'code-cache');
      const cacheOf = () => {
        const name = readdirSync(dir).find((file) => file.startsWith(`${args[0]}.cjs-`));
        return name === undefined ? undefined : statSync(join(dir, name)).ino;
      };
      const run = async () => {
        const result = await runWithCacheIn(cacheHome, args);
        expect(result.code).toBe(0);
        return result.stdout;
      };
      const first = await run();
      const written = cacheOf();
      expect(written).toBeDefined();
      // Written at exit, after the run changed V8's flags: V8 takes it only if they were put back first. A refused
      // cache is written again (a new file renamed over the old one: another inode).
      expect(await run()).toBe(first);
      expect(cacheOf()).toBe(written);
    },
  );

  it.runIf(!hasBuiltInCompileCache())(
    'a run that ends early (help, bad input) keeps a partial compile cache; the first that goes through writes the full one',
    async () => {
      const cacheHome = mkdtempSync(join(tmpdir(), 'toolbox-fast-cache-'));
      const dir = join(cacheHome, 'toolbox', 'code-cache');
      /** The command's cache files: name (full or partial) to inode (a new write renames a new file over it). */
      const caches = () =>
        Object.fromEntries(
          readdirSync(dir)
            .filter((file) => file.includes('-json-node'))
            .map((file) => [
              file.endsWith('.partial.v8cache') ? 'partial' : 'full',
              statSync(join(dir, file)).ino,
            ]),
        );
      const run = (...args: string[]) => runWithCacheIn(cacheHome, ['json', 'format', ...args]);
      expect((await run('--help')).code).toBe(0);
      const partial = caches();
      expect(Object.keys(partial)).toEqual(['partial']);
      expect((await run('bad.json')).code).toBe(1);
      expect(caches()).toEqual(partial);
      const formatted = await run('a.json');
      expect(formatted).toMatchObject({ code: 0, stdout: '{\n  "a": 1,\n  "b": [\n    1,\n    2\n  ]\n}\n' });
      const full = caches();
      expect(Object.keys(full)).toEqual(['full']);
      // Taken from then on: nothing is written again, after a run that went through or one that did not.
      expect(await run('a.json')).toEqual(formatted);
      expect((await run('--help')).code).toBe(0);
      expect(caches()).toEqual(full);
    },
  );

  it.each(['toolbox.js', 'toolbox.mjs'])(
    "%s sql format: Postgres's parser bundled (build.mjs, pgQueryBundled), its WASM from the package, not the working folder",
    async (entry) => {
      const meta = JSON.parse(readFileSync(join(dist, 'meta.json'), 'utf8')) as {
        outputs: Record<string, { inputs: Record<string, unknown> }>;
      };
      const sqlBundle = Object.keys(meta.outputs['dist/fast/sql.cjs']!.inputs);
      expect(sqlBundle.filter((file) => file.includes('libpg-query/wasm/'))).toHaveLength(2);
      const dir = mkdtempSync(join(tmpdir(), 'toolbox-fast-wasm-'));
      mkdirSync(join(dir, 'wasm'));
      for (const decoy of ['libpg-query.wasm', 'wasm/libpg-query.wasm'])
        writeFileSync(join(dir, decoy), 'not WASM');
      writeFileSync(join(dir, 'q.sql'), 'select 1 from t;');
      const result = await new Promise<Result>((resolve) =>
        execFile(
          process.execPath,
          [join(dist, entry), 'sql', 'format', 'q.sql'],
          { cwd: dir, env: { PATH: process.env.PATH ?? '', HOME: dir, XDG_CONFIG_HOME: signedIn } },
          (error, stdout, stderr) => resolve({ code: error ? 1 : 0, stdout, stderr }),
        ),
      );
      expect(result).toEqual({ code: 0, stdout: 'SELECT\n  1\nFROM\n  t;\n', stderr: '' });
    },
  );

  it.each(['toolbox.js', 'toolbox.mjs'])(
    '%s: a reader that has gone (`| head`) ends the run quietly with exit 0',
    async (entry) => {
      const child = spawn(process.execPath, [join(dist, entry), 'cron', '* * * * *', '--next', '100'], {
        cwd,
        env: { PATH: process.env.PATH ?? '', HOME: cwd, XDG_CONFIG_HOME: signedIn },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      // Closed before the command starts: its first line meets EPIPE.
      child.stdout.destroy();
      let stderr = '';
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
      });
      const code = await new Promise((resolve) => child.on('close', resolve));
      expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    },
  );

  it.runIf(canRunInTerminal)(
    'a terminal (a pseudo-terminal from util-linux `script`) still gets colour, as from the full CLI',
    () => {
      const inTerminal = (entry: string) =>
        execFileSync(
          'script',
          ['-qec', `"${process.execPath}" "${join(dist, entry)}" diff a.txt b.txt`, '/dev/null'],
          {
            cwd,
            encoding: 'utf8',
            env: { PATH: process.env.PATH ?? '', HOME: cwd, XDG_CONFIG_HOME: signedIn, TERM: 'xterm' },
          },
        );
      const fast = inTerminal('toolbox.js');
      expect(fast).toContain('\x1b[31m-two\x1b[39m');
      expect(fast).toBe(inTerminal('toolbox.mjs'));
    },
  );
});
