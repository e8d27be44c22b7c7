/**
 * `toolbox commit lint`: one message (a file, or stdin) or every commit of a range, against the repository's
 * commitlint config.
 */
import { ToolInputError } from '@toolbox/core/errors';
import { type CommitLintReport, runMessageLint } from '@toolbox/core/tools/commit-message-assistant';
import type { CliContext } from '../context';
import { readInput } from '../output/read-input';
import { type ConfigCode, repositoryLintConfig } from '../platform/commitlint-config';
import { gitCommentChar } from '../platform/git-comment-char';
import { terminalText } from '../terminal-text';

export interface LintOptions {
  file: string | undefined;
  from?: string;
  to: string;
}

/**
 * The repository's lint, as `commit lint` applies it: its commitlint config, else config-conventional's rules.
 * As commitlint: comment lines are dropped only from a message file (its --edit), with git's comment char
 * (`commentChar`); a message on stdin, a title and the commits of a range keep their `#` lines.
 */
export async function repositoryMessageCheck(cwd: string, code: ConfigCode = 'run') {
  const config = await repositoryLintConfig(cwd, code);
  const check = async (message: string, commentChar?: string): Promise<CommitLintReport> =>
    config.commitlint
      ? runMessageLint({
          message,
          verdict: await config.commitlint(message, commentChar === undefined ? {} : { commentChar }),
        })
      : runMessageLint({
          message,
          rules: config.rules,
          defaultIgnores: config.defaultIgnores,
          commentChar: commentChar ?? null,
        });
  return { config, check };
}

export async function runCommitLint(options: LintOptions, ctx: CliContext): Promise<number> {
  const fromFile = options.from === undefined && options.file !== undefined && options.file !== '-';
  // The hook's path: git's comment char is read (from its config files, or from git when they cannot tell) while
  // the lint config and the message are read, instead of after them.
  const commentChar = fromFile ? gitCommentChar(ctx.cwd, ctx.env) : undefined;
  commentChar?.catch(() => {});
  const { config, check } = await repositoryMessageCheck(ctx.cwd, ctx.repositoryCode);
  if (config.notes.length > 0 && !ctx.json) {
    ctx.warn(`toolbox: commitlint config ${config.source ?? ''}: not applied: ${config.notes.join('; ')}.`);
  }
  if (options.from !== undefined) return lintRange(options.from, options.to, check, config.helpUrl, ctx);
  const message = await readInput(ctx, options.file, 'a message file');
  // As commitlint: nothing piped in is a mistake (an empty $TITLE), not a message that passes. A message file may
  // be empty: git aborts such a commit itself.
  if (!fromFile && message.trim() === '')
    throw new ToolInputError('no commit message on stdin: pipe one in, or give a message file.');
  const { result, problems } = await check(message, await commentChar);
  if (ctx.json) {
    ctx.print(JSON.stringify({ ...result, config: config.source, notes: config.notes }, null, 2));
  } else {
    for (const line of problems) ctx.warn(line);
    if (!result.valid && config.helpUrl) ctx.warn(`Get help: ${config.helpUrl}`);
  }
  return result.valid ? ctx.exit.ok : ctx.exit.failed;
}

interface CheckedCommit {
  hash: string;
  subject: string;
  result: CommitLintReport['result'];
  problems: string[];
}

/**
 * `commit lint --from A --to B`: every commit in A..B; one line per commit with a problem (errors or only
 * warnings, as single-message mode shows both), exit 1 if any fails.
 */
async function lintRange(
  from: string,
  to: string,
  check: (message: string) => Promise<CommitLintReport>,
  helpUrl: string | undefined,
  ctx: CliContext,
) {
  const git = await import('../platform/git');
  const commits = await git.commitMessages(ctx.cwd, from, to);
  const reported: CheckedCommit[] = [];
  for (const commit of commits) {
    const { result, problems } = await check(commit.message);
    if (!result.valid || result.warnings.length > 0) reported.push({ ...commit, result, problems });
  }
  const failing = reported.filter((entry) => !entry.result.valid);
  if (ctx.json) {
    const entries = (list: CheckedCommit[]) =>
      list.map(({ hash, subject, result }) => ({ hash, subject, ...result }));
    const warned = reported.filter((entry) => entry.result.valid);
    ctx.print(
      JSON.stringify(
        { checked: commits.length, failures: entries(failing), warnings: entries(warned) },
        null,
        2,
      ),
    );
  } else {
    for (const { hash, subject, problems } of reported) {
      // A subject is the author's text: escape sequences and control characters never reach the terminal.
      ctx.warn(terminalText(`${hash.slice(0, 7)} ${subject}: ${problems.join('; ')}`));
    }
    if (failing.length > 0 && helpUrl) ctx.warn(`Get help: ${helpUrl}`);
    if (failing.length === 0 && ctx.isTTY) ctx.warn(`${commits.length} commits checked.`);
  }
  return failing.length === 0 ? ctx.exit.ok : ctx.exit.failed;
}
