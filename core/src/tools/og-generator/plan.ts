import { imageExtension } from '../../image/formats';
import type { ImageMime } from '../../ports';
import { type ImageSize, parseImageBaseUrl } from '../../social/image-sizes';
import { metaTags, OG_TAGS_FILE } from './meta-tags';
import {
  checkLogoFile,
  type FileCheck,
  normalizeOgInput,
  OG_PREVIEW_SIZE,
  OG_SIZES,
  type OgImageInput,
  type OgSize,
  ogFileName,
} from './options';

/** What a run will make: the card's input, the sizes and format, and where the files will be served (for the tags). */
export interface OgRequest<T extends ImageSize = OgSize> {
  input?: Partial<OgImageInput>;
  sizes?: readonly T[];
  mime?: ImageMime;
  /** http(s) URL of the folder the images will be served from: the tags need it (og:image is absolute). */
  imageBaseUrl?: string;
}

export interface OgPlan<T extends ImageSize = OgSize> {
  /** The size the page previews (and og:image points at). */
  preview: ImageSize;
  /** Each size with its file's name, largest first. */
  images: { size: T; name: string }[];
  /** Every file a run writes: the images, then og-meta-tags.html when a base URL is given. */
  files: string[];
}

/**
 * Checks a request before anything is read or drawn (the title and description limits, the choices, the logo
 * opacity, the base URL: a ToolInputError saying which) and names the files it will make.
 */
export function runOgPlan(request?: OgRequest<OgSize>): OgPlan<OgSize>;
export function runOgPlan<T extends ImageSize>(request: OgRequest<T> & { sizes: readonly T[] }): OgPlan<T>;
export function runOgPlan(request: OgRequest<ImageSize> = {}): OgPlan<ImageSize> {
  const { input = {}, sizes = OG_SIZES, mime = 'image/png', imageBaseUrl } = request;
  normalizeOgInput(input);
  if (imageBaseUrl !== undefined) parseImageBaseUrl(imageBaseUrl);
  const images = sizes.map((size) => ({ size, name: ogFileName(size, imageExtension(mime)) }));
  const names = images.map((image) => image.name);
  return {
    preview: OG_PREVIEW_SIZE,
    images,
    files: imageBaseUrl === undefined ? names : [...names, OG_TAGS_FILE],
  };
}

/** The Open Graph and X tags for the files a request makes; a missing or relative base URL is a ToolInputError. */
export function runOgTags(request: OgRequest<ImageSize>): {
  tags: string;
  file: { name: string; mime: string; data: string };
} {
  const { input = {}, sizes = OG_SIZES, mime = 'image/png', imageBaseUrl = '' } = request;
  const { title, description } = { title: '', description: '', ...input };
  const plan = runOgPlan({ sizes, mime });
  const images = plan.images.map(({ size, name }) => ({
    width: size.width,
    height: size.height,
    name,
    mime,
  }));
  const tags = metaTags({ title, description, imageBaseUrl, images });
  return { tags, file: { name: OG_TAGS_FILE, mime: 'text/html', data: `${tags}\n` } };
}

/** The logo upload rules (an image, at most 2MB): the problem with the spec's words, or null when the file is fine. */
export function runOgLogoCheck(file: { type: string; size: number }): { problem: FileCheck | null } {
  return { problem: checkLogoFile(file) };
}
