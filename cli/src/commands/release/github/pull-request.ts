import { readPull, readPulls } from './answers';
import { GitHubClient } from './client';

export interface ReleasePull {
  /** The release branch, e.g. release/main. */
  head: string;
  base: string;
  title: string;
  body: string;
}

export interface OpenedPull {
  number: number;
  url: string;
  action: 'opened' | 'updated';
}

/** Opens the release pull request from `head` into `base`, or updates the open one: never a second one. */
export async function openOrUpdatePull(client: GitHubClient, pull: ReleasePull): Promise<OpenedPull> {
  const query = new URLSearchParams({
    state: 'open',
    head: `${client.target.owner}:${pull.head}`,
    base: pull.base,
    per_page: '100',
  });
  const listing = `looking for the open pull request from ${pull.head}`;
  const open = GitHubClient.read(
    listing,
    await client.request(listing, 'GET', client.repoPath(`/pulls?${query}`)),
    readPulls,
  ).find((candidate) => candidate.head === pull.head && candidate.base === pull.base);
  if (open) {
    const action = `updating pull request #${open.number}`;
    const answer = await client.request(action, 'PATCH', client.repoPath(`/pulls/${open.number}`), {
      body: { title: pull.title, body: pull.body },
    });
    return {
      number: open.number,
      url: GitHubClient.read(action, answer, readPull).htmlUrl,
      action: 'updated',
    };
  }
  const action = `opening the release pull request from ${pull.head}`;
  const answer = await client.request(action, 'POST', client.repoPath('/pulls'), {
    body: { title: pull.title, head: pull.head, base: pull.base, body: pull.body },
  });
  const created = GitHubClient.read(action, answer, readPull);
  return { number: created.number, url: created.htmlUrl, action: 'opened' };
}
