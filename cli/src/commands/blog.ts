import { readdir, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';
import { BLOG_STYLES, type BlogSource, type BlogStyle, parseSiteUrl } from '@toolbox/core/tools/markdown-pdf';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags } from '../flag-table';
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

const flags = defineFlags({
  style: {
    flag: '--style <style>',
    description: 'look of the site',
    choices: BLOG_STYLES,
    default: 'modern',
  },
  title: { flag: '--title <text>', description: 'site title on the index page', default: 'Blog' },
  output: {
    flag: '-o, --output <target>',
    description: 'a FILE.zip, or a folder for the pages',
    default: 'blog.zip',
  },
  siteUrl: {
    flag: '--site-url <url>',
    description: "the site's public address: adds feed.xml (Atom) and sitemap.xml",
  },
  force: { flag: '-f, --force', description: 'overwrite existing files' },
});

export function configure(cmd: Command) {
  flags.configure(cmd.argument('<inputs...>', 'Markdown files, a folder of them, or - for stdin'));
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
  const inputs = readFlags(parsed).args();
  if (inputs.length === 0) throw new UsageError('give Markdown files, a folder, or - to read stdin.');
  const { siteUrl, ...values } = flags.read(parsed);
  let normalized: string | undefined;
  try {
    if (siteUrl !== undefined) normalized = parseSiteUrl(siteUrl);
  } catch (error) {
    throw new UsageError(`--site-url: ${(error as Error).message}`);
  }
  return { inputs, ...values, siteUrl: normalized };
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
  const [
    { buildBlog, hasMath, imageSources, zipBlog },
    { highlightHtml },
    { loadMathTypesetter, mathErrorLine, mathWarning },
    { collectBlogImages },
  ] = await Promise.all([
    import('@toolbox/core/tools/markdown-pdf'),
    import('@toolbox/core/markdown/highlight'),
    import('@toolbox/core/markdown/math'),
    import('../platform/blog-images'),
  ]);
  const copied: CopiedImages = { map: {}, files: [], outside: [], unreadable: [], sources: new Map() };
  const sources: BlogSource[] = [];
  for (const { dir, root, ...source } of await sourcesOf(options.inputs, ctx)) {
    const images = await collectBlogImages(imageSources(source.markdown), dir, [root, ctx.cwd], copied);
    sources.push(Object.keys(images).length > 0 ? { ...source, images } : source);
  }
  const some = (list: string[]) => `${list.slice(0, 3).join(', ')}${list.length > 3 ? ', …' : ''}`;
  if (copied.outside.length > 0)
    ctx.warn(
      `warning: ${copied.outside.length === 1 ? 'an image outside the source folder and the current folder was' : `${copied.outside.length} images outside the source folder and the current folder were`} not copied: ${some(copied.outside)}`,
    );
  if (copied.unreadable.length > 0)
    ctx.warn(
      `warning: ${copied.unreadable.length === 1 ? 'an image was' : `${copied.unreadable.length} images were`} not copied (missing, not an image file, or over 20 MB): ${some(copied.unreadable)}`,
    );
  // MathJax loads only when a post has math.
  const math = sources.some((source) => hasMath(source.markdown)) ? await loadMathTypesetter() : undefined;
  const mathErrors: string[] = [];
  const pages = buildBlog(sources, options.style, options.title, {
    highlight: highlightHtml,
    ...(math
      ? { math, onMathError: (tex: string, error: string) => mathErrors.push(mathErrorLine(tex, error)) }
      : {}),
    ...(options.siteUrl ? { feed: { siteUrl: options.siteUrl, clock: ctx.clock } } : {}),
  });
  const files = [...pages, ...copied.files];
  const mathProblem = mathWarning(mathErrors);
  if (mathProblem) ctx.warn(`warning: ${mathProblem}`);
  const { mermaidNote, mermaidSources } = await import('@toolbox/core/markdown/diagrams');
  const diagrams = sources.reduce((sum, source) => sum + mermaidSources(source.markdown).length, 0);
  if (diagrams > 0) ctx.warn(`note: ${mermaidNote(diagrams)}`);
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
