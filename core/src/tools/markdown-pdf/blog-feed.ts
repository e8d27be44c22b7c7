import { ToolInputError } from '../../errors';
import { escapeXml } from '../../text/escape-xml';
import type { BlogPost } from './blog-post';

/** A blog option that cannot be used, naming its field. */
export class BlogOptionError extends ToolInputError {
  constructor(
    message: string,
    override readonly field: 'siteUrl',
  ) {
    super(message, 'Error', field);
  }
}

/**
 * The blog's options checked as a user types them: the site URL normalized (`https://example.com/blog/`), or
 * why it cannot be used. Absent: no feed.
 */
export function runBlogOptions(input: { siteUrl?: string | undefined }): {
  siteUrl?: string;
  errors: BlogOptionError[];
} {
  if (input.siteUrl === undefined) return { errors: [] };
  try {
    return { siteUrl: parseSiteUrl(input.siteUrl), errors: [] };
  } catch (error) {
    if (!(error instanceof ToolInputError)) throw error;
    return { errors: [new BlogOptionError(error.message, 'siteUrl')] };
  }
}

/**
 * The site's public address as feeds and sitemaps need it: an absolute http(s) URL without query or fragment,
 * ending in `/` so post files resolve under it (`https://me.dev/blog` -> `https://me.dev/blog/`).
 */
export function parseSiteUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new ToolInputError(`the site URL must be absolute, like https://example.com/blog/, not "${text}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ToolInputError(`the site URL must start with https:// or http://, not "${url.protocol}".`);
  if (url.search || url.hash || url.username || url.password)
    throw new ToolInputError('the site URL takes no query, fragment or user name.');
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.href;
}

/** A post and the sanitized HTML of its article, for the feed's content. */
export interface FeedItem {
  post: BlogPost;
  html: string;
}

/** RFC 3339 at midnight UTC for a post's `YYYY-MM-DD`. */
const dayStamp = (day: string) => `${day}T00:00:00Z`;

/**
 * An Atom 1.0 feed (RFC 4287): the site's title, links and newest date, one entry per post newest first with
 * its absolute link, date, summary, tags and its HTML as escaped `type="html"` content; `xml:base` makes the
 * posts' relative links and images resolve under the site. Undated posts take `now` (the clock's time).
 */
export function atomFeed(items: readonly FeedItem[], siteTitle: string, siteUrl: string, now: Date): string {
  const nowStamp = `${now.toISOString().slice(0, 19)}Z`;
  const stamp = (post: BlogPost) => (post.date ? dayStamp(post.date) : nowStamp);
  const dated = items.map((item) => item.post.date).filter((date): date is string => date !== undefined);
  const newest =
    dated.length === items.length && dated.length > 0 ? dayStamp(dated.sort().at(-1) as string) : nowStamp;
  const entries = items.map(({ post, html }) => {
    const href = escapeXml(new URL(post.file, siteUrl).href);
    return [
      '  <entry>',
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${href}"/>`,
      `    <id>${href}</id>`,
      `    <updated>${stamp(post)}</updated>`,
      ...(post.date ? [`    <published>${stamp(post)}</published>`] : []),
      ...(post.excerpt ? [`    <summary>${escapeXml(post.excerpt)}</summary>`] : []),
      ...post.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
      `    <content type="html">${escapeXml(html)}</content>`,
      '  </entry>',
    ].join('\n');
  });
  const site = escapeXml(siteUrl);
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:base="${site}">
  <title>${escapeXml(siteTitle)}</title>
  <link rel="alternate" type="text/html" href="${site}"/>
  <link rel="self" type="application/atom+xml" href="${escapeXml(new URL('feed.xml', siteUrl).href)}"/>
  <id>${site}</id>
  <updated>${newest}</updated>
  <author><name>${escapeXml(siteTitle)}</name></author>
  <generator>Dev Toolbox</generator>
${entries.join('\n')}
</feed>
`;
}

/** A sitemap (sitemaps.org 0.9): the index page and every post, absolute, with the post's date as `lastmod`. */
export function sitemap(posts: readonly BlogPost[], siteUrl: string): string {
  const url = (file: string, date?: string) =>
    `  <url><loc>${escapeXml(new URL(file, siteUrl).href)}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}</url>`;
  const newest = posts
    .map((post) => post.date)
    .filter((date): date is string => date !== undefined)
    .sort()
    .at(-1);
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${[url('', newest), ...posts.map((post) => url(post.file, post.date))].join('\n')}
</urlset>
`;
}
