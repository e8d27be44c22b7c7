/**
 * Fonts for every script: the Noto families the platforms ship (fontsource packages, split into unicode-range
 * subset files), which of them a text needs, and, once their files are read, which font draws each character.
 * The platforms only find and read files; this module decides. fontkit is imported only when fonts are opened.
 */
import type { Font } from 'fontkit';
import { splitGraphemes } from '../text/graphemes';

export type CodeRange = readonly [number, number];

/** One fontsource package: the family, its id (file prefix) and the characters that call for it. */
export interface ScriptFontPackage {
  family: string;
  /** `@fontsource/<id>`; files are `<id>-<subset>-400-normal.woff`. */
  id: string;
  /** Characters that make a text need this package. */
  needs: RegExp;
}

const HAN = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

/** Fallback packages in the order they are tried after the theme's own font (DejaVu covers Latin, Greek, Cyrillic). */
export const SCRIPT_FONT_PACKAGES: readonly ScriptFontPackage[] = [
  { family: 'Noto Sans JP', id: 'noto-sans-jp', needs: /[\p{Script=Hiragana}\p{Script=Katakana}]/u },
  { family: 'Noto Sans KR', id: 'noto-sans-kr', needs: /\p{Script=Hangul}/u },
  { family: 'Noto Sans SC', id: 'noto-sans-sc', needs: HAN },
  { family: 'Noto Sans TC', id: 'noto-sans-tc', needs: HAN },
  { family: 'Noto Sans Arabic', id: 'noto-sans-arabic', needs: /\p{Script=Arabic}/u },
  { family: 'Noto Sans Hebrew', id: 'noto-sans-hebrew', needs: /\p{Script=Hebrew}/u },
  { family: 'Noto Sans Devanagari', id: 'noto-sans-devanagari', needs: /\p{Script=Devanagari}/u },
  { family: 'Noto Sans Thai', id: 'noto-sans-thai', needs: /\p{Script=Thai}/u },
  { family: 'Noto Sans Bengali', id: 'noto-sans-bengali', needs: /\p{Script=Bengali}/u },
  { family: 'Noto Sans Tamil', id: 'noto-sans-tamil', needs: /\p{Script=Tamil}/u },
  { family: 'Noto Sans Telugu', id: 'noto-sans-telugu', needs: /\p{Script=Telugu}/u },
  { family: 'Noto Sans Kannada', id: 'noto-sans-kannada', needs: /\p{Script=Kannada}/u },
  { family: 'Noto Sans Malayalam', id: 'noto-sans-malayalam', needs: /\p{Script=Malayalam}/u },
  { family: 'Noto Sans Gujarati', id: 'noto-sans-gujarati', needs: /\p{Script=Gujarati}/u },
  { family: 'Noto Sans Gurmukhi', id: 'noto-sans-gurmukhi', needs: /\p{Script=Gurmukhi}/u },
  { family: 'Noto Sans Oriya', id: 'noto-sans-oriya', needs: /\p{Script=Oriya}/u },
  { family: 'Noto Sans Sinhala', id: 'noto-sans-sinhala', needs: /\p{Script=Sinhala}/u },
  { family: 'Noto Sans Khmer', id: 'noto-sans-khmer', needs: /\p{Script=Khmer}/u },
  { family: 'Noto Sans Lao', id: 'noto-sans-lao', needs: /\p{Script=Lao}/u },
  { family: 'Noto Sans Myanmar', id: 'noto-sans-myanmar', needs: /\p{Script=Myanmar}/u },
  { family: 'Noto Sans Ethiopic', id: 'noto-sans-ethiopic', needs: /\p{Script=Ethiopic}/u },
  { family: 'Noto Emoji', id: 'noto-emoji', needs: /\p{Extended_Pictographic}|\p{Regional_Indicator}/u },
];

/** The packages a text needs: Japanese first when it has kana, Korean first when it has Hangul, else Chinese. */
export function packagesFor(text: string): ScriptFontPackage[] {
  // The list's order puts Japanese and Korean before Chinese, so Han characters take their shapes in such a text.
  return SCRIPT_FONT_PACKAGES.filter((p) => p.needs.test(text));
}

/** One subset file of a package, with the code points its `unicode-range` declares. */
export interface FontSubset {
  /** The family name the renderer registers it under, unique per file, e.g. `Noto Sans SC 12`. */
  family: string;
  packageId: string;
  /** File name inside the package's `files/` folder. */
  file: string;
  ranges: readonly CodeRange[];
}

