/**
 * The spec's slug rule, step by step: lowercase, trim, strip everything but word characters, spaces and
 * hyphens, collapse runs of spaces, underscores and hyphens to one hyphen, trim hyphens at both ends.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
