/**
 * `toolbox api-docs diff OLD NEW`: every change between two OpenAPI descriptions, classified by oasdiff's rules
 * (core's `runApiDiff`), as text, Markdown or JSON; `--fail-on` turns breaking changes into exit 1 for CI.
 */
import { ToolInputError } from '@toolbox/core/errors';
import { type ApiDiffReady, FAIL_ON, type FailOn, runApiDiff } from '@toolbox/core/tools/api-docs';
import type { CommandModule, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';
import { youngGenerationUngrown } from '../platform/v8-flags';
import { terminalJson, terminalText } from '../terminal-text';
import { readDescription } from './api-docs-load';

const flags = defineFlags({
  failOn: {
    flag: '--fail-on <level>',
    description: 'exit 1 on a breaking change (breaking), or on a breaking change or a warning (warn)',
    choices: FAIL_ON,
  },
});

export interface ApiDiffOptions {
  base: string;
  revision: string;
  /** Text for a terminal, or Markdown (`--format md`) for a pull request comment or step summary. */
  format: 'text' | 'md';
  failOn: FailOn | undefined;
  /** api-docs' own `-o FILE` (and `-f`), which commander reads wherever it stands, as `--format`. */
  output: string | undefined;
  force: boolean;
}

async function print(ctx: CliContext, compared: ApiDiffReady, options: ApiDiffOptions) {
  const toFile = options.output !== undefined && options.output !== '-';
  const text = options.format === 'md' ? compared.markdown : compared.text;
  if (!ctx.json && text === '') ctx.warn('No changes.');
  if (!toFile && !ctx.json && text === '') return;
  // Inert either way: a document's texts could hold terminal escapes, and the file may be shown with cat.
  const report = ctx.json
    ? terminalJson(compared.report)
    : terminalText(text.replace(/\n$/, ''), { multiline: true });
  const { writeOutput } = await import('../output/write-output');
  await writeOutput(ctx, report, { output: options.output, force: options.force });
}

/** An option of `api-docs` itself given on this command line, or undefined. */
function parentOption(parsed: ParsedCommand, name: string): unknown {
  const parent = parsed.command?.parent;
  return parent?.getOptionValueSource(name) === 'cli' ? parent.opts()[name] : undefined;
}

export const diff: CommandModule<ApiDiffOptions> = {
  description:
    "Compare two OpenAPI descriptions (3.1, 3.0 or Swagger 2.0): every operation, parameter, body, response, header and schema change, each classified by oasdiff's breaking-change rules (ERR, WARN, INFO).",
  examples: [
    { command: 'toolbox api-docs diff old/openapi.yaml openapi.yaml', description: 'text, breaking first' },
    {
      command: 'toolbox api-docs diff main.json head.json --format md --fail-on breaking',
      description: 'a pull request check: Markdown report, exit 1 on a breaking change',
    },
    {
      command: 'git show main:openapi.yaml | toolbox api-docs diff - openapi.yaml --json',
      description: 'each change with its oasdiff rule id and level',
    },
  ],
  configure(cmd) {
    flags.configure(
      cmd
        .argument('<old>', 'the earlier OpenAPI document (JSON or YAML), or - for stdin')
        .argument('<new>', 'the later OpenAPI document, or - for stdin'),
    );
  },
  toOptions(parsed) {
    const f = readFlags(parsed);
    const [base, revision] = [f.arg(0), f.arg(1)];
    if (base === undefined || revision === undefined)
      throw new UsageError('give two documents to compare: toolbox api-docs diff OLD NEW.');
    if (base === '-' && revision === '-')
      throw new UsageError('only one of the two documents can be - (stdin).');
    // `--format`, `-o` and `-f` are api-docs' own options, which commander reads wherever they stand.
    const asked = parentOption(parsed, 'format');
    if (asked !== undefined && asked !== 'md')
      throw new UsageError(`api-docs diff writes text, or Markdown with --format md, not ${String(asked)}.`);
    const output = parentOption(parsed, 'output');
    return {
      base,
      revision,
      format: asked === 'md' ? 'md' : 'text',
      output: typeof output === 'string' ? output : undefined,
      force: parentOption(parsed, 'force') === true,
      ...flags.read(parsed),
    };
  },
  async run(options, ctx) {
    // Each side a file (its $refs to files in its folder followed) or stdin.
    const base = await readDescription(ctx, options.base, 'the old OpenAPI document');
    const revision = await readDescription(ctx, options.revision, 'the new OpenAPI document');
    // As for `api-docs`: two large documents make mostly short-lived garbage.
    youngGenerationUngrown(base.text.length + revision.text.length);
    const compared = await runApiDiff({ base, revision, failOn: options.failOn });
    if (!compared.ok) {
      // The first error of the side that is not a valid description: the one line a bad input gets.
      const path = compared.side === 'old' ? options.base : options.revision;
      const more = compared.errors.length > 1 ? ` (and ${compared.errors.length - 1} more)` : '';
      throw new ToolInputError(
        `${compared.side} document ${path}: ${compared.firstError ?? 'invalid'}${more}`,
      );
    }
    await print(ctx, compared, options);
    return compared.fails ? ctx.exit.failed : ctx.exit.ok;
  },
};
