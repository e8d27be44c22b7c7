import { leadingGraphemes } from '../../text/graphemes';
import type { MetaTagInput } from './options';
import { hostOf } from './preview';

/**
 * Google's result snippet, as character limits. Google cuts by pixels, not characters: a title wider than ~600 px
 * (20 px Arial on desktop) and a description past ~920 px (two lines of 14 px) end in "...". The character
 * equivalents are the ones SEO tools measure against: ~60 for the title (Moz's title-tag guide: 50-60 characters
 * show in full about 90% of the time) and ~155-160 for the description (Yoast's snippet preview warns at 156); we
 * use 60 and 158, the ellipsis counted, cut at a word boundary as Google does.
 */
export const GOOGLE_RESULT = { titleMax: 60, descriptionMax: 158, crumbSeparator: ' › ' } as const;

export interface SearchPreview {
  /** The site name line above the URL: og:site_name, else the host. */
  site: string;
  /** The URL as Google prints it: scheme and host, then the path's segments joined by ›; no query or fragment. */
  breadcrumb: string;
  title: string;
  description: string;
}

/**
 * At most `max` characters, ending in "..." when cut, on the last word boundary when one falls in the last third
 * (a single long word is cut inside it); never splits an emoji.
 */
export function truncateAtWord(text: string, max: number): string {
  const { graphemes: characters, more } = leadingGraphemes(text.trim().replace(/\s+/g, ' '), max);
  if (!more) return characters.join('');
  const kept = characters.slice(0, max - 1);
  const space = kept.lastIndexOf(' ');
  const cut = space >= Math.floor((max * 2) / 3) ? kept.slice(0, space) : kept;
  return `${cut.join('').replace(/[\s,;:.-]+$/u, '')}…`;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** `https://ada.dev/docs/guides/?q=1#x` -> `https://ada.dev › docs › guides`; '' for anything not an http(s) URL. */
export function breadcrumbOf(url: string): string {
  const match = /^(https?):\/\/([^/?#\s]+)([^?#\s]*)/i.exec(url.trim());
  if (!match) return '';
  const [, scheme = '', host = '', path = ''] = match;
  const segments = path
    .split('/')
    .filter((segment) => segment !== '')
    .map(decodeSegment);
  return [`${scheme.toLowerCase()}://${host.toLowerCase()}`, ...segments].join(GOOGLE_RESULT.crumbSeparator);
}

/** What a Google result shows for these tags. */
export function searchPreview(input: MetaTagInput): SearchPreview {
  const breadcrumb = breadcrumbOf(input.url);
  return {
    site: input.siteName.trim() || hostOf(input.url),
    breadcrumb,
    title: truncateAtWord(input.title, GOOGLE_RESULT.titleMax),
    description: truncateAtWord(input.description, GOOGLE_RESULT.descriptionMax),
  };
}
