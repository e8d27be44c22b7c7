import { readdir, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';
import {
  BLOG_STYLES,
  type BlogSource,
  type BlogStyle,
  runBlogOptions,
} from '@toolbox/core/tools/markdown-pdf';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';
import { readInput } from '../output/read-input';
import { writeFiles, writeOutput } from '../output/write-output';
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
  /** Normalized (`runBlogOptions`), when given. */
  siteUrl: string | undefined;
  output: string;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): BlogOptions {
  const inputs = readFlags(parsed).args();
  if (inputs.length === 0) throw new UsageError('give Markdown files, a folder, or - to read stdin.');
  const { siteUrl, ...values } = flags.read(parsed);
  const checked = runBlogOptions({ siteUrl });
  if (checked.errors[0]) throw new UsageError(`--site-url: ${checked.errors[0].message}`);
  return { inputs, ...values, siteUrl: checked.siteUrl };
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
  const [{ runBlog }, { highlightHtml }, { loadMathTypesetter }, { collectBlogImages }] = await Promise.all([
    import('@toolbox/core/tools/markdown-pdf'),
    import('@toolbox/core/markdown/highlight'),
    import('@toolbox/core/markdown/math'),
    import('../platform/blog-images'),
  ]);
  const copied: CopiedImages = { map: {}, files: [], outside: [], unreadable: [], sources: new Map() };
  const located = await sourcesOf(options.inputs, ctx);
  const zip = options.output === '-' || options.output.toLowerCase().endsWith('.zip');
  const site = await runBlog(
    {
      sources: located.map(({ name, markdown }) => ({ name, markdown })),
      style: options.style,
      title: options.title,
      siteUrl: options.siteUrl,
      zip,
    },
    {
      highlight: highlightHtml,
      clock: ctx.clock,
      // MathJax loads only when a post has math.
      math: loadMathTypesetter,
      images: async (post, hrefs) => {
        const { dir, root } = located[post] ?? { dir: ctx.cwd, root: ctx.cwd };
        const before = copied.files.length;
        const paths = await collectBlogImages(hrefs, dir, [root, ctx.cwd], copied);
        return { paths, files: copied.files.slice(before) };
      },
    },
  );
  warnUncopied(ctx, copied);
  for (const warning of site.warnings) ctx.warn(`warning: ${warning}`);
  for (const note of site.notes) ctx.warn(`note: ${note}`);
  if (site.zip) {
    const path = await writeOutput(ctx, site.zip, {
      output: options.output,
      force: options.force,
      binary: true,
    });
    if (path && ctx.json)
      ctx.print(JSON.stringify({ file: path, pages: site.files.map((f) => f.name) }, null, 2));
    else if (path) ctx.print(`${options.output} (${site.files.length} pages)`);
  } else {
    await writeFiles(ctx, site.files, { out: options.output, force: options.force });
  }
  return ctx.exit.ok;
}

/** The images a post refers to that were not copied: outside the folders, or not readable images. */
function warnUncopied(ctx: CliContext, copied: CopiedImages) {
  const some = (list: string[]) => `${list.slice(0, 3).join(', ')}${list.length > 3 ? ', …' : ''}`;
  if (copied.outside.length > 0)
    ctx.warn(
      `warning: ${copied.outside.length === 1 ? 'an image outside the source folder and the current folder was' : `${copied.outside.length} images outside the source folder and the current folder were`} not copied: ${some(copied.outside)}`,
    );
  if (copied.unreadable.length > 0)
    ctx.warn(
      `warning: ${copied.unreadable.length === 1 ? 'an image was' : `${copied.unreadable.length} images were`} not copied (missing, not an image file, or over 20 MB): ${some(copied.unreadable)}`,
    );
}
