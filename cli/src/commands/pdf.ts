import { basename, dirname, extname, resolve } from 'node:path';
import {
  DEFAULT_PAGE_OPTIONS,
  PAGE_SIZE_NAMES,
  PDF_THEMES,
  type PdfPageOptions,
  type PdfThemeName,
  parseMargins,
} from '@toolbox/core/tools/markdown-pdf';
import { type Command, Option } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { readFlags } from '../flags';
import { readInput, writeOutput } from '../output/write-output';

export const description =
  'Markdown to a PDF with selectable text, bookmarks, links, page numbers and an optional table of contents.';

export const examples: readonly Example[] = [
  { command: 'toolbox pdf notes.md', description: 'writes notes.pdf next to you' },
  { command: 'toolbox pdf report.md --theme academic -o report.pdf' },
  { command: 'cat README.md | toolbox pdf - -o - > readme.pdf', description: 'stdin to stdout' },
  {
    command:
      'toolbox pdf guide.md --toc --page-size Letter --margin 1in --header "{title}" --footer "{page} of {pages} · {date}"',
    description: 'contents page, US Letter, running header and footer',
  },
];

export function configure(cmd: Command) {
  cmd
    .argument('<file>', 'Markdown file, or - for stdin')
    .addOption(new Option('--theme <theme>', 'look of the document').choices(PDF_THEMES).default('github'))
    .option('--toc', 'a table of contents after the title, with page numbers linked to the headings')
    .addOption(new Option('--page-size <size>', 'paper size').choices(PAGE_SIZE_NAMES).default('A4'))
    .option('--margin <lengths>', 'page margins, 1-4 lengths in CSS order (20mm, "1in 0.75in", 2cm, 72pt)')
    .option(
      '--header <text>',
      'text at the top of every page; {page}, {pages}, {title}, {date} are filled in',
    )
    .option('--footer <text>', 'text at the bottom of every page ("" for none)', DEFAULT_PAGE_OPTIONS.footer)
    .option('-o, --output <file>', 'PDF file (default: the input name with .pdf; - for stdout)')
    .option('-f, --force', 'overwrite the output file');
}

export interface PdfOptions extends PdfPageOptions {
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
  const pageSize = f.choice('pageSize', PAGE_SIZE_NAMES, 'A4');
  const margin = f.string('margin');
  let margins = DEFAULT_PAGE_OPTIONS.margins;
  try {
    if (margin !== undefined) margins = parseMargins(margin, pageSize);
  } catch (error) {
    throw new UsageError(`--margin: ${(error as Error).message}`);
  }
  return {
    file,
    theme: f.choice('theme', PDF_THEMES, 'github'),
    pageSize,
    margins,
    toc: f.boolean('toc'),
    header: f.string('header', ''),
    footer: f.string('footer', DEFAULT_PAGE_OPTIONS.footer),
    output: f.string('output') ?? defaultPdfName(file),
    force: f.boolean('force'),
  };
}

export async function run(options: PdfOptions, ctx: CliContext) {
  const markdown = await readInput(ctx, options.file, 'a Markdown file');
  const [{ imageSources, markdownToPdf }, { loadImages, planPdfFonts, renderPdf }] = await Promise.all([
    import('@toolbox/core/tools/markdown-pdf'),
    import('../platform/pdf-render'),
  ]);
  const baseDir = options.file === '-' ? ctx.cwd : dirname(resolve(ctx.cwd, options.file));
  const images = await loadImages(imageSources(markdown), baseDir);
  // The header and footer are drawn too, so their letters need fonts as much as the document's.
  const fonts = await planPdfFonts(`${markdown}\n${options.header}\n${options.footer}`);
  const { definition, title, warnings, subsets } = markdownToPdf(markdown, {
    theme: options.theme,
    images,
    fonts,
    pageSize: options.pageSize,
    margins: options.margins,
    toc: options.toc,
    header: options.header,
    footer: options.footer,
    clock: ctx.clock,
  });
  for (const warning of warnings) ctx.warn(`warning: ${warning}`);
  const bytes = await renderPdf(definition, subsets);
  const path = await writeOutput(ctx, bytes, { output: options.output, force: options.force, binary: true });
  if (path && ctx.json) ctx.print(JSON.stringify({ file: path, title, bytes: bytes.length }, null, 2));
  else if (path) ctx.warn(`wrote ${options.output}`);
  return ctx.exit.ok;
}
