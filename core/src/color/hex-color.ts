import { ToolInputError } from '../errors';

/** "#3b82f6", "3B82F6" or "#38f" as lower-case "#rrggbb"; null when it is not a hex colour. */
export function normalizeHexColor(value: string): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match) return null;
  const hex = match[1]!.toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}

/**
 * The spec's rule (an optional "#" and six hex digits, as lower-case "#rrggbb"; anything else is black), also
 * reading CSS's three-digit shorthand ("#fff" is white, not black). The CLI refuses what this would turn black.
 */
export function parseHexOrBlack(value: string): string {
  return normalizeHexColor(value) ?? '#000000';
}

/** `normalizeHexColor`, or one clear ToolInputError naming the value (the CLI's exit 1). */
export function requireHexColor(value: string): string {
  const hex = normalizeHexColor(value);
  if (!hex) throw new ToolInputError(`"${value}" is not a hex colour; use #rgb or #rrggbb, e.g. #3b82f6.`);
  return hex;
}
