import { readdir, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';
import { BLOG_STYLES, type BlogSource, type BlogStyle, parseSiteUrl } from '@toolbox/core/tools/markdown-pdf';
import { type Command, Option } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { readFlags } from '../flags';
import { readInput, writeFiles, writeOutput } from '../output/write-output';
import type { CopiedImages } from '../platform/blog-images';

export const description = 'Markdown to a static blog: index.html plus one page per file (or per # section).';

export const examples: readonly Example[] = [
  { command: 'toolbox blog posts/', description: 'every .md in posts/ -> blog.zip' },
  {
    command: 'toolbox blog notes.md --style dark -o site',
    description: 'one page per # section, into site/',
  },
  { command: 'toolbox blog a.md b.md --title "Release notes" -o notes.zip' },
  {
    command: 'toolbox blog posts/ --site-url https://me.dev/blog/ -o site',
    description: 'adds an Atom feed.xml and a sitemap.xml with absolute links',
  },
];

export function configure(cmd: Command) {
  cmd
    .argument('<inputs...>', 'Markdown files, a folder of them, or - for stdin')
    .addOption(new Option('--style <style>', 'look of the site').choices(BLOG_STYLES).default('modern'))
    .option('--title <text>', 'site title on the index page', 'Blog')
    .option('--site-url <url>', "the site's public address: adds feed.xml (Atom) and sitemap.xml")
    .option('-o, --output <target>', 'a FILE.zip, or a folder for the pages', 'blog.zip')
    .option('-f, --force', 'overwrite existing files');
}

export interface BlogOptions {
  inputs: string[];
  style: BlogStyle;
  title: string;
  /** Normalized (`parseSiteUrl`), when given. */
  siteUrl: string | undefined;
  output: string;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): BlogOptions {
  const f = readFlags(parsed);
  const inputs = f.args();
  if (inputs.length === 0) throw new UsageError('give Markdown files, a folder, or - to read stdin.');
  const siteUrl = f.string('siteUrl');
  let normalized: string | undefined;
  try {
    if (siteUrl !== undefined) normalized = parseSiteUrl(siteUrl);
  } catch (error) {
    throw new UsageError(`--site-url: ${(error as Error).message}`);
  }
  return {
    inputs,
    style: f.choice('style', BLOG_STYLES, 'modern'),
    title: f.string('title', 'Blog'),
    siteUrl: normalized,
    output: f.string('output', 'blog.zip'),
    force: f.boolean('force'),
  };
}

const isMarkdown = (name: string) => /\.(md|markdown)$/i.test(name);

/** A source and the folder its images must stay inside (the folder given, the file's folder, or the cwd). */
type Located = BlogSource & { dir: string; root: string };

async function sourcesOf(inputs: readonly string[], ctx: CliContext): Promise<Located[]> {
  const sources: Located[] = [];
  for (const input of inputs) {
    if (input === '-') {
      sources.push({ name: 'stdin.md', markdown: await readInput(ctx, '-'), dir: ctx.cwd, root: ctx.cwd });
      continue;
    }
    const path = resolve(ctx.cwd, input);
    const info = await stat(path).catch(() => null);
    if (!info) throw new ToolInputError(`cannot read ${input}: ENOENT.`);
    if (info.isDirectory()) {
      const names = (await readdir(path)).filter(isMarkdown).sort();
      if (names.length === 0) throw new ToolInputError(`${input} holds no .md files.`);
      for (const name of names)
        sources.push({ name, markdown: await readInput(ctx, join(input, name)), dir: path, root: path });
    } else
      sources.push({
        name: basename(path),
        markdown: await readInput(ctx, input),
        dir: dirname(path),
        root: dirname(path),
      });
  }
  return sources;
}

export async function run(options: BlogOptions, ctx: CliContext) {
  const [{ buildBlog, imageSources, zipBlog }, { highlightHtml }, { collectBlogImages }] = await Promise.all([
    import('@toolbox/core/tools/markdown-pdf'),
    import('@toolbox/core/markdown/highlight'),
    import('../platform/blog-images'),
  ]);
  const copied: CopiedImages = { map: {}, files: [], outside: [], unreadable: [], sources: new Map() };
  const sources: BlogSource[] = [];
  for (const { dir, root, ...source } of await sourcesOf(options.inputs, ctx)) {
    const images = await collectBlogImages(imageSources(source.markdown), dir, root, copied);
    sources.push(Object.keys(images).length > 0 ? { ...source, images } : source);
  }
  const some = (list: string[]) => `${list.slice(0, 3).join(', ')}${list.length > 3 ? ', …' : ''}`;
  if (copied.outside.length > 0)
    ctx.warn(
      `warning: ${copied.outside.length === 1 ? 'an image outside the source folder was' : `${copied.outside.length} images outside the source folder were`} not copied: ${some(copied.outside)}`,
    );
  if (copied.unreadable.length > 0)
    ctx.warn(
      `warning: ${copied.unreadable.length === 1 ? 'an image was' : `${copied.unreadable.length} images were`} not copied (missing, not an image file, or over 20 MB): ${some(copied.unreadable)}`,
    );
  const pages = buildBlog(sources, options.style, options.title, {
    highlight: highlightHtml,
    ...(options.siteUrl ? { feed: { siteUrl: options.siteUrl, clock: ctx.clock } } : {}),
  });
  const files = [...pages, ...copied.files];
  if (options.output === '-' || options.output.toLowerCase().endsWith('.zip')) {
    const path = await writeOutput(ctx, zipBlog(files), {
      output: options.output,
      force: options.force,
      binary: true,
    });
    if (path && ctx.json) ctx.print(JSON.stringify({ file: path, pages: files.map((f) => f.name) }, null, 2));
    else if (path) ctx.print(`${options.output} (${files.length} pages)`);
  } else {
    await writeFiles(ctx, files, { out: options.output, force: options.force });
  }
  return ctx.exit.ok;
}
