import { renderReleaseBody } from './markdown';
import type { PackageRelease } from './release-plan-types';

const SUBJECT_LIMIT = 72;

/** The release commit's message: `chore(release): a@2.0.0, b@1.0.1` (or a count when that is too long), one line per release below. */
export function releaseCommitMessage(releases: readonly PackageRelease[]): string {
  const listed = `chore(release): ${releases.map((release) => release.tag).join(', ')}`;
  const subject =
    listed.length <= SUBJECT_LIMIT
      ? listed
      : `chore(release): ${releases.length} package${releases.length === 1 ? '' : 's'}`;
  const lines = releases.map(
    (release) => `- ${release.name} ${release.current} -> ${release.next} (${release.why})`,
  );
  return `${subject}\n\n${lines.join('\n')}\n`;
}

/** A release's notes as Markdown: what CHANGELOG.md gets under its heading, the tag's message and a GitHub Release's body. */
export function releaseNotes(release: PackageRelease): string {
  return renderReleaseBody(release.release);
}

/** The annotated tag's message: the package and version, then the notes. */
export function releaseTagMessage(release: PackageRelease): string {
  const notes = releaseNotes(release).trim();
  return `${release.name} ${release.next}\n${notes ? `\n${notes}\n` : ''}`;
}
