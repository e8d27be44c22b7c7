import { ToolInputError } from '../../errors';
import type { Clock } from '../../ports';
import { latestReleaseTag, tagVersion } from './git-mode';
import { planRelease } from './release-plan';
import type { PackageManifest, ReleaseCommit, ReleasePlan, ReleasePlanOptions } from './release-plan-types';
import { detectTagFormat, tagPatternFor } from './release-tags';
import { semver } from './semver-functions';

/** The command whose output the page reads: full messages, tags in the decorations, the files each commit touches. */
export const GIT_LOG_COMMAND = 'git log --decorate --name-only';

/** `commit <hash> [<parent>...] [(decorations)]`: `--parents` adds the parents, which cut releases by ancestry. */
const COMMIT_LINE = /^commit ([0-9a-f]{7,64})((?: [0-9a-f]{7,64})*)(?: \((.*)\))?$/;
const ONELINE = /^([0-9a-f]{7,64}) (?:\((.*?)\) )?(.*)$/;

function tagsOf(decorations: string | undefined): string[] {
  return (decorations ?? '')
    .split(', ')
    .flatMap((entry) => (entry.startsWith('tag: ') ? [entry.slice('tag: '.length)] : []));
}

/**
 * Commits from pasted `git log` output, newest first: the default format (with `--decorate` for tags and
 * `--name-only` or `--name-status` for files) or `--oneline --decorate`. Without parents, releases are cut in
 * list order, which a linear history makes the same as by ancestry.
 */
export function parseGitLogText(text: string): ReleaseCommit[] {
  const commits: (ReleaseCommit & { files: string[] })[] = [];
  let current: (ReleaseCommit & { files: string[]; message: string[] }) | undefined;
  const close = () => {
    if (!current) return;
    const [subject = '', ...rest] = current.message;
    const { message: _, ...commit } = current;
    commits.push({ ...commit, subject: subject.trim(), body: rest.join('\n').trim() });
    current = undefined;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\s+$/, '');
    const header = COMMIT_LINE.exec(line);
    if (header) {
      close();
      const [, hash = '', parents = '', decorations] = header;
      current = {
        hash,
        date: '',
        author: '',
        subject: '',
        body: '',
        tags: tagsOf(decorations),
        files: [],
        message: [],
      };
      if (parents) current.parents = parents.trim().split(' ');
      continue;
    }
    if (current) {
      if (raw.startsWith('    ')) current.message.push(raw.slice(4));
      else if (/^(Author|Date|Merge|Commit|AuthorDate|CommitDate):/.test(line) || line === '') continue;
      else current.files.push(line.includes('\t') ? (line.split('\t').at(-1) as string) : line);
      continue;
    }
    const oneline = ONELINE.exec(line);
    if (oneline) {
      const [, hash = '', decorations, subject = ''] = oneline;
      commits.push({ hash, date: '', author: '', subject, body: '', tags: tagsOf(decorations), files: [] });
    }
  }
  close();
  if (commits.length === 0 && text.trim() !== '') {
    throw new ToolInputError(`No commits found: paste the output of \`${GIT_LOG_COMMAND}\`.`);
  }
  return commits;
}

/** One package per line, `name folder [version]` (folder `.` for the root); a missing version comes from its tags. */
export function parsePackageLines(text: string): { name: string; dir: string; version?: string }[] {
  return text
    .split(/\r?\n/)
    .map((line, index) => ({ fields: line.trim().split(/\s+/).filter(Boolean), number: index + 1 }))
    .filter(({ fields }) => fields.length > 0)
    .map(({ fields, number }) => {
      const [name = '', dir = '.', version] = fields;
      if (fields.length > 3 || (version !== undefined && !semver.valid(version))) {
        throw new ToolInputError(
          `Package line ${number}: write "name folder [version]", e.g. "@acme/ui packages/ui 1.2.0".`,
        );
      }
      const entry: { name: string; dir: string; version?: string } = {
        name,
        dir: dir === '.' ? '' : dir.replace(/^\.\//, '').replace(/\/+$/, ''),
      };
      if (version) entry.version = version;
      return entry;
    });
}

/**
 * The release plan the CLI's `toolbox release --dry-run` makes, from a pasted `git log` and a package list
 * (none: one package at the root). A package's current version, when not given, is its latest tag's.
 */
export function planFromGitLog(
  input: { log: string; packages: string },
  options: ReleasePlanOptions,
  clock: Clock,
): ReleasePlan {
  const commits = parseGitLogText(input.log);
  const tags = commits.flatMap((commit) => commit.tags);
  const listed = parsePackageLines(input.packages);
  const entries = listed.length > 0 ? listed : [{ name: 'package', dir: '' }];
  const format =
    options.tagFormat ??
    detectTagFormat(
      tags,
      entries.map((entry) => entry.name),
    );
  const packages: PackageManifest[] = entries.map((entry) => {
    const latest = latestReleaseTag(tags, tagPatternFor(format, entry.name));
    const fromTag = latest ? tagVersion(latest) : null;
    return { name: entry.name, dir: entry.dir, version: entry.version ?? fromTag ?? '0.0.0', private: false };
  });
  return planRelease({ packages, commits, tags }, { ...options, tagFormat: format }, clock);
}
