/** "#3b82f6", "3B82F6" or "#38f" as lower-case "#rrggbb"; null when it is not a hex colour. */
export function normalizeHexColor(value: string): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match) return null;
  const hex = match[1]!.toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}

/** The spec's rule: an optional "#" and exactly six hex digits, as lower-case "#rrggbb"; anything else is black. */
export function parseHexOrBlack(value: string): string {
  const match = /^#?([0-9a-f]{6})$/i.exec(value.trim());
  return match ? `#${match[1]!.toLowerCase()}` : '#000000';
}
