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

/**
 * A name safe as a file or folder name and in a shell: accents folded (`Crème` -> `creme`), every run of
 * other characters one hyphen, no hyphen at either end, at most `maxLength` characters; `fallback` when
 * nothing is left.
 */
export function fileSlug(text: string, fallback: string, maxLength = Number.POSITIVE_INFINITY): string {
  const slug = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || fallback;
}
