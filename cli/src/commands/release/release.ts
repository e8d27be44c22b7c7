import type { PackageRelease, ReleasePlan } from '@toolbox/core/tools/changelog-generator';
import type { Example, ParsedCommand } from '../../command-module';
import type { CliContext } from '../../context';
import { UsageError } from '../../errors';
import { defineFlags } from '../../flag-table';
import { printText } from '../../output/print-text';
import { createStyle, type Style } from '../../output/style';
import { formatTable } from '../../output/table';
import { terminalJson, terminalText } from '../../terminal-text';
import type { GitHubPublishing } from './github/release-steps';
import type { ReleaseOutcome } from './outcome';
import type { ReleaseRequest } from './repository';

export const description =
  'Release every changed package: next versions from Conventional Commits, package.json, dependents, CHANGELOG.md, one commit and tags.';

export const examples: readonly Example[] = [
  { command: 'toolbox release --dry-run', description: 'the plan: package, current, next version and why' },
  { command: 'toolbox release', description: 'bump, write the changelogs, commit and tag' },
  { command: 'toolbox release --push', description: 'then push the commit and the tags to origin' },
  {
    command: 'toolbox release --prerelease rc',
    description: '1.2.3 -> 1.3.0-rc.0, then rc.1; without it, 1.3.0',
  },
  { command: 'toolbox release --first-release', description: 'tag the versions package.json already has' },
  { command: "toolbox release --tag-format '{name}@{version}' --bump-dependents" },
  {
    command: 'toolbox release --github',
    description: 'then one GitHub Release per tag (GITHUB_TOKEN, GITHUB_REPOSITORY), pushing commit and tags',
  },
  {
    command: 'toolbox release --pr',
    description:
      'propose the release as a pull request from release/<branch>; its merge is tagged by the next run',
  },
];

const flags = defineFlags({
  dryRun: { flag: '--dry-run', description: 'print the plan (a table, or --json) and change nothing' },
  prerelease: {
    flag: '--prerelease <id>',
    description: 'release prereleases with this identifier (e.g. rc, beta)',
  },
  firstRelease: {
    flag: '--first-release',
    description: 'a package without a release tag is released at its current version',
  },
  releaseAs: { flag: '--release-as <version>', description: 'release every changed package as this version' },
  tagFormat: {
    flag: '--tag-format <format>',
    description:
      'tag names, e.g. "{name}@{version}" or "v{version}" (default: the style of the existing tags)',
  },
  bumpDependents: {
    flag: '--bump-dependents',
    description: 'patch-release packages whose dependency is released',
  },
  allowDetached: { flag: '--allow-detached', description: 'release from a detached HEAD' },
  push: { flag: '--push', description: 'push the release commit, then the tags', effect: 'destructive' },
  remote: {
    flag: '--remote <name>',
    description: 'where --push pushes',
    default: 'origin',
    effect: 'destructive',
  },
  github: {
    flag: '--github',
    description:
      'publish one GitHub Release per tag (pushes the commit and tags; GITHUB_TOKEN, GITHUB_REPOSITORY, GITHUB_API_URL)',
    effect: 'destructive',
  },
  pr: {
    flag: '--pr',
    description:
      'commit the release on release/<branch> and open or update its pull request instead of tagging; on a merged release commit, tag and publish',
    effect: 'destructive',
  },
  repoUrl: {
    flag: '--repo-url <url>',
    description: 'link commits and compare ranges in the changelogs (default: the origin remote)',
  },
});

/** Bumps, commits, tags and (with --push) pushes: what it does cannot be taken back by running it again. */
export const effects = 'destructive';

/** --push, --github, --pr. */
export const reachesNetwork = true;

export const configure = flags.configure;

export interface ReleaseOptions extends ReleaseRequest {
  dryRun: boolean;
  github: boolean;
  pr: boolean;
}

export function toOptions(parsed: ParsedCommand): ReleaseOptions {
  const options = flags.read(parsed);
  if (options.prerelease !== undefined && !/^[0-9A-Za-z-]+$/.test(options.prerelease)) {
    throw new UsageError(
      `--prerelease "${options.prerelease}" is not a prerelease identifier (e.g. rc, beta).`,
    );
  }
  if (options.prerelease !== undefined && options.releaseAs !== undefined) {
    throw new UsageError('--release-as names the version itself: drop --prerelease.');
  }
  if (options.dryRun && options.push) throw new UsageError('--dry-run changes nothing: drop --push.');
  if (options.pr && options.push) throw new UsageError('--pr pushes the release branch itself: drop --push.');
  return options;
}

/**
 * The publishing step, between tagging and pushing: with --github, one GitHub Release per tag, the commit and the
 * tags pushed between the Releases' drafts and their publication (github/publish-release.ts). True when
 * it pushed.
 */
async function publishRelease(
  outcome: ReleaseOutcome,
  github: GitHubPublishing | undefined,
  ctx: CliContext,
): Promise<boolean> {
  if (!github) return false;
  const published = await github.publish(outcome);
  for (const release of published) ctx.warn(`GitHub Release ${release.action}: ${terminalText(release.url)}`);
  return true;
}

