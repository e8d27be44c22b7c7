import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import lint from '@commitlint/lint';
import load from '@commitlint/load';
import { describe, expect, it } from 'vitest';
import { tempRepo } from './changelog-repo';
import { toolboxInProcess } from './in-process';
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

  it('--from REF --to REF lints every commit of a range, one line per commit with errors or warnings', () => {
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
    // A commit with only warnings is shown too (as single-message mode shows it); warnings do not fail.
    const tagged = repo.commit('fix: y');
    repo.tag('v1.1.0');
    const warned = repo.commit('feat: add export\nno blank line before the body');
    const ranged = repo.toolbox(['commit', 'lint', '--from', 'v1.1.0', '--to', 'HEAD']);
    expect(ranged).toEqual({
      code: 0,
      stdout: '',
      stderr: `${warned.slice(0, 7)} feat: add export: ⚠ body must have leading blank line [body-leading-blank]\n`,
    });
    expect(JSON.parse(repo.toolbox(['--json', 'commit', 'lint', '--from', tagged]).stdout)).toMatchObject({
      checked: 1,
      failures: [],
      warnings: [{ hash: warned, valid: true, warnings: [{ rule: 'body-leading-blank' }] }],
    });
    expect(repo.toolbox(['commit', 'lint', '--from', 'nope']).stderr).toBe(
      'toolbox: Unknown git revision "nope".\n',
    );
  });
});

/** The verdict commitlint 20.5 (load + lint, as its CLI calls them) gives in `dir`: valid, and the rules named. */
async function commitlintVerdict(dir: string, message: string) {
  const config = await load({}, { cwd: dir });
  const result = await lint(message, config.rules, {
    parserOpts: (config.parserPreset as { parserOpts?: object } | undefined)?.parserOpts ?? {},
    plugins: config.plugins,
    ignores: config.ignores,
    defaultIgnores: config.defaultIgnores,
    helpUrl: config.helpUrl,
  });
  const rules = [...result.errors, ...result.warnings].map((problem) => problem.name).sort();
  return { valid: result.valid, rules, helpUrl: result.valid ? undefined : config.helpUrl };
}

/** config-conventional's own helpUrl, which commitlint prints under every failure and our own rules do not. */
const PRESET_HELP_URL = 'https://github.com/conventional-changelog/commitlint/#what-is-commitlint';

/**
 * toolbox commit lint's verdict in the same form, read from its exit code and stderr. The command runs in this
 * process (main() with a test context in `dir`): what is compared is the verdict, and the process boundary of
 * `commit lint -` is covered by the subprocess tests above, so the repository's commitlint loads once here
 * instead of once per message.
 */
async function toolboxVerdict(dir: string, message: string) {
  const result = await toolboxInProcess(dir, ['commit', 'lint', '-'], {
    input: message,
    env: { GIT_CONFIG_NOSYSTEM: '1' },
  });
  expect(result.stdout).toBe('');
  const lines = result.stderr.split('\n').filter((line) => line !== '');
  const rules = lines.flatMap((line) => /^[✖⚠] .* \[([\w-]+)\]$/.exec(line)?.[1] ?? []).sort();
  const help = lines.find((line) => line.startsWith('Get help: '))?.slice('Get help: '.length);
  // Nothing on stderr but the problems and the help line: no note that something was not applied.
  expect(lines.length, result.stderr).toBe(rules.length + (help ? 1 : 0));
  return { valid: result.code === 0, rules, helpUrl: help };
}

/** Messages with comment lines and a scissors line, as piped to `commit lint -`. */
const COMMENTED = [
  'feat: add export\n# Please enter the commit message',
  '# feat: add export',
  'fix: x\n\nbody\n# ------------------------ >8 ------------------------\ndiff --git',
];

interface Feature {
  what: string;
  files: Record<string, string>;
  /** Whether the repository has @commitlint/load and lint installed (else our own rules judge). */
  installed: boolean;
  messages: string[];
}

const PRESET = `module.exports = {
  extends: ['@commitlint/config-conventional'],
  rules: { 'scope-enum': [2, 'always', ['api', 'web']], 'header-max-length': [1, 'always', 40] },
};
`;
const PLUGIN = `module.exports = {
  rules: { 'ticket-required': (parsed) => [/[A-Z]+-d+/.test(parsed.raw || ''), 'a ticket (ABC-1) is required'] },
};
`;
const PARSER = `module.exports = {
  parserOpts: { headerPattern: /^(w*)(?:[(.*)])?: (.*)$/, headerCorrespondence: ['type', 'scope', 'subject'] },
};
`;

