import { ToolInputError } from '../../errors.ts';
import { escapeXml } from '../../text/escape-xml.ts';
import type { IconEntry, IconInfo } from './catalog';

export interface IconStyle {
  size: number;
  strokeWidth: number;
  /** `currentColor` or a hex colour. */
  color: string;
}

export const ICON_STYLE_DEFAULTS: IconStyle = { size: 24, strokeWidth: 2, color: 'currentColor' };

/** The size and stroke width an icon may be drawn at (the page's number fields and the CLI's help show them). */
export const ICON_STYLE_LIMITS = {
  size: { min: 8, max: 512 },
  strokeWidth: { min: 0.5, max: 4, step: 0.5 },
} as const;

/** A style that cannot be drawn, with the style field at fault. */
export class IconStyleError extends ToolInputError {
  declare readonly field: keyof IconStyle;
  constructor(message: string, field: keyof IconStyle) {
    super(message, 'Error', field);
  }
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const { size: SIZE, strokeWidth: STROKE } = ICON_STYLE_LIMITS;

/** What is wrong with a style, if anything: the first field that cannot be drawn. */
export function styleError(style: IconStyle): IconStyleError | undefined {
  if (!Number.isFinite(style.size) || style.size < SIZE.min || style.size > SIZE.max) {
    return new IconStyleError('Size must be between 8 and 512 pixels.', 'size');
  }
  if (
    !Number.isFinite(style.strokeWidth) ||
    style.strokeWidth < STROKE.min ||
    style.strokeWidth > STROKE.max
  ) {
    return new IconStyleError('Stroke width must be between 0.5 and 4.', 'strokeWidth');
  }
  if (style.color !== 'currentColor' && !HEX.test(style.color)) {
    return new IconStyleError(
      `"${style.color}" is not a colour: use a hex value like #3b82f6 or currentColor.`,
      'color',
    );
  }
  return undefined;
}

function checkStyle(style: IconStyle): IconStyle {
  const error = styleError(style);
  if (error) throw error;
  return style;
}

const attr = (value: string | number) => escapeXml(String(value));

/** The standalone SVG file, drawn as lucide draws it, with the chosen size, stroke width and colour. */
export function iconSvg(
  icon: Pick<IconEntry, 'name' | 'node'>,
  style: IconStyle = ICON_STYLE_DEFAULTS,
): string {
  const { size, strokeWidth, color } = checkStyle(style);
  const children = icon.node.map(
    ([tag, attributes]) =>
      `  <${tag.replace(/[^a-z]/gi, '')}${Object.entries(attributes)
        .filter(([key]) => /^[a-z][a-z-]*$/i.test(key))
        .map(([key, value]) => ` ${key}="${attr(value)}"`)
        .join('')} />`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="${attr(color)}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-${icon.name}">`,
    ...children,
    '</svg>',
    '',
  ].join('\n');
}

/** `<Home />` with only the props that differ from lucide-react's defaults. */
export function iconJsx(icon: IconInfo, style: IconStyle = ICON_STYLE_DEFAULTS): string {
  const { size, strokeWidth, color } = checkStyle(style);
  const props = [
    size !== ICON_STYLE_DEFAULTS.size ? ` size={${size}}` : '',
    strokeWidth !== ICON_STYLE_DEFAULTS.strokeWidth ? ` strokeWidth={${strokeWidth}}` : '',
    color !== ICON_STYLE_DEFAULTS.color ? ` color="${color}"` : '',
  ].join('');
  return `<${icon.component}${props} />`;
}

export function iconImport(icon: IconInfo): string {
  return `import { ${icon.component} } from 'lucide-react';`;
}
