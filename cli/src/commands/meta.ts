import {
  CONTENT_TYPES,
  DESCRIPTION_MAX,
  KEYWORDS_MAX,
  META_DEFAULTS,
  type MetaTagInput,
  runAbsoluteUrlCheck,
  runMetaCheck,
  runMetaTags,
  STRUCTURED_DATA_TYPES,
  TITLE_MAX,
  TWITTER_CARDS,
} from '@toolbox/core/tools/meta-tags';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags, forceOutput, outputFile } from '../flag-table';
import { readInputBytes } from '../output/read-input';
import { writeOutput } from '../output/write-output';

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

// No defaults here: --check refuses the form's flags only when they were given; toOptions applies the web form's.
const flags = defineFlags({
  title: { flag: '--title <text>', description: `page title (1-${TITLE_MAX} characters)` },
  description: {
    flag: '--description <text>',
    description: `meta description (1-${DESCRIPTION_MAX} characters)`,
  },
  keywords: {
    flag: '--keywords <list>',
    description: `comma-separated keywords (at most ${KEYWORDS_MAX})`,
    list: 'split',
  },
  author: { flag: '--author <name>', description: 'author' },
  url: { flag: '--url <url>', description: 'canonical URL (also og:url)' },
  image: { flag: '--image <url>', description: 'absolute image URL for og:image and twitter:image' },
  type: { flag: '--type <type>', description: 'Open Graph content type', choices: CONTENT_TYPES },
  siteName: { flag: '--site-name <name>', description: 'og:site_name' },
  twitterCard: { flag: '--twitter-card <type>', description: 'Twitter card type', choices: TWITTER_CARDS },
  twitterSite: { flag: '--twitter-site <handle>', description: "the site's Twitter @handle" },
  structuredData: {
    flag: '--structured-data <type>',
    description: 'JSON-LD type',
    choices: STRUCTURED_DATA_TYPES,
  },
  check: {
    flag: '--check <file>',
    description: "check an existing page's <head> (FILE.html or - for stdin) instead",
  },
  output: { ...outputFile, description: 'write the tags to this file instead of stdout' },
  force: forceOutput,
});

export const configure = flags.configure;

export type MetaOptions =
  | { mode: 'generate'; input: MetaTagInput; output: string | undefined; force: boolean }
  | { mode: 'check'; file: string };

export function toOptions(parsed: ParsedCommand): MetaOptions {
  const values = flags.read(parsed);
  if (values.check !== undefined) {
    const { title, description, keywords, image, output } = values;
    const form = { title, description, keywords: keywords.length > 0 || undefined, image, output };
    const formFlag = Object.entries(form).find(([, value]) => value !== undefined)?.[0];
    if (formFlag) throw new UsageError(`--check reads a page; it cannot be combined with --${formFlag}.`);
    return { mode: 'check', file: values.check };
  }
  const d = META_DEFAULTS;
  return {
    mode: 'generate',
    input: {
      title: values.title ?? d.title,
      description: values.description ?? d.description,
      keywords: values.keywords.join(', '),
      author: values.author ?? d.author,
      image: values.image ?? d.image,
      url: values.url ?? d.url,
      type: values.type ?? d.type,
      siteName: values.siteName ?? d.siteName,
      twitterCard: values.twitterCard ?? d.twitterCard,
      twitterSite: values.twitterSite ?? d.twitterSite,
      structuredData: values.structuredData ?? d.structuredData,
    },
    output: values.output,
    force: values.force,
  };
}

/**
 * A page's text as a browser decodes it when it starts with a byte order mark (the HTML spec's sniffing puts the
 * mark first): UTF-16 from PowerShell 5's `>` as well as UTF-8; without one, UTF-8.
 */
function pageText(bytes: Uint8Array): string {
  const encoding =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? 'utf-16le'
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? 'utf-16be'
        : 'utf-8';
  return new TextDecoder(encoding).decode(bytes);
}

async function runCheck(file: string, ctx: CliContext) {
  const result = runMetaCheck({ html: pageText(await readInputBytes(ctx, file, 'an HTML file')) });
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
  const { errors, tags } = runMetaTags(options.input);
  if (errors.length > 0) {
    if (ctx.json) ctx.print(JSON.stringify({ errors }, null, 2));
    else for (const error of errors) ctx.warn(error);
    return ctx.exit.failed;
  }
  const { url } = options.input;
  if (url.trim() && !runAbsoluteUrlCheck(url)) {
    ctx.warn(
      `warning: --url "${url.trim()}" is not an absolute http(s) URL, which the canonical link and og:url want.`,
    );
  }
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
