import type { JsonObject } from '@toolbox/core/account';
import { PALETTE_TYPES } from '@toolbox/core/color';
import {
  FONT_PAIRS,
  type FontPair,
  type GeneratedPalette,
  type RoleColors,
} from '@toolbox/core/tools/color-palette';

// A palette shared by link: what the owner's page shows (the harmony, both schemes' roles and the font pair), as a
// snapshot. Read back colour by colour: anyone can make a snapshot, and these become style values, so only a
// `#rrggbb` is taken (never a `url(…)` that would fetch from elsewhere).

const HEX = /^#[0-9a-f]{6}$/i;

export interface SharedPalette {
  palette: GeneratedPalette;
  pair: FontPair;
}

export function paletteSnapshot(palette: GeneratedPalette, pair: FontPair): JsonObject {
  return {
    base: palette.base,
    type: palette.type,
    colors: palette.colors,
    theme: { light: { ...palette.theme.light }, dark: { ...palette.theme.dark } },
    pair: pair.name,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isHex = (value: unknown): value is string => typeof value === 'string' && HEX.test(value);

function rolesOf(value: unknown): RoleColors | null {
  if (!isObject(value)) return null;
  const { text, background, primary, secondary, accent } = value;
  return isHex(text) && isHex(background) && isHex(primary) && isHex(secondary) && isHex(accent)
    ? { text, background, primary, secondary, accent }
    : null;
}

/** A generated palette as paletteSnapshot writes it (a snapshot, or the page's link), or null when it is not one. */
export function readPalette(value: unknown): GeneratedPalette | null {
  if (!isObject(value)) return null;
  const { base, type, colors, theme } = value;
  const paletteType = PALETTE_TYPES.find((t) => t === type);
  if (!isHex(base) || !paletteType || !Array.isArray(colors) || !colors.every(isHex) || !isObject(theme))
    return null;
  const light = rolesOf(theme.light);
  const dark = rolesOf(theme.dark);
  if (!light || !dark) return null;
  return { base, type: paletteType, colors, theme: { light, dark } };
}

/** The palette a snapshot holds, or null when it is not one this page can draw. */
export function readPaletteSnapshot(snapshot: JsonObject): SharedPalette | null {
  const palette = readPalette(snapshot);
  if (!palette) return null;
  return { palette, pair: FONT_PAIRS.find((p) => p.name === snapshot.pair) ?? FONT_PAIRS[0]! };
}
