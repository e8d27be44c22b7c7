import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Makes sure `output` exists, running `pnpm --filter <pkg> build` once if it does not. Returns undefined when
 * the output is there, or the reason it is not (so the bench can print "skipped: ...").
 */
export function ensureBuilt({ root, output, filter }) {
  if (existsSync(output)) return undefined;
  const result = spawnSync('pnpm', ['--filter', filter, 'build'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 600_000,
  });
  if (result.status === 0 && existsSync(output)) return undefined;
  const detail = `${result.stderr ?? ''}${result.stdout ?? ''}`.trim().split('\n').filter(Boolean).at(-1);
  return `${filter} build failed${detail ? ` (${detail.slice(0, 120)})` : ''}`;
}