function planRows(plan: ReleasePlan) {
  return plan.releases.map((release) => [release.name, release.current, release.next, release.why]);
}

/** The plan as a table: package, current, next, why (every cell inert: names come from the repository). */
function printPlan(plan: ReleasePlan, ctx: CliContext, style: Style) {
  const rows = planRows(plan).map((row) => row.map((cell) => terminalText(cell)));
  printText(ctx, formatTable(['PACKAGE', 'CURRENT', 'NEXT', 'WHY'], rows, { tty: ctx.isTTY, style }));
}

/**
 * Why a plan releases nothing: the packages that cannot be released whatever their commits (none has a version to
 * start from, or every one is private), else that no commit calls for a release.
 */
function whyNothing(plan: ReleasePlan, manifests: readonly { manifest: { private: boolean } }[]): string {
  const held = (reason: 'private' | 'unversioned') =>
    (plan.held ?? []).filter((entry) => entry.reason === reason).map((entry) => entry.name);
  const unversioned = held('unversioned');
  if (unversioned.length > 0)
    return `${unversioned.join(', ')} ${unversioned.length === 1 ? 'has' : 'have'} no version in ${unversioned.length === 1 ? 'its' : 'their'} package.json and no release tag to read one from (write the version to start from there; --first-release then releases it as it is).`;
  const hidden = held('private');
  if (hidden.length > 0 && manifests.every((file) => file.manifest.private))
    return hidden.length === 1
      ? `${hidden[0]} is private ("private": true in its package.json).`
      : 'every package is private ("private": true in its package.json).';
  return 'no package has a feat, fix, perf, revert or breaking change since its last tag.';
}

function planJson(plan: ReleasePlan) {
  return {
    tagFormat: plan.tagFormat,
    releases: plan.releases.map((release) => ({
      name: release.name,
      dir: release.dir,
      current: release.current,
      next: release.next,
      kind: release.kind,
      why: release.why,
      tag: release.tag,
      ...(release.previousTag ? { previousTag: release.previousTag } : {}),
      prerelease: release.prerelease,
    })),
    ranges: plan.ranges,
  };
}

export async function run(options: ReleaseOptions, ctx: CliContext) {
  const { prepareRelease, pushRelease, tagRelease, writeRelease } = await import('./repository');
  const github = options.github || options.pr ? await import('./github/release-steps') : undefined;
  if (github && !options.dryRun) {
    const pending = await github.publishPending(ctx.cwd, options, ctx.env);
    if (pending) {
      if (ctx.json) ctx.print(terminalJson(pending));
      for (const release of pending.published)
        ctx.warn(`GitHub Release ${release.action}: ${terminalText(release.url)}`);
      return ctx.exit.ok;
    }
  }
  const prepared = await prepareRelease(ctx.cwd, ctx.clock, options);
  for (const warning of prepared.warnings) ctx.warn(warning);
  const { plan } = prepared;
  const style = createStyle(ctx.color);
  if (plan.releases.length === 0) {
    if (ctx.json) ctx.print(terminalJson(planJson(plan)));
    else ctx.warn(terminalText(`Nothing to release: ${whyNothing(plan, prepared.manifests)}`));
    return ctx.exit.ok;
  }
  if (options.dryRun) {
    if (ctx.json) ctx.print(terminalJson(planJson(plan)));
    else printPlan(plan, ctx, style);
    return ctx.exit.ok;
  }
  const publishing = github ? await github.prepareGitHub(prepared, options, ctx.env) : undefined;
  const outcomeOf = (commit: string): ReleaseOutcome => ({
    commit,
    branch: prepared.branch,
    remote: options.remote,
    tags: plan.releases.map((release: PackageRelease) => ({
      tag: release.tag,
      name: release.name,
      version: release.next,
      ...(release.previousTag ? { previousTag: release.previousTag } : {}),
      notes: prepared.tags.find((entry) => entry.tag === release.tag)?.notes ?? '',
      prerelease: release.prerelease,
    })),
  });
  if (publishing && options.pr) {
    const proposed = await publishing.propose(async () => outcomeOf(await writeRelease(prepared)));
    if (ctx.json)
      ctx.print(terminalJson({ ...planJson(plan), commit: proposed.release.commit, pullRequest: proposed }));
    else printPlan(plan, ctx, style);
    ctx.warn(`Release pull request #${proposed.number} ${proposed.action}: ${terminalText(proposed.url)}`);
    return ctx.exit.ok;
  }
  const commit = await writeRelease(prepared);
  const outcome = outcomeOf(commit);
  await tagRelease(prepared, commit);
  const pushed = await publishRelease(outcome, publishing, ctx);
  if (options.push && !pushed) {
    await pushRelease(prepared, outcome);
  }
  if (ctx.json) ctx.print(terminalJson({ ...planJson(plan), commit, pushed: options.push || pushed }));
  else {
    printPlan(plan, ctx, style);
    ctx.warn(
      `Released ${plan.releases.length} package${plan.releases.length === 1 ? '' : 's'} in ${commit.slice(0, 7)}${options.push || pushed ? `, pushed to ${terminalText(options.remote)}` : ''}.`,
    );
  }
  return ctx.exit.ok;
}
