import { escapeLinkDestination } from '../../markdown/escape';

export interface RepoLinks {
  base: string;
  compare(from: string, to: string): string;
  commit(hash: string): string;
  /** An issue or pull request number (GitHub redirects /issues/N to the pull request). */
  issue(number: string): string;
}

/**
 * Web links for a repository URL in any usual form (https, ssh, scp-like, with or without .git), always https.
 * GitLab (and self-hosted hosts with "gitlab" in the name) use its `/-/` paths, Bitbucket Cloud its own; everything
 * else GitHub's.
 * The remote and the tags are the repository's text: a host must be a host name, and whatever would end a
 * Markdown link (`)`, spaces, `<`) is percent-encoded, so `[abc](…)` cannot be closed early to add a link of its own.
 */
export function repoLinks(url: string): RepoLinks | null {
  const trimmed = url
    .trim()
    .replace(/\/+$/, '')
    .replace(/\.git$/, '');
  const scp = /^[\w.-]+@([^:/]+):(.+)$/.exec(trimmed);
  const full = /^(?:https?|ssh|git):\/\/(?:[^@/]+@)?([^/:]+)(?::\d+)?\/(.+)$/.exec(trimmed);
  const [, host, path] = scp ?? full ?? [];
  if (!host || !path || !/^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/.test(host)) return null;
  const base = `https://${host}/${escapeLinkDestination(path)}`;
  const gitlab = /gitlab/i.test(host);
  const sep = gitlab ? '/-/' : '/';
  const ref = (name: string) => escapeLinkDestination(name);
  if (host === 'bitbucket.org') {
    // Bitbucket Cloud compares the newer ref against the older one (`to%0Dfrom`) and lists commits under /commits/.
    return {
      base,
      compare: (from, to) => `${base}/branches/compare/${ref(to)}%0D${ref(from)}#diff`,
      commit: (hash) => `${base}/commits/${ref(hash)}`,
      issue: (number) => `${base}/issues/${ref(number)}`,
    };
  }
  return {
    base,
    compare: (from, to) => `${base}${sep}compare/${ref(from)}...${ref(to)}`,
    commit: (hash) => `${base}${sep}commit/${ref(hash)}`,
    issue: (number) => `${base}${sep}issues/${ref(number)}`,
  };
}

/** `#123` references in a text as Markdown links (not inside an existing link or a word). */
export function linkIssueRefs(text: string, links: RepoLinks): string {
  return text.replace(/(^|[\s(,])#(\d+)\b(?!\])/g, (_, before: string, number: string) => {
    return `${before}[#${number}](${links.issue(number)})`;
  });
}
