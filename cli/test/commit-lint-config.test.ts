import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempRepo } from './changelog-repo';
import { toolboxIn } from './signed-in-toolbox';

const TS_CONFIG = `interface Parsed { raw?: string }
export default {
  extends: ['@commitlint/config-conventional'],
  plugins: [
    {
      rules: {
        'ticket-required': (parsed: Parsed) => [/#\\d+/.test(parsed.raw ?? ''), 'a ticket (#123) is required'],
      },
    },
  ],
  rules: { 'ticket-required': [2, 'always'] },
  ignores: [(message: string) => message.startsWith('WIP')],
  helpUrl: 'https://example.com/commits',
};
`;

/** The repository's own node_modules/@commitlint/* (what `npm i -D @commitlint/cli` gives it). */
function installCommitlint(dir: string) {
  const require = createRequire(import.meta.url);
  for (const name of ['load', 'lint', 'config-conventional']) {
    const packageDir = dirname(realpathSync(require.resolve(`@commitlint/${name}/package.json`)));
    mkdirSync(join(dir, 'node_modules', '@commitlint'), { recursive: true });
    symlinkSync(packageDir, join(dir, 'node_modules', '@commitlint', name));
  }
}

describe('commit lint with the whole commitlint config', () => {
  it('runs a TypeScript config with a plugin rule, ignores and helpUrl through the installed commitlint', () => {
    const repo = tempRepo();
    writeFileSync(join(repo.dir, 'commitlint.config.ts'), TS_CONFIG);
    writeFileSync(join(repo.dir, 'package.json'), '{"name":"app","type":"module"}');
    installCommitlint(repo.dir);
    // commitlint compiles the TypeScript config on each start: seconds, more on a loaded machine.
    const lint = (input: string) =>
      toolboxIn(repo.dir, ['commit', 'lint', '-'], {
        input,
        env: { GIT_CONFIG_NOSYSTEM: '1' },
        timeout: 120_000,
      });
    expect(lint('feat: add export\n')).toEqual({
      code: 1,
      stdout: '',
      stderr: '✖ a ticket (#123) is required [ticket-required]\nGet help: https://example.com/commits\n',
    });
    expect(lint('feat: add export (#12)\n').code).toBe(0);
    expect(lint('WIP whatever\n').code).toBe(0);
  }, 300_000);

  it('names what it cannot apply on one stderr line when commitlint is not installed', () => {
    const repo = tempRepo();
    writeFileSync(
      join(repo.dir, '.commitlintrc.json'),
      JSON.stringify({
        extends: ['@commitlint/config-angular'],
        plugins: ['commitlint-plugin-jira'],
        rules: { 'jira-task-id-empty': [2, 'never'] },
      }),
    );
    const result = repo.toolbox(['commit', 'lint', '-'], 'feat: add export\n');
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      "toolbox: commitlint config .commitlintrc.json: not applied: preset @commitlint/config-angular is not loaded; config-conventional's rules are used instead; plugins are not loaded; rule jira-task-id-empty is not supported and is skipped.\n",
    );
  });

  it('defaultIgnores: false lints merges too', () => {
    const repo = tempRepo();
    writeFileSync(
      join(repo.dir, '.commitlintrc.json'),
      JSON.stringify({ extends: ['@commitlint/config-conventional'], defaultIgnores: false }),
    );
    expect(repo.toolbox(['commit', 'lint', '-'], "Merge branch 'x'\n").code).toBe(1);
  });

  it('--from REF --to REF lints every commit of a range, one line per failing commit', () => {
    const repo = tempRepo();
    repo.commit('feat: base');
    repo.tag('v1.0.0');
    const bad = repo.commit('Added the Export endpoint.');
    repo.commit('fix: fine');
    const worse = repo.commit('feat: Add X.');
    const result = repo.toolbox(['commit', 'lint', '--from', 'v1.0.0', '--to', 'HEAD']);
    expect(result.code).toBe(1);
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      new RegExp(`^${bad.slice(0, 7)} Added the Export endpoint\\.: ✖ subject may not be empty`),
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^${worse.slice(0, 7)} feat: Add X\\.: ✖ .*\\[subject-case\\]; ✖ .*\\[subject-full-stop\\]$`,
      ),
    );
    expect(repo.toolbox(['commit', 'lint', '--from', 'v1.0.0~0', '--to', 'v1.0.0']).code).toBe(0);
    expect(repo.toolbox(['commit', 'lint', '--from', 'nope']).stderr).toBe(
      'toolbox: Unknown git revision "nope".\n',
    );
  });
});
