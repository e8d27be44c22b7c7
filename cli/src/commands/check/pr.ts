/**
 * `toolbox check pr`: every gate on a pull request, each through the function that does it alone: `check rls`'s
 * audit of the head's migrations, `commit lint`'s check of the commits and the title, the schema diff of the
 * base's and the head's migrations, the API diff of an OpenAPI description at both, and `changelog`'s preview and
 * next version. Files are read from git at the two commits, never from the working tree. Core decides each gate's
 * verdict (core/src/pull-request/gates.ts); this renders them as one Markdown summary.
 */
import { appendFile } from 'node:fs/promises';
import { ToolInputError } from '@toolbox/core/errors';
import {
  announcesBreakingChange,
  apiVerdict,
  commitVerdicts,
  formatPullRequestSummary,
  type Gate,
  pullRequestFailed,
  rlsNotApplied,
  rlsVerdict,
  type SummarySection,
  schemaVerdict,
} from '@toolbox/core/pull-request';
import { type ChangelogInput, type Commit, ENTRY_DEFAULTS } from '@toolbox/core/tools/changelog-generator';
import type { AuditLevel, MigrationFile } from '@toolbox/core/tools/rls-policy-generator/audit';
import type { CliContext } from '../../context';
import { UsageError } from '../../errors';
import { inputTooLarge } from '../../input-limits';
import { readDocument } from '../../output/read-input';
import { writeOutput } from '../../output/write-output';
import { terminalText } from '../../terminal-text';

export interface CheckPrOptions {
  base: string | undefined;
  head: string | undefined;
  title: string | undefined;
  event: string | undefined;
  migrations: string;
  openapi: string | undefined;
  failOn: AuditLevel;
  summary: string | undefined;
}

interface PullRequest {
  base: string;
  head: string;
  /** None when neither --title nor the payload gives one (an empty title is none). */
  title?: string;
}

type Git = typeof import('../../platform/git');

/** Base, head and title: the flags, else the pull_request event payload ($GITHUB_EVENT_PATH or --event). */
async function pullRequestOf(options: CheckPrOptions, ctx: CliContext, git: Git): Promise<PullRequest> {
  let payload: { base?: string; head?: string; title?: string } = {};
  const eventPath = options.event ?? (options.base && options.head ? undefined : ctx.env.GITHUB_EVENT_PATH);
  if (eventPath !== undefined) {
    const text = await readDocument(ctx, eventPath, 'a pull_request event payload');
    let event: { pull_request?: { title?: unknown; base?: { sha?: unknown }; head?: { sha?: unknown } } };
    try {
      event = JSON.parse(text);
    } catch {
      throw new ToolInputError(`${eventPath} is not JSON: give a pull_request event payload.`);
    }
    const pr = event?.pull_request;
    if (typeof pr?.base?.sha !== 'string' || typeof pr?.head?.sha !== 'string')
      throw new ToolInputError(
        `${eventPath} is not a pull_request event payload (no pull_request.base.sha).`,
      );
    payload = { base: pr.base.sha, head: pr.head.sha, title: typeof pr.title === 'string' ? pr.title : '' };
  }
  const base = options.base ?? payload.base;
  const head = options.head ?? payload.head;
  if (base === undefined || head === undefined)
    throw new UsageError('give --base and --head (and --title), or run in a pull_request workflow.');
  if (!(await git.repositoryRoot(ctx.cwd))) throw new UsageError('not inside a git repository.');
  const title = options.title ?? payload.title;
  return {
    base: await git.resolveCommit(ctx.cwd, base),
    head: await git.resolveCommit(ctx.cwd, head),
    ...(title ? { title } : {}),
  };
}

/** A file's text at a commit, refused in one line over the command's input limit. */
async function textAt(ctx: CliContext, git: Git, commit: string, path: string): Promise<string | undefined> {
  const file = await git.fileAt(ctx.cwd, commit, path, ctx.inputLimit.bytes);
  if (!file) return undefined;
  if (file.text === undefined)
    throw inputTooLarge(`${path} at ${commit.slice(0, 7)}`, file.size, ctx.inputLimit);
  return file.text;
}

