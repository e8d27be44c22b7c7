import { formatSize, type PreviewNetwork } from '../../social/image-sizes';
import { leadingGraphemes } from '../../text/graphemes';
import type { MetaTagInput } from './options';

/** At most `max` characters, the last one an ellipsis when cut; never splits an emoji. */
export function truncate(text: string, max: number): string {
  const { graphemes: characters, more } = leadingGraphemes(text.trim(), max);
  if (!more) return characters.join('');
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

export interface SocialPreview {
  title: string;
  description: string;
  /** The host shown on the card (from the canonical URL), or the site name. */
  site: string;
  image: string;
  imageSize: string;
}

/** The URL's host, lower-cased; '' when it is not an http(s) URL. */
export function hostOf(url: string): string {
  return /^https?:\/\/([^/?#:]+)/i.exec(url.trim())?.[1]?.toLowerCase() ?? '';
}

/** What a network's share card shows for these tags (§9 truncation). */
export function socialPreview(input: MetaTagInput, platform: PreviewNetwork): SocialPreview {
  return {
    title: truncate(input.title, platform.preview.titleMax),
    description: truncate(input.description, platform.preview.descriptionMax),
    site: hostOf(input.url) || input.siteName.trim(),
    image: input.image.trim(),
    imageSize: formatSize(platform.image),
  };
}
