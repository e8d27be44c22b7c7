import { escapeAttribute as attribute } from '../../html/escape';
import {
  type ImageSize,
  imageFor,
  imageUrl,
  parseImageBaseUrl,
  twitterCardFor,
} from '../../social/image-sizes';

/** A generated image as the tags describe it. */
interface TaggedImage extends ImageSize {
  /** The file's name, e.g. og-image-1200x630.png. */
  name: string;
  mime: string;
}

export interface OgMetaTagsInput {
  title: string;
  description: string;
  /** Where the files will be served from, e.g. https://example.com/og/ (http or https only). */
  imageBaseUrl: string;
  /** The files made, largest first. */
  images: readonly TaggedImage[];
}

/** The file name the CLI writes the tags to, beside the images. */
export const OG_TAGS_FILE = 'og-meta-tags.html';

/**
 * The Open Graph and X tags for a page's <head>: og:image is the Facebook-size file (1200x630) as an absolute URL
 * with its width, height, type and alt; twitter:image is the file made for X with the card type its size suits.
 * Throws (ToolInputError) when the base URL is missing or not http(s): crawlers ignore a relative og:image.
 */
export function metaTags({ title, description, imageBaseUrl, images }: OgMetaTagsInput): string {
  const base = parseImageBaseUrl(imageBaseUrl);
  const og = imageFor('facebook', images);
  const twitter = imageFor('twitter', images);
  if (!og || !twitter) throw new Error('metaTags needs at least one image');
  const alt = title.trim() || description.trim();
  const property = (key: string, value: string) => `<meta property="${key}" content="${attribute(value)}">`;
  const name = (key: string, value: string) => `<meta name="${key}" content="${attribute(value)}">`;
  // A blank one is left out: an og:title of "" is a blank title, while without it the networks read <title>.
  const text = (tag: typeof name, key: string, value: string) => (value.trim() ? [tag(key, value)] : []);
  return [
    ...text(property, 'og:title', title),
    ...text(property, 'og:description', description),
    property('og:image', imageUrl(base, og.name)),
    property('og:image:type', og.mime),
    property('og:image:width', String(og.width)),
    property('og:image:height', String(og.height)),
    ...(alt ? [property('og:image:alt', alt)] : []),
    name('twitter:card', twitterCardFor(twitter)),
    ...text(name, 'twitter:title', title),
    ...text(name, 'twitter:description', description),
    name('twitter:image', imageUrl(base, twitter.name)),
    ...(alt ? [name('twitter:image:alt', alt)] : []),
  ].join('\n');
}