/** The migrations at a commit; undefined when the folder is not there. */
async function migrationsAt(
  ctx: CliContext,
  git: Git,
  commit: string,
  folder: string,
): Promise<MigrationFile[] | undefined> {
  const paths = await git.sqlFilesAt(ctx.cwd, commit, folder);
  if (paths === null) throw new UsageError(`${folder} is not a migrations folder (it is a file).`);
  if (paths === undefined) return undefined;
  const files: MigrationFile[] = [];
  for (const path of paths) files.push({ name: path, sql: (await textAt(ctx, git, commit, path)) ?? '' });
  return files;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

async function rlsGate(ctx: CliContext, head: MigrationFile[], failOn: AuditLevel) {
  const { auditFiles } = await import('./rls');
  const core = await import('@toolbox/core/tools/rls-policy-generator/audit');
  try {
    const audit = await auditFiles(ctx, head);
    const gate = rlsVerdict({
      migrations: audit.migrations,
      counts: core.countByLevel(audit.findings),
      failOn,
      fails: core.auditFails(audit, failOn),
    });
    const notes = audit.notes.map((n) => `- ${n}`);
    const markdown = [...core.auditMarkdown(audit), '', ...notes].join('\n');
    return { gate, applied: true, section: { title: 'RLS audit', markdown } };
  } catch (error) {
    // A migration that does not apply fails the gate with Postgres's line; the other gates still run.
    if (!(error instanceof ToolInputError)) throw error;
    const gate = rlsNotApplied(error.message);
    return { gate, applied: false, section: { title: 'RLS audit', markdown: error.message } };
  }
}

async function lintGates(ctx: CliContext, git: Git, pr: PullRequest) {
  const { repositoryMessageCheck } = await import('../commit-lint');
  const { check } = await repositoryMessageCheck(ctx.cwd, ctx.repositoryCode);
  const commits = await git.commitMessages(ctx.cwd, pr.base, pr.head);
  const lines: string[] = [];
  let failing = 0;
  for (const commit of commits) {
    const { result, problems } = await check(commit.message);
    if (result.valid) continue;
    failing++;
    lines.push(`- \`${commit.hash.slice(0, 7)}\` ${commit.subject}: ${problems.join('; ')}`);
  }
  const title = pr.title === undefined ? undefined : await check(pr.title);
  const gates = commitVerdicts({
    commits: commits.length,
    failing,
    ...(title ? { title: { valid: title.result.valid, problems: title.problems } } : {}),
  });
  const markdown = lines.length > 0 ? lines.join('\n') : `All ${plural(commits.length, 'commit')} pass.`;
  const messages = commits.map((c) => c.message);
  return {
    gates,
    section: { title: 'Commit lint', markdown },
    messages: pr.title === undefined ? messages : [pr.title, ...messages],
    hashes: new Set(commits.map((c) => c.hash)),
    /** The squash commit's subject, when the title is one (an invalid title fails its gate; the preview reads the commits). */
    squashTitle: title?.result.valid ? pr.title : undefined,
  };
}

async function schemaGate(
  base: MigrationFile[],
  head: MigrationFile[],
  announced: boolean,
  env: CliContext['env'],
) {
  const { parseSchemaFiles, schemaOfSqlFiles } = await import('../../platform/pglite-schema');
  const core = await import('@toolbox/core/schema-diff');
  const [oldFiles, newFiles] = [await parseSchemaFiles(base), await parseSchemaFiles(head)];
  const diff = core.diffSchemas(await schemaOfSqlFiles(oldFiles, env), await schemaOfSqlFiles(newFiles, env));
  const { breaking } = core.diffReport(diff);
  const gate = schemaVerdict({ changes: diff.changes.length, breaking, announced });
  return { gate, section: { title: 'Schema diff', markdown: core.formatDiffMarkdown(diff) } };
}

async function apiGate(ctx: CliContext, git: Git, pr: PullRequest, path: string, announced: boolean) {
  const head = await textAt(ctx, git, pr.head, path);
  if (head === undefined) throw new UsageError(`--openapi ${path} is not in the head commit.`);
  const base = await textAt(ctx, git, pr.base, path);
  const api = await import('@toolbox/core/tools/api-docs');
  // A description new in this pull request is compared with itself: checked, no changes.
  const compared = await api.runApiDiff({
    base: { text: base ?? head },
    revision: { text: head },
    failOn: 'breaking',
  });
  if (!compared.ok) {
    const at = compared.side === 'old' ? pr.base : pr.head;
    throw new ToolInputError(
      `${path} at ${at.slice(0, 7)}: ${compared.firstError ?? 'not an OpenAPI description'}`,
    );
  }
  if (base === undefined) {
    const gate = apiVerdict({ path, isNew: true });
    return { gate, section: { title: 'API diff', markdown: `${path} is new in this pull request.` } };
  }
  const { report } = compared;
  const gate = apiVerdict({
    changes: report.changes.length,
    breaking: report.counts.ERR,
    fails: compared.fails,
    announced,
  });
  return { gate, section: { title: 'API diff', markdown: compared.markdown } };
}

/** The release the head would make, as `toolbox changelog --to HEAD` reads it: its defaults, spelled out. */
const previewInput = (head: string): ChangelogInput => ({
  to: head,
  all: false,
  keepEmpty: false,
  bumpedVersion: false,
  unreleased: false,
  includePaths: [],
  includeOther: false,
  projectName: ENTRY_DEFAULTS.projectName,
});

/**
 * The pull request's commits as its squash merge makes them: one commit at the newest, the title its subject and
 * their messages its body (GitHub's default), so a `feat!:` title is the breaking feature release-please reads.
 */
function squashMerged(commits: Commit[], title: string, hashes: ReadonlySet<string>): Commit[] {
  const merged = commits.filter((c) => hashes.has(c.hash));
  const [newest, oldest] = [merged[0], merged.at(-1)];
  if (!newest || !oldest) return commits;
  const body = [...merged]
    .reverse()
    .map((c) => `* ${[c.subject, c.body].filter(Boolean).join('\n\n')}`)
    .join('\n\n');
  const squash: Commit = {
    ...newest,
    subject: title,
    body,
    ...(oldest.parents ? { parents: oldest.parents } : {}),
  };
  return commits.flatMap((c) => (c === newest ? [squash] : hashes.has(c.hash) ? [] : [c]));
}

async function changelogPreview(
  ctx: CliContext,
  pr: PullRequest,
  { hashes, squashTitle: title }: { hashes: ReadonlySet<string>; squashTitle: string | undefined },
) {
  const { changelogOf } = await import('../changelog');
  try {
    const output = await changelogOf(
      previewInput(pr.head),
      ctx,
      title === undefined ? undefined : (commits) => squashMerged(commits, title, hashes),
    );
    // The release alone, without the changelog file's title and preamble.
    const release = output.markdown.indexOf('\n## ');
    const markdown = release === -1 ? output.markdown : output.markdown.slice(release + 1);
    return { nextVersion: output.nextVersion, section: { title: 'Changelog preview', markdown } };
  } catch (error) {
    // A history with nothing to preview, or one whose tags are package lines (a changesets workspace: the
    // changelog asks for --package there), says why in the section; the other gates stand.
    if (!(error instanceof ToolInputError) && !(error instanceof UsageError)) throw error;
    return { nextVersion: null, section: { title: 'Changelog preview', markdown: error.message } };
  }
}

export async function runCheckPr(options: CheckPrOptions, ctx: CliContext): Promise<number> {
  const git = await import('../../platform/git');
  const pr = await pullRequestOf(options, ctx, git);
  // Inputs first: a bad folder or description fails in one line before any database starts.
  const headMigrations = await migrationsAt(ctx, git, pr.head, options.migrations);
  const baseMigrations = headMigrations
    ? await migrationsAt(ctx, git, pr.base, options.migrations)
    : undefined;
  const lint = await lintGates(ctx, git, pr);
  const announced = lint.messages.some(announcesBreakingChange);
  // The API diff before any database too: a description that is not OpenAPI fails at once.
  const api =
    options.openapi === undefined ? undefined : await apiGate(ctx, git, pr, options.openapi, announced);
  const gates: Gate[] = [];
  const sections: SummarySection[] = [];
  const rls = headMigrations ? await rlsGate(ctx, headMigrations, options.failOn) : undefined;
  if (rls) {
    gates.push(rls.gate);
    sections.push(rls.section);
  }
  gates.push(...lint.gates);
  sections.push(lint.section);
  if (headMigrations && rls?.applied) {
    const schema = await schemaGate(baseMigrations ?? [], headMigrations, announced, ctx.env);
    gates.push(schema.gate);
    sections.push(schema.section);
  }
  if (api) {
    gates.push(api.gate);
    sections.push(api.section);
  }
  const preview = await changelogPreview(ctx, pr, lint);
  sections.push(preview.section);
  const summary = { ...pr, gates, sections, nextVersion: preview.nextVersion };
  const markdown = formatPullRequestSummary(summary);
  const failed = pullRequestFailed(summary);
  if (options.summary !== undefined) {
    await writeOutput(ctx, markdown, { output: options.summary, force: true });
  } else if (ctx.env.GITHUB_STEP_SUMMARY) {
    // GitHub's step summary collects what each step appends.
    await appendFile(ctx.env.GITHUB_STEP_SUMMARY, markdown);
  }
  if (ctx.json)
    ctx.print(JSON.stringify({ ...pr, gates, nextVersion: preview.nextVersion, failed }, null, 2));
  else if (options.summary === undefined && !ctx.env.GITHUB_STEP_SUMMARY)
    ctx.print(terminalText(markdown, { multiline: true }));
  else
    for (const g of gates) ctx.print(terminalText(`${g.passed ? 'pass' : 'FAIL'}  ${g.name}: ${g.result}`));
  return failed ? ctx.exit.failed : ctx.exit.ok;
}
