// `toolbox mcp` as a client sees it (issue 78): the built binary under the SDK's own Client over stdio. What each
// tool answers against what the CLI prints: mcp-equivalence.test.ts; the account's tools: mcp-account.test.ts.
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { afterAll, describe, expect, it } from 'vitest';
import { catalog, type Served, serve, textOf } from './mcp-client';
import { signedInConfigHome } from './signed-in-config-home.mjs';

// biome-ignore lint/suspicious/noControlCharactersInRegex: asserting none reaches the client
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/;

const folder = (prefix = 'toolbox-mcp-') => realpathSync(mkdtempSync(join(tmpdir(), prefix)));
const signedIn = () => ({ HOME: folder(), XDG_CONFIG_HOME: signedInConfigHome(), XDG_CACHE_HOME: folder() });

const open: Served[] = [];
async function started(...args: Parameters<typeof serve>) {
  const served = await serve(...args);
  open.push(served);
  return served;
}
afterAll(async () => {
  await Promise.all(open.map((served) => served.close().catch(() => {})));
});

/** CPU seconds the process has used (Linux: /proc/PID/stat's utime + stime, in clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** SQL that `sql format` takes seconds on (about 7 s of CPU per MB, bench/sql-format.bench.mjs). */
const LONG_SQL =
  'select id, name, created_at from public.todos where done = false order by created_at desc;\n'.repeat(
    8_000,
  );

describe('toolbox mcp: listing', () => {
  // Wall time is the scheduler's on a loaded machine (two cores shared with other runs: 1.7 s at a load of 10 for
  // what takes 270 ms at 1): there the CPU time the server took until it answered is what is its own.
  it('answers tools/list within 500 ms of its spawn (best of three; CPU time on a loaded machine)', async () => {
    const runs: { wall: number; cpu: number | undefined }[] = [];
    for (let i = 0; i < 3; i++) {
      const served = await serve(signedIn());
      const cpu = process.platform === 'linux' && served.pid ? cpuSeconds(served.pid) * 1000 : undefined;
      runs.push({ wall: served.listedAfter, cpu });
      await served.close();
    }
    const shown = runs.map((run) => `${Math.round(run.wall)} ms (CPU ${run.cpu ?? '?'} ms)`).join(', ');
    const loaded = loadavg()[0]! > availableParallelism();
    if (!loaded || runs[0]!.cpu === undefined)
      expect(Math.min(...runs.map((run) => run.wall)), `spawn to tools/list: ${shown}`).toBeLessThan(500);
    else expect(Math.min(...runs.map((run) => run.cpu!)), `spawn to tools/list: ${shown}`).toBeLessThan(500);
  });

  it('lists at most 40 tools, named as every client accepts, each registry command reachable', async () => {
    const { client } = await started(signedIn());
    const { tools } = await client.listTools();
    expect(tools.length).toBeLessThanOrEqual(40);
    expect(tools.map((tool) => tool.name)).toEqual(catalog.map((tool) => tool.name));
    for (const tool of tools) expect(tool.name).toMatch(/^[a-z0-9_-]{1,40}$/);
    expect(new Set(tools.map((tool) => tool.name)).size).toBe(tools.length);
    const operations = catalog.flatMap((tool) =>
      tool.operations.map((operation) => operation.path.join(' ')),
    );
    for (const job of [
      'changelog',
      'commit lint',
      'release',
      'check rls',
      'schema diff',
      'api-docs diff',
      'check pr',
    ])
      expect(operations).toContain(job);
    for (const job of ['projects list', 'projects show', 'projects push', 'preset list', 'preset save'])
      expect(operations).toContain(job);
  });

  it('compiles every input and output schema in Ajv (strict mode)', async () => {
    const { client } = await started(signedIn());
    const { tools } = await client.listTools();
    const ajv = new Ajv({ strict: true, strictTypes: false });
    for (const tool of tools) {
      expect(() => ajv.compile(tool.inputSchema), `${tool.name} input`).not.toThrow();
      expect(() => ajv.compile(tool.outputSchema ?? {}), `${tool.name} output`).not.toThrow();
    }
  });

  it('annotates honestly: release and projects push/rm destructive, the read-only ones write nothing', async () => {
    const { client } = await started(signedIn());
    const { tools } = await client.listTools();
    const named = (name: string) => tools.find((tool) => tool.name === name)!;
    expect(named('release').annotations).toMatchObject({ destructiveHint: true, readOnlyHint: false });
    expect(named('account_edit').annotations).toMatchObject({ destructiveHint: true, openWorldHint: true });
    expect(named('account').annotations).toMatchObject({ destructiveHint: false });
    expect(named('jwt').annotations).toMatchObject({
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
    });
    for (const tool of catalog) {
      if (!tool.annotations.readOnlyHint) continue;
      for (const operation of tool.operations) {
        expect(operation.effects, `${tool.name}: ${operation.path.join(' ')}`).toBe('reads');
        expect(operation.params.filter((param) => param.path !== 'none' && param.path !== 'input')).toEqual(
          [],
        );
      }
    }
  });

  it('`toolbox mcp --list` prints the tools and their schemas for people', async () => {
    const { execFileSync } = await import('node:child_process');
    const { toolboxJs } = await import('./run-built');
    const text = execFileSync(process.execPath, [toolboxJs, 'mcp', '--list'], { encoding: 'utf8' });
    expect(text).toMatch(new RegExp(`^${catalog.length} tools\\n`));
    expect(text).toContain('release  [project; destructive, openWorld]');
    expect(text).toContain('"enum": [');
  });
});

