import { ToolInputError } from '@toolbox/core/errors';
import { API_DOCS_FORMATS, type ApiDocsFormat, runApiDocs } from '@toolbox/core/tools/api-docs';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { ListedInputError } from '../errors';
import { defineFlags, forceOutput, outputFile } from '../flag-table';
import { readFlags } from '../flags';
import { writeOutput } from '../output/write-output';
import { youngGenerationUngrown } from '../platform/v8-flags';
import { terminalJson, terminalText } from '../terminal-text';
import { diff } from './api-docs-diff';
import { readDescription } from './api-docs-load';

export const examples: readonly Example[] = [
  {
    command: 'toolbox api-docs openapi.yaml -o api-docs.html',
    description: 'one self-contained HTML file that searches offline',
  },
  {
    command: 'toolbox api-docs openapi.json --format md -o API.md',
    description: 'GitHub-flavoured Markdown',
  },
  {
    command: 'toolbox api-docs openapi/openapi.yaml -o api-docs.html',
    description:
      'split across files: $refs to files in its folder are followed (never outside it, never a URL)',
  },
  { command: 'curl -s https://example.com/openapi.json | toolbox api-docs - > docs.html' },
  {
    command: 'toolbox api-docs openapi.yaml --try-it -o api-docs.html',
    description: 'with a console that sends requests to the API (only when you press Send)',
  },
  { command: 'toolbox api-docs openapi.yaml --warnings -o api-docs.html', description: 'list every warning' },
];

const flags = defineFlags({
  format: {
    flag: '--format <format>',
    description: 'output format',
    choices: API_DOCS_FORMATS,
    default: 'html',
  },
  output: outputFile,
  force: forceOutput,
  tryIt: {
    flag: '--try-it',
    description: 'HTML: a try-it console that sends requests to the API when you press Send',
  },
  warnings: { flag: '--warnings', description: 'list every warning on stderr (with --json: in the JSON)' },
});

export function configure(cmd: Command) {
  flags.configure(
    cmd.argument(
      '[spec]',
      'OpenAPI 3.0/3.1 or Swagger 2.0 document (JSON or YAML; $refs to files in its folder are followed), or - for stdin',
    ),
  );
}

export interface ApiDocsOptions {
  spec: string | undefined;
  format: ApiDocsFormat;
  output: string | undefined;
  force: boolean;
  tryIt: boolean;
  warnings: boolean;
}

export function toOptions(parsed: ParsedCommand): ApiDocsOptions {
  return { spec: readFlags(parsed).arg(0), ...flags.read(parsed) };
}

export async function run(options: ApiDocsOptions, ctx: CliContext) {
  const description = await readDescription(ctx, options.spec);
  youngGenerationUngrown(description.text.length);
  // The page's browser script (and with it core's HTML renderer) only for HTML: Markdown's start loads neither.
  const script =
    options.format === 'html' ? (await import('@toolbox/api-docs-script')).API_DOCS_SCRIPT : undefined;
  const loaded = await runApiDocs({ ...description, script });
  if (!loaded.ok) {
    if (loaded.lines.length === 0) throw new ToolInputError(loaded.headline);
    // One error a line, each with its location (file, JSON pointer, line and column).
    throw new ListedInputError(loaded.headline, loaded.lines.map((line) => `  ${line}`).join('\n'));
  }
  const { warnings } = loaded;
  // The document's own text is inert in Markdown, as commit text in a changelog: an OSC 52 in API.md would write
  // the clipboard of whoever cats it. HTML is a browser's (its text escaped, its one script allowed by hash).
  const docs = () => {
    const written = loaded.docs(options.format, { tryIt: options.tryIt });
    return options.format === 'md' ? terminalText(written, { multiline: true }) : written;
  };
  // --json: the summary on stdout, so the docs go to -o (or nowhere).
  if (ctx.json) {
    if (options.output)
      await writeOutput(ctx, docs(), {
        output: options.output,
        force: options.force,
      });
    ctx.print(
      terminalJson(
        {
          title: loaded.title,
          version: loaded.version,
          openapi: loaded.openapi,
          ...(loaded.convertedFrom ? { convertedFrom: loaded.convertedFrom } : {}),
          operations: loaded.operations,
          output: options.output ?? null,
          warnings,
        },
        0,
      ),
    );
    return ctx.exit.ok;
  }
  await writeOutput(ctx, docs(), {
    output: options.output,
    force: options.force,
  });
  if (options.warnings)
    for (const w of warnings) ctx.warn(`warning: ${terminalText(w.where)}: ${terminalText(w.message)}`);
  if (options.output) {
    const from = loaded.convertedFrom ? `, converted from ${loaded.convertedFrom}` : '';
    const count =
      warnings.length > 0
        ? `, ${warnings.length} warnings${options.warnings ? '' : ' (--warnings lists them)'}`
        : '';
    ctx.warn(`wrote ${options.output} (${loaded.operations} operations${from}${count})`);
  }
  return ctx.exit.ok;
}

export const subcommands = { diff };
