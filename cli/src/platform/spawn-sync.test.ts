import { spawnSync } from 'node:child_process';
import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type SyncChildOptions, spawnSyncChild } from './spawn-sync';

const folder = realpathSync(mkdtempSync(join(tmpdir(), 'toolbox-spawn-sync-')));
const env = { PATH: process.env.PATH ?? '', LANG: 'C' };

interface Case {
  name: string;
  file: string;
  args: string[];
  options?: Partial<SyncChildOptions>;
}

// Each runs through spawnSyncChild and through Node's own spawnSync with the same options: the same answer, to the
// error's code and message.
const cases: Case[] = [
  { name: 'output and an exit status', file: 'sh', args: ['-c', 'printf out; printf "é\\n" >&2; exit 3'] },
  { name: 'text on stdin, as UTF-8', file: 'cat', args: [], options: { input: 'héllo\n€ and 😀\n' } },
  { name: 'an empty input closes stdin', file: 'sh', args: ['-c', 'cat; echo done'], options: { input: '' } },
  { name: 'stdin left out', file: 'sh', args: ['-c', 'cat; echo done'], options: { stdin: 'ignore' } },
  {
    name: 'stderr dropped',
    file: 'sh',
    args: ['-c', 'echo kept; echo dropped >&2'],
    options: { stderr: 'ignore' },
  },
  {
    name: 'stdout dropped',
    file: 'sh',
    args: ['-c', 'echo dropped; echo kept >&2'],
    options: { stdout: 'ignore' },
  },
  {
    name: 'its own environment, unset values left out',
    file: 'sh',
    args: ['-c', 'echo "$TOOLBOX_A"; printenv TOOLBOX_B || echo unset; env | grep -c TOOLBOX_'],
    options: { env: { ...env, TOOLBOX_A: 'a=b c', TOOLBOX_B: undefined } },
  },
  { name: 'the folder it runs in', file: 'pwd', args: [] },
  { name: 'a signal', file: 'sh', args: ['-c', 'echo before; kill -TERM $$'] },
  { name: 'no such program', file: 'toolbox-no-such-program', args: ['--version'] },
  { name: 'no such folder', file: 'sh', args: ['-c', 'true'], options: { cwd: join(folder, 'missing') } },
  {
    name: 'input the child never reads',
    file: 'sh',
    args: ['-c', 'exit 0'],
    options: { input: 'x'.repeat(1 << 20) },
  },
];

/** What a run gave, as compared: the error by its code, message and the program it names. */
function answer(run: {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string | null;
  stderr: string | null;
  error?: Error;
}) {
  const error = run.error as NodeJS.ErrnoException | undefined;
  return {
    status: run.status,
    signal: run.signal,
    stdout: run.stdout ?? '',
    stderr: run.stderr ?? '',
    error: error && { code: error.code, message: error.message, path: error.path, syscall: error.syscall },
  };
}

describe('spawnSyncChild answers as child_process.spawnSync', () => {
  it.each(cases)('$name', ({ file, args, options }) => {
    const own: SyncChildOptions = { cwd: folder, env, maxBuffer: 1 << 20, ...options };
    const node = spawnSync(file, args, {
      cwd: own.cwd,
      env: own.env,
      input: own.input,
      maxBuffer: own.maxBuffer,
      encoding: 'utf8',
      stdio: [own.stdin ?? 'pipe', own.stdout ?? 'pipe', own.stderr ?? 'pipe'],
    });
    expect(answer(spawnSyncChild(file, args, own))).toEqual(answer(node));
  });

  it('kills a child that writes more than allowed, keeping what was read, as Node does', () => {
    // `yes` writes until it is killed: how much was read by then varies from run to run, for Node too.
    const own = spawnSyncChild('yes', [], { cwd: folder, env, maxBuffer: 100 });
    const node = spawnSync('yes', [], { cwd: folder, env, maxBuffer: 100, encoding: 'utf8' });
    const { stdout, ...rest } = answer(own);
    expect(rest).toEqual({ ...answer(node), stdout: undefined });
    expect(rest.error?.code).toBe('ENOBUFS');
    expect(stdout).toMatch(/^(y\n)+y?$/);
  });

  it('refuses a NUL in an argument, the folder or the environment as Node does, running nothing', () => {
    const nul = 'a\0b';
    for (const [args, options] of [
      [[nul], {}],
      [[], { cwd: `${folder}\0x` }],
      [[], { env: { ...env, TOOLBOX_A: nul } }],
    ] as const) {
      const own: SyncChildOptions = { cwd: folder, env, maxBuffer: 1 << 20, ...options };
      const thrown = (run: () => unknown) => {
        try {
          run();
        } catch (error) {
          return { code: (error as NodeJS.ErrnoException).code, message: (error as Error).message };
        }
        return undefined;
      };
      const expected = thrown(() => spawnSync('echo', [...args], { cwd: own.cwd, env: own.env }));
      expect(expected?.code).toBe('ERR_INVALID_ARG_VALUE');
      expect(thrown(() => spawnSyncChild('echo', args, own))).toEqual(expected);
    }
  });

  it('passes NODE_V8_COVERAGE on to a child given its own environment, as Node does', () => {
    const before = process.env.NODE_V8_COVERAGE;
    process.env.NODE_V8_COVERAGE = join(folder, 'coverage');
    try {
      const args = ['-c', 'printenv NODE_V8_COVERAGE || echo unset'];
      const own = spawnSyncChild('sh', args, { cwd: folder, env, maxBuffer: 1 << 20 });
      const node = spawnSync('sh', args, { cwd: folder, env, encoding: 'utf8' });
      expect(own.stdout).toBe(`${join(folder, 'coverage')}\n`);
      expect(own.stdout).toBe(node.stdout);
    } finally {
      if (before === undefined) delete process.env.NODE_V8_COVERAGE;
      else process.env.NODE_V8_COVERAGE = before;
    }
  });

  it("gives a child left without an environment the process's own, as changed by the run, as Node does", () => {
    process.env.TOOLBOX_SPAWN_GONE = 'set, then deleted';
    delete process.env.TOOLBOX_SPAWN_GONE;
    process.env.TOOLBOX_SPAWN_SET = 'set by the run';
    try {
      const own = spawnSyncChild('env', [], { cwd: folder, maxBuffer: 1 << 20 });
      const node = spawnSync('env', [], { cwd: folder, encoding: 'utf8' });
      const variables = (text: string) => text.split('\n').sort();
      expect(own.stdout).toContain('TOOLBOX_SPAWN_SET=set by the run\n');
      expect(own.stdout).not.toContain('TOOLBOX_SPAWN_GONE');
      expect(variables(own.stdout)).toEqual(variables(node.stdout));
    } finally {
      delete process.env.TOOLBOX_SPAWN_SET;
    }
  });
});
