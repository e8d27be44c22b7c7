// Checks a built PDF definition against the fonts that draw it: every visible character of every text run
// must have a glyph in the font the run names (DejaVu `Sans`/`Serif`/`Mono` or a Noto subset family).
import type { FontPlan } from '@toolbox/core/fonts/script-fonts';

const INVISIBLE = /^(?:\s|\p{Cc}|\p{Cf}|[\uFE00-\uFE0F])$/u;

/** `"<char> in <family>"` for each character drawn by a font that lacks it. */
export function glyphGaps(node: unknown, plan: FontPlan, family: string): string[] {
  const gaps = new Set<string>();
  const walk = (value: unknown, inherited: string) => {
    if (Array.isArray(value)) {
      for (const child of value) walk(child, inherited);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const own = typeof record.font === 'string' ? record.font : inherited;
    for (const [key, child] of Object.entries(record)) {
      if (key === 'text' && typeof child === 'string') {
        const variant =
          record.bold && record.italics
            ? 'bolditalics'
            : record.bold
              ? 'bold'
              : record.italics
                ? 'italics'
                : '';
        const font = plan.fonts.get(`${own}/${variant}`) ?? plan.fonts.get(own);
        for (const char of child) {
          if (INVISIBLE.test(char)) continue;
          if (!font?.has(char.codePointAt(0) ?? 0)) gaps.add(`${char} in ${own}`);
        }
      } else if (typeof child === 'object' && key !== 'layout') walk(child, own);
    }
  };
  walk(node, family);
  return [...gaps];
}
