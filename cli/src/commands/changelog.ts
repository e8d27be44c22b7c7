import { resolve } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';
import {
  type BumpType,
  ENTRY_DEFAULTS,
  generateEntryChangelog,
  generateGitChangelog,
  isReleaseTag,
  packageTagLine,
  prependReleases,
  type Release,
  releaseTagLine,
  renderChangelog,
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
    description: 'version bump (auto with git, minor with --entry)',
    choices: ['auto', 'major', 'minor', 'patch', 'prerelease'],
  },
  preid: { flag: '--preid <id>', description: 'prerelease identifier for --bump prerelease (e.g. beta, rc)' },
  keepEmpty: { flag: '--keep-empty', description: 'keep releases with nothing to list' },
  package: {
    flag: '--package <name>',
    description: 'one workspace package: its folder and its tags (e.g. create-vite@1.2.3)',
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
    description: 'list non-conventional and docs/chore/... commits under "Other" (default: skipped)',
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

export interface ChangelogOptions {
  from?: string;
  to: string;
  all: boolean;
  currentVersion?: string;
  bump?: 'auto' | BumpType | 'prerelease';
  preid?: string;
  keepEmpty: boolean;
  package?: string;
  bumpedVersion: boolean;
  unreleased: boolean;
  format: 'md' | 'json';
  output?: string;
  prepend: boolean;
  force: boolean;
  repoUrl?: string;
  tagPattern?: RegExp;
  includePaths: string[];
  includeOther: boolean;
  entries?: string[];
  projectName: string;
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
  if (options.entries && options.bump === 'auto')
    throw new UsageError('--bump auto needs git history; with --entry choose major, minor or patch.');
  return options;
}

export interface Output {
  markdown: string;
  /** What --prepend inserts, newest first. */
  releases: Release[];
  json: unknown;
  nextVersion: string | null;
}

function entryMode(options: ChangelogOptions, ctx: CliContext): Output {
  const result = generateEntryChangelog(
    {
      projectName: options.projectName,
      currentVersion: options.currentVersion ?? ENTRY_DEFAULTS.currentVersion,
      // There are no commits to read in entry mode, so auto means the form's default.
      changeType:
        options.bump === undefined || options.bump === 'auto' || options.bump === 'prerelease'
          ? ENTRY_DEFAULTS.changeType
          : options.bump,
      unreleased: options.unreleased,
      entries: options.entries ?? [],
    },
    ctx.clock,
  );
  return {
    markdown: result.markdown,
    releases: [result.release],
    json: result.json,
    nextVersion: result.json.version,
  };
}

/** The tag prefixes a workspace package may have been released under (`name@`, `dir@`, `name-v`...). */
function tagPrefixesOf(pkg: { name: string; scope: string; dir: string }): Set<string> {
  const base = pkg.dir.split('/').at(-1) ?? pkg.scope;
  return new Set([`${pkg.name}@`, `${pkg.scope}@`, `${base}@`, `${pkg.name}-v`, `${base}-v`]);
}

/**
 * `--all` where the tags are package lines only (a changesets workspace): each line's releases, cut by ancestry
 * among its own tags and limited to its package's folder when the workspace names it, one section per package
 * release (headed by its tag), newest first.
 */
async function packageLineReleases(
  prefixes: readonly string[],
  root: string,
  read: (prefix: string, paths: readonly string[]) => Promise<Release[]>,
): Promise<Release[]> {
  const { workspacePackages } = await import('../platform/workspace-scopes');
  const packages = workspacePackages(root);
  const releases: Release[] = [];
  for (const prefix of prefixes) {
    const pkg = packages.find((candidate) => tagPrefixesOf(candidate).has(prefix));
    const line = await read(prefix, pkg ? [resolve(root, pkg.dir)] : []);
    const name = pkg?.name ?? prefix.replace(/(@|-v)$/, '');
    for (const release of line) if (release.tag) releases.push({ ...release, package: name });
  }
  return releases.sort(
    (a, b) => (b.date ?? '').localeCompare(a.date ?? '') || (a.tag ?? '').localeCompare(b.tag ?? ''),
  );
}

/**
 * `--package NAME`: the package's folder from the workspace and its release tags: every style it was tagged in
 * (lerna's and changesets' `name@1.2.3`, release-please's `name-v1.2.3`), one version line read by version order,
 * so a repository that switched styles goes on from its newest release. `prefix`: the newest release's style.
 */
async function findPackage(name: string, root: string): Promise<{ dir: string; prefixes: Set<string> }> {
  const { workspacePackages } = await import('../platform/workspace-scopes');
  const packages = workspacePackages(root);
  const found = packages.find((pkg) => pkg.name === name || pkg.scope === name);
  if (!found) {
    const known = packages.map((pkg) => pkg.name).slice(0, 12);
    throw new ToolInputError(
      `no workspace package named "${name}"${known.length > 0 ? ` (packages: ${known.join(', ')})` : ' (no pnpm, npm or yarn workspace found)'}.`,
    );
  }
  return { dir: found.dir, prefixes: tagPrefixesOf(found) };
}

/** The changelog (and next version) from the repository's history, as `toolbox changelog` writes it. */
export async function gitMode(options: ChangelogOptions, ctx: CliContext): Promise<Output> {
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
  const located = await git.locate(ctx.cwd, options.to);
  if (!located) {
    throw new UsageError('not inside a git repository.', {
      hint: 'Run it in a repository, or give --entry TEXT (repeatable) to write a changelog from entries.',
    });
  }
  if (located.shallow) {
    const advice =
      'this is a shallow clone: run `git fetch --unshallow --tags` (or check out with fetch-depth: 0)';
    if (options.bumpedVersion) throw new ToolInputError(`${advice} to compute the next version.`);
    ctx.warn(`Warning: ${advice}; releases older than the clone's depth are missing.`);
  }
  const { loadChangelogConfig } = await import('../platform/changelog-config');
  const loaded = await loadChangelogConfig(located.root);
  if (loaded?.note) ctx.warn(loaded.note);
  const config = loaded?.config;
  const paths = [...options.includePaths];
  const names = [...(await tags).values()].flat();
  const found = options.package ? await findPackage(options.package, located.root) : undefined;
  if (found) paths.push(resolve(located.root, found.dir));
  const line = releaseTagLine({
    tags: names,
    tagPattern: options.tagPattern,
    config,
    ...(found ? { packagePrefixes: found.prefixes } : {}),
  });
  if (line.kind === 'packages') {
    if (!options.all || options.bumpedVersion) {
      throw new UsageError(
        `the tags belong to ${line.prefixes.length} packages (${line.prefixes.slice(0, 5).join(', ')}${line.prefixes.length > 5 ? ', ...' : ''}): their versions are not one line.`,
        { hint: 'Give --package NAME (a workspace package) or --tag-pattern REGEX.' },
      );
    }
    const repoUrl = await origin;
    const releases = await packageLineReleases(line.prefixes, located.root, async (prefix, own) => {
      const { pattern: linePattern } = packageTagLine(names, new Set([prefix]), config);
      const { commits } = await releaseRange(
        ctx.cwd,
        {
          to: options.to,
          toCommit: located.commit,
          all: true,
          paths: [...paths, ...own],
          tagPattern: linePattern,
          whole,
        },
        tags,
      );
      return generateGitChangelog(
        commits,
        {
          repoUrl,
          tagPattern: linePattern,
          includeOther: options.includeOther,
          keepEmpty: options.keepEmpty,
          config,
        },
        ctx.clock,
      ).releases;
    });
    return { markdown: renderChangelog(releases, config), releases, json: { releases }, nextVersion: null };
  }
  const { pattern: tagPattern, prefix: firstPrefix } = line;
  const { from, commits } = await releaseRange(
    ctx.cwd,
    {
      from: options.from,
      to: options.to,
      toCommit: located.commit,
      all: options.all,
      paths,
      tagPattern,
      whole,
    },
    tags,
  );
  const previousTag = from && isReleaseTag(from, tagPattern) ? from : undefined;
  const result = generateGitChangelog(
    commits,
    {
      previousTag,
      tagPrefix: firstPrefix,
      currentVersion: options.currentVersion,
      bump: options.bump ?? 'auto',
      preid: options.preid,
      unreleased: options.unreleased,
      repoUrl: await origin,
      tagPattern,
      includeOther: options.includeOther,
      keepEmpty: options.keepEmpty,
      config,
    },
    ctx.clock,
  );
  if (commits.length === 0) {
    throw new ToolInputError(
      from ? `no commits since ${from}: nothing to release.` : 'no commits: nothing to release.',
    );
  }
  if (result.releases.length === 0 && !options.bumpedVersion) {
    throw new ToolInputError(
      from
        ? `nothing to release since ${from}: no commit to list (--include-other lists docs/chore/... commits).`
        : 'nothing to release: no commit to list (--include-other lists docs/chore/... commits).',
    );
  }
  return {
    markdown: result.markdown,
    releases: result.releases,
    json: { releases: result.releases },
    nextVersion: result.nextVersion,
  };
}

export async function run(options: ChangelogOptions, ctx: CliContext) {
  const output = options.entries ? entryMode(options, ctx) : await gitMode(options, ctx);
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
      prependReleases(existing, releases, { force: options.force }),
    );
    if (ctx.isTTY) ctx.warn(`Updated ${options.output ?? 'CHANGELOG.md'}.`);
    return ctx.exit.ok;
  }
  await writeOutput(ctx, terminalText(output.markdown, { multiline: true }), options);
  return ctx.exit.ok;
}
