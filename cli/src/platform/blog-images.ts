import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, relative, resolve, sep } from 'node:path';
import type { OutputFile } from '@toolbox/core/ports';

const MIME: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
};

/** The largest image copied into a site. */
const MAX_BYTES = 20_000_000;

const within = (root: string, path: string) => path === root || path.startsWith(`${root}${sep}`);

export interface CopiedImages {
  /** `src` as written -> its path in the site. */
  map: Record<string, string>;
  files: OutputFile[];
  /** Sources refused because they lead outside the folder (`../`, absolute, a link pointing out). */
  outside: string[];
  /** Sources that are not a readable image file of at most 20 MB. */
  unreadable: string[];
  /** Site file name -> the image's path inside its folder. */
  sources: Map<string, string>;
}

/**
 * The local images a post refers to (`hrefs`, relative to `baseDir`), read for copying into the site as
 * `image-<path inside root>` (the folder given, or the file's folder). An image must resolve,
 * links followed, to a regular file inside `root`: `../../etc/passwd`, `/etc/passwd` and a link pointing out
 * are refused. Remote and `data:` images are left as they are.
 */
export async function collectBlogImages(
  hrefs: readonly string[],
  baseDir: string,
  root: string,
  into: CopiedImages,
): Promise<Record<string, string>> {
  const map: Record<string, string> = {};
  const realRoot = await realpath(root).catch(() => resolve(root));
  for (const href of hrefs) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//') || href === '') continue;
    let path: string;
    try {
      path = decodeURIComponent(href.split(/[?#]/)[0] ?? '');
    } catch {
      into.unreadable.push(href);
      continue;
    }
    const target = resolve(baseDir, path);
    if (path.startsWith('/') || !within(resolve(root), target)) {
      into.outside.push(href);
      continue;
    }
    const real = await realpath(target).catch(() => undefined);
    if (real && !within(realRoot, real)) {
      into.outside.push(href);
      continue;
    }
    const mime = MIME[extname(path).toLowerCase()];
    const info = real ? await stat(real).catch(() => undefined) : undefined;
    const bytes =
      real && mime && info?.isFile() && info.size <= MAX_BYTES
        ? await readFile(real).catch(() => undefined)
        : undefined;
    if (!bytes || !mime) {
      into.unreadable.push(href);
      continue;
    }
    // The CLI's writer writes one flat folder: the path inside the folder becomes the name (img/a.png -> img-a.png).
    const key = relative(realRoot, real as string);
    let name = `image-${key.split(sep).join('-').replace(/^\.+/, '')}`;
    for (let n = 2; into.sources.has(name) && into.sources.get(name) !== key; n++)
      name = `image-${n}-${key.split(sep).join('-').replace(/^\.+/, '')}`;
    map[href] = name;
    into.map[href] = name;
    if (!into.sources.has(name)) {
      into.sources.set(name, key);
      into.files.push({ name, mime, data: new Uint8Array(bytes) });
    }
  }
  return map;
}
