// Secrets from a file or stdin: a flag's value is visible to every local user in `ps` and stays in shell history.
import type { CliContext } from './context';
import { UsageError } from './errors';

/**
 * The secret in FILE, or stdin for `-`: its text with one trailing line break removed (what `echo "$S" > file`
 * or `printf '%s\n' "$S" |` adds); every other byte is part of the secret, so bytes that are not UTF-8 are refused.
 */
export async function readSecretFile(ctx: CliContext, path: string, flag: string): Promise<string> {
  const { readUtf8 } = await import('./output/read-input');
  if (path === '-' && ctx.stdinIsTTY) throw new UsageError(`${flag} - reads stdin: pipe the secret in.`);
  const secret = (await readUtf8(ctx, path, 'a secret file')).replace(/\r?\n$/, '');
  if (secret === '') throw new UsageError(`${flag} ${path === '-' ? '(stdin)' : path} is empty.`);
  return secret;
}

/** The one of `--NAME TEXT` and `--NAME-file FILE` given, read; undefined when neither is. */
export async function secretOf(
  ctx: CliContext,
  given: { text: string | undefined; file: string | undefined },
  flag: string,
): Promise<string | undefined> {
  if (given.text !== undefined) return given.text;
  return given.file === undefined ? undefined : readSecretFile(ctx, given.file, `${flag}-file`);
}

/** Refuses two flags at once, and stdin (`-`) named for two inputs. */
export function checkSecretFlags(
  given: { text: string | undefined; file: string | undefined },
  flag: string,
  stdinAlsoFor?: { name: string; uses: boolean },
): void {
  if (given.text !== undefined && given.file !== undefined)
    throw new UsageError(`give ${flag} or ${flag}-file, not both.`);
  if (given.file === '-' && stdinAlsoFor?.uses)
    throw new UsageError(`${flag}-file - and ${stdinAlsoFor.name} cannot both read stdin.`);
}
