import { type GitHubRelease, readRelease, readReleases, readRepository } from './answers';
import { GitHubClient } from './client';
import { GitHubError } from './errors';

/** One GitHub Release to create (or bring up to date) for one tag. */
export interface ReleaseToPublish {
  tag: string;
  /** The Release's title. */
  name: string;
  /** Its body: that release's notes. */
  notes: string;
  prerelease: boolean;
  /** The commit the tag points at. */
  commit: string;
}

export interface PublishedRelease {
  tag: string;
  url: string;
  action: 'created' | 'updated';
}

/** What publishing asks of git, between making the drafts and publishing them. */
export interface PublishSteps {
  /** Puts the tags (and the commit they point at) on the remote. */
  push(): Promise<void>;
  /** Takes off the remote the tags push() put there (publishing failed after it). */
  unpush(): Promise<void>;
}

/** Reads the repository: a token that cannot see it, or cannot push to it, stops here. */
export async function checkRepositoryAccess(client: GitHubClient): Promise<void> {
  const { owner, repo } = client.target;
  const action = `reading ${owner}/${repo}`;
  const repository = GitHubClient.read(
    action,
    await client.request(action, 'GET', client.repoPath()),
    readRepository,
  );
  if (repository.canPush === false)
    throw new GitHubError(
      `GitHub: the token cannot push to ${repository.fullName}`,
      'A workflow needs permissions: contents: write (and pull-requests: write for --pr).',
    );
}

/**
 * One GitHub Release per tag, never half-published. The order:
 * 1. the repository is read (a token that cannot push stops here, before anything changes);
 * 2. each tag's existing Release is looked up (published by tag, drafts from the newest page);
 * 3. a draft Release is made for each tag without one (a draft creates no tag on GitHub);
 * 4. `steps.push()` puts the tags on the remote;
 * 5. each draft is published, each existing Release updated (name, notes, prerelease): a re-run updates, it
 *    never duplicates.
 * A failure in 3 or 4 deletes the drafts made; a failure in 5 deletes this run's Releases and calls
 * `steps.unpush()`. The error thrown is the first failure's, one line naming the operation.
 */
export async function publishReleases(
  client: GitHubClient,
  releases: readonly ReleaseToPublish[],
  steps: PublishSteps,
): Promise<PublishedRelease[]> {
  await checkRepositoryAccess(client);

  const published = new Map<string, GitHubRelease>();
  for (const release of releases) {
    const action = `looking up the Release for ${release.tag}`;
    const answer = await client.request(
      action,
      'GET',
      client.repoPath(`/releases/tags/${encodeURIComponent(release.tag)}`),
      { allow: [404] },
    );
    if (answer.status !== 404) published.set(release.tag, GitHubClient.read(action, answer, readRelease));
  }
  const listing = 'listing the Releases';
  const drafts = new Map<string, GitHubRelease>();
  for (const release of GitHubClient.read(
    listing,
    await client.request(listing, 'GET', client.repoPath('/releases?per_page=100')),
    readReleases,
  ))
    if (release.draft && !drafts.has(release.tagName)) drafts.set(release.tagName, release);

  const content = (release: ReleaseToPublish) => ({
    name: release.name,
    body: release.notes,
    prerelease: release.prerelease,
  });
  const made: { release: ReleaseToPublish; id: number }[] = [];
  const deleteMade = async (): Promise<string[]> => {
    const problems: string[] = [];
    for (const { release, id } of made) {
      try {
        await client.request(
          `deleting the draft Release for ${release.tag}`,
          'DELETE',
          client.repoPath(`/releases/${id}`),
        );
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error));
      }
    }
    return problems;
  };
  const failWith = async (error: unknown, rollback: () => Promise<string[]>): Promise<never> => {
    const problems = await rollback();
    if (problems.length > 0 && error instanceof Error)
      error.message = `${error.message}; rolling back also failed: ${problems.join('; ')}`;
    throw error;
  };

  try {
    for (const release of releases) {
      if (published.has(release.tag)) continue;
      const leftover = drafts.get(release.tag);
      const action = `creating the draft Release for ${release.tag}`;
      const answer = leftover
        ? await client.request(action, 'PATCH', client.repoPath(`/releases/${leftover.id}`), {
            body: { ...content(release), draft: true },
          })
        : await client.request(action, 'POST', client.repoPath('/releases'), {
            body: {
              tag_name: release.tag,
              target_commitish: release.commit,
              ...content(release),
              draft: true,
            },
          });
      made.push({ release, id: GitHubClient.read(action, answer, readRelease).id });
    }
    await steps.push();
  } catch (error) {
    return failWith(error, deleteMade);
  }

  const done: PublishedRelease[] = [];
  try {
    for (const { release, id } of made) {
      const action = `publishing the Release for ${release.tag}`;
      const answer = await client.request(action, 'PATCH', client.repoPath(`/releases/${id}`), {
        body: { ...content(release), draft: false },
      });
      done.push({
        tag: release.tag,
        url: GitHubClient.read(action, answer, readRelease).htmlUrl,
        action: 'created',
      });
    }
  } catch (error) {
    return failWith(error, async () => {
      const problems = await deleteMade();
      try {
        await steps.unpush();
      } catch (unpushError) {
        problems.push(unpushError instanceof Error ? unpushError.message : String(unpushError));
      }
      return problems;
    });
  }
  for (const release of releases) {
    const existing = published.get(release.tag);
    if (!existing) continue;
    const action = `updating the Release for ${release.tag}`;
    const answer = await client.request(action, 'PATCH', client.repoPath(`/releases/${existing.id}`), {
      body: content(release),
    });
    done.push({
      tag: release.tag,
      url: GitHubClient.read(action, answer, readRelease).htmlUrl,
      action: 'updated',
    });
  }
  return done;
}