function parseRanges(value: string): CodeRange[] {
  return value.split(',').map((part) => {
    const [start = '0', end] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(start, 16), Number.parseInt(end ?? start, 16)] as const;
  });
}

/** fontsource's `unicode.json` (`{"[12]": "U+4e00-4e01,…", "latin": "…"}`) -> the package's subsets. */
export function subsetsFromUnicodeJson(pkg: ScriptFontPackage, json: Record<string, string>): FontSubset[] {
  return Object.entries(json).map(([key, value]) => {
    const name = key.replace(/[[\]]/g, '');
    return {
      family: `${pkg.family} ${name}`,
      packageId: pkg.id,
      file: `${pkg.id}-${name}-400-normal.woff`,
      ranges: parseRanges(value),
    };
  });
}

const inRanges = (cp: number, ranges: readonly CodeRange[]) =>
  ranges.some(([start, end]) => cp >= start && cp <= end);

/** Code points that need no glyph: spaces, controls, joiners and variation selectors. */
const INVISIBLE = /^(?:\s|\p{Cc}|\p{Cf}|[\uFE00-\uFE0F])$/u;

const visibleCodePoints = (grapheme: string) =>
  [...grapheme].filter((char) => !INVISIBLE.test(char)).map((char) => char.codePointAt(0) ?? 0);

/** Shown as a picture, not a text symbol: emoji presentation, VS16, or a flag's regional indicators. */
const EMOJI = /\p{Emoji_Presentation}|\uFE0F|\p{Regional_Indicator}/u;

interface OpenedFont {
  family: string;
  has(codePoint: number): boolean;
  /** Advance width of `text` in em units of 1 (for layout the renderer cannot do, e.g. right-to-left lines). */
  width(text: string): number;
}

const openedFonts = new WeakMap<Uint8Array, Promise<OpenedFont | undefined>>();

/** Opens a font once per byte array (platforms keep their arrays, so a warm process parses nothing twice). */
function open(bytes: Uint8Array, family: string): Promise<OpenedFont | undefined> {
  let opened = openedFonts.get(bytes);
  if (!opened) {
    opened = openFresh(bytes);
    openedFonts.set(bytes, opened);
  }
  return opened.then((font) => font && { ...font, family });
}

async function openFresh(bytes: Uint8Array): Promise<OpenedFont | undefined> {
  const family = '';
  const { create } = await import('fontkit');
  try {
    const font = create(bytes as Parameters<typeof create>[0]) as Font;
    if (!('layout' in font)) return undefined;
    font.hasGlyphForCodePoint(0x20); // throws on a font without a usable cmap
    // Shaping is the cost of measuring; a table's words and lines repeat, so each text is shaped once.
    const widths = new Map<string, number>();
    return {
      family,
      has: (cp) => font.hasGlyphForCodePoint(cp),
      width: (text) => {
        let width = widths.get(text);
        if (width === undefined) {
          if (widths.size >= 50_000) widths.clear();
          width = font.layout(text).advanceWidth / font.unitsPerEm;
          widths.set(text, width);
        }
        return width;
      },
    };
  } catch {
    return undefined;
  }
}

/** What `FontPlan.pick` decided for one grapheme. */
export interface FontPick {
  /** The subset that draws it, when the run's own font cannot; undefined keeps the run's font. */
  subset: FontSubset | undefined;
  /** No font has it: it is drawn as a box. */
  missing: boolean;
}

/** Which font draws each grapheme; built by `planFonts`. Asking it changes nothing: callers collect the picks. */
export interface FontPlan {
  pick(grapheme: string, base: string): FontPick;
  /** The opened fonts by family, base fonts included. */
  fonts: ReadonlyMap<string, OpenedFont>;
}

/** The picks of one laid-out text: the subsets to register, in plan order, and the characters no font has. */
export class FontUsage {
  private readonly subsets = new Set<FontSubset>();
  private readonly lacking = new Set<string>();

  /** Records the pick for `grapheme` and returns it. */
  pick(plan: FontPlan, grapheme: string, base: string): FontPick {
    const picked = plan.pick(grapheme, base);
    if (picked.subset) this.subsets.add(picked.subset);
    if (picked.missing) this.lacking.add(grapheme);
    return picked;
  }

  /** Subsets that draw something, each once, in the order first picked. */
  get used(): FontSubset[] {
    return [...this.subsets];
  }

  /** Characters no font has, each once, in order of appearance. */
  get missing(): string[] {
    return [...this.lacking];
  }
}

