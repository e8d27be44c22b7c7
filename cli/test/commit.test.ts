import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCommit } from '@toolbox/core/tools/commit-message-assistant';
import { describe, expect, it } from 'vitest';
import { outsideRepo, tempRepo } from './changelog-repo';
import { toolboxIn } from './signed-in-toolbox';

describe('toolbox commit (built binary)', () => {
  it('builds a message from flags, in each format', () => {
    const args = [
      'commit',
      '-t',
      'feat',
      '-s',
      'auth',
      '-m',
      'add login',
      '--breaking',
      '--issues',
      '12, 34',
    ];
    expect(outsideRepo(args)).toEqual({
      code: 0,
      stderr: '',
      stdout: 'feat(auth)!: add login\n\nBREAKING CHANGE: add login\n\nCloses #12, Closes #34\n',
    });
    expect(outsideRepo([...args, '--format', 'emoji']).stdout).toBe(
      '✨ auth: add login\n\nBREAKING CHANGE: add login\n\nCloses #12, Closes #34\n',
    );
    expect(outsideRepo(['commit', '-t', 'fix', '-m', 'crash', '--format', 'all']).stdout).toBe(
      'Conventional:\nfix: crash\n\nEmoji:\n🐛 crash\n\nAngular:\nfix: crash\n',
    );
  });

  it('derives type, scope and description with --describe; flags win', () => {
    expect(outsideRepo(['commit', '--describe', 'Fixed the token refresh in auth']).stdout).toBe(
      'fix(auth): the token refresh in auth\n',
    );
    // "README" alone would be an upper-case subject, which commitlint refuses: the verb stays (issue 82).
    expect(outsideRepo(['commit', '--describe', 'Update README', '-s', 'docs', '--lint'])).toEqual({
      code: 0,
      stdout: 'docs(docs): update README\n',
      stderr: '',
    });
    // A subject given by hand is the user's: printed with the verdict, exit 1 with --lint.
    expect(outsideRepo(['commit', '-t', 'docs', '-m', 'README', '--lint'])).toMatchObject({
      code: 1,
      stdout: 'docs: README\n',
      stderr: expect.stringContaining('[subject-case]'),
    });
    expect(outsideRepo(['commit', '--describe', 'Update the README', '-s', 'docs']).stdout).toBe(
      'docs(docs): the README\n',
    );
  });

  it('asks git for the repository root only when something is staged (a scope from the workspace)', () => {
    const repo = tempRepo();
    repo.commit('chore: start');
    // git as the user's PATH finds it, each call written to a log first.
    const bin = mkdtempSync(join(tmpdir(), 'toolbox-git-log-'));
    const log = join(bin, 'calls.log');
    const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    writeFileSync(join(bin, 'git'), `#!/bin/sh\nprintf '%s\\n' "$*" >> '${log}'\nexec '${realGit}' "$@"\n`);
    chmodSync(join(bin, 'git'), 0o755);
    const commit = () => {
      writeFileSync(log, '');
      const result = toolboxIn(repo.dir, ['--json', 'commit', '-t', 'fix', '-m', 'round totals'], {
        env: { GIT_CONFIG_NOSYSTEM: '1', PATH: `${bin}:${process.env.PATH ?? ''}` },
      });
      expect(result.code).toBe(0);
      return { scope: JSON.parse(result.stdout).scope, calls: readFileSync(log, 'utf8').trim().split('\n') };
    };
    expect(commit()).toEqual({ scope: null, calls: ['diff --cached --name-only -z'] });
    writeFileSync(join(repo.dir, 'package.json'), '{"name":"root","workspaces":["packages/*"]}');
    mkdirSync(join(repo.dir, 'packages', 'billing'), { recursive: true });
    writeFileSync(join(repo.dir, 'packages', 'billing', 'package.json'), '{"name":"billing"}');
    writeFileSync(join(repo.dir, 'packages', 'billing', 'invoice.ts'), 'export {};\n');
    repo.git('add', '.');
    expect(commit()).toEqual({
      scope: 'billing',
      calls: ['diff --cached --name-only -z', 'rev-parse --show-toplevel'],
    });
  });

  it('--describe sets type and scope as the web page’s Auto-Generate does, staged files or not', () => {
    const repo = tempRepo();
    repo.commit('chore: start');
    // Staged files that would give the scope "billing" to -m without -s.
    writeFileSync(join(repo.dir, 'package.json'), '{"name":"root","workspaces":["packages/*"]}');
    mkdirSync(join(repo.dir, 'packages', 'billing'), { recursive: true });
    writeFileSync(join(repo.dir, 'packages', 'billing', 'package.json'), '{"name":"billing"}');
    writeFileSync(join(repo.dir, 'packages', 'billing', 'invoice.ts'), 'export {};\n');
    repo.git('add', '.');
    const json = (args: string[]) => JSON.parse(repo.toolbox(['--json', 'commit', ...args]).stdout);
    expect(json(['-t', 'fix', '-m', 'round totals']).scope).toBe('billing');
    // Document 001's rules, one text per type and scope keyword, and texts without a scope keyword.
    for (const text of [
      'Fixed the login bug in auth',
      'Updated the readme for the api',
      'add tests for the database layer',
      'Clean up the config loader',
      'format the ui buttons',
      'optimize performance of the component tree',
      'Updated a dependency',
      'Added invoice export',
      'Removed the legacy exporter',
    ]) {
      const described = runCommit({ describe: text, breaking: false, issues: [] }).commit;
      const result = json(['--describe', text]);
      expect({ text, type: result.type, scope: result.scope ?? undefined }).toEqual({
        text,
        type: described?.type,
        scope: described?.scope,
      });
      expect(result.description).toBe(described?.description);
    }
  });

  it('prints its suggestion with the lint verdict; --lint makes a failing one exit 1 (issue 41, item 10)', () => {
    // A subject written by hand keeps its words: "README with …" is sentence-case to commitlint, printed with the
    // problem.
    const subjectCase =
      '✖ subject must not be sentence-case, start-case, pascal-case, upper-case [subject-case]\n';
    const byHand = ['commit', '-t', 'docs', '-m', 'README with install steps'];
    expect(outsideRepo(byHand)).toEqual({
      code: 0,
      stdout: 'docs: README with install steps\n',
      stderr: subjectCase,
    });
    expect(outsideRepo([...byHand, '--lint'])).toEqual({
      code: 1,
      stdout: 'docs: README with install steps\n',
      stderr: `${subjectCase}toolbox: the message fails lint.\n`,
    });
    const json = JSON.parse(outsideRepo(['--json', ...byHand]).stdout);
    expect(json).toMatchObject({ type: 'docs', description: 'README with install steps' });
    expect(json.lint).toMatchObject({
      valid: false,
      errors: [expect.objectContaining({ rule: 'subject-case' })],
    });
    // Described, the verb stays where dropping it would leave the acronym first (issue 82): it passes.
    expect(outsideRepo(['commit', '--describe', 'Updated README with install steps', '--lint'])).toEqual({
      code: 0,
      stdout: 'docs: update README with install steps\n',
      stderr: '',
    });
    expect(outsideRepo(['commit', '--describe', 'Added install steps to the docs', '--lint'])).toEqual({
      code: 0,
      stdout: 'docs: install steps to the docs\n',
      stderr: '',
    });
  });

  it('--describe writes a long description as a short subject and a body that pass lint (issue 82)', () => {
    const text =
      'Fixed HMR so that import.meta.hot.invalidate works in virtual modules; it used to do a full reload';
    expect(outsideRepo(['commit', '--describe', text, '--lint'])).toEqual({
      code: 0,
      stdout:
        'fix: fix HMR so that import.meta.hot.invalidate works in virtual modules\n\nIt used to do a full reload.\n',
      stderr: '',
    });
  });

  it('prints JSON with --json', () => {
    const result = outsideRepo(['--json', 'commit', '-t', 'docs', '-m', 'usage']);
    expect(JSON.parse(result.stdout)).toEqual({
      type: 'docs',
      scope: null,
      description: 'usage',
      body: null,
      breaking: false,
      issues: [],
      messages: { conventional: 'docs: usage', emoji: '📚 usage', angular: 'docs: usage' },
      lint: { valid: true, ignored: false, errors: [], warnings: [] },
    });
  });

  it('refuses an unknown type and a missing message off a terminal', () => {
    expect(outsideRepo(['commit', '-t', 'feature', '-m', 'x'])).toMatchObject({ code: 2 });
    const bare = outsideRepo(['commit']);
    expect(bare.code).toBe(2);
    expect(bare.stderr.split('\n')[0]).toBe(
      'toolbox: no message given: use -m DESCRIPTION (with -t TYPE) or --describe TEXT.',
    );
  });

  it('commits with --git', () => {
    const repo = tempRepo();
    writeFileSync(join(repo.dir, 'a.txt'), 'a');
    repo.git('add', 'a.txt');
    expect(repo.toolbox(['commit', '-t', 'feat', '-m', 'add a', '-b', 'Because.', '--git']).code).toBe(0);
    expect(repo.git('log', '-1', '--format=%B')).toBe('feat: add a\n\nBecause.');
  });

  it('--git --json prints JSON alone on stdout, the new commit named; git speaks on stderr', () => {
    const repo = tempRepo();
    writeFileSync(join(repo.dir, 'a.txt'), 'a');
    repo.git('add', 'a.txt');
    const result = repo.toolbox(['--json', 'commit', '-t', 'feat', '-m', 'add a', '--git']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      messages: { conventional: 'feat: add a' },
      commit: repo.git('rev-parse', 'HEAD'),
    });
    expect(result.stderr).toContain('feat: add a');
  });
});

