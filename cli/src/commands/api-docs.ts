import { setFlagsFromString } from 'node:v8';
import { ToolInputError } from '@toolbox/core/errors';
import {
  API_DOCS_FORMATS,
  type ApiDocsFormat,
  issueLocation,
  loadSpec,
  renderDocParts,
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

/** Read and load in a scope of its own, so the source text (26 MB for GitHub's, as UTF-16) can go once parsed. */
async function load(ctx: CliContext, spec: string | undefined) {
  return loadSpec(await readInput(ctx, spec, 'an OpenAPI document'));
}

export async function run(options: ApiDocsOptions, ctx: CliContext) {
  // A large document makes mostly short-lived garbage; V8's young generation would grow to 3 × 16 MB for it,
  // about 45 MB of GitHub's 147 MB peak, for no gain in time (bench/api-docs.bench.mjs measures both).
  setFlagsFromString('--semi-space-growth-factor=1');
  const loaded = await load(ctx, options.spec);
  if (!loaded.ok) {
    const lines = loaded.errors.map((e) => `  ${issueLocation(e)}: ${e.message}`);
    const count = loaded.errors.length;
    throw new ToolInputError(
      `Invalid OpenAPI document (${count} error${count === 1 ? '' : 's'}):\n${lines.join('\n')}`,
    );
  }
  await writeOutput(ctx, renderDocParts(loaded, options.format), {
    output: options.output,
    force: options.force,
  });
  if (options.output) {
    const warnings = loaded.warnings.length > 0 ? `, ${loaded.warnings.length} warnings` : '';
    ctx.warn(`wrote ${options.output} (${loaded.model.operationCount} operations${warnings})`);
  }
  return ctx.exit.ok;
}
