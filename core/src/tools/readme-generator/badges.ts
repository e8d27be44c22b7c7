import { escapeLinkDestination } from '../../markdown/escape';
import { BADGE_LABELS, BADGES, type Badge, type BadgeStyle } from './options';
import type { Repository } from './repository';

/** A static shields.io badge path segment: `-` and `_` are separators there, so they are doubled. */
function staticSegment(text: string): string {
  return encodeURIComponent(text.trim().replace(/-/g, '--').replace(/_/g, '__'));
}

interface BadgeLink {
  alt: string;
  image: string;
  link: string;
}

function badgeLink(badge: Badge, fields: { license: string; version: string }, repo: Repository | null) {
  const gh = repo ? `${encodeURIComponent(repo.owner)}/${encodeURIComponent(repo.name)}` : '';
  const github = repo ? `https://github.com/${gh}` : '';
  switch (badge) {
    case 'license':
      return fields.license.trim()
        ? { image: `badge/license-${staticSegment(fields.license)}-blue`, link: 'LICENSE' }
        : null;
    case 'version':
      return fields.version.trim()
        ? {
            image: `badge/version-${staticSegment(fields.version)}-green`,
            link: repo ? `${github}/releases` : '',
          }
        : null;
    case 'build':
      return repo
        ? { image: `github/actions/workflow/status/${gh}/ci.yml?branch=main`, link: `${github}/actions` }
        : null;
    case 'coverage':
      return repo ? { image: `codecov/c/github/${gh}`, link: `https://codecov.io/gh/${gh}` } : null;
    case 'downloads':
      return repo ? { image: `github/downloads/${gh}/total`, link: `${github}/releases` } : null;
    case 'stars':
      return repo ? { image: `github/stars/${gh}`, link: `${github}/stargazers` } : null;
    case 'forks':
      return repo ? { image: `github/forks/${gh}`, link: `${github}/network/members` } : null;
    case 'issues':
      return repo ? { image: `github/issues/${gh}`, link: `${github}/issues` } : null;
  }
}

/** shields.io badges in the spec's order; GitHub badges need a repository and are skipped without one. */
export function badgeLinks(
  badges: readonly Badge[],
  style: BadgeStyle,
  fields: { license: string; version: string },
  repo: Repository | null,
): BadgeLink[] {
  return BADGES.filter((badge) => badges.includes(badge)).flatMap((badge) => {
    const found = badgeLink(badge, fields, repo);
    if (!found) return [];
    const separator = found.image.includes('?') ? '&' : '?';
    return [
      {
        alt: BADGE_LABELS[badge],
        image: `https://img.shields.io/${found.image}${separator}style=${style}`,
        link: found.link,
      },
    ];
  });
}

export function badgeMarkdown(links: readonly BadgeLink[]): string {
  return links
    .map(({ alt, image, link }) => {
      const img = `![${alt}](${escapeLinkDestination(image)})`;
      return link ? `[${img}](${escapeLinkDestination(link)})` : img;
    })
    .join(' ');
}
