import type { FontPlan, FontSubset } from '@toolbox/core/fonts/script-fonts';
import * as scriptFonts from '@toolbox/core/fonts/script-fonts';
import { woffToSfnt } from '@toolbox/core/fonts/woff';

interface PackageFiles {
  ranges: Record<string, string>;
  files: Record<string, string>;
}

/** One chunk per package (its ranges and file URLs, a few KB), imported the first time a document needs it. */
const PACKAGES: Record<string, () => Promise<{ default: PackageFiles }>> = {
  'noto-sans-sc': () => import('./noto-sans-sc'),
  'noto-sans-tc': () => import('./noto-sans-tc'),
  'noto-sans-jp': () => import('./noto-sans-jp'),
  'noto-sans-kr': () => import('./noto-sans-kr'),
  'noto-sans-arabic': () => import('./noto-sans-arabic'),
  'noto-sans-hebrew': () => import('./noto-sans-hebrew'),
  'noto-sans-devanagari': () => import('./noto-sans-devanagari'),
  'noto-sans-thai': () => import('./noto-sans-thai'),
  'noto-sans-bengali': () => import('./noto-sans-bengali'),
  'noto-sans-tamil': () => import('./noto-sans-tamil'),
  'noto-sans-telugu': () => import('./noto-sans-telugu'),
  'noto-sans-kannada': () => import('./noto-sans-kannada'),
  'noto-sans-malayalam': () => import('./noto-sans-malayalam'),
  'noto-sans-gujarati': () => import('./noto-sans-gujarati'),
  'noto-sans-gurmukhi': () => import('./noto-sans-gurmukhi'),
  'noto-sans-oriya': () => import('./noto-sans-oriya'),
  'noto-sans-sinhala': () => import('./noto-sans-sinhala'),
  'noto-sans-khmer': () => import('./noto-sans-khmer'),
  'noto-sans-lao': () => import('./noto-sans-lao'),
  'noto-sans-myanmar': () => import('./noto-sans-myanmar'),
  'noto-sans-ethiopic': () => import('./noto-sans-ethiopic'),
  'noto-emoji': () => import('./noto-emoji'),
};

/** A package's ranges and file URLs, or null for a package the app does not ship. */
export async function scriptFontFiles(packageId: string): Promise<PackageFiles | null> {
  return (await PACKAGES[packageId]?.())?.default ?? null;
}

const absolute = (url: string) => new URL(url, window.location.href).href;

const fetched = new Map<string, Promise<Uint8Array>>();

/**
 * A font file's bytes, fetched once per page load (the same array lets core reuse the parsed font); a WOFF is
 * unpacked to plain sfnt, since fontkit inflates a WOFF's whole glyph table for every glyph it reads.
 */
function bytesOf(url: string): Promise<Uint8Array> {
  let bytes = fetched.get(url);
  if (!bytes) {
    bytes = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`Failed to load font ${url}`);
      return woffToSfnt(new Uint8Array(await response.arrayBuffer()));
    });
    bytes.catch(() => fetched.delete(url)); // a failed fetch is tried again next time
    fetched.set(url, bytes);
  }
  return bytes;
}

/**
 * Which font draws each character of `text`: the base fonts (DejaVu, by URL) where they have the glyph, else
 * the Noto subset files of the scripts the text uses, fetched on first use. Returns the plan, each subset's
 * absolute URL, and the bytes read from each URL (WOFF unpacked), for pdfmake to draw with.
 */
export async function planWebFonts(
  text: string,
  base: Readonly<Record<string, string>>,
): Promise<{
  plan: FontPlan;
  urlOf(subset: FontSubset): string | undefined;
  files(): Promise<Map<string, Uint8Array>>;
}> {
  const packages = await Promise.all(
    scriptFonts.packagesFor(text).map(async (pkg) => ({ pkg, files: await scriptFontFiles(pkg.id) })),
  );
  const urls = new Map<FontSubset, string>();
  const subsets = packages.flatMap(({ pkg, files }) =>
    files
      ? scriptFonts.subsetsFromUnicodeJson(pkg, files.ranges).filter((subset) => {
          const url = files.files[subset.file];
          if (url) urls.set(subset, absolute(url));
          return url !== undefined;
        })
      : [],
  );
  const baseBytes = Object.fromEntries(
    await Promise.all(
      Object.entries(base).map(async ([family, url]) => [family, await bytesOf(url)] as const),
    ),
  );
  const plan = await scriptFonts.planFonts({
    text,
    base: baseBytes,
    subsets,
    load: (subset) => bytesOf(urls.get(subset) ?? ''),
  });
  const read = async () => {
    const entries = await Promise.all(
      [...fetched].map(async ([url, bytes]) => [url, await bytes.catch(() => undefined)] as const),
    );
    return new Map(entries.filter((entry): entry is [string, Uint8Array] => entry[1] !== undefined));
  };
  return { plan, urlOf: (subset) => urls.get(subset), files: read };
}
