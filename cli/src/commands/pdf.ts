import { basename, dirname, extname, resolve } from 'node:path';
import { PDF_THEMES, type PdfThemeName } from '@toolbox/core/tools/markdown-pdf';
import { type Command, Option } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { readFlags } from '../flags';
import { readInput, writeOutput } from '../output/write-output';

export const description = 'Markdown to an A4 PDF with selectable text, bookmarks, links and page numbers.';

export const examples: readonly Example[] = [
  { command: 'toolbox pdf notes.md', description: 'writes notes.pdf next to you' },
  { command: 'toolbox pdf report.md --theme academic -o report.pdf' },
  { command: 'cat README.md | toolbox pdf - -o - > readme.pdf', description: 'stdin to stdout' },
];

export function configure(cmd: Command) {
  cmd
    .argument('<file>', 'Markdown file, or - for stdin')
    .addOption(new Option('--theme <theme>', 'look of the document').choices(PDF_THEMES).default('github'))
    .option('-o, --output <file>', 'PDF file (default: the input name with .pdf; - for stdout)')
    .option('-f, --force', 'overwrite the output file');
}

export interface PdfOptions {
  file: string;
  theme: PdfThemeName;
  output: string;
  force: boolean;
}

/** The default output: `notes.md` -> `notes.pdf` in the current folder; stdin -> `document.pdf`. */
export function defaultPdfName(file: string): string {
  if (file === '-') return 'document.pdf';
  const name = basename(file, extname(file));
  return `${name || 'document'}.pdf`;
}

export function toOptions(parsed: ParsedCommand): PdfOptions {
  const f = readFlags(parsed);
  const file = f.arg(0);
  if (file === undefined) throw new UsageError('give a Markdown file, or - to read stdin.');
  return {
    file,
    theme: f.choice('theme', PDF_THEMES, 'github'),
    output: f.string('output') ?? defaultPdfName(file),
    force: f.boolean('force'),
  };
}

export async function run(options: PdfOptions, ctx: CliContext) {
  const markdown = await readInput(ctx, options.file, 'a Markdown file');
  const [
    { hasMath, imageSources, markdownToPdf },
    { loadImages, planPdfFonts, renderPdf },
    { loadMathTypesetter },
  ] = await Promise.all([
    import('@toolbox/core/tools/markdown-pdf'),
    import('../platform/pdf-render'),
    import('@toolbox/core/markdown/math'),
  ]);
  const baseDir = options.file === '-' ? ctx.cwd : dirname(resolve(ctx.cwd, options.file));
  const images = await loadImages(imageSources(markdown), baseDir);
  const fonts = await planPdfFonts(markdown);
  // MathJax loads only for a document with math.
  const math = hasMath(markdown) ? await loadMathTypesetter() : undefined;
  const { definition, title, warnings, subsets } = markdownToPdf(markdown, {
    theme: options.theme,
    images,
    fonts,
    ...(math ? { math } : {}),
  });
  for (const warning of warnings) ctx.warn(`warning: ${warning}`);
  const bytes = await renderPdf(definition, subsets);
  const path = await writeOutput(ctx, bytes, { output: options.output, force: options.force, binary: true });
  if (path && ctx.json) ctx.print(JSON.stringify({ file: path, title, bytes: bytes.length }, null, 2));
  else if (path) ctx.warn(`wrote ${options.output}`);
  return ctx.exit.ok;
}
