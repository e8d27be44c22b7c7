import { linkHref, metaContent, readHead } from '../../html/head';
import { validateMetaTags } from './validate';

/** Tags a share card needs. Twitter reads og:title/description/image when its own are missing, so only its card type is required. */
export const REQUIRED_SOCIAL_TAGS = [
  'og:title',
  'og:description',
  'og:image',
  'og:url',
  'og:type',
  'twitter:card',
] as const;

export interface PageCheck {
  title: string;
  description: string;
  /** The spec's validation messages, then one "Missing … tag" line per absent social tag. */
  errors: string[];
  /** Advice that does not fail the check. */
  warnings: string[];
}

/**
 * Checks an existing page's `<head>` (for CI): the same validations as the form, reading the title from
 * `<title>` (else og:title) and the description, keywords and image from their meta tags.
 */
export function checkPage(html: string): PageCheck {
  const head = readHead(html);
  const title = head.title ?? metaContent(head, 'og:title') ?? '';
  const description = metaContent(head, 'description') ?? metaContent(head, 'og:description') ?? '';
  const errors = validateMetaTags({
    title,
    description,
    keywords: metaContent(head, 'keywords') ?? '',
    image: metaContent(head, 'og:image') ?? metaContent(head, 'twitter:image') ?? '',
  });
  for (const key of REQUIRED_SOCIAL_TAGS) {
    if (!metaContent(head, key)?.trim()) {
      errors.push(`Missing ${key.startsWith('og:') ? 'Open Graph' : 'Twitter'} tag: ${key}`);
    }
  }
  const warnings: string[] = [];
  if (!linkHref(head, 'canonical')) warnings.push('No canonical link (<link rel="canonical">).');
  if (!html.includes('application/ld+json')) warnings.push('No JSON-LD structured data.');
  return { title, description, errors, warnings };
}
