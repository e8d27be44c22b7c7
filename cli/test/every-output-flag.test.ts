// Issue 81 item 15: every command whose help lists -o writes there, through the shared writers (write-output.ts,
// fs-sink.ts), which refuse a symbolic link. Each command runs in this process (main(), as the built binary runs
// it) in a fresh folder: once with -o, once with -o naming a link to a place outside the folder.
import {
  existsSync,
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
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import type { CommandModule } from '../src/command-module';
import { commandModules } from '../src/commands/index';
import { toolboxInProcess } from './in-process';
import { toolboxIn } from './signed-in-toolbox';

/** One run of a command without its -o: what it writes to -o (a file, or files in a folder). */
interface Run {
  args: string[];
  input?: string;
  writes: 'file' | 'folder';
  /** The -o name, when the command wants an extension (qr: FILE.png or FILE.svg). */
  target?: string;
}

const OPENAPI = (version: string, extra = '') =>
  `openapi: 3.0.3\ninfo: {title: Pets, version: "${version}"}\npaths:\n  /pets:\n    get:\n      responses: {'200': {description: ok}}\n${extra}`;
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Keyed by the command's path: a new command that lists -o has no run here, and the first test says so. */
const RUNS: Record<string, Run | 'account'> = {
  changelog: { args: ['changelog', '--entry', 'Added dark mode'], writes: 'file' },
  favicon: { args: ['favicon', '--text', 'DT'], writes: 'folder' },
  mockup: { args: ['mockup', 'shot.png', '--device', 'iphone-14-pro'], writes: 'folder' },
  og: { args: ['og', '--title', 'Hi'], writes: 'folder' },
  // Needs the account's data API: test/account-data.test.ts pulls with -o on a real stack.
  'projects pull': 'account',
  // Needs a link made on a real stack: test/share.test.ts opens one with -o there.
  'share open': 'account',
  base64: { args: ['base64', 'encode', 'hello'], writes: 'file' },
  json: { args: ['json', 'format', 'in.json'], writes: 'file' },
  workspace: { args: ['workspace', 'plan.md'], writes: 'file' },
  meta: { args: ['meta', '--title', 'T', '--description', 'D'], writes: 'file' },
  readme: { args: ['readme', '--name', 'Rocket'], writes: 'file' },
  pdf: { args: ['pdf', 'notes.md'], writes: 'file' },
  blog: { args: ['blog', 'notes.md'], writes: 'folder' },
  rls: { args: ['rls', '--table', 'todos'], writes: 'file' },
  realtime: { args: ['realtime', '--table', 'messages'], writes: 'folder' },
  'edge-function': { args: ['edge-function', 'hello'], writes: 'folder' },
  component: { args: ['component', 'Button'], writes: 'folder' },
  icons: { args: ['icons', 'arrow'], writes: 'file' },
  schema: { args: ['schema', '--sample', '--format', 'mermaid'], writes: 'file' },
  'schema diff': { args: ['schema', 'diff', 'old.sql', 'new.sql'], writes: 'file' },
  'api-docs': { args: ['api-docs', 'old.yaml', '--format', 'md'], writes: 'file' },
  'api-docs diff': { args: ['api-docs', 'diff', 'old.yaml', 'new.yaml'], writes: 'file' },
  convert: { args: ['convert', 'in.json', '--to', 'yaml'], writes: 'file' },
  types: { args: ['types', 'in.json', '--lang', 'zod'], writes: 'file' },
  qr: { args: ['qr', 'hello'], writes: 'file', target: 'out.png' },
  'sql format': { args: ['sql', 'format', 'q.sql'], writes: 'file' },
  'data-uri': { args: ['data-uri', 'in.json'], writes: 'file' },
  'xml format': { args: ['xml', 'format', '-'], input: '<a><b/></a>', writes: 'file' },
  'xml minify': { args: ['xml', 'minify', '-'], input: '<a>\n  <b/>\n</a>', writes: 'file' },
  'xml to-json': { args: ['xml', 'to-json', '-'], input: '<a x="1"/>', writes: 'file' },
  'xml from-json': { args: ['xml', 'from-json', 'in.json'], writes: 'file' },
  'data-uri decode': { args: ['data-uri', 'decode', 'uri.txt'], writes: 'file' },
  compose: { args: ['compose', '-'], input: 'docker run -p 6379:6379 redis:7\n', writes: 'file' },
};

/** Every command path whose help lists -o: its own flag, or its parent's (commander reads it after the name too). */
async function commandsWithOutput(): Promise<string[]> {
  const found: string[] = [];
  const walk = (path: string[], module: CommandModule, inherited: boolean) => {
    const cmd = new Command(path.at(-1) ?? '');
    module.configure(cmd);
    const own = cmd.options.some((option) => option.short === '-o');
    if ((own || inherited) && module.run) found.push(path.join(' '));
    for (const [name, sub] of Object.entries(module.subcommands ?? {}))
      walk([...path, name], sub, own || inherited);
  };
  for (const [name, load] of Object.entries(commandModules)) walk([name], await load(), false);
  return found;
}

const listed = await commandsWithOutput();

function playground() {
  const root = mkdtempSync(join(tmpdir(), 'toolbox-every-o-'));
  const dir = join(root, 'work');
  const outside = join(root, 'outside');
  mkdirSync(dir);
  mkdirSync(outside);
  writeFileSync(join(dir, 'in.json'), '{"id": 1}');
  writeFileSync(join(dir, 'notes.md'), '# Notes\n\nText.\n');
  writeFileSync(join(dir, 'plan.md'), '# Plan\n- [ ] task one\n');
  writeFileSync(join(dir, 'q.sql'), 'SELECT id FROM todos');
  writeFileSync(join(dir, 'uri.txt'), 'data:text/plain;base64,aGk=');
  writeFileSync(join(dir, 'old.sql'), 'create table t (id int primary key);\n');
  writeFileSync(join(dir, 'new.sql'), 'create table t (id int primary key, name text);\n');
  writeFileSync(join(dir, 'old.yaml'), OPENAPI('1.0'));
  writeFileSync(
    join(dir, 'new.yaml'),
    OPENAPI('2.0', "  /owners:\n    get:\n      responses: {'200': {description: ok}}\n"),
  );
  writeFileSync(join(dir, 'shot.png'), Buffer.from(ONE_PIXEL_PNG, 'base64'));
  return { dir, outside };
}

describe('every command that lists -o writes there, never through a link', () => {
  it('each such command has a run here', () => {
    expect(listed).toContain('api-docs diff');
    expect(listed.filter((path) => !(path in RUNS))).toEqual([]);
  });

  const runs = Object.entries(RUNS).filter((entry): entry is [string, Run] => entry[1] !== 'account');

  it.each(runs)('%s -o TARGET writes the target, not stdout', async (_path, run) => {
    const { dir } = playground();
    const target = run.target ?? (run.writes === 'file' ? 'out.txt' : 'out');
    const result = await toolboxInProcess(dir, [...run.args, '-o', target], { input: run.input });
    expect(result.code).toBe(0);
    const path = join(dir, target);
    if (run.writes === 'file') {
      expect(statSync(path).isFile()).toBe(true);
      expect(statSync(path).size).toBeGreaterThan(0);
      const written = readFileSync(path, 'utf8').slice(0, 200);
      if (written.trim().length > 20) expect(result.stdout).not.toContain(written.trim());
    } else expect(readdirSync(path).length).toBeGreaterThan(0);
  });

  it.each(runs)('%s -o LINK is refused, nothing written where the link points', async (_path, run) => {
    const { dir, outside } = playground();
    const target = run.target ?? (run.writes === 'file' ? 'out.txt' : 'out');
    symlinkSync(run.writes === 'file' ? join(outside, 'planted') : outside, join(dir, target));
    const result = await toolboxInProcess(dir, [...run.args, '-o', target, '--force'], { input: run.input });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/symbolic link/);
    expect(readdirSync(outside)).toEqual([]);
    expect(existsSync(join(outside, 'planted'))).toBe(false);
  });
});

describe('a write the system refuses (built binary)', () => {
  it('-o onto a full disk is one line naming it, exit 1, never "Unexpected error"', () => {
    // /dev/full: every write fails with ENOSPC, as on a disk that filled up mid-run.
    const { dir } = playground();
    const result = toolboxIn(dir, ['convert', '-', '--to', 'yaml', '-o', '/dev/full', '--force'], {
      input: '{"a": 1}',
    });
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'toolbox: no space left on device (ENOSPC, write).\n',
    });
  });

  it('-o in a folder the system will not create (under /proc) ends at once with one line, not spinning', () => {
    // Node's recursive mkdir retried /proc/1/x forever: mkdir says ENOENT there though /proc/1 exists.
    const { dir } = playground();
    const result = toolboxIn(dir, ['convert', '-', '--to', 'yaml', '-o', '/proc/1/x/out.yaml'], {
      input: '{"a": 1}',
      timeout: 20_000,
    });
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'toolbox: no such file or directory: /proc/1/x (ENOENT, mkdir).\n',
    });
  });
});
