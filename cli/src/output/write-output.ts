import { dirname, relative, resolve } from 'node:path';
import type { OutputFile } from '@toolbox/core/ports';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import type { WrittenFile } from '../platform/fs-sink';

// The file writers load on the first file written: their node:fs/promises import makes Node load its stream modules
// too (~10M instructions), which a command printing to stdout never needs (cli/test/bundle-laziness.test.ts).
const safeWrite = () => import('../platform/safe-write');
const fsSinkModule = () => import('../platform/fs-sink');

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
  const { fsSink } = await fsSinkModule();
  const sink = await fsSink(target.out, ctx.cwd, { force: target.force });
  await sink.claim(files.map((file) => file.name));
  for (const file of files) await sink.write(file);
  if (ctx.json) ctx.print(JSON.stringify({ files: sink.written, ...extra }, null, 2));
  else for (const file of sink.written) ctx.print(relative(ctx.cwd, file.path) || file.name);
  return sink.written;
}

/** What a generator shows when no `-o DIR` is given: its JSON with --json, else its text. */
export interface Printed {
  json: () => unknown;
  text: () => string;
}

/**
 * A generator's files written under `-o DIR` when it is given (true), else printed on stdout (false): the one
 * "print, or write files under --out" of every command that generates several files.
 */
export async function printOrWriteFiles(
  ctx: CliContext,
  files: readonly OutputFile[],
  target: { out: string | undefined; force: boolean },
  printed: Printed,
): Promise<boolean> {
  if (target.out !== undefined) {
    await writeFiles(ctx, files, { out: target.out, force: target.force });
    return true;
  }
  ctx.print(ctx.json ? JSON.stringify(printed.json(), null, 2) : printed.text());
  return false;
}

/**
 * Fails early, before slow rendering, when `names` would overwrite files under `-o DIR` without --force.
 * writeFiles checks again when it writes.
 */
export async function checkFilesFree(ctx: CliContext, names: readonly string[], target: FolderTarget) {
  const { fsSink } = await fsSinkModule();
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

/** --json prints the result's object on stdout; with `-o FILE` the file is written as without --json. */
export function printsJson(ctx: CliContext, target: OutputTarget): boolean {
  return ctx.json && (target.output === undefined || target.output === '-');
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
    // Text as lines (ctx.print): written without making process.stdout while nothing else needs it (stdio-lines.ts).
    if (typeof data === 'string') ctx.print(data.endsWith('\n') ? data.slice(0, -1) : data);
    else if (data instanceof Uint8Array) ctx.stdout.write(data);
    else await writeParts(data, (text) => ctx.stdout.write(text));
    return null;
  }
  const path = resolve(ctx.cwd, target.output);
  const { openForWrite, prepareFolder } = await safeWrite();
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
  const { prepareFolder, readUnlessLink, replaceFile } = await safeWrite();
  await prepareFolder(ctx.cwd, dirname(output), output);
  const existing = await readUnlessLink(path, output);
  await replaceFile(path, update(existing), output);
  return path;
}
