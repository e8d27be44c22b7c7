import { basename, resolve } from 'node:path';
import type { ApiDocument } from '@toolbox/core/tools/api-docs';
import type { CliContext } from '../context';
import { readDocument } from '../output/read-input';
import { sourceFolder } from '../platform/source-folder';

/**
 * An OpenAPI description read from FILE (or stdin for `-`). A file's `$ref`s to other files in its folder are
 * followed, through its folder (stdin has no folder: they stay unresolved warnings).
 */
export async function readDescription(
  ctx: CliContext,
  spec: string | undefined,
  what = 'an OpenAPI document',
): Promise<ApiDocument> {
  const text = await readDocument(ctx, spec, what);
  if (spec === undefined || spec === '-') return { text };
  const file = resolve(ctx.cwd, spec);
  return { text, source: { name: basename(file), folder: sourceFolder(file, ctx.inputLimit.bytes) } };
}