describe('toolbox commit lint (built binary)', () => {
  it('is silent and exits 0 for a good message', () => {
    expect(outsideRepo(['commit', 'lint', '-'], 'feat(api): add login\n')).toEqual({
      code: 0,
      stdout: '',
      stderr: '',
    });
  });

  it('exits 1 with one line per problem', () => {
    expect(outsideRepo(['commit', 'lint', '-'], 'Added Login.\n')).toEqual({
      code: 1,
      stdout: '',
      stderr:
        '✖ subject may not be empty [subject-empty]\n✖ subject may not end with full stop [subject-full-stop]\n✖ type may not be empty [type-empty]\n',
    });
  });

  it('reads a message file with git comments and a scissors line, as a commit-msg hook passes it', () => {
    const repo = tempRepo();
    writeFileSync(
      join(repo.dir, 'MSG'),
      'fix: x\n# Please enter the commit message\n# ------------------------ >8 ------------------------\ndiff --git\n',
    );
    expect(repo.toolbox(['commit', 'lint', 'MSG'])).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(repo.toolbox(['commit', 'lint', 'missing.txt'])).toMatchObject({
      code: 1,
      stderr: 'toolbox: cannot read missing.txt: ENOENT.\n',
    });
  });

  it('drops comment lines with git’s core.commentChar from a message file only, as commitlint --edit does', () => {
    const repo = tempRepo();
    writeFileSync(join(repo.dir, 'MSG'), 'fix: x\n; a comment\n');
    const warning = '⚠ body must have leading blank line [body-leading-blank]\n';
    expect(repo.toolbox(['commit', 'lint', 'MSG'])).toEqual({ code: 0, stdout: '', stderr: warning });
    repo.git('config', 'core.commentChar', ';');
    expect(repo.toolbox(['commit', 'lint', 'MSG'])).toEqual({ code: 0, stdout: '', stderr: '' });
    // stdin keeps every line (commitlint without --edit).
    expect(repo.toolbox(['commit', 'lint', '-'], 'fix: x\n# a comment\n')).toEqual({
      code: 0,
      stdout: '',
      stderr: warning,
    });
  });

  it('honours the repository’s commitlint config', () => {
    const repo = tempRepo();
    writeFileSync(
      join(repo.dir, '.commitlintrc.yml'),
      "extends: ['@commitlint/config-conventional']\nrules:\n  type-enum: [2, always, [feat, wip]]\n",
    );
    expect(repo.toolbox(['commit', 'lint', '-'], 'wip: halfway\n').code).toBe(0);
    expect(repo.toolbox(['commit', 'lint', '-'], 'fix: x\n')).toMatchObject({
      code: 1,
      stderr: '✖ type must be one of [feat, wip] [type-enum]\n',
    });
  });

  it("runs a repository's JavaScript config only to lint, as commitlint would, never to print (issue 41, item 21)", () => {
    const repo = tempRepo();
    const marker = join(repo.dir, 'CONFIG-RAN');
    writeFileSync(
      join(repo.dir, 'commitlint.config.js'),
      `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran');\nmodule.exports = { extends: ['@commitlint/config-conventional'], rules: { 'type-enum': [2, 'always', ['wip']] } };\n`,
    );
    const printed = repo.toolbox(['commit', '-t', 'feat', '-m', 'add export']);
    expect(printed.code, printed.stderr).toBe(0);
    expect(printed.stdout.trim()).toBe('feat: add export');
    expect(repo.toolbox(['commit', '--describe', 'Fixed the login bug in auth']).code).toBe(0);
    expect(repo.toolbox(['commit', '-m', 'add export', '--format', 'all', '--json']).code).toBe(0);
    expect(existsSync(marker)).toBe(false);
    // Linting is where commitlint runs it: `commit lint` and `commit --lint`.
    expect(repo.toolbox(['commit', 'lint', '-'], 'wip: halfway\n').code).toBe(0);
    expect(existsSync(marker)).toBe(true);
    rmSync(marker);
    const linted = repo.toolbox(['commit', '-t', 'feat', '-m', 'add export', '--lint']);
    expect(linted.code).toBe(1);
    expect(linted.stderr).toContain('[type-enum]');
    expect(existsSync(marker)).toBe(true);
  });

  it("says in --help where a repository's JavaScript commitlint config runs", () => {
    const help = outsideRepo(['commit', '--help']).stdout.replace(/\s+/g, ' ');
    expect(help).toMatch(/--lint .*runs the repository's JavaScript commitlint config/);
    const lintHelp = outsideRepo(['commit', 'lint', '--help']).stdout.replace(/\s+/g, ' ');
    expect(lintHelp).toMatch(/runs the repository's JavaScript commitlint config, as commitlint does/i);
  });

  it('needs no sign-in', () => {
    const result = outsideRepo(['commit', 'lint', '-'], 'feat: x\n');
    expect(result.code).toBe(0);
  });

  it('writes what its own lint accepts: normalised, header within the limit, refused otherwise', () => {
    const repo = tempRepo();
    repo.commit('chore: start');
    const stage = (name: string) => {
      writeFileSync(join(repo.dir, name), name);
      repo.git('add', name);
    };
    stage('a.txt');
    expect(repo.toolbox(['commit', '-m', 'Added the Export endpoint.', '--git']).code).toBe(0);
    expect(repo.git('log', '-1', '--format=%B')).toBe('feat: added the Export endpoint');
    expect(repo.toolbox(['commit', '-t', 'fix', '-m', 'Keys leak in the API.']).stdout).toBe(
      'fix: keys leak in the API\n',
    );
    // An upper-case first word stays (an acronym): commitlint calls "API keys leak" sentence-case, so it is refused.
    expect(repo.toolbox(['commit', '-t', 'fix', '-m', 'API keys leak.']).stderr).toContain('[subject-case]');
    const long = Array.from({ length: 25 }, (_, index) => `word${index}`).join(' ');
    const message = repo.toolbox(['commit', '-t', 'feat', '-s', 'api', '-m', long]).stdout.trimEnd();
    const [header = '', blank, body = ''] = message.split('\n');
    expect(header.length).toBeLessThanOrEqual(100);
    expect(blank).toBe('');
    expect(`${header.replace('feat(api): ', '')} ${body}`).toBe(long);
    expect(repo.toolbox(['commit', 'lint', '-'], `${message}\n`).code).toBe(0);
    // A type the repository's rules refuse: refused, or committed with --no-verify.
    writeFileSync(join(repo.dir, '.commitlintrc.json'), '{"rules":{"type-enum":[2,"always",["fix"]]}}');
    stage('b.txt');
    const refused = repo.toolbox(['commit', '-t', 'feat', '-m', 'x', '--git']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('[type-enum]');
    expect(refused.stderr).toContain('--no-verify');
    expect(repo.git('log', '-1', '--format=%s')).toBe('feat: added the Export endpoint');
    expect(repo.toolbox(['commit', '-t', 'feat', '-m', 'x', '--git', '--no-verify']).code).toBe(0);
    expect(repo.git('log', '-1', '--format=%s')).toBe('feat: x');
  });
});
