import { readFile, stat } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';
import type { FileCheck } from '@toolbox/core/tools/og-generator';

const MIME_BY_EXTENSION: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
};

/**
 * Reads an image the user named on the command line; its type comes from the extension, as a browser's file
 * picker reports it. `check` applies the web form's rules (type, size) with the same messages.
 */
export async function readImageFile(
  path: string,
  cwd: string,
  check?: (file: { type: string; size: number }) => FileCheck | null,
): Promise<{ bytes: Uint8Array; mime: string }> {
  const full = resolve(cwd, path);
  const info = await stat(full).catch(() => null);
  if (info?.isDirectory()) throw new ToolInputError(`${path} is a folder, not an image file.`);
  if (!info?.isFile()) throw new ToolInputError(`${path}: no such file.`);
  const mime = MIME_BY_EXTENSION[extname(full).toLowerCase()] ?? 'application/octet-stream';
  const problem = check?.({ type: mime, size: info.size });
  if (problem) throw new ToolInputError(`${problem.title}: ${problem.message} (${path}).`, problem.title);
  return { bytes: new Uint8Array(await readFile(full)), mime };
}
