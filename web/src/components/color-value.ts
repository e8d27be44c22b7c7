/** "#3B82F6", "3b82f6", "#38f" -> "#3b82f6"; anything else -> undefined. */
export function normalizeHex(input: string): string | undefined {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(input.trim());
  if (!match) return undefined;
  const digits = match[1]!.toLowerCase();
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return `#${full}`;
}
