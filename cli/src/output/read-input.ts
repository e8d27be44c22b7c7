/**
 * Reading a command's input: FILE, or stdin for `-`, within the command's input limit. Apart from the writing half
 * (write-output.ts) and its file-system promises, so the commit-msg hook's path loads neither (issue 43).
 */
import { resolve } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';
import { withoutByteOrderMark } from '@toolbox/core/text/byte-order-mark';
import { notUtf8Text } from '@toolbox/core/text/not-utf8';
import type { CliContext } from '../context';
import { cannotRead, UsageError } from '../errors';
import { type InputLimit, inputTooLarge } from '../input-limits';

// Not an import: see stdio-lines.ts.
const { closeSync, constants, fstatSync, openSync, readFileSync, readSync, statSync } =
  process.getBuiltinModule('node:fs');

/** The bytes of a stream, refusing (and so destroying the stream, which stops reading) past the limit. */
async function readBounded(stream: AsyncIterable<unknown>, name: string, limit: InputLimit): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    total += bytes.length;
    if (total > limit.bytes) throw inputTooLarge(name, undefined, limit);
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, total);
}

/**
 * A regular file's bytes, read at once: no streams, no thread pool, a fraction of a command's start (issue 43).
 * undefined for anything else (a FIFO, a device, a directory), which readFileBounded streams. The path is looked at
 * before anything opens it: opening a FIFO and closing it again would drop what its writer had already sent.
 */
function readRegularFile(
  ctx: CliContext,
  path: string,
  cannot: (error: unknown) => ToolInputError,
): Buffer | undefined {
  const file = resolve(ctx.cwd, path);
  let fd: number;
  try {
    // FIFO-safe (stdio-lines.ts): the path may be /dev/stdin or a `<(…)` pipe.
    if (!statSync(file, { bigint: true }).isFile()) return undefined;
    fd = openSync(file, constants.O_RDONLY);
  } catch (error) {
    throw cannot(error);
  }
  try {
    const info = fstatSync(fd);
    if (info.size > ctx.inputLimit.bytes) throw inputTooLarge(path, info.size, ctx.inputLimit);
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(64 * 1024);
      let read: number;
      try {
        read = readSync(fd, chunk, 0, chunk.length, null);
      } catch (error) {
        throw cannot(error);
      }
      if (read === 0) return Buffer.concat(chunks, total);
      total += read;
      if (total > ctx.inputLimit.bytes) throw inputTooLarge(path, undefined, ctx.inputLimit);
      chunks.push(chunk.subarray(0, read));
    }
  } finally {
    closeSync(fd);
  }
}

/** A file's bytes: its size is checked before reading (a 100 MB file is refused at once), then read bounded. */
async function readFileBounded(ctx: CliContext, path: string): Promise<Buffer> {
  const cannot = (error: unknown) => cannotRead(path, error);
  const regular = readRegularFile(ctx, path, cannot);
  if (regular) return regular;
  // Not import(): in the launcher's CommonJS bundles on Node 20 that goes through vm's experimental loader, which
  // prints a warning on the first use.
  const { open } = process.getBuiltinModule('node:fs/promises');
  const file = await open(resolve(ctx.cwd, path), 'r').catch((error) => {
    throw cannot(error);
  });
  try {
    const info = await file.stat();
    if (info.isDirectory()) throw cannot({ code: 'EISDIR' });
    if (info.isFile() && info.size > ctx.inputLimit.bytes)
      throw inputTooLarge(path, info.size, ctx.inputLimit);
    return await readBounded(file.createReadStream({ autoClose: false }), path, ctx.inputLimit).catch(
      (error) => {
        throw error instanceof ToolInputError ? error : cannot(error);
      },
    );
  } finally {
    await file.close();
  }
}

/**
 * The bytes of FILE, or of stdin for `-` (or no argument when stdin is piped), within the command's input limit
 * (input-limits.ts): the one reader every command that takes a document goes through. With no argument and a
 * terminal on stdin, a usage error naming `what` the command expected.
 */
export async function readInputBytes(
  ctx: CliContext,
  path: string | undefined,
  what = 'a file',
): Promise<Buffer> {
  if (path === undefined && ctx.stdinIsTTY) {
    throw new UsageError(`give ${what}, or - to read stdin.`);
  }
  if (path === undefined || path === '-') return readBounded(ctx.stdin(), 'stdin', ctx.inputLimit);
  return readFileBounded(ctx, path);
}

/**
 * A regular file's text, within the limit its size is checked against first; undefined for anything else, which
 * readInputBytes streams. One call into Node's native UTF-8 reader, which decodes as Buffer's toString does: the
 * byte-reading path costs the commit-msg hook's start ~1.2M instructions more in Node's own JavaScript (issue 43).
 */
function readRegularText(ctx: CliContext, path: string): string | undefined {
  const file = resolve(ctx.cwd, path);
  try {
    // FIFO-safe (stdio-lines.ts): the path may be /dev/stdin or a `<(…)` pipe.
    const info = statSync(file, { bigint: true });
    if (!info.isFile()) return undefined;
    const size = Number(info.size);
    if (size > ctx.inputLimit.bytes) throw inputTooLarge(path, size, ctx.inputLimit);
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw error instanceof ToolInputError ? error : cannotRead(path, error);
  }
}

/** The text (UTF-8) of FILE or stdin, as readInputBytes reads it. */
export async function readInput(ctx: CliContext, path: string | undefined, what = 'a file'): Promise<string> {
  const text = path === undefined || path === '-' ? undefined : readRegularText(ctx, path);
  return text ?? (await readInputBytes(ctx, path, what)).toString('utf8');
}

/**
 * The text (UTF-8) of FILE or stdin, read strictly: for input whose bytes must survive as given (a password, a key,
 * a QR code's text), where a byte read as U+FFFD would silently be another secret. Bytes that are not UTF-8 are
 * refused in one message naming the input and the first such byte; a leading byte order mark is dropped, as
 * Notepad's is no part of the text.
 */
export async function readUtf8(ctx: CliContext, path: string | undefined, what = 'a file'): Promise<string> {
  const bytes = await readInputBytes(ctx, path, what);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const name = path === undefined || path === '-' ? 'stdin' : path;
    throw new ToolInputError(
      `${notUtf8Text(name, bytes)}: save it as UTF-8 (iconv -f latin1 -t utf-8 converts Latin-1).`,
    );
  }
}

/**
 * The text of a document (JSON, YAML, TOML, an OpenAPI description, a plan) as readInput reads it, without a leading
 * byte order mark: an encoding's signature that some Windows editors write, not part of the document (jq, Redocly
 * and npm read past it; RFC 8259 lets a JSON reader ignore it). SQL keeps it (Postgres and psql refuse it, and a
 * migration must fail here as it will there), as do diff, regex and a commit message (git keeps it in the message).
 */
export async function readDocument(
  ctx: CliContext,
  path: string | undefined,
  what?: string,
): Promise<string> {
  const text = await readInput(ctx, path, what);
  // UTF-16's mark (FF FE or FE FF) is two bytes that are not UTF-8, and text in UTF-16 has a NUL byte beside each
  // ASCII character: PowerShell 5's `>` writes such files. Said as such, not as a parser's "line 1, column 1".
  if (text.startsWith('\uFFFD\uFFFD') && text.slice(0, 64).includes('\u0000')) {
    const name = path === undefined || path === '-' ? 'stdin' : path;
    throw new ToolInputError(
      `${name} is UTF-16 text (it starts with UTF-16's byte order mark); save it as UTF-8.`,
    );
  }
  return withoutByteOrderMark(text);
}
