import { PREVIEW_NETWORKS, type PreviewNetwork } from '../../social/image-sizes';
import { checkPage, type PageCheck } from './check';
import { generateMetaTags } from './generate';
import type { MetaTagInput } from './options';
import { type SocialPreview, socialPreview } from './preview';
import { type SearchPreview, searchPreview } from './search-preview';
import { characterCount, isAbsoluteHttpUrl, type SeoFactor, seoFactors, validateMetaTags } from './validate';

/** A network's share card for the tags, and whether its image can be shown (an absolute http(s) URL). */
export interface MetaPreview extends SocialPreview {
  network: PreviewNetwork;
  showImage: boolean;
}

export interface MetaTagsResult {
  /** The tags for the page's `<head>`; empty while `errors` stand. */
  tags: string;
  /** The spec's validation messages, in its order; empty means "All validations passed". */
  errors: string[];
  /** What the x/60 and x/160 counters show: characters as a reader counts them (an emoji is one). */
  counts: { title: number; description: number };
  /** The three SEO score factors of the Basic Info tab. */
  seo: SeoFactor[];
  /** Facebook's, Twitter's and LinkedIn's share cards, truncated as each network does. */
  previews: MetaPreview[];
  /** The Google result the tags make, truncated as Google does. */
  search: SearchPreview;
}

/** The form's tags with everything the page shows beside them: validation, counters, SEO score, share cards. */
export function runMetaTags(input: MetaTagInput): MetaTagsResult {
  const errors = validateMetaTags(input);
  return {
    tags: errors.length === 0 ? generateMetaTags(input) : '',
    errors,
    counts: {
      title: characterCount(input.title),
      description: characterCount(input.description),
    },
    seo: seoFactors(input),
    previews: PREVIEW_NETWORKS.map((network) => {
      const preview = socialPreview(input, network);
      return { ...preview, network, showImage: isAbsoluteHttpUrl(preview.image) };
    }),
    search: searchPreview(input),
  };
}

export interface MetaCheckInput {
  /** The page's HTML (its `<head>` is what is read). */
  html: string;
}

/**
 * Checks an existing page's `<head>` (for CI) with the form's validations: length errors say the length found, a
 * missing social tag is an error, a missing canonical link or JSON-LD a warning.
 */
export function runMetaCheck(input: MetaCheckInput): PageCheck {
  return checkPage(input.html);
}

/** Whether a URL is absolute http(s), as og:image must be and the canonical link and og:url should be. */
export function runAbsoluteUrlCheck(url: string): boolean {
  return isAbsoluteHttpUrl(url);
}
