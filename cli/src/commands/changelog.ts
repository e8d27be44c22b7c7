import { resolve } from 'node:path';
import {
  type ChangelogInput,
  type ChangelogRepository,
  type ChangelogResult,
  ChangelogUsageError,
  type Commit,
  ENTRY_DEFAULTS,
  runChangelog,
  runChangelogPrepend,
} from '@toolbox/core/tools/changelog-generator';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags, outputFile } from '../flag-table';
import { rewriteFile, writeOutput } from '../output/write-output';
import { terminalData, terminalJson, terminalText } from '../terminal-text';

export const examples: readonly Example[] = [
  { command: 'toolbox changelog', description: 'the next release from the commits since the latest tag' },
  {
    command: 'toolbox changelog -o CHANGELOG.md --prepend',
    description: 'add it on top of the existing file',
  },
  { command: 'toolbox changelog --all -o CHANGELOG.md', description: 'every release, grouped by tag' },
  {
    command: 'toolbox changelog --bumped-version',
    description: 'just the next version (e.g. for npm version)',
  },
  {
    command: 'toolbox changelog --include-path packages/web --tag-pattern "^web@"',
    description: 'one package',
  },
  {
    command:
      'toolbox changelog --entry "Add dark mode" --entry "Fix crash" --current-version 1.2.0 --bump minor',
  },
];

const flags = defineFlags({
  from: { flag: '--from <ref>', description: 'start after this ref (default: the latest release tag)' },
  to: { flag: '--to <ref>', description: 'end at this ref', default: 'HEAD' },
  all: { flag: '--all', description: 'the whole history, one section per release tag' },
  currentVersion: {
    flag: '--current-version <version>',
    description: 'version to bump from (default: from the latest tag; 1.0.0 with --entry)',
  },
  bump: {
    flag: '--bump <type>',
    description: 'version bump (default auto: what the commits, or the --entry entries, call for)',
    choices: ['auto', 'major', 'minor', 'patch', 'prerelease'],
  },
  preid: { flag: '--preid <id>', description: 'prerelease identifier for --bump prerelease (e.g. beta, rc)' },
  keepEmpty: { flag: '--keep-empty', description: 'keep releases with nothing to list' },
  package: {
    flag: '--package <name>',
    description:
      "one workspace package, or one release-please's config declares: its folder and its tags (e.g. create-vite@1.2.3)",
  },
  bumpedVersion: { flag: '--bumped-version', description: 'print only the next version' },
  unreleased: { flag: '--unreleased', description: 'head new changes [Unreleased] instead of a version' },
  format: { flag: '--format <format>', description: 'output format', choices: ['md', 'json'], default: 'md' },
  output: outputFile,
  force: {
    flag: '-f, --force',
    description: 'overwrite the -o file; with --prepend, replace a version the file already has',
  },
  prepend: {
    flag: '--prepend',
    description:
      "insert the new release above the newest one of an existing changelog, in the file's heading style (-o, default CHANGELOG.md)",
    effect: 'writes',
  },
  repoUrl: {
    flag: '--repo-url <url>',
    description: 'link commits and compare ranges (default: the origin remote)',
  },
  tagPattern: {
    flag: '--tag-pattern <regex>',
    description: 'only tags matching this are releases (e.g. "^web@")',
  },
  includePath: {
    flag: '--include-path <path>',
    description: 'only commits touching this path (repeatable)',
    list: 'repeat',
  },
  includeOther: {
    flag: '--include-other',
    description:
      'list docs/style/test/chore/ci commits in git-cliff\'s default groups, the rest under "Other" (default: skipped)',
  },
  entry: {
    flag: '--entry <text>',
    description: "a change entry, the web form's mode (repeatable)",
    list: 'repeat',
  },
  projectName: {
    flag: '--project-name <name>',
    description: 'project name (--entry mode)',
    default: ENTRY_DEFAULTS.projectName,
  },
});

export const configure = flags.configure;

export interface ChangelogOptions extends ChangelogInput {
  format: 'md' | 'json';
  output?: string;
  prepend: boolean;
  force: boolean;
  includePaths: string[];
  entries?: string[];
}

export function toOptions(parsed: ParsedCommand): ChangelogOptions {
  const { tagPattern: pattern, includePath, entry: entries, ...values } = flags.read(parsed);
  let tagPattern: RegExp | undefined;
  if (pattern !== undefined) {
    try {
      tagPattern = new RegExp(pattern);
    } catch (error) {
      throw new UsageError(`--tag-pattern is not a valid regular expression: ${(error as Error).message}`);
    }
  }
  const options: ChangelogOptions = {
    ...values,
    tagPattern,
    includePaths: includePath,
    entries: entries.length > 0 ? entries : undefined,
  };
  if (options.all && options.from) throw new UsageError('--all and --from cannot be combined.');
  if (options.bumpedVersion && options.unreleased)
    throw new UsageError('--bumped-version needs a version: drop --unreleased.');
  if (options.preid && options.bump !== 'prerelease')
    throw new UsageError('--preid goes with --bump prerelease.');
  if (options.package && options.tagPattern)
    throw new UsageError('--package finds the tag pattern itself: drop --tag-pattern.');
  if (options.entries && options.bump === 'prerelease')
    throw new UsageError('--bump prerelease needs git history; with --entry choose major, minor or patch.');
  return options;
}

