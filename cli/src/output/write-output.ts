import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';
import type { OutputFile } from '@toolbox/core/ports';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { type InputLimit, inputTooLarge } from '../input-limits';
import { fsSink, type WrittenFile } from '../platform/fs-sink';
import { openForWrite, prepareFolder, readUnlessLink, replaceFile } from '../platform/safe-write';

export interface FolderTarget {
  /** `-o, --output DIR`, created when missing. */
  out: string;
  /** `--force`: overwrite names that exist. */
  force: boolean;
}

/**
 * Writes generated files under `-o DIR`: refuses names that exist (unless --force) before anything is written,
 * then prints each written path (or `{ files }` with --json, plus any `extra` fields).
 */
export async function writeFiles(
  ctx: CliContext,
  files: readonly OutputFile[],
  target: FolderTarget,
  extra: Record<string, unknown> = {},
): Promise<WrittenFile[]> {
  const sink = await fsSink(target.out, ctx.cwd, { force: target.force });
  await sink.claim(files.map((file) => file.name));
  for (const file of files) await sink.write(file);
  if (ctx.json) ctx.print(JSON.stringify({ files: sink.written, ...extra }, null, 2));
  else for (const file of sink.written) ctx.print(relative(ctx.cwd, file.path) || file.name);
  return sink.written;
}

/**
 * Fails early, before slow rendering, when `names` would overwrite files under `-o DIR` without --force.
 * writeFiles checks again when it writes.
 */
export async function checkFilesFree(ctx: CliContext, names: readonly string[], target: FolderTarget) {
  const sink = await fsSink(target.out, ctx.cwd, { force: target.force });
  await sink.claim(names);
}

export interface OutputTarget {
  /** `-o FILE`; undefined or `-` means stdout. */
  output?: string | undefined;
  force: boolean;
  /** Bytes a terminal cannot show (PDF, PNG, zip): refused on a TTY stdout. */
  binary?: boolean;
}

/** Text parts written in writes of about 1 MB as they come (a large output is never one string), ending in \n. */
async function writeParts(parts: Iterable<string>, write: (text: string) => unknown) {
  let pending = '';
  let endsInNewline = false;
  for (const part of parts) {
    if (part === '') continue;
    pending += part;
    endsInNewline = part.endsWith('\n');
    if (pending.length >= 1 << 20) {
      await write(pending);
      pending = '';
    }
  }
  if (!endsInNewline) pending += '\n';
  await write(pending);
}

/** Where `-o` pointed, or null for stdout. `data` may come as text parts, written as they are made. */
export async function writeOutput(
  ctx: CliContext,
  data: string | Uint8Array | Iterable<string>,
  target: OutputTarget,
): Promise<string | null> {
  if (target.output === undefined || target.output === '-') {
    if (target.binary && ctx.isTTY) {
      throw new UsageError('the output is binary and stdout is a terminal.', {
        hint: 'Give -o FILE, or pipe it: … > file',
      });
    }
    if (typeof data === 'string') ctx.stdout.write(data.endsWith('\n') ? data : `${data}\n`);
    else if (data instanceof Uint8Array) ctx.stdout.write(data);
    else await writeParts(data, (text) => ctx.stdout.write(text));
    return null;
  }
  const path = resolve(ctx.cwd, target.output);
  await prepareFolder(ctx.cwd, dirname(target.output), target.output);
  const file = await openForWrite(path, { force: target.force, shown: target.output });
  try {
    if (typeof data === 'string' || data instanceof Uint8Array) await file.writeFile(data);
    else await writeParts(data, (text) => file.write(text));
  } finally {
    await file.close();
  }
  return path;
}

/**
 * Rewrites FILE in place (changelog --prepend): `update` gets its text ('' when it does not exist yet), and the
 * result replaces it atomically. The same link rules as -o: a link is refused, never read or written through.
 */
export async function rewriteFile(ctx: CliContext, output: string, update: (existing: string) => string) {
  const path = resolve(ctx.cwd, output);
  await prepareFolder(ctx.cwd, dirname(output), output);
  const existing = await readUnlessLink(path, output);
  await replaceFile(path, update(existing), output);
  return path;
}

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
 * undefined for anything else (a FIFO, a device, a directory), which readFileBounded streams; O_NONBLOCK so that
 * opening a FIFO here never waits for a writer.
 */
function readRegularFile(
  ctx: CliContext,
  path: string,
  cannot: (error: unknown) => ToolInputError,
): Buffer | undefined {
  let fd: number;
  try {
    fd = openSync(resolve(ctx.cwd, path), constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw cannot(error);
  }
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) return undefined;
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
  const cannot = (error: unknown) =>
    new ToolInputError(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? 'error'}.`);
  const regular = readRegularFile(ctx, path, cannot);
  if (regular) return regular;
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

/** The text (UTF-8) of FILE or stdin, as readInputBytes reads it. */
export async function readInput(ctx: CliContext, path: string | undefined, what = 'a file'): Promise<string> {
  return (await readInputBytes(ctx, path, what)).toString('utf8');
}
