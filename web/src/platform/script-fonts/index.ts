import type { FontPlan, FontSubset } from '@toolbox/core/fonts/script-fonts';
import * as scriptFonts from '@toolbox/core/fonts/script-fonts';

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
  'noto-emoji': () => import('./noto-emoji'),
};

/** A package's ranges and file URLs, or null for a package the app does not ship. */
export async function scriptFontFiles(packageId: string): Promise<PackageFiles | null> {
  return (await PACKAGES[packageId]?.())?.default ?? null;
}

const absolute = (url: string) => new URL(url, window.location.href).href;

async function bytesOf(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Failed to load font ${url}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Which font draws each character of `text`: the base fonts (DejaVu, by URL) where they have the glyph, else
 * the Noto subset files of the scripts the text uses, fetched on first use. Returns the plan and each
 * subset's absolute URL, for pdfmake.
 */
export async function planWebFonts(
  text: string,
  base: Readonly<Record<string, string>>,
): Promise<{ plan: FontPlan; urlOf(subset: FontSubset): string | undefined }> {
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
  return { plan, urlOf: (subset) => urls.get(subset) };
}
