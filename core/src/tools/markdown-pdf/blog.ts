import { strToU8, zipSync } from 'fflate';
import { Lexer, type Token, type Tokens } from 'marked';
import { ToolInputError } from '../../errors';
import { decodeEntities } from '../../html/decode';
import { escapeAttribute, escapeHtml } from '../../html/escape';
import type { DocumentOptions } from '../../markdown/document-marked';
import { documentMarked } from '../../markdown/document-marked';
import { escapeMarkdown } from '../../markdown/escape';
import { type FrontMatter, splitFrontMatter } from '../../markdown/front-matter';
import { markdownToSafeHtml } from '../../markdown/safe-html';
import type { Clock, OutputFile } from '../../ports';
import { sanitizeSvg } from '../../svg/sanitize';
import { fileSlug } from '../../text/slug';
import { utcDayMs } from '../../time/zones';
import { atomFeed, type FeedItem, sitemap } from './blog-feed';
import type { BlogPost } from './blog-post';
import { type BlogStyle, blogCss } from './blog-styles';
import { plainText } from './inline';

/** One source document: a file in the CLI, or the editor's text on the web. */
export interface BlogSource {
  /** File name without folder, used for the title when the text has no heading. */
  name: string;
  markdown: string;
  /** Image `src` as written -> the path of its copy in the site (the CLI copies local images). */
  images?: Readonly<Record<string, string>>;
}

const slugify = (title: string) => fileSlug(title, 'post', 60);

function excerptOf(tokens: readonly Token[]): string {
  const paragraph = tokens.find((token) => token.type === 'paragraph') as Tokens.Paragraph | undefined;
  const text = plainText(paragraph?.tokens).replace(/\s+/g, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 159).trimEnd()}…` : text;
}

/**
 * Splits one document into posts at its `#` headings; text before the first one becomes its own post only if it
 * has content. Footnote definitions go with every post (each page shows the notes it refers to).
 */
export function splitSections(markdown: string): { title: string | undefined; markdown: string }[] {
  const sections: { title: string | undefined; raw: string[] }[] = [{ title: undefined, raw: [] }];
  const notes: string[] = [];
  for (const token of documentMarked().lexer(markdown)) {
    if (token.type === 'footnotes') continue;
    if (token.type === 'footnote') notes.push(token.raw.endsWith('\n') ? token.raw : `${token.raw}\n`);
    else if (token.type === 'heading' && (token as Tokens.Heading).depth === 1) {
      sections.push({ title: plainText((token as Tokens.Heading).tokens).trim(), raw: [token.raw] });
    } else sections.at(-1)?.raw.push(token.raw);
  }
  const footnotes = notes.length > 0 ? `\n\n${notes.join('')}` : '';
  return sections
    .map((section) => ({ title: section.title, markdown: section.raw.join('') }))
    .filter((section) => section.title !== undefined || section.markdown.trim() !== '')
    .map((section) => ({ ...section, markdown: section.markdown + footnotes }));
}

const DATED_NAME = /^(\d{4}-\d{2}-\d{2})-/;

interface Part {
  title: string | undefined;
  markdown: string;
  name: string;
  front?: FrontMatter;
  images?: Readonly<Record<string, string>> | undefined;
}

/** `2024-02-29` but not `2023-02-29` or `2026-13-45`: a date the feed, the sitemap and `<time>` can carry. */
function onCalendar(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return new Date(utcDayMs(year, month - 1, day)).toISOString().slice(0, 10) === date;
}

/**
 * Posts from the sources: one per file, or one per `#` section when there is a single source without front
 * matter. Front matter gives the title, date, description and tags and is never printed; dated posts come
 * newest first.
 */
function blogPosts(sources: readonly BlogSource[]): BlogPost[] {
  const split = sources.map((source) => ({ source, ...splitFrontMatter(source.markdown) }));
  const single = split.length === 1 ? split[0] : undefined;
  const parts: Part[] =
    single && Object.keys(single.frontMatter.data).length === 0
      ? splitSections(single.body).map((section) => ({
          ...section,
          name: single.source.name,
          images: single.source.images,
        }))
      : split.map(({ source, frontMatter, body }) => {
          const heading = Lexer.lex(body).find((t) => t.type === 'heading') as Tokens.Heading | undefined;
          return {
            title: frontMatter.title ?? (heading ? plainText(heading.tokens).trim() : undefined),
            markdown:
              frontMatter.title && heading?.depth !== 1
                ? `# ${escapeMarkdown(frontMatter.title)}\n\n${body}`
                : body,
            name: source.name,
            front: frontMatter,
            images: source.images,
          };
        });
  const used = new Set(['index']);
  const posts = parts.map((part, index): BlogPost => {
    const stem = part.name.replace(/\.(md|markdown)$/i, '');
    const title = part.title || stem.replace(DATED_NAME, '') || `Post ${index + 1}`;
    let slug = slugify(title);
    for (let n = 2; used.has(slug); n++) slug = `${slugify(title)}-${n}`;
    used.add(slug);
    const date = (part.front?.date ?? DATED_NAME.exec(stem)?.[1])?.slice(0, 10);
    const excerpt = part.front?.description ?? excerptOf(Lexer.lex(part.markdown));
    return {
      title,
      file: `${slug}.html`,
      markdown: part.markdown,
      excerpt,
      tags: part.front?.tags ?? [],
      ...(part.images ? { images: part.images } : {}),
      ...(date && onCalendar(date) ? { date } : {}),
    };
  });
  if (!posts.some((post) => post.date)) return posts;
  // Newest first; undated posts keep their order after the dated ones.
  return posts
    .map((post, index) => ({ post, index }))
    .sort((a, b) => (b.post.date ?? '').localeCompare(a.post.date ?? '') || a.index - b.index)
    .map(({ post }) => post);
}

