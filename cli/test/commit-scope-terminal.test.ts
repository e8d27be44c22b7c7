// Issue 27 item 6 leftovers: `commit` guesses a scope from the staged files when none is given, and commit
// subjects (the authors' text) never reach a terminal with escape sequences or control characters in them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/main';
import { testContext } from '../src/test-context';
import { tempRepo } from './changelog-repo';

/** What no byte printed to a terminal may contain: ESC, BEL, other C0 but tab/newline, DEL, C1, bidi overrides. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: asserting none reaches the terminal
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/;
const HOSTILE = 'feat: add the \x1b]0;owned\x07export\x1b[2J\u202e page';

async function run(cwd: string, argv: string[], isTTY: boolean) {
  const ctx = testContext({ cwd, isTTY, env: { PATH: process.env.PATH ?? '' } });
  const code = await main(argv, ctx);
  return { code, stdout: ctx.captured.stdout, stderr: ctx.captured.stderr };
}

describe('commit subjects printed to a terminal', () => {
  it('changelog strips escape sequences and controls on a terminal and in a pipe (issue 41 item 23)', async () => {
    const repo = tempRepo();
    repo.commit(HOSTILE);
    const terminal = await run(repo.dir, ['changelog', '--unreleased'], true);
    expect(terminal.code, terminal.stderr).toBe(0);
    expect(terminal.stdout).toContain('add the export page');
    expect(terminal.stdout).not.toMatch(CONTROL);
    const json = await run(repo.dir, ['changelog', '--unreleased', '--format', 'json'], true);
    expect(json.stdout).not.toMatch(CONTROL);
    expect(JSON.parse(json.stdout).releases[0].changes.added[0].description).toBe(HOSTILE.slice(6));
    // A pipe or a file is read on a terminal later (cat CHANGELOG.md): inert too.
    const piped = await run(repo.dir, ['changelog', '--unreleased'], false);
    expect(piped.stdout).toContain('add the export page');
    expect(piped.stdout).not.toMatch(CONTROL);
  });

  it('commit lint --from/--to names a failing subject without its controls', async () => {
    const repo = tempRepo();
    repo.commit('feat: first');
    repo.tag('v1.0.0');
    repo.commit('Added \x1b]52;c;cm0gLXJmIH4=\x07the export.\x1b[1A\x1b[2K');
    const result = await run(repo.dir, ['commit', 'lint', '--from', 'v1.0.0', '--to', 'HEAD'], false);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Added the export.');
    expect(result.stderr).not.toMatch(CONTROL);
  });
});

describe('commit guesses the scope from the staged files', () => {
  function workspaceRepo() {
    const repo = tempRepo();
    writeFileSync(
      join(repo.dir, 'package.json'),
      JSON.stringify({ private: true, workspaces: ['packages/*'] }),
    );
    mkdirSync(join(repo.dir, 'packages', 'web', 'src'), { recursive: true });
    writeFileSync(join(repo.dir, 'packages', 'web', 'package.json'), JSON.stringify({ name: '@acme/web' }));
    writeFileSync(join(repo.dir, 'packages', 'web', 'src', 'list.ts'), 'export {};\n');
    mkdirSync(join(repo.dir, 'src', 'auth'), { recursive: true });
    writeFileSync(join(repo.dir, 'src', 'auth', 'login.ts'), 'export {};\n');
    return repo;
  }

  it('the workspace package of the staged files, else a path word; none when nothing is staged', async () => {
    const repo = workspaceRepo();
    const message = ['commit', '-t', 'fix', '-m', 'handle the empty list'];
    expect((await run(repo.dir, message, false)).stdout.trim()).toBe('fix: handle the empty list');
    repo.git('add', 'packages/web/src/list.ts');
    expect((await run(repo.dir, message, false)).stdout.trim()).toBe('fix(web): handle the empty list');
    // A scope given wins.
    expect((await run(repo.dir, [...message, '-s', 'api'], false)).stdout.trim()).toBe(
      'fix(api): handle the empty list',
    );
    repo.git('reset', '-q');
    repo.git('add', 'src/auth/login.ts');
    expect((await run(repo.dir, message, false)).stdout.trim()).toBe('fix(auth): handle the empty list');
  });

  it("not a scope the repository's rules refuse", async () => {
    const repo = workspaceRepo();
    writeFileSync(
      join(repo.dir, '.commitlintrc.json'),
      JSON.stringify({
        extends: ['@commitlint/config-conventional'],
        rules: { 'scope-enum': [2, 'always', ['api']] },
      }),
    );
    repo.git('add', 'packages/web/src/list.ts');
    const result = await run(repo.dir, ['commit', '-t', 'fix', '-m', 'handle the empty list'], false);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.trim()).toBe('fix: handle the empty list');
  });
});
