import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ToolInputError } from '@toolbox/core/errors';
import * as core from '@toolbox/core/tools/commit-message-assistant';
import {
  COMMIT_FORMATS,
  COMMIT_TYPES,
  type CommitFormat,
} from '@toolbox/core/tools/commit-message-assistant';
import { type Command, Option } from 'commander';
import type { CommandModule, Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';

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

export function configure(cmd: Command) {
  cmd
    .addOption(
      new Option('-t, --type <type>', 'commit type').choices(COMMIT_TYPES.map((entry) => entry.type)),
    )
    .option('-s, --scope <scope>', 'scope, e.g. api, ui, auth or a workspace package')
    .option('-m, --message <description>', 'short description')
    .option('-b, --body <body>', 'longer explanation (after a blank line)')
    .option('--breaking', 'a breaking change: `!` and a BREAKING CHANGE footer')
    .option('--issues <list>', 'issues it closes, comma-separated (12,34)')
    .option('--describe <text>', 'derive type, scope and description from free text')
    .addOption(
      new Option('--format <format>', 'message format')
        .choices([...COMMIT_FORMATS, 'all'])
        .default('conventional'),
    )
    .option('--git', 'run `git commit` with the message');
}

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
  /** No message flags at all: the interactive form, when there is a terminal. */
  interactive: boolean;
}

export function toOptions({ flags }: ParsedCommand): CommitOptions {
  const text = (name: string) => (typeof flags[name] === 'string' ? (flags[name] as string) : undefined);
  const issues = (text('issues') ?? '')
    .split(',')
    .map((issue) => issue.trim())
    .filter(Boolean);
  const options: CommitOptions = {
    type: text('type'),
    scope: text('scope'),
    description: text('message'),
    body: text('body'),
    breaking: flags.breaking === true,
    issues,
    describe: text('describe'),
    format: (text('format') ?? 'conventional') as CommitFormat | 'all',
    git: flags.git === true,
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
  let type = options.type;
  let scope = options.scope;
  let description = options.description;
  if (options.describe !== undefined) {
    const described = core.describeToCommit(options.describe);
    if (!described) throw new UsageError('--describe needs some text.');
    type ??= described.type;
    scope ??= described.scope;
    description ??= described.description;
  }
  if (!description?.trim()) throw new UsageError('a description is required: -m "what changed".');
  const input = {
    type: type ?? 'feat',
    scope,
    description,
    body: options.body,
    breaking: options.breaking,
    issues: options.issues,
  };
  const messages = core.formatAllCommitMessages(input);
  if (!messages) throw new UsageError('a description is required: -m "what changed".');
  if (options.git) {
    const git = await import('../platform/git');
    const message = messages[options.format as CommitFormat];
    const code = await git.commitWithMessage(ctx.cwd, `${message}\n`);
    return code === 0 ? ctx.exit.ok : ctx.exit.failed;
  }
  if (ctx.json) {
    ctx.print(
      JSON.stringify({ ...input, scope: scope ?? null, body: options.body ?? null, messages }, null, 2),
    );
  } else if (options.format === 'all') {
    ctx.print(
      COMMIT_FORMATS.map((format) => `${core.FORMAT_LABELS[format]}:\n${messages[format]}`).join('\n\n'),
    );
  } else ctx.print(messages[options.format]);
  return ctx.exit.ok;
}

interface LintOptions {
  file: string | undefined;
}

/** Walks up from `cwd` to the repository root (the folder with .git) or the filesystem root. */
function configFolder(cwd: string): string {
  let dir = resolve(cwd);
  for (;;) {
    if (existsSync(join(dir, '.git'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(cwd);
    dir = parent;
  }
}

const JS_CONFIGS = [
  'commitlint.config.js',
  'commitlint.config.mjs',
  'commitlint.config.cjs',
  '.commitlintrc.js',
  '.commitlintrc.mjs',
  '.commitlintrc.cjs',
];

async function repositoryRules(cwd: string) {
  const { LINT_CONFIG_FILES, resolveLintConfig, resolveLintConfigObject } = core;
  const folder = configFolder(cwd);
  const files: Record<string, string> = {};
  for (const name of LINT_CONFIG_FILES) {
    try {
      files[name] = readFileSync(join(folder, name), 'utf8');
    } catch {
      // absent: commitlint's search goes on to the next name
    }
  }
  const resolved = resolveLintConfig(files);
  if (resolved.source) return resolved;
  const jsConfig = JS_CONFIGS.find((name) => existsSync(join(folder, name)));
  if (!jsConfig) return resolved;
  const loaded = (await import(pathToFileURL(join(folder, jsConfig)).href)) as { default?: unknown };
  return resolveLintConfigObject(loaded.default ?? loaded, jsConfig);
}

async function readMessage(file: string | undefined, ctx: CliContext): Promise<string> {
  if (file === undefined && ctx.stdinIsTTY) {
    throw new UsageError('give a message file, or - to read stdin.', {
      hint: "See 'toolbox commit lint --help'.",
    });
  }
  if (file === undefined || file === '-') {
    let text = '';
    for await (const chunk of ctx.stdin) text += chunk.toString();
    return text;
  }
  try {
    return readFileSync(resolve(ctx.cwd, file), 'utf8');
  } catch (error) {
    throw new ToolInputError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? 'error'}.`);
  }
}

const lint: CommandModule<LintOptions> = {
  description:
    "Check a commit message against commitlint's config-conventional rules (or the repository's commitlint config).",
  needsSignIn: false,
  examples: [
    { command: 'toolbox commit lint .git/COMMIT_EDITMSG' },
    { command: 'echo "feat: add login" | toolbox commit lint -' },
    { command: 'toolbox hooks install', description: 'run it on every commit' },
  ],
  configure(cmd) {
    cmd.argument('[file]', 'message file, or - for stdin (default: stdin when piped)');
  },
  toOptions: ({ args }) => ({ file: args[0] as string | undefined }),
  async run(options, ctx) {
    const [message, config] = await Promise.all([readMessage(options.file, ctx), repositoryRules(ctx.cwd)]);
    const result = core.lintCommitMessage(message, config.rules);
    if (ctx.json) {
      ctx.print(JSON.stringify({ ...result, config: config.source, notes: config.notes }, null, 2));
    } else {
      for (const line of core.formatLintProblems(result)) ctx.warn(line);
    }
    return result.valid ? ctx.exit.ok : ctx.exit.failed;
  },
};

export const subcommands = { lint };
