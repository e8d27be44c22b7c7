import { basename, resolve } from 'node:path';
import { type LoadResult, loadSpec, loadSpecFrom } from '@toolbox/core/tools/api-docs';
import type { CliContext } from '../context';
import { readInput } from '../output/write-output';
import { sourceFolder } from '../platform/source-folder';

/**
 * An OpenAPI description read from FILE (or stdin for `-`) and loaded. A file's `$ref`s to other files in its
 * folder are followed (stdin has no folder: they stay unresolved warnings). Read and loaded in a scope of its
 * own, so the source text (26 MB for GitHub's, as UTF-16) can go once parsed.
 */
export async function loadDescription(
  ctx: CliContext,
  spec: string | undefined,
  what = 'an OpenAPI document',
): Promise<LoadResult> {
  const text = await readInput(ctx, spec, what);
  if (spec === undefined || spec === '-') return loadSpec(text);
  const file = resolve(ctx.cwd, spec);
  return loadSpecFrom(text, { name: basename(file), folder: sourceFolder(file, ctx.inputLimit.bytes) });
}
