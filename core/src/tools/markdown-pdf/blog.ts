import { strToU8, zipSync } from 'fflate';
import { Lexer, type Token, type Tokens } from 'marked';
import { ToolInputError } from '../../errors';
import { escapeAttribute, escapeHtml } from '../../html/escape';
import { markdownToSafeHtml } from '../../markdown/safe-html';
import type { OutputFile } from '../../ports';
import { type BlogStyle, blogCss } from './blog-styles';
import { plainText } from './inline';

/** One source document: a file in the CLI, or the editor's text on the web. */
export interface BlogSource {
  /** File name without folder, used for the title when the text has no heading. */
  name: string;
  markdown: string;
}

export interface BlogPost {
  title: string;
  /** File name in the site, e.g. `getting-started.html`. */
  file: string;
  markdown: string;
  excerpt: string;
}

export const BLOG_ZIP_NAME = 'blog.zip';

function slugify(title: string): string {
  return (
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'post'
  );
}

function excerptOf(tokens: readonly Token[]): string {
  const paragraph = tokens.find((token) => token.type === 'paragraph') as Tokens.Paragraph | undefined;
  const text = plainText(paragraph?.tokens).replace(/\s+/g, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 159).trimEnd()}…` : text;
}

/** Splits one document into posts at its `#` headings; text before the first one becomes its own post only if it has content. */
export function splitSections(markdown: string): { title: string | undefined; markdown: string }[] {
  const sections: { title: string | undefined; raw: string[] }[] = [{ title: undefined, raw: [] }];
  for (const token of Lexer.lex(markdown, { gfm: true })) {
    if (token.type === 'heading' && (token as Tokens.Heading).depth === 1) {
      sections.push({ title: plainText((token as Tokens.Heading).tokens).trim(), raw: [token.raw] });
    } else sections.at(-1)?.raw.push(token.raw);
  }
  return sections
    .map((section) => ({ title: section.title, markdown: section.raw.join('') }))
    .filter((section) => section.title !== undefined || section.markdown.trim() !== '');
}

/** Posts from the sources: one per file, or one per `#` section when there is a single source. */
export function blogPosts(sources: readonly BlogSource[]): BlogPost[] {
  const parts =
    sources.length === 1 && sources[0]
      ? splitSections(sources[0].markdown).map((section) => ({
          ...section,
          name: sources[0]?.name ?? 'post',
        }))
      : sources.map((source) => {
          const heading = Lexer.lex(source.markdown).find((t) => t.type === 'heading') as
            | Tokens.Heading
            | undefined;
          return {
            title: heading ? plainText(heading.tokens).trim() : undefined,
            markdown: source.markdown,
            name: source.name,
          };
        });
  const used = new Set(['index']);
  return parts.map((part, index) => {
    const title = part.title || part.name.replace(/\.(md|markdown)$/i, '') || `Post ${index + 1}`;
    let slug = slugify(title);
    for (let n = 2; used.has(slug); n++) slug = `${slugify(title)}-${n}`;
    used.add(slug);
    return {
      title,
      file: `${slug}.html`,
      markdown: part.markdown,
      excerpt: excerptOf(Lexer.lex(part.markdown)),
    };
  });
}

function page(siteTitle: string, title: string, style: BlogStyle, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
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

const link = (post: BlogPost, rel: string, label: string) =>
  `<a href="${escapeAttribute(post.file)}" rel="${rel}">${label} ${escapeHtml(post.title)}</a>`;

/** The site's files: `index.html` listing the posts and one sanitized page per post, the style's CSS inlined. */
export function buildBlog(
  sources: readonly BlogSource[],
  style: BlogStyle,
  siteTitle = 'Blog',
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
        `<li><a href="${escapeAttribute(post.file)}">${escapeHtml(post.title)}</a>${post.excerpt ? `<p>${escapeHtml(post.excerpt)}</p>` : ''}</li>`,
    )
    .join('\n');
  const index = page(
    siteTitle,
    siteTitle,
    style,
    `<h1>${escapeHtml(siteTitle)}</h1>\n<ul class="posts">\n${list}\n</ul>`,
  );
  const files: OutputFile[] = [{ name: 'index.html', mime: 'text/html', data: index }];
  posts.forEach((post, i) => {
    const prev = posts[i - 1];
    const next = posts[i + 1];
    const pager = `<nav class="pager" aria-label="Posts">${prev ? link(prev, 'prev', '←') : '<span></span>'}${next ? link(next, 'next', '→') : '<span></span>'}</nav>`;
    const article = `<article>\n${markdownToSafeHtml(post.markdown)}</article>\n${pager}`;
    files.push({
      name: post.file,
      mime: 'text/html',
      data: page(siteTitle, `${post.title} · ${siteTitle}`, style, article),
    });
  });
  return files;
}

/** The files as one zip (fflate, deflate level 6), as the web downloads it. */
export function zipBlog(files: readonly OutputFile[]): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const file of files)
    entries[file.name] = typeof file.data === 'string' ? strToU8(file.data) : file.data;
  return zipSync(entries, { level: 6, mtime: '1980-01-01T00:00:00Z' });
}