export interface PlanInput {
  /** Every character the document may draw (the source text will do). */
  text: string;
  /** The renderer's own families (e.g. DejaVu `Sans`, `Serif`, `Mono`), their regular faces' bytes. */
  base: Readonly<Record<string, Uint8Array>>;
  /** The subsets of the packages `packagesFor(text)` returned, in that order. */
  subsets: readonly FontSubset[];
  /** Reads one subset file. */
  load(subset: FontSubset): Promise<Uint8Array>;
}

/**
 * Opens the base fonts and the subset files the text's characters fall in, and decides per grapheme: the run's
 * own font when it has every code point (emoji excepted: they take the emoji font), else the first subset that
 * has them all, else the character is reported missing.
 */
export async function planFonts(input: PlanInput): Promise<FontPlan> {
  const fonts = new Map<string, OpenedFont>();
  for (const [family, bytes] of Object.entries(input.base)) {
    const font = await open(bytes, family);
    if (font) fonts.set(family, font);
  }
  const baseList = [...fonts.values()];
  const drawsAll = (font: OpenedFont, cps: readonly number[]) => cps.every((cp) => font.has(cp));
  // A grapheme every base face draws (emoji aside) never reaches the fallbacks, so it opens no file.
  let pending = [...new Set(splitGraphemes(input.text))].flatMap((grapheme) => {
    const cps = visibleCodePoints(grapheme);
    const fallback =
      cps.length > 0 &&
      (baseList.length === 0 || EMOJI.test(grapheme) || baseList.some((font) => !drawsAll(font, cps)));
    return fallback ? [cps] : [];
  });
  const opened = new Map<FontSubset, OpenedFont>();
  // Package by package, in order: a later package's files are opened only for what the earlier ones lack
  // (a Chinese text opens Noto Sans SC's files, and Noto Sans TC's only for characters SC has not).
  const packages = [...new Set(input.subsets.map((subset) => subset.packageId))];
  for (const packageId of packages) {
    if (pending.length === 0) break;
    const group = input.subsets.filter((subset) => subset.packageId === packageId);
    const wanted = group.filter((subset) =>
      pending.some((cps) => cps.some((cp) => inRanges(cp, subset.ranges))),
    );
    await Promise.all(
      wanted.map(async (subset) => {
        const bytes = await input.load(subset).catch(() => undefined);
        const font = bytes && (await open(bytes, subset.family));
        if (font) opened.set(subset, font);
      }),
    );
    pending = pending.filter(
      (cps) =>
        !wanted.some((subset) => {
          const font = opened.get(subset);
          return font !== undefined && drawsAll(font, cps);
        }),
    );
  }
  const ordered = input.subsets.filter((subset) => opened.has(subset));
  const choice = new Map<string, FontSubset | null>();
  const fallbackFor = (grapheme: string): FontSubset | null => {
    let found = choice.get(grapheme);
    if (found !== undefined) return found;
    const cps = visibleCodePoints(grapheme);
    found =
      ordered.find((subset) => {
        const font = opened.get(subset);
        return cps.length > 0 && font !== undefined && cps.every((cp) => font.has(cp));
      }) ?? null;
    choice.set(grapheme, found);
    return found;
  };
  const baseFonts = new Map(fonts);
  const baseHas = (grapheme: string, base: string) => {
    // `Sans/italics`: a face's own coverage when the platform gave it (an oblique face may lack a script).
    const font = baseFonts.get(base) ?? baseFonts.get(base.split('/')[0] ?? base);
    return font !== undefined && visibleCodePoints(grapheme).every((cp) => font.has(cp));
  };
  const keep: FontPick = { subset: undefined, missing: false };
  const pick = (grapheme: string, base: string): FontPick => {
    if (visibleCodePoints(grapheme).length === 0) return keep;
    const emoji = EMOJI.test(grapheme);
    if (!emoji && baseHas(grapheme, base)) return keep;
    const subset = fallbackFor(grapheme);
    if (subset) return { subset, missing: false };
    return baseHas(grapheme, base) ? keep : { subset: undefined, missing: true };
  };
  for (const subset of opened.keys()) fonts.set(subset.family, opened.get(subset) as OpenedFont);
  return { pick, fonts };
}

/** `["中", "😀"]` -> `中 (U+4E2D), 😀 (U+1F600)`, for a warning. */
export function describeMissing(missing: readonly string[], limit = 8): string {
  const shown = missing.slice(0, limit).map((grapheme) => {
    const codes = [...grapheme].map(
      (c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`,
    );
    return `${grapheme} (${codes.join(' ')})`;
  });
  return missing.length > limit ? `${shown.join(', ')} and ${missing.length - limit} more` : shown.join(', ');
}
