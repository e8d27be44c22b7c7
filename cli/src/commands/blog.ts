import { readdir, stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';
import { BLOG_STYLES, type BlogSource, type BlogStyle } from '@toolbox/core/tools/markdown-pdf';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';
import { readInput, writeFiles, writeOutput } from '../output/write-output';

export const description = 'Markdown to a static blog: index.html plus one page per file (or per # section).';

export const examples: readonly Example[] = [
  { command: 'toolbox blog posts/', description: 'every .md in posts/ -> blog.zip' },
  {
    command: 'toolbox blog notes.md --style dark -o site',
    description: 'one page per # section, into site/',
  },
  { command: 'toolbox blog a.md b.md --title "Release notes" -o notes.zip' },
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
  force: { flag: '-f, --force', description: 'overwrite existing files' },
});

export function configure(cmd: Command) {
  flags.configure(cmd.argument('<inputs...>', 'Markdown files, a folder of them, or - for stdin'));
}

export interface BlogOptions {
  inputs: string[];
  style: BlogStyle;
  title: string;
  output: string;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): BlogOptions {
  const inputs = readFlags(parsed).args();
  if (inputs.length === 0) throw new UsageError('give Markdown files, a folder, or - to read stdin.');
  return { inputs, ...flags.read(parsed) };
}

const isMarkdown = (name: string) => /\.(md|markdown)$/i.test(name);

async function sourcesOf(inputs: readonly string[], ctx: CliContext): Promise<BlogSource[]> {
  const sources: BlogSource[] = [];
  for (const input of inputs) {
    if (input === '-') {
      sources.push({ name: 'stdin.md', markdown: await readInput(ctx, '-') });
      continue;
    }
    const path = resolve(ctx.cwd, input);
    const info = await stat(path).catch(() => null);
    if (!info) throw new ToolInputError(`cannot read ${input}: ENOENT.`);
    if (info.isDirectory()) {
      const names = (await readdir(path)).filter(isMarkdown).sort();
      if (names.length === 0) throw new ToolInputError(`${input} holds no .md files.`);
      for (const name of names) sources.push({ name, markdown: await readInput(ctx, join(input, name)) });
    } else sources.push({ name: basename(path), markdown: await readInput(ctx, input) });
  }
  return sources;
}

export async function run(options: BlogOptions, ctx: CliContext) {
  const [{ buildBlog, hasMath, zipBlog }, { highlightHtml }, { loadMathTypesetter, mathWarning }] =
    await Promise.all([
      import('@toolbox/core/tools/markdown-pdf'),
      import('@toolbox/core/markdown/highlight'),
      import('@toolbox/core/markdown/math'),
    ]);
  const sources = await sourcesOf(options.inputs, ctx);
  // MathJax loads only when a post has math.
  const math = sources.some((source) => hasMath(source.markdown)) ? await loadMathTypesetter() : undefined;
  const mathErrors: string[] = [];
  const files = buildBlog(sources, options.style, options.title, {
    highlight: highlightHtml,
    ...(math
      ? { math, onMathError: (tex: string, error: string) => mathErrors.push(`${tex}: ${error}`) }
      : {}),
  });
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
