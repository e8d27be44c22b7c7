// The one table of social image sizes: the OG Image Generator renders one file per size here, the Meta Tags
// previews show these sizes, and both tools' tags point each network at the file made for it. A second table of
// sizes anywhere in the sources fails core/src/social/image-sizes.test.ts.

import { ToolInputError } from '../errors';

export interface ImageSize {
  width: number;
  height: number;
}

export type SocialNetworkId = 'facebook' | 'twitter' | 'linkedin' | 'medium';

export interface SocialNetwork {
  id: SocialNetworkId;
  label: string;
  /** The image the network's share card shows. */
  image: ImageSize;
  /** Share-card truncation (document 001 §9), for the networks the Meta Tags page previews. */
  preview?: { titleMax: number; descriptionMax: number };
  /** The tag the network reads its image from (LinkedIn and Medium read og:image). */
  tag: 'og:image' | 'twitter:image' | null;
}

const LARGE = { width: 1200, height: 630 } as const;

/**
 * Document 000 §OG: 1200x630 for Twitter/Facebook, 1200x600 for LinkedIn, 1024x512 for Medium; document 001's
 * preview truncation per network. Document 001's 1200x675 (X's in-post photo ratio) and 1200x627 give way to
 * the sizes the generator really makes (docs/design-notes.md).
 */
export const SOCIAL_NETWORKS: readonly SocialNetwork[] = [
  {
    id: 'twitter',
    label: 'Twitter',
    image: LARGE,
    preview: { titleMax: 70, descriptionMax: 200 },
    tag: 'twitter:image',
  },
  {
    id: 'facebook',
    label: 'Facebook',
    image: LARGE,
    preview: { titleMax: 65, descriptionMax: 125 },
    tag: 'og:image',
  },
  {
    id: 'linkedin',
    label: 'LinkedIn',
    image: { width: 1200, height: 600 },
    preview: { titleMax: 60, descriptionMax: 160 },
    tag: null,
  },
  { id: 'medium', label: 'Medium', image: { width: 1024, height: 512 }, tag: null },
];

export function socialNetwork(id: SocialNetworkId): SocialNetwork {
  const network = SOCIAL_NETWORKS.find((n) => n.id === id);
  if (!network) throw new Error(`unknown network ${id}`);
  return network;
}

export interface SocialImageSize extends ImageSize {
  /** The networks that use this size, e.g. "Twitter/Facebook". */
  label: string;
  networks: readonly SocialNetworkId[];
}

const sameSize = (a: ImageSize, b: ImageSize) => a.width === b.width && a.height === b.height;

/** Each distinct size once, in table order, labelled with the networks that use it. */
export const SOCIAL_IMAGE_SIZES: readonly SocialImageSize[] = SOCIAL_NETWORKS.reduce<SocialImageSize[]>(
  (sizes, network) => {
    const found = sizes.find((s) => sameSize(s, network.image));
    if (found) {
      found.label = `${found.label}/${network.label}`;
      found.networks = [...found.networks, network.id];
    } else {
      sizes.push({ ...network.image, label: network.label, networks: [network.id] });
    }
    return sizes;
  },
  [],
);

/** The networks the Meta Tags page draws a share card for, in the order of document 001 (Facebook first). */
export type PreviewNetwork = SocialNetwork & { preview: { titleMax: number; descriptionMax: number } };
export const PREVIEW_NETWORKS: readonly PreviewNetwork[] = (['facebook', 'twitter', 'linkedin'] as const).map(
  (id) => {
    const network = socialNetwork(id);
    if (!network.preview) throw new Error(`${id} has no preview limits`);
    return { ...network, preview: network.preview };
  },
);

/** "1200 × 630", as both pages print a size. */
export function formatSize(size: ImageSize): string {
  return `${size.width} × ${size.height}`;
}

/**
 * The X card type an image suits: summary_large_image needs at least 300x157 and a wide image, otherwise the
 * small square summary card (X's card documentation).
 */
export function twitterCardFor(size: ImageSize): 'summary_large_image' | 'summary' {
  return size.width >= 300 && size.height >= 157 && size.width / size.height >= 1.5
    ? 'summary_large_image'
    : 'summary';
}

/** Of the files made, the one for a network: its own size, else the first (largest) one. */
export function imageFor<T extends ImageSize>(id: SocialNetworkId, files: readonly T[]): T | undefined {
  const { image } = socialNetwork(id);
  return files.find((file) => sameSize(file, image)) ?? files[0];
}

/**
 * The folder the images will be served from, checked: http or https only (no javascript:, data:, file:), a host,
 * no user:password, no ? or #. Returned with a trailing slash so file names resolve inside it. Throws a message
 * for the user.
 */
export function parseImageBaseUrl(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '')
    throw new ToolInputError(
      'og:image must be an absolute URL: give the URL the images will be served from.',
    );
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new ToolInputError(
      `"${trimmed}" is not an absolute URL; start it with https:// (e.g. https://example.com/og/).`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ToolInputError(`The image URL must start with https:// or http://, not ${url.protocol}`);
  if (url.hostname === '') throw new ToolInputError(`"${trimmed}" has no host name.`);
  if (url.username !== '' || url.password !== '')
    throw new ToolInputError('Leave the user name and password out of the image URL.');
  if (url.search !== '' || url.hash !== '')
    throw new ToolInputError('The image URL is a folder: leave out the ? query and # fragment.');
  if (!url.pathname.endsWith('/')) url.pathname = `${url.pathname}/`;
  return url.href;
}

/** A file's public URL inside the base folder. */
export function imageUrl(base: string, fileName: string): string {
  return new URL(encodeURIComponent(fileName), parseImageBaseUrl(base)).href;
}
