import { parseHexOrBlack } from './hex-color';
import { hexContrast } from './luminance';

export type ContrastGrade = 'AAA' | 'AA' | 'Fail';

/** WCAG 2.x thresholds: normal text AAA 7, AA 4.5; large text (18pt, or 14pt bold) AAA 4.5, AA 3. */
export const CONTRAST_THRESHOLDS = {
  normal: { AAA: 7, AA: 4.5 },
  large: { AAA: 4.5, AA: 3 },
} as const;

export interface ContrastResult {
  foreground: string;
  background: string;
  /** The WCAG ratio, unrounded (1..21). */
  ratio: number;
  /** The ratio to two decimals, as shown ("4.48"): contrastRatioText. */
  ratioText: string;
  normal: ContrastGrade;
  large: ContrastGrade;
}

export function gradeContrast(ratio: number, size: keyof typeof CONTRAST_THRESHOLDS): ContrastGrade {
  const thresholds = CONTRAST_THRESHOLDS[size];
  if (ratio >= thresholds.AAA) return 'AAA';
  if (ratio >= thresholds.AA) return 'AA';
  return 'Fail';
}

const THRESHOLDS = [
  CONTRAST_THRESHOLDS.large.AA,
  CONTRAST_THRESHOLDS.normal.AA,
  CONTRAST_THRESHOLDS.normal.AAA,
];

/**
 * The ratio to two decimals. WCAG does not round: 2.9998 fails 3:1, so it shows as "2.99", not as the "3.00" it
 * rounds to, which would read as passing beside its Fail (WebAIM's checker cuts the same way).
 */
function contrastRatioText(ratio: number): string {
  const rounded = ratio.toFixed(2);
  const reaches = THRESHOLDS.some((threshold) => ratio < threshold && Number(rounded) >= threshold);
  return reaches ? (Math.floor(ratio * 100) / 100).toFixed(2) : rounded;
}

/** Colours are parsed with the spec's hex rule (anything else is black). */
export function checkContrast(foreground: string, background: string): ContrastResult {
  const fg = parseHexOrBlack(foreground);
  const bg = parseHexOrBlack(background);
  const ratio = hexContrast(fg, bg);
  return {
    foreground: fg,
    background: bg,
    ratio,
    ratioText: contrastRatioText(ratio),
    normal: gradeContrast(ratio, 'normal'),
    large: gradeContrast(ratio, 'large'),
  };
}

/** Whichever of the candidates reads best on `background` (the live preview's text colours). */
export function readableOn(
  background: string,
  candidates: readonly string[] = ['#ffffff', '#0f172a'],
): string {
  let best = candidates[0] ?? '#000000';
  let bestRatio = -1;
  for (const candidate of candidates) {
    const ratio = hexContrast(parseHexOrBlack(candidate), parseHexOrBlack(background));
    if (ratio > bestRatio) {
      best = candidate;
      bestRatio = ratio;
    }
  }
  return best;
}
