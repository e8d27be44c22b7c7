import { describeMissing, type FontUsage } from '../../fonts/script-fonts';
import { mermaidNote } from '../../markdown/diagrams';
import { mathWarning } from '../../markdown/math';
import type { BlockContext } from './block-context';
import { imageSources } from './document-scan';

/** What the PDF could not show as written, once the document is built. */
export interface WarningFacts {
  markdown: string;
  ctx: BlockContext;
  usage: FontUsage;
  /** Whether the platform drew diagrams at all, loaded the typesetter, and which images it loaded. */
  diagrams: boolean;
  math: boolean;
  /** Whether the document has math (asked only when the typesetter was not loaded). */
  hasMath: () => boolean;
  images: Readonly<Record<string, string>>;
}

/** One line for each thing the PDF cannot show as written: glyphs, diagrams, math, images. */
export function documentWarnings(facts: WarningFacts): string[] {
  const { ctx, usage } = facts;
  const warnings: string[] = [];
  if (usage.missing.length > 0)
    warnings.push(`no font has a glyph for ${describeMissing(usage.missing)}; they are drawn as boxes.`);
  if (ctx.undrawnDiagrams > 0)
    warnings.push(
      facts.diagrams
        ? `${ctx.undrawnDiagrams === 1 ? 'a mermaid diagram' : `${ctx.undrawnDiagrams} mermaid diagrams`} could not be drawn (kept as code).`
        : mermaidNote(ctx.undrawnDiagrams),
    );
  const mathProblem = mathWarning(ctx.mathErrors);
  if (mathProblem) warnings.push(mathProblem);
  else if (!facts.math && facts.hasMath())
    warnings.push('math is shown as its TeX source (the typesetter was not loaded).');
  return [...warnings, ...imageWarnings(facts.markdown, facts.images)];
}

/** The images not embedded: remote ones (never fetched) and local ones the platform could not load. */
function imageWarnings(markdown: string, images: Readonly<Record<string, string>>): string[] {
  const notLoaded = imageSources(markdown).filter((src) => !images[src]);
  const remote = notLoaded.filter((src) => /^(https?:)?\/\//i.test(src));
  const local = notLoaded.filter((src) => !remote.includes(src));
  const short = (src: string) =>
    src === '' ? '(an empty src)' : src.length > 60 ? `${src.slice(0, 57)}…` : src;
  const some = (list: string[]) => `${list.slice(0, 3).map(short).join(', ')}${list.length > 3 ? ', …' : ''}`;
  const warnings: string[] = [];
  if (remote.length > 0)
    warnings.push(
      `${remote.length === 1 ? 'a remote image was' : `${remote.length} remote images were`} not fetched (shown as a placeholder with the alt text): ${some(remote)}`,
    );
  if (local.length > 0)
    warnings.push(
      `${local.length === 1 ? 'an image was' : `${local.length} images were`} not embedded (missing, unreadable, outside the document's folder, or not PNG, JPEG, GIF, WebP or SVG): ${some(local)}`,
    );
  return warnings;
}
