import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, relative, resolve, sep } from 'node:path';
import type { OutputFile } from '@toolbox/core/ports';
import { sanitizeSvg } from '@toolbox/core/svg/sanitize';
import { hasUrlScheme } from '@toolbox/core/text/url-scheme';

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
  /** Site file name -> the image file's real path (one name per file). */
  sources: Map<string, string>;
}

/**
 * The local images a post refers to (`hrefs`, relative to `baseDir`, the post's own folder), read for copying
 * into the site as `image-<path inside its root>`. An image must resolve, links followed, to a regular file inside
 * one of `roots` (the folder given or the file's folder, and the current folder, as `toolbox pdf` allows): a
 * book's chapter reaches `../img/` beside its folder, while `/etc/passwd`, `../../etc/passwd` and a link pointing
 * out are refused. An SVG is copied sanitized (`sanitizeSvg`: it is served with the site's pages, where its
 * scripts would run). Remote and `data:` images are left as they are.
 */
export async function collectBlogImages(
  hrefs: readonly string[],
  baseDir: string,
  roots: readonly string[],
  into: CopiedImages,
): Promise<Record<string, string>> {
  const map: Record<string, string> = {};
  const realRoots = await Promise.all(roots.map((root) => realpath(root).catch(() => resolve(root))));
  for (const href of hrefs) {
    if (hasUrlScheme(href) || href.startsWith('//') || href === '') continue;
    let path: string;
    try {
      path = decodeURIComponent(href.split(/[?#]/)[0] ?? '');
    } catch {
      into.unreadable.push(href);
      continue;
    }
    const target = resolve(baseDir, path);
    if (path.startsWith('/') || !roots.some((root) => within(resolve(root), target))) {
      into.outside.push(href);
      continue;
    }
    const real = await realpath(target).catch(() => undefined);
    const realRoot = real && realRoots.find((root) => within(root, real));
    if (real && !realRoot) {
      into.outside.push(href);
      continue;
    }
    const mime = MIME[extname(path).toLowerCase()];
    const info = real ? await stat(real).catch(() => undefined) : undefined;
    const read =
      real && mime && info?.isFile() && info.size <= MAX_BYTES
        ? await readFile(real).catch(() => undefined)
        : undefined;
    const bytes = read && mime === 'image/svg+xml' ? svgBytes(read) : read;
    if (!bytes || !mime || !real || !realRoot) {
      into.unreadable.push(href);
      continue;
    }
    // The CLI's writer writes one flat folder: the path inside the folder becomes the name (img/a.png -> img-a.png).
    const flat = relative(realRoot, real).split(sep).join('-').replace(/^\.+/, '');
    let name = `image-${flat}`;
    for (let n = 2; into.sources.has(name) && into.sources.get(name) !== real; n++)
      name = `image-${n}-${flat}`;
    map[href] = name;
    into.map[href] = name;
    if (!into.sources.has(name)) {
      into.sources.set(name, real);
      into.files.push({ name, mime, data: new Uint8Array(bytes) });
    }
  }
  return map;
}

/** An SVG file's bytes made safe to serve (undefined when it is not an SVG document). */
function svgBytes(bytes: Uint8Array): Uint8Array | undefined {
  const safe = sanitizeSvg(new TextDecoder().decode(bytes));
  return safe === undefined ? undefined : new TextEncoder().encode(safe);
}