export interface BlogOptions extends DocumentOptions {
  /**
   * The site's address (`parseSiteUrl`): with it the site gains `feed.xml` (Atom) and `sitemap.xml`; the clock
   * gives the time undated posts carry.
   */
  feed?: { siteUrl: string; clock: Clock };
}

function page(siteTitle: string, title: string, style: BlogStyle, body: string, feed: boolean): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>${feed ? `\n<link rel="alternate" type="application/atom+xml" title="${escapeAttribute(siteTitle)}" href="feed.xml">` : ''}
<style>
${blogCss(style)}
</style>
</head>
<body>
<header><a href="index.html">${escapeHtml(siteTitle)}</a></header>
<main>
${body}
</main>
<footer>Made with Dev Toolbox</footer>
</body>
</html>
`;
}

/** `<time>` and tags under a title, when the post has them. */
const dateLine = (post: BlogPost) =>
  post.date || post.tags.length
    ? `<p class="meta">${post.date ? `<time datetime="${post.date}">${post.date}</time>` : ''}${post.tags.map((tag) => ` <span class="tag">#${escapeHtml(tag)}</span>`).join('')}</p>\n`
    : '';

const link = (post: BlogPost, rel: string, label: string) =>
  `<a href="${escapeAttribute(post.file)}" rel="${rel}">${label} ${escapeHtml(post.title)}</a>`;

/**
 * The site's files: `index.html` listing the posts and one sanitized page per post, the style's CSS inlined;
 * with a site URL also `feed.xml` and `sitemap.xml`.
 */
export function buildBlog(
  sources: readonly BlogSource[],
  style: BlogStyle,
  siteTitle = 'Blog',
  /** `highlight` colours fenced code (core/markdown/highlight's `highlightHtml`; passed in so a page loads it lazily). */
  options: BlogOptions = {},
): OutputFile[] {
  const posts = blogPosts(sources);
  if (posts.length === 0)
    throw new ToolInputError(
      'The document is empty: write at least one # heading or paragraph.',
      'Empty Document',
    );
  const list = posts
    .map(
      (post) =>
        `<li><a href="${escapeAttribute(post.file)}">${escapeHtml(post.title)}</a>${dateLine(post)}${post.excerpt ? `<p>${escapeHtml(post.excerpt)}</p>` : ''}</li>`,
    )
    .join('\n');
  const withFeed = options.feed !== undefined;
  const index = page(
    siteTitle,
    siteTitle,
    style,
    `<h1>${escapeHtml(siteTitle)}</h1>\n<ul class="posts">\n${list}\n</ul>`,
    withFeed,
  );
  const feed: FeedItem[] = [];
  const files: OutputFile[] = [{ name: 'index.html', mime: 'text/html', data: index }];
  posts.forEach((post, i) => {
    const prev = posts[i - 1];
    const next = posts[i + 1];
    const pager = `<nav class="pager" aria-label="Posts">${prev ? link(prev, 'prev', '←') : '<span></span>'}${next ? link(next, 'next', '→') : '<span></span>'}</nav>`;
    // A `data:` SVG picture is kept, sanitized (an SVG can carry script).
    const safe = markdownToSafeHtml(post.markdown, 'allowlist', { ...options, sanitizeSvg });
    const html = withCopiedImages(safe, post.images);
    feed.push({ post, html });
    const article = `<article>\n${dateLine(post)}${html}</article>\n${pager}`;
    files.push({
      name: post.file,
      mime: 'text/html',
      data: page(siteTitle, `${post.title} · ${siteTitle}`, style, article, withFeed),
    });
  });
  if (options.feed) {
    const { siteUrl, clock } = options.feed;
    const now = clock.now();
    files.push(
      { name: 'feed.xml', mime: 'application/atom+xml', data: atomFeed(feed, siteTitle, siteUrl, now) },
      { name: 'sitemap.xml', mime: 'application/xml', data: sitemap(posts, siteUrl) },
    );
  }
  return files;
}

/** Points each `<img src>` the site holds a copy of at the copy. */
function withCopiedImages(html: string, images: Readonly<Record<string, string>> | undefined): string {
  if (!images) return html;
  return html.replace(/(<img\b[^>]*?\ssrc=")([^"]*)"/gi, (whole, start: string, value: string) => {
    const src = decodeEntities(value);
    let decoded = src;
    try {
      decoded = decodeURI(src);
    } catch {}
    const copy = images[src] ?? images[decoded];
    return copy ? `${start}${escapeAttribute(copy)}"` : whole;
  });
}

/** The files as one zip (fflate, deflate level 6), as the web downloads it. */
export function zipBlog(files: readonly OutputFile[]): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const file of files)
    entries[file.name] = typeof file.data === 'string' ? strToU8(file.data) : file.data;
  return zipSync(entries, { level: 6, mtime: '1980-01-01T00:00:00Z' });
}
