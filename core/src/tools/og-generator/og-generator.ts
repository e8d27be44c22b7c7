import { describeMissing } from '../../fonts/script-fonts';
import { imageExtension } from '../../image/formats';
import { ensureRenderFonts, ensureScriptFonts } from '../../image/render-assets';
import { InlineEmoji } from '../../image/rich-text';
import type { Graphics, ImageMime, ImageSource, OutputFile, RenderPorts, Surface } from '../../ports';
import type { ImageSize } from '../../social/image-sizes';
import { svgIntrinsicSize, svgWithSize } from '../../svg/svg-size';
import { logoRect, type Rect } from './logo';
import {
  normalizeOgInput,
  OG_PREVIEW_SIZE,
  OG_SIZES,
  type OgImageInput,
  type OgLogo,
  ogFileName,
} from './options';
import { DESIGN_WIDTH } from './template-frame';
import { TEMPLATES } from './templates';
import { paintBackground, THEMES } from './themes';

export interface OgImageResult {
  file: OutputFile;
  /** Things the user should know that did not stop the render (a logo that failed to load). */
  warnings: string[];
}

export const LOGO_LOAD_WARNING = 'The logo could not be loaded, so the image was generated without it.';

/** Loads the logo at the size it will be drawn (SVGs are re-rasterised per size); null when it cannot be decoded. */
async function loadLogo(
  graphics: Graphics,
  logo: OgLogo,
  size: { width: number; height: number },
  input: OgImageInput,
): Promise<{ image: ImageSource; rect: Rect } | null> {
  try {
    if (logo.mime === 'image/svg+xml') {
      const svg = new TextDecoder().decode(logo.bytes);
      const natural = svgIntrinsicSize(svg) ?? { width: 100, height: 100 };
      const rect = logoRect(input.logoPosition, input.logoSize, size, natural);
      const image = await graphics.loadImage(
        new TextEncoder().encode(
          svgWithSize(svg, Math.max(1, Math.round(rect.w)), Math.max(1, Math.round(rect.h))),
        ),
        logo.mime,
      );
      return { image, rect };
    }
    const image = await graphics.loadImage(logo.bytes, logo.mime);
    return { image, rect: logoRect(input.logoPosition, input.logoSize, size, image) };
  } catch {
    return null;
  }
}

/** Draws one card on a new surface of the given size and returns the surface. */
export async function drawOgImage<S extends Surface = Surface>(
  input: Partial<OgImageInput>,
  size: { width: number; height: number },
  { graphics, assets }: RenderPorts<S>,
): Promise<{ surface: S; warnings: string[] }> {
  const options = normalizeOgInput(input);
  const template = TEMPLATES[options.template];
  const theme = THEMES[options.theme];
  const scale = size.width / DESIGN_WIDTH;
  const height = size.height / scale;
  const inline = new InlineEmoji(scale);
  // Fonts and emoji are fetched side by side: on a first visit each is a round trip.
  const [, scripts] = await Promise.all([
    ensureRenderFonts(graphics, assets),
    ensureScriptFonts(graphics, assets, [options.title, options.description]),
    inline.preload(graphics, assets, options.title, template.title.px),
    inline.preload(graphics, assets, options.description, template.description.px),
    inline.preload(graphics, assets, options.emoji, template.emojiPx),
  ]);
  const logo = options.logo ? await loadLogo(graphics, options.logo, size, options) : null;
  const warnings = options.logo && !logo ? [LOGO_LOAD_WARNING] : [];
  if (scripts.missing.length > 0)
    warnings.push(`no font has a glyph for ${describeMissing(scripts.missing)}; they are drawn as boxes.`);

  const surface = graphics.createSurface(size.width, size.height);
  const ctx = surface.context();
  ctx.save();
  ctx.scale(scale, scale);
  paintBackground(ctx, theme, DESIGN_WIDTH, height);
  template.draw({
    ctx,
    width: DESIGN_WIDTH,
    height,
    theme,
    title: options.title,
    description: options.description,
    emoji: options.emoji,
    inline,
  });
  ctx.restore();

  if (logo) {
    const { image, rect } = logo;
    ctx.save();
    ctx.globalAlpha = options.logoOpacity;
    ctx.drawImage(image, rect.x, rect.y, rect.w, rect.h);
    ctx.restore();
  }
  return { surface, warnings };
}

/** Renders one size of the card to an image file named as the spec says (og-image-1200x630.png). */
export async function renderOgImage(
  input: Partial<OgImageInput>,
  size: { width: number; height: number },
  ports: RenderPorts,
  mime: ImageMime = 'image/png',
  quality = 0.92,
): Promise<OgImageResult> {
  const { surface, warnings } = await drawOgImage(input, size, ports);
  const data = await surface.encode(mime, quality);
  return { file: { name: ogFileName(size, imageExtension(mime)), mime, data }, warnings };
}

/** The live preview: the card drawn at the preview size on a surface the page shows. */
export async function runOgPreview<S extends Surface = Surface>(
  input: Partial<OgImageInput>,
  ports: RenderPorts<S>,
): Promise<{ surface: S; size: ImageSize; warnings: string[] }> {
  const { surface, warnings } = await drawOgImage(input, OG_PREVIEW_SIZE, ports);
  return { surface, size: OG_PREVIEW_SIZE, warnings };
}

/** How the images are written: which sizes (all three by default), and the format. */
export interface OgImagesOptions {
  sizes?: readonly { width: number; height: number }[];
  mime?: ImageMime;
  quality?: number;
}

/** The card at each size (1200x630, 1200x600, 1024x512 by default) as files named as the spec says, warnings once. */
export async function runOgImages(
  input: Partial<OgImageInput>,
  ports: RenderPorts,
  { sizes = OG_SIZES, mime = 'image/png', quality }: OgImagesOptions = {},
): Promise<{ files: OutputFile[]; warnings: string[] }> {
  const files: OutputFile[] = [];
  const warnings = new Set<string>();
  for (const size of sizes) {
    const result = await renderOgImage(input, size, ports, mime, quality);
    files.push(result.file);
    for (const w of result.warnings) warnings.add(w);
  }
  return { files, warnings: [...warnings] };
}
