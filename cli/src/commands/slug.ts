import { runSlug } from '@toolbox/core/tools/dev-utilities';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { readFlags } from '../flags';
import { readInput } from '../output/read-input';

export const description = 'URL slugs: one result a line, for each argument or each line of stdin.';

export const examples: readonly Example[] = [
  { command: 'toolbox slug "Hello, World!"', description: 'hello-world' },
  { command: 'cat titles.txt | toolbox slug -', description: 'one slug per line' },
];

export function configure(cmd: Command) {
  cmd.argument('[text...]', 'texts to slugify, or - to read lines from stdin');
}

export interface SlugOptions {
  texts: string[];
}

export function toOptions(parsed: ParsedCommand): SlugOptions {
  return { texts: readFlags(parsed).args() };
}

export async function run(options: SlugOptions, ctx: CliContext) {
  let texts = options.texts;
  if (texts.length === 0 || (texts.length === 1 && texts[0] === '-')) {
    const input = await readInput(ctx, texts[0], 'a text').catch((error: unknown) => {
      throw error instanceof UsageError ? noText() : error;
    });
    texts = input.split(/\r?\n/);
    if (texts.at(-1) === '') texts.pop();
    if (texts.length === 0) throw noText();
  }
  const slugs = texts.map((text) => ({ text, slug: runSlug(text) }));
  if (ctx.json) ctx.print(JSON.stringify(slugs, null, 2));
  else for (const { slug } of slugs) ctx.print(slug);
}

const noText = () =>
  new UsageError('no text to slugify.', {
    hint: 'Usage: toolbox slug <text...>, or toolbox slug - to slugify each line of stdin.',
  });
