/** Limits from the spec (§9): the x/60 and x/160 counters and the keyword count. */
export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;
export const KEYWORDS_MAX = 10;

export const CONTENT_TYPES = ['website', 'article', 'product', 'profile'] as const;
type ContentType = (typeof CONTENT_TYPES)[number];

export const TWITTER_CARDS = ['summary', 'summary_large_image', 'app', 'player'] as const;
type TwitterCard = (typeof TWITTER_CARDS)[number];

export const STRUCTURED_DATA_TYPES = ['website', 'article', 'organization'] as const;
export type StructuredDataType = (typeof STRUCTURED_DATA_TYPES)[number];

/** The meta tag form (§3), plus the structured data type the Social Media tab offers. */
export interface MetaTagInput {
  title: string;
  description: string;
  /** Comma-separated. */
  keywords: string;
  author: string;
  /** og:image / twitter:image; must be absolute when given. */
  image: string;
  /** The canonical URL, also og:url. */
  url: string;
  type: ContentType;
  siteName: string;
  twitterCard: TwitterCard;
  /** The site's @handle. */
  twitterSite: string;
  structuredData: StructuredDataType;
}

export const META_DEFAULTS: MetaTagInput = {
  title: '',
  description: '',
  keywords: '',
  author: '',
  image: '',
  url: '',
  type: 'website',
  siteName: '',
  twitterCard: 'summary_large_image',
  twitterSite: '',
  structuredData: 'website',
};

/** The spec's validation texts (§5), verbatim. */
export const META_MESSAGES = {
  title: 'Title should be between 1-60 characters.',
  description: 'Description should be between 1-160 characters.',
  keywords: 'Keywords should not exceed 10 items.',
  image: 'Image URL should be absolute.',
} as const;

/** The toast shown when Generate is pressed with errors (§8). */
/** The spec's success toast of Generate Meta Tags. */
export const GENERATED_TOAST = { title: 'Meta Tags Generated' } as const;

export const VALIDATION_TOAST = {
  title: 'Validation Errors',
  description: 'Please fix the validation errors before generating tags.',
} as const;
