import { describe, expect, it } from 'vitest';
import { launchTarget } from './launch-target';

describe('launchTarget', () => {
  it('answers --version itself', () => {
    expect(launchTarget(['--version'])).toBe('version');
    expect(launchTarget(['-V'])).toBe('version');
  });

  it('answers `completion <shell>` itself, with the script written at build time', () => {
    for (const shell of ['bash', 'zsh', 'fish'])
      expect(launchTarget(['completion', shell])).toBe('completion');
    expect(launchTarget(['completion', 'tcsh'])).toBe('cli');
    expect(launchTarget(['completion'])).toBe('cli');
    expect(launchTarget(['--no-color', 'completion', 'bash'])).toBe('cli');
    expect(launchTarget(['completion', 'bash', '--help'])).toBe('cli');
  });

  it("sends the commit-msg hook's `commit lint FILE` to the hook bundle", () => {
    expect(launchTarget(['commit', 'lint', '.git/COMMIT_EDITMSG'])).toBe('commit-lint');
  });

  it.each([
    [['jwt', 'decode', 'TOKEN']],
    [['--json', 'url', 'parse', 'https://example.com']],
    [['hash', '--text', 'abc']],
    [['cron', '*/5 * * * *']],
    [['time', '--help']],
    [['help', 'diff']],
    [['uuid']],
    [['json', 'format', 'a.json']],
    [['convert', 'a.json', '--to', 'yaml']],
    [['cert', 'ca.pem']],
    [['rls', '--table', 'todos']],
    [['icons', 'arrow']],
    [['list']],
    [['whoami']],
    [['commit', 'lint', '-']],
    [['commit', 'lint']],
    [['commit', 'lint', '--from', 'origin/main']],
    [['commit', 'lint', 'MSG', '--json']],
    [['--json', 'commit', 'lint']],
    [['commit', 'lint', '--help']],
    [['commit', '-m', 'add login']],
    [['commit', 'prepare', '.git/COMMIT_EDITMSG', 'message']],
    [['changelog', '--all']],
    [['release', '--dry-run']],
    [['workspace', 'plan.md']],
    [['api-docs', 'openapi.yaml']],
    [['sql', 'format', 'q.sql']],
    [['projects', 'list']],
  ])('a small command, %j, goes to the small commands bundle', (argv) => {
    expect(launchTarget(argv)).toBe('fast');
  });

  it.each([
    [['help']],
    [['--help']],
    [['schema', 'dump.sql']],
    [['check', 'rls']],
    [['pdf', 'README.md']],
    [[]],
  ])('everything else, %j, goes to the CLI', (argv) => {
    expect(launchTarget(argv)).toBe('cli');
  });
});
