import { sep } from 'node:path';

/** Whether the absolute `path` is `root` or below it (both resolved the same way: real paths, or both lexical). */
export function isInside(root: string, path: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : `${root}${sep}`);
}
