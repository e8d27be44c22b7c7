import { slugify } from '../../text/slug';

/** A URL slug: lower case, accents dropped, words joined by dashes. */
export function runSlug(text: string): string {
  return slugify(text);
}
