import { ToolInputError } from '../../errors';
import {
  type ImageSize,
  SOCIAL_IMAGE_SIZES,
  type SocialImageSize,
  socialNetwork,
} from '../../social/image-sizes';

/** The spec's three sizes (1200x630 Twitter/Facebook, 1200x600 LinkedIn, 1024x512 Medium): core's one table. */
export const OG_SIZES: readonly SocialImageSize[] = SOCIAL_IMAGE_SIZES;
export type OgSize = SocialImageSize;
/** The size the preview shows and og:image points at. */
export const OG_PREVIEW_SIZE: ImageSize = socialNetwork('facebook').image;

export const OG_TEMPLATES = ['blog', 'app', 'tweet', 'docs', 'product'] as const;
export type OgTemplate = (typeof OG_TEMPLATES)[number];

export const OG_THEMES = ['dark', 'light', 'gradient', 'minimal'] as const;
export type OgTheme = (typeof OG_THEMES)[number];

export const LOGO_POSITIONS = ['top-left', 'top-right', 'center', 'bottom-left', 'bottom-right'] as const;
export type LogoPosition = (typeof LOGO_POSITIONS)[number];

/** Share of the image width the logo's box takes. */
export const LOGO_SIZES = { small: 0.1, medium: 0.15, large: 0.2 } as const;
export type LogoSize = keyof typeof LOGO_SIZES;
export const LOGO_SIZE_NAMES: readonly LogoSize[] = ['small', 'medium', 'large'];

export const LOGO_MARGIN = 40;
const LOGO_OPACITY_MIN = 0.5;
const LOGO_OPACITY_MAX = 1;
export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;
/** Spacing between files of "Download all", in ms. */
export const OG_DOWNLOAD_SPACING_MS = 500;

export interface OgLogo {
  bytes: Uint8Array;
  mime: string;
}

export interface OgImageInput {
  title: string;
  description: string;
  emoji: string;
  template: OgTemplate;
  theme: OgTheme;
  logo?: OgLogo | null;
  logoPosition: LogoPosition;
  logoSize: LogoSize;
  /** 0.5 to 1. */
  logoOpacity: number;
}

export const OG_DEFAULTS: Omit<OgImageInput, 'logo'> = {
  title: 'Build Amazing Web Apps',
  description: 'Create stunning applications with modern tools and frameworks. Ship faster with less code.',
  emoji: '🚀',
  template: 'blog',
  theme: 'gradient',
  logoPosition: 'top-right',
  logoSize: 'medium',
  logoOpacity: 1,
};

export function ogFileName(size: { width: number; height: number }, ext = 'png'): string {
  return `og-image-${size.width}x${size.height}.${ext}`;
}

function oneOf<T extends string>(value: string, allowed: readonly T[], what: string): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new ToolInputError(`Unknown ${what} "${value}". Choose one of: ${allowed.join(', ')}.`);
}

/** Checks an input from any front end against the spec's limits; returns it with defaults filled in. */
export function normalizeOgInput(input: Partial<OgImageInput>): OgImageInput {
  const merged = { ...OG_DEFAULTS, ...input };
  // UTF-16 length, as the web form's maxLength counts, so both front ends accept the same titles.
  const title = merged.title;
  if (title.length > TITLE_MAX) {
    throw new ToolInputError(`Title is ${title.length} characters; the limit is ${TITLE_MAX}.`);
  }
  const description = merged.description;
  if (description.length > DESCRIPTION_MAX) {
    throw new ToolInputError(
      `Description is ${description.length} characters; the limit is ${DESCRIPTION_MAX}.`,
    );
  }
  const opacity = Number(merged.logoOpacity);
  if (!Number.isFinite(opacity) || opacity < LOGO_OPACITY_MIN || opacity > LOGO_OPACITY_MAX) {
    throw new ToolInputError(`Logo opacity must be between ${LOGO_OPACITY_MIN} and ${LOGO_OPACITY_MAX}.`);
  }
  return {
    ...merged,
    template: oneOf(merged.template, OG_TEMPLATES, 'template'),
    theme: oneOf(merged.theme, OG_THEMES, 'theme'),
    logoPosition: oneOf(merged.logoPosition, LOGO_POSITIONS, 'logo position'),
    logoSize: oneOf(merged.logoSize, Object.keys(LOGO_SIZES) as LogoSize[], 'logo size'),
    logoOpacity: opacity,
  };
}

export { checkLogoFile, type FileCheck, LOGO_FILE_MESSAGES, LOGO_MAX_BYTES } from '../../image/logo-file';
