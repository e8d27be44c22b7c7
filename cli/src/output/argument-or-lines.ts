import type { CliContext } from '../context';

/**
 * What a lookup command reads: its argument itself, else the lines of --file or stdin (`-`, or nothing given while
 * stdin is piped), blank lines left out; one empty value when there are none, for the core's own message.
 */
export async function argumentOrLines(
  ctx: CliContext,
  value: string | undefined,
  file: string | undefined,
  what: string,
): Promise<string[]> {
  if (value !== undefined && value !== '-' && file === undefined) return [value];
  const { readInput } = await import('./read-input');
  const lines = (await readInput(ctx, file ?? value, what)).split('\n').filter((line) => line.trim() !== '');
  return lines.length > 0 ? lines : [''];
}
