import {
  CONTENT_TYPES,
  checkPage,
  generateMetaTags,
  META_DEFAULTS,
  type MetaTagInput,
  STRUCTURED_DATA_TYPES,
  TWITTER_CARDS,
  validateMetaTags,
} from '@toolbox/core/tools/meta-tags';
import { type Command, Option } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { readFlags } from '../flags';
import { readInput, writeOutput } from '../output/write-output';

export const examples: readonly Example[] = [
  {
    command:
      'toolbox meta --title "Ada Docs" --description "Guides for Ada" --url https://ada.dev --image https://ada.dev/og.png',
    description: 'the tags for a page head',
  },
  { command: 'toolbox meta --title T --description D --structured-data article -o meta-tags.html' },
  {
    command: 'toolbox meta --check dist/index.html',
    description: 'check a built page in CI; exit 1 on errors',
  },
  { command: 'curl -s https://example.com | toolbox meta --check -' },
];

export function configure(cmd: Command) {
  cmd
    .option('--title <text>', 'page title (1-60 characters)')
    .option('--description <text>', 'meta description (1-160 characters)')
    .option('--keywords <list>', 'comma-separated keywords (at most 10)')
    .option('--author <name>', 'author')
    .option('--url <url>', 'canonical URL (also og:url)')
    .option('--image <url>', 'absolute image URL for og:image and twitter:image')
    .addOption(new Option('--type <type>', 'Open Graph content type').choices(CONTENT_TYPES))
    .option('--site-name <name>', 'og:site_name')
    .addOption(new Option('--twitter-card <type>', 'Twitter card type').choices(TWITTER_CARDS))
    .option('--twitter-site <handle>', "the site's Twitter @handle")
    .addOption(new Option('--structured-data <type>', 'JSON-LD type').choices(STRUCTURED_DATA_TYPES))
    .option('--check <file>', "check an existing page's <head> (FILE.html or - for stdin) instead")
    .option('-o, --output <file>', 'write the tags to this file instead of stdout')
    .option('-f, --force', 'overwrite the -o file');
}

export type MetaOptions =
  | { mode: 'generate'; input: MetaTagInput; output: string | undefined; force: boolean }
  | { mode: 'check'; file: string };

export function toOptions(parsed: ParsedCommand): MetaOptions {
  const f = readFlags(parsed);
  const check = f.string('check');
  if (check !== undefined) {
    const formFlag = ['title', 'description', 'keywords', 'image', 'output'].find(
      (name) => f.string(name) !== undefined,
    );
    if (formFlag) throw new UsageError(`--check reads a page; it cannot be combined with --${formFlag}.`);
    return { mode: 'check', file: check };
  }
  const d = META_DEFAULTS;
  return {
    mode: 'generate',
    input: {
      title: f.string('title', d.title),
      description: f.string('description', d.description),
      keywords: f.list('keywords').join(', '),
      author: f.string('author', d.author),
      image: f.string('image', d.image),
      url: f.string('url', d.url),
      type: f.choice('type', CONTENT_TYPES, d.type),
      siteName: f.string('siteName', d.siteName),
      twitterCard: f.choice('twitterCard', TWITTER_CARDS, d.twitterCard),
      twitterSite: f.string('twitterSite', d.twitterSite),
      structuredData: f.choice('structuredData', STRUCTURED_DATA_TYPES, d.structuredData),
    },
    output: f.string('output'),
    force: f.boolean('force'),
  };
}

async function runCheck(file: string, ctx: CliContext) {
  const result = checkPage(await readInput(ctx, file, 'an HTML file'));
  if (ctx.json) ctx.print(JSON.stringify({ file, ...result }, null, 2));
  else {
    for (const error of result.errors) ctx.print(`✗ ${error}`);
    for (const warning of result.warnings) ctx.print(`! ${warning}`);
    if (result.errors.length === 0) ctx.print('✓ All validations passed');
  }
  return result.errors.length === 0 ? ctx.exit.ok : ctx.exit.failed;
}

export async function run(options: MetaOptions, ctx: CliContext) {
  if (options.mode === 'check') return runCheck(options.file, ctx);
  const errors = validateMetaTags(options.input);
  if (errors.length > 0) {
    if (ctx.json) ctx.print(JSON.stringify({ errors }, null, 2));
    else for (const error of errors) ctx.warn(error);
    return ctx.exit.failed;
  }
  const tags = generateMetaTags(options.input);
  const path = await writeOutput(
    ctx,
    ctx.json && !options.output ? JSON.stringify({ tags }, null, 2) : tags,
    {
      output: options.output,
      force: options.force,
    },
  );
  if (path) ctx.warn(`wrote ${options.output}`);
  return ctx.exit.ok;
}