describe('toolbox mcp: calls', () => {
  it('a signed-out call is a tool error with the line to act on, not a crash', async () => {
    const empty = folder();
    const { client } = await started({ HOME: empty, XDG_CONFIG_HOME: empty });
    const result = await client.callTool({ name: 'cron', arguments: { expression: '*/5 * * * *' } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^toolbox: not signed in.*toolbox login/);
    expect(textOf(result)).not.toMatch(/\n|\bat .*:\d+:\d+/);
    // A command that needs no account still runs.
    const lint = await client.callTool({
      name: 'commit_lint',
      arguments: { file: '-', stdin: 'feat: add login\n' },
    });
    expect(lint.isError ?? false).toBe(false);
  });

  it('bad arguments are tool errors naming the argument; terminal escapes never reach the text', async () => {
    const { client } = await started(signedIn());
    const wrongType = await client.callTool({
      name: 'cron',
      arguments: { expression: '* * * * *', next: 'many' },
    });
    expect(wrongType.isError).toBe(true);
    expect(textOf(wrongType)).toMatch(/^invalid arguments for cron: \/next must be/);
    const unknown = await client.callTool({ name: '\u001b[2Jcron\u0007', arguments: {} });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).not.toMatch(CONTROL);
    const noOperation = await client.callTool({ name: 'jwt', arguments: { operation: 'jwt explode' } });
    expect(noOperation.isError).toBe(true);
    const badInput = await client.callTool({
      name: 'cron',
      arguments: { expression: '\u001b]0;pwned\u0007 61 * * * *' },
    });
    expect(badInput.isError).toBe(true);
    expect(textOf(badInput)).not.toMatch(CONTROL);
  });

  it('writes only inside --root: a path outside, a link out of it and a URL are refused; nothing is written', async () => {
    const root = folder();
    const outside = folder('toolbox-mcp-outside-');
    symlinkSync(outside, join(root, 'link'));
    writeFileSync(join(outside, 'secret.txt'), 'secret\n');
    const { client } = await started(signedIn(), { args: ['--root', root], cwd: folder() });
    for (const output of [
      '../escape',
      outside,
      join(root, 'link', 'og'),
      `${root}/../${outside.split('/').pop()}`,
    ]) {
      const result = await client.callTool({ name: 'og', arguments: { title: 'Hi', output } });
      expect(result.isError, output).toBe(true);
      expect(textOf(result)).toMatch(/outside the roots this server may use/);
    }
    expect(readdirSync(outside)).toEqual(['secret.txt']);
    // Reading outside is refused the same way: a document must come from the roots (or stdin).
    const read = await client.callTool({
      name: 'diff',
      arguments: { a: join(outside, 'secret.txt'), b: '-', stdin: '' },
    });
    expect(read.isError).toBe(true);
    expect(textOf(read)).not.toContain('secret\n');
    // An argument that may also be text (data-uri decode's URI or file) is still a path the roots hold.
    const decoded = await client.callTool({
      name: 'utilities',
      arguments: { operation: 'data-uri decode', options: { file: join(outside, 'secret.txt') } },
    });
    expect(decoded.isError).toBe(true);
    expect(textOf(decoded)).toMatch(/outside the roots this server may use/);
    const url = await client.callTool({
      name: 'api-docs',
      arguments: { operation: 'api-docs', options: { spec: 'http://127.0.0.1:9/openapi.json' } },
    });
    expect(url.isError).toBe(true);
    expect(textOf(url)).toMatch(/is not a path/);
    // Inside: written there, and returned as a link and inline.
    const inside = await client.callTool({
      name: 'og',
      arguments: { title: 'Hi', output: 'img', size: ['1200x630'] },
    });
    expect(inside.isError ?? false).toBe(false);
    expect(existsSync(join(root, 'img', 'og-image-1200x630.png'))).toBe(true);
    const content = inside.content as { type: string; uri?: string; mimeType?: string }[];
    expect(content).toContainEqual(
      expect.objectContaining({ type: 'resource_link', uri: `file://${root}/img/og-image-1200x630.png` }),
    );
    expect(content).toContainEqual(expect.objectContaining({ type: 'image', mimeType: 'image/png' }));
  });

  it("takes the client's roots when it offers them: written there, not in the folder the server started in", async () => {
    const root = folder();
    const started_in = folder();
    const { client } = await started(signedIn(), { cwd: started_in, roots: [root] });
    const inside = await client.callTool({ name: 'qr', arguments: { text: 'hello', output: 'qr.png' } });
    expect(inside.isError ?? false).toBe(false);
    expect(existsSync(join(root, 'qr.png'))).toBe(true);
    expect(readdirSync(started_in)).toEqual([]);
    const elsewhere = await client.callTool({
      name: 'qr',
      arguments: { text: 'hello', output: join(started_in, 'qr.png') },
    });
    expect(elsewhere.isError).toBe(true);
    expect(readdirSync(started_in)).toEqual([]);
  });

  it('without `output` nothing is written: the image comes back inline', async () => {
    const root = folder();
    const { client } = await started(signedIn(), { args: ['--root', root] });
    const result = await client.callTool({ name: 'qr', arguments: { text: 'hello', format: 'png' } });
    expect(result.isError ?? false).toBe(false);
    expect(result.content).toContainEqual(expect.objectContaining({ type: 'image', mimeType: 'image/png' }));
    expect(readdirSync(root)).toEqual([]);
  });

  it.runIf(process.platform === 'linux')(
    'a cancelled long run stops: the server goes idle at once',
    async () => {
      const { client, pid } = await started(signedIn());
      const controller = new AbortController();
      const call = client.callTool(
        { name: 'sql_format', arguments: { file: '-', stdin: LONG_SQL } },
        undefined,
        { signal: controller.signal, timeout: 120_000 },
      );
      await new Promise((done) => setTimeout(done, 1_500));
      const busy = cpuSeconds(pid!);
      controller.abort('the user pressed Esc');
      await expect(call).rejects.toThrow();
      // Ending the thread takes a moment (its isolate torn down: ~0.1-0.3 s of CPU on a loaded machine).
      await new Promise((done) => setTimeout(done, 1_000));
      const before = cpuSeconds(pid!);
      await new Promise((done) => setTimeout(done, 2_000));
      // Formatting was using a core (it runs for seconds more uncancelled); cancelled, the thread is gone.
      expect(busy).toBeGreaterThan(0.5);
      expect(cpuSeconds(pid!) - before).toBeLessThan(0.2);
      // The server still answers.
      const after = await client.callTool({
        name: 'utilities',
        arguments: { operation: 'url encode', options: { text: 'a b' } },
      });
      expect(after.isError ?? false).toBe(false);
    },
  );

  it('a run past --timeout is stopped with a tool error, and sends progress while it runs', async () => {
    const { client } = await started(signedIn(), { args: ['--timeout', '3'] });
    const progress: unknown[] = [];
    const result = await client.callTool(
      { name: 'sql_format', arguments: { file: '-', stdin: LONG_SQL } },
      undefined,
      { onprogress: (update) => progress.push(update), timeout: 60_000 },
    );
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^sql format took longer than 3 s and was stopped/);
    expect(progress.length).toBeGreaterThan(0);
  });
});

