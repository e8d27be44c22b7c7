import { ToolInputError } from '@toolbox/core/errors';
import {
  API_DOCS_FORMATS,
  type ApiDocsFormat,
  issueLocation,
  loadSpec,
  renderDocs,
} from '@toolbox/core/tools/api-docs';
import { type Command, Option } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { readFlags } from '../flags';
import { readInput, writeOutput } from '../output/write-output';

export const examples: readonly Example[] = [
  {
    command: 'toolbox api-docs openapi.yaml -o api-docs.html',
    description: 'one self-contained HTML file that searches offline',
  },
  {
    command: 'toolbox api-docs openapi.json --format md -o API.md',
    description: 'GitHub-flavoured Markdown',
  },
  { command: 'curl -s https://example.com/openapi.json | toolbox api-docs - > docs.html' },
];

export function configure(cmd: Command) {
  cmd
    .argument('[spec]', 'OpenAPI 3.0/3.1 document (JSON or YAML), or - for stdin')
    .addOption(new Option('--format <format>', 'output format').choices(API_DOCS_FORMATS).default('html'))
    .option('-o, --output <file>', 'write to this file instead of stdout')
    .option('-f, --force', 'overwrite the -o file');
}

export interface ApiDocsOptions {
  spec: string | undefined;
  format: ApiDocsFormat;
  output: string | undefined;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): ApiDocsOptions {
  const f = readFlags(parsed);
  return {
    spec: f.arg(0),
    format: f.choice('format', API_DOCS_FORMATS, 'html'),
    output: f.string('output'),
    force: f.boolean('force'),
  };
}

export async function run(options: ApiDocsOptions, ctx: CliContext) {
  const text = await readInput(ctx, options.spec, 'an OpenAPI document');
  const loaded = loadSpec(text);
  if (!loaded.ok) {
    const lines = loaded.errors.map((e) => `  ${issueLocation(e)}: ${e.message}`);
    const count = loaded.errors.length;
    throw new ToolInputError(
      `Invalid OpenAPI document (${count} error${count === 1 ? '' : 's'}):\n${lines.join('\n')}`,
    );
  }
  const docs = renderDocs(loaded, options.format);
  await writeOutput(ctx, docs, { output: options.output, force: options.force });
  if (options.output) {
    const warnings = loaded.warnings.length > 0 ? `, ${loaded.warnings.length} warnings` : '';
    ctx.warn(`wrote ${options.output} (${loaded.model.operationCount} operations${warnings})`);
  }
  return ctx.exit.ok;
}