const FEATURES: Feature[] = [
  {
    what: 'extends of an installed preset (commitlint-config-team, itself extending config-conventional)',
    files: {
      '.commitlintrc.json': '{"extends":["team"]}',
      'node_modules/commitlint-config-team/package.json':
        '{"name":"commitlint-config-team","main":"index.js"}',
      'node_modules/commitlint-config-team/index.js': PRESET,
    },
    installed: true,
    messages: [
      'feat(api): add export',
      'feat(db): add export',
      'feat(web): add a much longer export of the data',
    ],
  },
  {
    // A plugin named by package is resolved beside @commitlint/load itself (here pnpm's store): a local module.
    what: 'a plugin and its rule, in a CommonJS config',
    files: {
      '.commitlintrc.cjs':
        "module.exports = { extends: ['@commitlint/config-conventional'], plugins: [require('./ticket.cjs')], rules: { 'ticket-required': [2, 'always'] } };\n",
      'ticket.cjs': PLUGIN,
    },
    installed: true,
    messages: ['feat: add export', 'feat: add export\n\nRefs ABC-12', 'Added export ABC-1.'],
  },
  {
    what: 'parserPreset (scopes in brackets)',
    files: {
      'commitlint.config.cjs':
        "module.exports = { extends: ['@commitlint/config-conventional'], parserPreset: './parser.cjs' };\n",
      'parser.cjs': PARSER,
    },
    installed: true,
    messages: ['feat[api]: add export', 'feat(api): add export', 'feat[api]: Add export.'],
  },
  {
    what: 'an ignores function in a JavaScript config',
    files: {
      'commitlint.config.mjs':
        "export default { extends: ['@commitlint/config-conventional'], ignores: [(message) => message.startsWith('release ')] };\n",
    },
    installed: true,
    messages: ['release 1.2.3', 'Release 1.2.3', 'fix: x'],
  },
  {
    what: 'defaultIgnores: false (merges, reverts and fixups are linted)',
    files: { '.commitlintrc.json': '{"extends":["@commitlint/config-conventional"],"defaultIgnores":false}' },
    installed: false,
    messages: ["Merge branch 'x' into main", 'Revert "feat: x"', 'fixup! feat: x', 'feat: x'],
  },
  {
    what: 'defaultIgnores left on',
    files: { '.commitlintrc.json': '{"extends":["@commitlint/config-conventional"]}' },
    installed: false,
    messages: ["Merge branch 'x' into main", 'Revert "feat: x"', 'fixup! feat: x', 'Merge stuff'],
  },
  {
    what: 'helpUrl and rule overrides in YAML',
    files: {
      '.commitlintrc.yaml':
        'extends: ["@commitlint/config-conventional"]\nhelpUrl: https://example.com/commits\nrules:\n  scope-empty: [2, never]\n  subject-case: [0]\n',
    },
    installed: false,
    messages: ['feat: add export', 'feat(api): Add Export', 'feat(api): add export'],
  },
  {
    // commitlint strips comments only with --edit (a message file from git): `#` lines on stdin are the message.
    what: '`#` lines on stdin, with our own rules (issue 41, item 11)',
    files: { '.commitlintrc.json': '{"extends":["@commitlint/config-conventional"]}' },
    installed: false,
    messages: COMMENTED,
  },
  {
    what: '`#` lines on stdin, through the installed commitlint',
    files: {
      '.commitlintrc.cjs':
        "module.exports = { extends: ['@commitlint/config-conventional'], ignores: [() => false] };\n",
    },
    installed: true,
    messages: COMMENTED,
  },
];

describe('commit lint gives commitlint 20.5’s verdict on every config feature', () => {
  it.each(FEATURES)(
    '$what',
    async ({ files, installed, messages }) => {
      // Two copies of the repository: the toolbox's (commitlint installed or not) and commitlint's own.
      const repo = tempRepo();
      const reference = mkdtempSync(join(tmpdir(), 'toolbox-commitlint-reference-'));
      for (const dir of [repo.dir, reference]) {
        writeFileSync(join(dir, 'package.json'), '{"name":"app"}');
        for (const [name, text] of Object.entries(files)) {
          mkdirSync(dirname(join(dir, name)), { recursive: true });
          writeFileSync(join(dir, name), text);
        }
      }
      installCommitlint(reference);
      if (installed) installCommitlint(repo.dir);
      for (const message of messages) {
        const theirs = await commitlintVerdict(reference, message);
        // Our own rules print a help line only for a helpUrl the repository's config sets (docs/design-notes.md).
        if (!installed && theirs.helpUrl === PRESET_HELP_URL) theirs.helpUrl = undefined;
        expect({ message, ...(await toolboxVerdict(repo.dir, message)) }).toEqual({ message, ...theirs });
      }
    },
    300_000,
  );
});