describe('toolbox mcp: a call that never got its turn', () => {
  it('timing out while queued behind four running calls says it waited, not that it took too long', async () => {
    const { client } = await started(signedIn(), { args: ['--timeout', '2'] });
    const calls = Array.from({ length: 5 }, () =>
      client.callTool({ name: 'sql_format', arguments: { file: '-', stdin: LONG_SQL } }, undefined, {
        timeout: 60_000,
      }),
    );
    const texts = (await Promise.all(calls)).map(textOf);
    // Four ran and were stopped; the fifth waited for a free slot all that time (it may just have started).
    expect(
      texts.filter((text) => /^sql format took longer than 2 s and was stopped/.test(text)),
    ).toHaveLength(4);
    expect(texts[4]).toMatch(/^sql format waited 2 s for (its turn|one of the 4 running calls to end)/);
  });
});

describe('toolbox mcp: a repository it does not trust', () => {
  it("never runs the repository's JavaScript commitlint config, which the CLI runs to lint", async () => {
    const { execFileSync } = await import('node:child_process');
    const { toolboxJs } = await import('./run-built');
    const repo = folder();
    const marker = join(folder(), 'ran');
    execFileSync('git', ['init', '-q'], { cwd: repo });
    writeFileSync(
      join(repo, 'commitlint.config.cjs'),
      `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran');\nmodule.exports = { rules: {} };\n`,
    );
    const env = signedIn();
    // The CLI, asked by its user in their own repository, runs it (as commitlint does).
    execFileSync(process.execPath, [toolboxJs, 'commit', 'lint', '-'], {
      cwd: repo,
      input: 'feat: add login\n',
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    expect(existsSync(marker)).toBe(true);
    rmSync(marker);
    const { client } = await started(env, { args: ['--root', repo], cwd: repo });
    const lint = await client.callTool({
      name: 'commit_lint',
      arguments: { file: '-', stdin: 'feat: add login\n' },
    });
    expect(lint.isError ?? false, textOf(lint)).toBe(false);
    expect(lint.structuredContent).toMatchObject({
      valid: true,
      notes: [expect.stringMatching(/commitlint\.config\.cjs is run only to lint/)],
    });
    const pr = await client.callTool({
      name: 'commit',
      arguments: { type: 'feat', message: 'add login', lint: true },
    });
    expect(pr.isError ?? false, textOf(pr)).toBe(false);
    expect(existsSync(marker)).toBe(false);
  });
});

describe('toolbox mcp: nothing changes without the argument that asks for it', () => {
  it('release plans unless dryRun is false, and only then commits and tags (no push without push)', async () => {
    const { execFileSync } = await import('node:child_process');
    const { toolboxJs } = await import('./run-built');
    const repo = folder();
    const git = (...args: string[]) =>
      execFileSync(
        'git',
        ['-c', 'user.name=Ada', '-c', 'user.email=ada@example.com', '-c', 'commit.gpgsign=false', ...args],
        {
          cwd: repo,
          encoding: 'utf8',
        },
      );
    writeFileSync(join(repo, 'package.json'), '{ "name": "rocket", "version": "0.1.0" }\n');
    git('init', '-q');
    git('add', '-A');
    git('commit', '-q', '-m', 'feat: first');
    const env = {
      ...signedIn(),
      GIT_AUTHOR_NAME: 'Ada',
      GIT_AUTHOR_EMAIL: 'ada@example.com',
      GIT_COMMITTER_NAME: 'Ada',
      GIT_COMMITTER_EMAIL: 'ada@example.com',
    };
    const plan = execFileSync(process.execPath, [toolboxJs, '--json', 'release', '--dry-run'], {
      cwd: repo,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    const { client } = await started(env, { args: ['--root', repo], cwd: repo });
    const planned = await client.callTool({ name: 'release', arguments: {} });
    expect(planned.isError ?? false, textOf(planned)).toBe(false);
    expect(planned.structuredContent).toEqual(JSON.parse(plan));
    expect(git('tag')).toBe('');
    const released = await client.callTool({ name: 'release', arguments: { dryRun: false } });
    expect(released.isError ?? false, textOf(released)).toBe(false);
    expect(git('tag').trim()).toMatch(/0\.2\.0/);
  });
});

describe('toolbox mcp: inputs', () => {
  it('takes a document as `stdin` within the CLI input limit, refusing one over it', async () => {
    const { client } = await started(signedIn());
    const tool = catalog.find((each) => each.name === 'sql_format')!;
    const limit = tool.operations[0]!.inputLimit!;
    expect(limit).toBe(5_000_000);
    const schema = tool.inputSchema as { properties: { stdin: { maxLength: number } } };
    expect(schema.properties.stdin.maxLength).toBe(limit);
    const big = await client.callTool({
      name: 'sql_format',
      arguments: { file: '-', stdin: 'x'.repeat(limit + 1) },
    });
    expect(big.isError).toBe(true);
  });
});