/** The repository at `ctx.cwd` as core reads a changelog from it: git, the files at its root, stderr. */
/** What the commits read become before the changelog reads them (check pr: the pull request squash-merged). */
type CommitsAdjustment = (commits: Commit[]) => Commit[];

async function repositoryOf(
  options: ChangelogInput,
  ctx: CliContext,
  adjust: CommitsAdjustment = (commits) => commits,
): Promise<ChangelogRepository> {
  const [git, { readWholeRange, releaseRange }] = await Promise.all([
    import('../platform/git'),
    import('../platform/changelog-range'),
  ]);
  // Every read that needs no answer of another starts at once: the repository's place, its tags, its origin and
  // (for --all and --from, whatever the tags turn out to be) the whole graph. A refusal below leaves none unhandled.
  const tags = git.readTags(ctx.cwd);
  tags.catch(() => {});
  const whole =
    options.all || options.from ? readWholeRange(ctx.cwd, options.from, options.to, tags) : undefined;
  const origin = options.repoUrl ? Promise.resolve(options.repoUrl) : git.originUrl(ctx.cwd);
  origin.catch(() => {});
  const located = await git.locate(ctx.cwd, options.to);
  if (!located) {
    throw new UsageError('not inside a git repository.', {
      hint: 'Run it in a repository, or give --entry TEXT (repeatable) to write a changelog from entries.',
    });
  }
  const { readConfigFile } = await import('../platform/changelog-config');
  return {
    shallow: located.shallow,
    tags: async () => [...(await tags).values()].flat(),
    readFile: (path) => readConfigFile(located.root, path),
    workspacePackages: async () =>
      (await import('../platform/workspace-scopes')).workspacePackages(located.root),
    packagesAt: async (ref) =>
      (await import('../platform/packages-at-ref')).packagesAtTag(located.root, ref, tags),
    readRange: async (request) => {
      const range = await releaseRange(
        ctx.cwd,
        {
          from: request.from,
          to: request.to,
          all: request.all,
          paths: [...request.paths, ...request.packageDirs.map((dir) => resolve(located.root, dir))],
          releases: request.releases,
          whole,
        },
        tags,
      );
      return { ...range, commits: adjust(range.commits) };
    },
    repoUrl: () => origin,
    warn: (message) => ctx.warn(message),
  };
}

/** The changelog (and next version), from the entries or the repository's history, as `toolbox changelog` writes it. */
export async function changelogOf(
  options: ChangelogInput,
  ctx: CliContext,
  adjust?: CommitsAdjustment,
): Promise<ChangelogResult> {
  const repository = options.entries ? undefined : await repositoryOf(options, ctx, adjust);
  try {
    return await runChangelog(options, { clock: ctx.clock, repository });
  } catch (error) {
    if (error instanceof ChangelogUsageError) throw new UsageError(error.message, { hint: error.hint });
    throw error;
  }
}

export async function run(options: ChangelogOptions, ctx: CliContext) {
  const output = await changelogOf(options, ctx);
  if (output.skipped) {
    const { entries, rule } = output.skipped;
    ctx.warn(
      terminalText(
        `toolbox: ${entries.length === 1 ? '1 entry' : `${entries.length} entries`} ${rule}: ${entries.join('; ')}`,
      ),
    );
  }
  if (options.bumpedVersion) {
    if (options.format === 'json' || ctx.json) ctx.print(JSON.stringify({ version: output.nextVersion }));
    else ctx.print(output.nextVersion ?? '');
    return ctx.exit.ok;
  }
  // Commit subjects are the authors' text: escape sequences and control characters are dropped wherever it goes,
  // a file or a pipe too (an OSC 52 in CHANGELOG.md writes the clipboard of whoever cats it).
  if (options.format === 'json' || ctx.json) {
    if (options.prepend) throw new UsageError('--prepend works with Markdown only.');
    await writeOutput(ctx, `${terminalJson(output.json)}\n`, options);
    return ctx.exit.ok;
  }
  if (options.prepend) {
    const releases = terminalData(output.releases);
    await rewriteFile(ctx, options.output ?? 'CHANGELOG.md', (existing) =>
      runChangelogPrepend({ existing, releases, force: options.force }),
    );
    if (ctx.isTTY) ctx.warn(`Updated ${options.output ?? 'CHANGELOG.md'}.`);
    return ctx.exit.ok;
  }
  await writeOutput(ctx, terminalText(output.markdown, { multiline: true }), options);
  return ctx.exit.ok;
}
