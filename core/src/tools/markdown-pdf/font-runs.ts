import type { FontPlan, FontUsage } from '../../fonts/script-fonts';
import { splitGraphemes } from '../../text/graphemes';
import type { PdfContent } from './pdf-content';

type Run = Record<string, unknown> & { text: string };

/** Splits one run so each grapheme its own font cannot draw goes to the font the plan picks. */
function splitRun(run: Run, family: string, plan: FontPlan, usage: FontUsage): Run[] {
  const runs: Run[] = [];
  let text = '';
  let current: string | undefined;
  const flush = () => {
    if (!text) return;
    runs.push(current ? { ...run, text, font: current, bold: false, italics: false } : { ...run, text });
    text = '';
  };
  const variant = run.bold && run.italics ? 'bolditalics' : run.bold ? 'bold' : run.italics ? 'italics' : '';
  const face = variant ? `${family}/${variant}` : family;
  for (const grapheme of splitGraphemes(run.text)) {
    const picked = usage.pick(plan, grapheme, face).subset?.family;
    // A lone space between two runs of one fallback font stays with them (keeps words of a script together).
    const next = /^\s+$/.test(grapheme) && current ? current : picked;
    if (next !== current) {
      flush();
      current = next;
    }
    text += current ? grapheme.replace(/\uFE0F/g, '') : grapheme;
  }
  flush();
  return runs;
}

/**
 * Walks a pdfmake content tree and gives every text run the font that has its glyphs: a run keeps its own
 * family (`font`, inherited from its parents, `root` at the top) where that font draws it. The picks are
 * recorded in `usage`: the subsets to register and the characters no font has.
 */
export function applyFontPlan(node: unknown, plan: FontPlan, family: string, usage: FontUsage): unknown {
  if (Array.isArray(node)) return node.map((child) => applyFontPlan(child, plan, family, usage));
  if (!node || typeof node !== 'object') return node;
  const record = node as PdfContent;
  const own = typeof record.font === 'string' ? record.font : family;
  const out: PdfContent = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === 'text' && (typeof value === 'string' || Array.isArray(value))) {
      const items = typeof value === 'string' ? [value] : value;
      const runs = items.flatMap((item) => {
        if (typeof item === 'string') return splitRun({ text: item }, own, plan, usage);
        if (item && typeof item === 'object' && typeof (item as Run).text === 'string') {
          const run = item as Run;
          return splitRun(run, typeof run.font === 'string' ? run.font : own, plan, usage);
        }
        return [applyFontPlan(item, plan, own, usage)];
      });
      out.text =
        typeof value === 'string' && runs.length === 1 && Object.keys(runs[0] as object).length === 1
          ? (runs[0] as Run).text
          : runs;
    } else if (typeof value === 'object' && value !== null && key !== 'layout' && typeof value !== 'function')
      out[key] = applyFontPlan(value, plan, own, usage);
    else out[key] = value;
  }
  return out;
}
