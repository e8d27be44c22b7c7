import { jsonLdScripts, linkHref, metaContent, readHead } from '../../html/head';
import { DESCRIPTION_MAX, META_MESSAGES, TITLE_MAX, TWITTER_CARDS } from './options';
import { characterCount, isAbsoluteHttpUrl, validateMetaTags } from './validate';

/** Tags a share card needs. Twitter reads og:title/description/image when its own are missing, so only its card type is required. */
const REQUIRED_SOCIAL_TAGS = [
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
  /** The spec's validation messages, one "Missing … tag" line per absent social tag, then JSON-LD that does not parse. */
  errors: string[];
  /** Advice that does not fail the check. */
  warnings: string[];
}

/** A length error that says the length found: "Title is 72 characters; keep it to 60 or fewer." */
function lengthMessage(label: string, text: string, max: number): string {
  const count = characterCount(text.trim());
  return count === 0
    ? `${label} is empty; give it 1-${max} characters.`
    : `${label} is ${count} characters; keep it to ${max} or fewer.`;
}

export const MISSING_DESCRIPTION =
  'Missing <meta name="description"> (search results do not use og:description).';

/**
 * Checks an existing page's `<head>` (for CI): the same validations as the form, reading the title from
 * `<title>` (else og:title) and the description, keywords and image from their meta tags. Length errors say the
 * length found; a page without `<meta name="description">` fails even when it has og:description.
 */
export function checkPage(html: string): PageCheck {
  const head = readHead(html);
  const title = head.title ?? metaContent(head, 'og:title') ?? '';
  const named = head.metas.find((meta) => meta.name?.toLowerCase() === 'description')?.content;
  const description = named ?? metaContent(head, 'og:description') ?? '';
  const found = validateMetaTags({
    title,
    description,
    keywords: metaContent(head, 'keywords') ?? '',
    image: metaContent(head, 'og:image') ?? metaContent(head, 'twitter:image') ?? '',
  });
  const errors: string[] = [];
  if (found.includes(META_MESSAGES.title)) errors.push(lengthMessage('Title', title, TITLE_MAX));
  if (named === undefined) errors.push(MISSING_DESCRIPTION);
  if (found.includes(META_MESSAGES.description) && (named !== undefined || description.trim() !== ''))
    errors.push(
      lengthMessage(named === undefined ? 'og:description' : 'Description', description, DESCRIPTION_MAX),
    );
  errors.push(
    ...found.filter((error) => error !== META_MESSAGES.title && error !== META_MESSAGES.description),
  );
  for (const key of REQUIRED_SOCIAL_TAGS) {
    if (!metaContent(head, key)?.trim()) {
      errors.push(`Missing ${key.startsWith('og:') ? 'Open Graph' : 'Twitter'} tag: ${key}`);
    }
  }
  // X shows no card for a type it does not know; the tag might as well be missing.
  const card = metaContent(head, 'twitter:card')?.trim();
  if (card && !(TWITTER_CARDS as readonly string[]).includes(card)) {
    errors.push(`twitter:card "${card}" is not a card type (${TWITTER_CARDS.join(', ')}).`);
  }
  // Structured data that does not parse is dropped by search engines ("Unparsable structured data").
  const jsonLd = jsonLdScripts(html);
  jsonLd.forEach((script, i) => {
    try {
      JSON.parse(script);
    } catch (error) {
      errors.push(`JSON-LD script ${i + 1} is not valid JSON: ${(error as Error).message}`);
    }
  });
  const warnings: string[] = [];
  const canonical = linkHref(head, 'canonical');
  if (!canonical) warnings.push('No canonical link (<link rel="canonical">).');
  // Relative ones are resolved by some readers and not others: search engines ask for absolute URLs, and
  // og:url is the object's canonical URL, which a share is keyed by.
  for (const [what, url] of [
    ['The canonical link', canonical],
    ['og:url', metaContent(head, 'og:url')],
  ] as const) {
    if (url?.trim() && !isAbsoluteHttpUrl(url))
      warnings.push(`${what} "${url.trim()}" is not an absolute http(s) URL.`);
  }
  if (jsonLd.length === 0) warnings.push('No JSON-LD structured data.');
  return { title, description, errors, warnings };
}
