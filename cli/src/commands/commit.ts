import { parseIssues } from '@toolbox/core/conventional';
import { ToolInputError } from '@toolbox/core/errors';
import {
  COMMIT_FORMATS,
  COMMIT_TYPES,
  type CommitFormat,
  CommitInputError,
  type CommitRequest,
  type CommitResult,
  FORMAT_LABELS,
  runCommit,
  runMessageLint,
  runPrepareMessage,
} from '@toolbox/core/tools/commit-message-assistant';
import type { CommandModule, Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';
import type { LintOptions } from './commit-lint';

/* git and the ink screen load inside run(); core is pure and needed by every path. */

export const examples: readonly Example[] = [
  { command: 'toolbox commit', description: 'interactive, in a terminal' },
  { command: 'toolbox commit -t feat -s auth -m "add login" --issues 12,34' },
  {
    command: 'toolbox commit --describe "Fixed the login bug in auth"',
    description: 'type, scope and text guessed',
  },
  { command: 'toolbox commit -t fix -m "crash on save" --format all' },
  {
    command: 'git add -A && toolbox commit -t docs -m "usage" --git',
    description: 'commit with the message',
  },
  {
    command: 'toolbox commit lint .git/COMMIT_EDITMSG',
    description: 'check a message (see commit lint --help)',
  },
];

const flags = defineFlags({
  type: {
    flag: '-t, --type <type>',
    description: 'commit type',
    choices: COMMIT_TYPES.map((entry) => entry.type),
  },
  scope: { flag: '-s, --scope <scope>', description: 'scope, e.g. api, ui, auth or a workspace package' },
  message: { flag: '-m, --message <description>', description: 'short description' },
  body: { flag: '-b, --body <body>', description: 'longer explanation (after a blank line)' },
  breaking: { flag: '--breaking', description: 'a breaking change: `!` and a BREAKING CHANGE footer' },
  issues: { flag: '--issues <list>', description: 'issues it closes, comma-separated (12,34)' },
  describe: { flag: '--describe <text>', description: 'derive type, scope and description from free text' },
  format: {
    flag: '--format <format>',
    description: 'message format',
    choices: [...COMMIT_FORMATS, 'all'],
    default: 'conventional',
  },
  git: { flag: '--git', description: 'run `git commit` with the message' },
  lint: {
    flag: '--lint',
    description:
      "exit 1 when the printed message fails lint (without it, problems are printed and exit is 0); runs the repository's JavaScript commitlint config, as commitlint would (without --lint or --git only its JSON/YAML config is read)",
  },
  verify: {
    flag: '--no-verify',
    description: 'with --git: commit even if the message fails lint (and skip git hooks)',
  },
});

/** Makes the commit (git commit) unless asked only to print the message. */
export const effects = 'writes';

export const configure = flags.configure;

export interface CommitOptions {
  type?: string;
  scope?: string;
  description?: string;
  body?: string;
  breaking: boolean;
  issues: string[];
  describe?: string;
  format: CommitFormat | 'all';
  git: boolean;
  /** Exit 1 when the printed message fails lint; without it the verdict is shown and the message still printed. */
  lint: boolean;
  /** false with --no-verify: a message that fails lint is committed anyway. */
  verify: boolean;
  /** No message flags at all: the interactive form, when there is a terminal. */
  interactive: boolean;
}

export function toOptions(parsed: ParsedCommand): CommitOptions {
  const { message, issues, ...values } = flags.read(parsed);
  const options: CommitOptions = {
    ...values,
    description: message,
    issues: parseIssues(issues ?? ''),
    interactive: false,
  };
  options.interactive =
    options.describe === undefined && options.description === undefined && options.type === undefined;
  if (options.git && options.format === 'all')
    throw new UsageError('--git commits one message: choose one --format.');
  return options;
}

export async function run(options: CommitOptions, ctx: CliContext) {
  if (options.interactive) {
    if (!ctx.isTTY || !ctx.stdinIsTTY) {
      throw new UsageError('no message given: use -m DESCRIPTION (with -t TYPE) or --describe TEXT.', {
        hint: "In a terminal, `toolbox commit` alone opens the interactive form. See 'toolbox commit --help'.",
      });
    }
    const { runCommitScreen } = await import('../ui/commit-screen');
    return runCommitScreen(ctx);
  }
  const request: CommitRequest = {
    type: options.type,
    scope: options.scope,
    description: options.description,
    body: options.body,
    breaking: options.breaking,
    issues: options.issues,
    describe: options.describe,
  };
  if (!commitOf(request).messages) throw new UsageError('a description is required: -m "what changed".');
  const { repositoryLintConfig } = await import('../platform/commitlint-config');
  const lints = options.lint || (options.git && options.verify);
  const config = await repositoryLintConfig(ctx.cwd, lints && ctx.repositoryCode !== 'skip' ? 'run' : 'skip');
  const staged =
    options.scope === undefined && options.describe === undefined ? await stagedFacts(ctx.cwd) : undefined;
  const { commit: input, unfitted, messages } = commitOf({ ...request, rules: config.rules, staged });
  if (!messages) throw new UsageError('a description is required: -m "what changed".');
  const checked =
    options.format === 'emoji'
      ? undefined
      : messages[options.format === 'all' ? 'conventional' : options.format];
  // The suggestion is printed whatever its verdict (a description like "Updated README …" keeps document 001's
  // rules even where they give a subject the lint refuses); only --git (without --no-verify) and --lint refuse it.
  const report =
    checked === undefined || (options.git && !options.verify)
      ? undefined
      : config.commitlint
        ? runMessageLint({ message: checked, verdict: await config.commitlint(checked) })
        : runMessageLint({ message: checked, rules: config.rules, defaultIgnores: config.defaultIgnores });
  const verdict = report?.result;
  if (report && verdict && !ctx.json) {
    for (const line of report.problems) ctx.warn(line);
    // Which rules judged, when the repository's own did not: its JavaScript config was not run.
    if (!verdict.valid && !lints && config.notes.length > 0)
      ctx.warn(`toolbox: commitlint config: ${config.notes.join('; ')}; --lint runs it.`);
  }
  if (verdict && !verdict.valid && options.git) {
    throw new ToolInputError('the message fails lint: not committed (--no-verify commits it anyway).');
  }
  const json = {
    ...input,
    scope: unfitted.scope ?? null,
    body: options.body ?? null,
    messages,
    lint: verdict ?? null,
  };
  // toOptions refuses --git with --format all.
  if (options.git && options.format !== 'all') {
    const git = await import('../platform/git');
    const message = messages[options.format];
    const code = await git.commitWithMessage(ctx.cwd, `${message}\n`, {
      noVerify: !options.verify,
      stdoutToStderr: ctx.json,
    });
    if (code !== 0) return ctx.exit.failed;
    if (ctx.json)
      ctx.print(JSON.stringify({ ...json, commit: await git.resolveCommit(ctx.cwd, 'HEAD') }, null, 2));
    return ctx.exit.ok;
  }
  if (ctx.json) {
    ctx.print(JSON.stringify(json, null, 2));
  } else if (options.format === 'all') {
    ctx.print(COMMIT_FORMATS.map((format) => `${FORMAT_LABELS[format]}:\n${messages[format]}`).join('\n\n'));
  } else ctx.print(messages[options.format]);
  if (verdict && !verdict.valid && options.lint) {
    if (!ctx.json) ctx.warn('toolbox: the message fails lint.');
    return ctx.exit.failed;
  }
  return ctx.exit.ok;
}

/** The commit and its messages; blank free text for --describe is a usage error. */
function commitOf(request: CommitRequest): CommitResult {
  try {
    return runCommit(request);
  } catch (error) {
    if (error instanceof CommitInputError) throw new UsageError('--describe needs some text.');
    throw error;
  }
}

/**
 * The staged files and the workspace package holding most of them, for a scope; undefined outside a repository or
 * without git.
 */
async function stagedFacts(cwd: string): Promise<CommitRequest['staged']> {
  const git = await import('../platform/git');
  // Outside a repository `diff --cached` answers no files; without git there are none to suggest a scope from. The
  // root (for the workspace's packages) is asked for only when something is staged: one git child fewer otherwise.
  try {
    const staged = await git.stagedFiles(cwd);
    const root = staged.length === 0 ? null : await git.repositoryRoot(cwd);
    if (!root) return undefined;
    const { workspaceScopes, scopeOfFiles } = await import('../platform/workspace-scopes');
    return { files: staged, workspaceScope: scopeOfFiles(workspaceScopes(root), staged) };
  } catch (error) {
    if (error instanceof git.GitNotFound) return undefined;
    throw error;
  }
}

const lintFlags = defineFlags({
  from: { flag: '--from <ref>', description: 'lint every commit after this ref (with --to)' },
  to: { flag: '--to <ref>', description: 'the last commit to lint with --from', default: 'HEAD' },
});

const lint: CommandModule<LintOptions> = {
  description:
    "Check a commit message against commitlint's config-conventional rules (or the repository's commitlint config). Runs the repository's JavaScript commitlint config, as commitlint does: lint only repositories you trust.",
  needsSignIn: false,
  examples: [
    { command: 'toolbox commit lint .git/COMMIT_EDITMSG' },
    { command: 'echo "feat: add login" | toolbox commit lint -' },
    {
      command: 'toolbox commit lint --from origin/main --to HEAD',
      description: 'every commit of a pull request (CI): one line per commit with a problem',
    },
    { command: 'toolbox hooks install', description: 'run it on every commit' },
  ],
  configure(cmd) {
    lintFlags.configure(cmd.argument('[file]', 'message file, or - for stdin (default: stdin when piped)'));
  },
  toOptions: (parsed) => {
    const options = { file: readFlags(parsed).arg(0), ...lintFlags.read(parsed) };
    if (options.from !== undefined && options.file !== undefined)
      throw new UsageError('give a message file or --from REF, not both.');
    return options;
  },
  // Loaded here, not at the top: `commit --help` and `commit -m` need none of the config reading.
  run: async (options, ctx) => (await import('./commit-lint')).runCommitLint(options, ctx),
};

interface PrepareOptions {
  file: string;
  source: string | undefined;
}

const prepare: CommandModule<PrepareOptions> = {
  description:
    'Pre-fill a commit message file with `type(scope): ` guessed from the branch name and staged paths (the prepare-commit-msg hook runs it). Leaves a message git already filled (-m, a template, merge, squash, amend) alone.',
  needsSignIn: false,
  examples: [
    { command: 'toolbox hooks install --prepare', description: 'run it whenever git opens the editor' },
    { command: 'toolbox commit prepare .git/COMMIT_EDITMSG' },
  ],
  configure(cmd) {
    cmd
      .argument('<file>', 'the message file git passes to prepare-commit-msg')
      .argument('[source]', "git's message source: message, template, merge, squash or commit")
      .argument('[commit]', 'the commit git names with the source (ignored)');
  },
  toOptions: (parsed) => {
    const f = readFlags(parsed);
    return { file: f.arg(0) ?? '', source: f.arg(1) || undefined };
  },
  async run(options, ctx) {
    // Not import(): in the small commands' CommonJS bundle that is vm's experimental loader (a warning on Node 20).
    const { readFile } = process.getBuiltinModule('node:fs/promises');
    const { resolve } = process.getBuiltinModule('node:path');
    const { replaceFile } = await import('../platform/safe-write');
    const git = await import('../platform/git');
    const { workspaceScopes, scopeOfFiles } = await import('../platform/workspace-scopes');
    const path = resolve(ctx.cwd, options.file);
    const current = await readFile(path, 'utf8').catch(() => {
      throw new UsageError(`cannot read the message file ${options.file}.`);
    });
    const [root, branch, staged] = await Promise.all([
      git.repositoryRoot(ctx.cwd),
      git.currentBranch(ctx.cwd),
      git.stagedFiles(ctx.cwd),
    ]);
    const workspaceScope = root ? scopeOfFiles(workspaceScopes(root), staged) : undefined;
    const next = runPrepareMessage({ current, source: options.source, branch, staged, workspaceScope });
    if (next !== undefined) await replaceFile(path, next, options.file);
    return ctx.exit.ok;
  },
};

export const subcommands = { lint, prepare };
