import type { CliContext } from '../context';

/**
 * `text` to stdout byte for byte: as lines where it ends with a line break (ctx.print writes them with write(2),
 * without making process.stdout, whose stream modules are a tenth of a small command's start: platform/stdio-lines.ts),
 * through the stream where it does not; nothing for an empty text.
 */
export function printText(ctx: Pick<CliContext, 'print' | 'stdout'>, text: string) {
  if (text === '') return;
  if (text.endsWith('\n')) ctx.print(text.slice(0, -1));
  else ctx.stdout.write(text);
}
