/** "Member Since" text: the account's creation date, or "Recently" when it is missing or unreadable. */
export function memberSince(createdAt: string | null | undefined, locale?: string): string {
  if (!createdAt) return 'Recently';
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return 'Recently';
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}
