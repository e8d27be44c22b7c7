export interface RepoLinks {
  base: string;
  compare(from: string, to: string): string;
  commit(hash: string): string;
  /** An issue or pull request number (GitHub redirects /issues/N to the pull request). */
  issue(number: string): string;
}

/**
 * Web links for a repository URL in any usual form (https, ssh, scp-like, with or without .git).
 * GitLab (and self-hosted hosts with "gitlab" in the name) use its `/-/` paths; everything else GitHub's.
 */
export function repoLinks(url: string): RepoLinks | null {
  const trimmed = url
    .trim()
    .replace(/\/+$/, '')
    .replace(/\.git$/, '');
  const scp = /^[\w.-]+@([^:/]+):(.+)$/.exec(trimmed);
  const full = /^(?:https?|ssh|git):\/\/(?:[^@/]+@)?([^/:]+)(?::\d+)?\/(.+)$/.exec(trimmed);
  const [, host, path] = scp ?? full ?? [];
  if (!host || !path) return null;
  const base = `https://${host}/${path}`;
  const gitlab = /gitlab/i.test(host);
  const sep = gitlab ? '/-/' : '/';
  return {
    base,
    compare: (from, to) => `${base}${sep}compare/${from}...${to}`,
    commit: (hash) => `${base}${sep}commit/${hash}`,
    issue: (number) => `${base}${sep}issues/${number}`,
  };
}

/** `#123` references in a text as Markdown links (not inside an existing link or a word). */
export function linkIssueRefs(text: string, links: RepoLinks): string {
  return text.replace(/(^|[\s(,])#(\d+)\b(?!\])/g, (_, before: string, number: string) => {
    return `${before}[#${number}](${links.issue(number)})`;
  });
}
