import { basename, dirname, extname, resolve } from 'node:path';
import {
  DEFAULT_PAGE_OPTIONS,
  PAGE_SIZE_NAMES,
  PDF_THEMES,
  type PdfPageOptions,
  type PdfThemeName,
  runPageOptions,
} from '@toolbox/core/tools/markdown-pdf';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags, forceOutput, outputFile } from '../flag-table';
import { readFlags } from '../flags';
import { readInput } from '../output/read-input';
import { writeOutput } from '../output/write-output';

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

const flags = defineFlags({
  theme: {
    flag: '--theme <theme>',
    description: 'look of the document',
    choices: PDF_THEMES,
    default: 'github',
  },
  toc: {
    flag: '--toc',
    description: 'a table of contents after the title, with page numbers linked to the headings',
  },
  pageSize: {
    flag: '--page-size <size>',
    description: 'paper size',
    choices: PAGE_SIZE_NAMES,
    default: 'A4',
  },
  margin: {
    flag: '--margin <lengths>',
    description: 'page margins, 1-4 lengths in CSS order (20mm, "1in 0.75in", 2cm, 72pt)',
  },
  header: {
    flag: '--header <text>',
    description: 'text at the top of every page; {page}, {pages}, {title}, {date} are filled in',
  },
  footer: {
    flag: '--footer <text>',
    description: 'text at the bottom of every page ("" for none)',
    default: DEFAULT_PAGE_OPTIONS.footer,
  },
  allowOutside: {
    flag: '--allow-outside <dir>',
    description: "also embed pictures from this folder, outside the document's (repeatable)",
    list: 'repeat',
  },
  output: { ...outputFile, description: 'PDF file (default: the input name with .pdf; - for stdout)' },
  force: forceOutput,
});

export function configure(cmd: Command) {
  flags.configure(cmd.argument('<file>', 'Markdown file, or - for stdin'));
}

export interface PdfOptions extends PdfPageOptions {
  file: string;
  theme: PdfThemeName;
  output: string;
  force: boolean;
  /** Folders beside the document's whose pictures may be embedded. */
  allowOutside: string[];
}

/** The default output: `notes.md` -> `notes.pdf` in the current folder; stdin -> `document.pdf`. */
export function defaultPdfName(file: string): string {
  if (file === '-') return 'document.pdf';
  const name = basename(file, extname(file));
  return `${name || 'document'}.pdf`;
}

export function toOptions(parsed: ParsedCommand): PdfOptions {
  const file = readFlags(parsed).arg(0);
  if (file === undefined) throw new UsageError('give a Markdown file, or - to read stdin.');
  const { margin, header, output, theme, force, allowOutside, ...page } = flags.read(parsed);
  const { options, errors } = runPageOptions({ ...page, margin, header: header ?? '' });
  const [error] = errors;
  if (error) throw new UsageError(`--${error.field === 'margin' ? 'margin' : 'page-size'}: ${error.message}`);
  return { file, theme, force, allowOutside, ...options, output: output ?? defaultPdfName(file) };
}

export async function run(options: PdfOptions, ctx: CliContext) {
  const markdown = await readInput(ctx, options.file, 'a Markdown file');
  const [{ runMarkdownPdf }, { loadImages, planPdfFonts, renderPdf }, { loadMathTypesetter }] =
    await Promise.all([
      import('@toolbox/core/tools/markdown-pdf'),
      import('../platform/pdf-render'),
      import('@toolbox/core/markdown/math'),
    ]);
  const baseDir = options.file === '-' ? ctx.cwd : dirname(resolve(ctx.cwd, options.file));
  const { theme, pageSize, margins, toc, header, footer } = options;
  const { definition, title, warnings, subsets } = await runMarkdownPdf(
    { markdown, theme, pageSize, margins, toc, header, footer },
    {
      clock: ctx.clock,
      images: (sources) =>
        loadImages(
          sources,
          baseDir,
          options.allowOutside.map((dir) => resolve(ctx.cwd, dir)),
        ),
      fonts: planPdfFonts,
      // MathJax loads only for a document with math.
      math: loadMathTypesetter,
    },
  );
  for (const warning of warnings) ctx.warn(`warning: ${warning}`);
  const bytes = await renderPdf(definition, subsets);
  const path = await writeOutput(ctx, bytes, { output: options.output, force: options.force, binary: true });
  if (path && ctx.json) ctx.print(JSON.stringify({ file: path, title, bytes: bytes.length }, null, 2));
  else if (path) ctx.warn(`wrote ${options.output}`);
  return ctx.exit.ok;
}
