import { TOKEN_KINDS } from '@toolbox/core/markdown/syntax-palette';
import { type PdfThemeName, THEMES } from '@toolbox/core/tools/markdown-pdf/themes';
import DOMPurify from 'dompurify';
import { type CSSProperties, type MouseEvent, useEffect, useMemo, useRef, useState } from 'react';
import { cn } from '../../components/ui/cn';
import {
  MarkdownPreviewRenderer,
  type OpenPreviewChannel,
  preparePreviewWorker,
} from '../../platform/markdown-preview-client';
import type { PreviewAnswer } from '../../platform/markdown-preview-protocol';

// The worker starts as the page's module loads (a direct visit: with the shell), not once the preview has mounted.
preparePreviewWorker();

/** The text after typing pauses: rendering a 1 MB document on every key would stall the editor. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const proseClass = cn(
  // Children may shrink below their content (a long code line scrolls inside its block, never widens the page).
  'grid min-w-0 gap-3 break-words p-6 text-sm leading-relaxed [&>*]:min-w-0 [&_pre]:max-w-full',
  '[&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mt-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:font-semibold',
  '[&_h1]:text-[var(--heading)] [&_h2]:text-[var(--heading)] [&_h3]:text-[var(--heading)]',
  '[&_a]:text-[var(--link)] [&_a]:underline [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_pre]:overflow-auto [&_pre]:rounded-md [&_pre]:bg-[var(--code-bg)] [&_pre]:p-3 [&_code]:font-mono',
  '[&_hr]:border-[var(--rule)] [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto',
  '[&_table]:border-collapse [&_td]:border [&_td]:border-[var(--rule)] [&_td]:px-2',
  '[&_th]:border [&_th]:border-[var(--rule)] [&_th]:bg-[var(--code-bg)] [&_th]:px-2 [&_th]:text-left',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-[var(--rule)] [&_blockquote]:pl-3 [&_img]:max-w-full',
  // ::: tip containers and > [!NOTE] alerts: a bar and a title in the tone's colour (`--callout-TONE` below).
  '[&_.callout]:rounded-r-md [&_.callout]:border-l-4 [&_.callout]:border-[var(--callout)] [&_.callout]:bg-[var(--code-bg)]',
  '[&_.callout]:grid [&_.callout]:gap-2 [&_.callout]:px-4 [&_.callout]:py-2 [&_.callout-title]:font-semibold',
  '[&_.callout-title]:text-[var(--callout)] [&_summary.callout-title]:cursor-pointer',
  '[&_.callout-info]:[--callout:var(--callout-info)] [&_.callout-tip]:[--callout:var(--callout-tip)]',
  '[&_.callout-important]:[--callout:var(--callout-important)] [&_.callout-warning]:[--callout:var(--callout-warning)]',
  '[&_.callout-danger]:[--callout:var(--callout-danger)]',
  '[&_.footnotes]:text-xs [&_hr[data-footnotes]]:w-40 [&_.image-placeholder]:italic [&_.image-placeholder]:opacity-75',
  // Token colours: the theme's syntax palette, as in the PDF (`--tok-KIND` below).
  '[&_.tok-keyword]:text-[var(--tok-keyword)] [&_.tok-title]:text-[var(--tok-title)]',
  '[&_.tok-constant]:text-[var(--tok-constant)] [&_.tok-string]:text-[var(--tok-string)]',
  '[&_.tok-builtin]:text-[var(--tok-builtin)] [&_.tok-comment]:text-[var(--tok-comment)]',
  '[&_.tok-tag]:text-[var(--tok-tag)] [&_.tok-section]:text-[var(--tok-section)]',
  '[&_.tok-bullet]:text-[var(--tok-bullet)] [&_.tok-addition]:text-[var(--tok-addition)]',
  '[&_.tok-deletion]:text-[var(--tok-deletion)]',
  // Math: inline formulas in their line (the preflight makes every svg a block), display ones centred and scrolled
  // inside their line when wider; TeX errors in red.
  '[&_.math-inline_svg]:inline [&_.math-display]:block [&_.math-display]:overflow-x-auto [&_.math-display]:overflow-y-hidden',
  '[&_.math-display]:py-1 [&_.math-display]:text-center [&_.math-error_code]:text-[#cf222e]',
  '[&_.mermaid-error]:-mt-2 [&_.mermaid-error]:truncate [&_.mermaid-error]:text-xs [&_.mermaid-error]:text-[#cf222e]',
  '[&_.mermaid-diagram]:overflow-x-auto [&_.mermaid-diagram]:rounded-md [&_.mermaid-diagram]:bg-white [&_.mermaid-diagram]:p-2',
);

/**
 * The text's HTML and mermaid sources, rendered off the page's thread (`MarkdownPreviewRenderer`); undefined until
 * the first answer. Answers come again as the highlighter and MathJax arrive.
 */
function useRendered(markdown: string, channel: OpenPreviewChannel | undefined): PreviewAnswer | undefined {
  const [answer, setAnswer] = useState<PreviewAnswer>();
  // A ref, not state: the first text is sent in the same commit that starts the worker, not a render later.
  const renderer = useRef<MarkdownPreviewRenderer | null>(null);
  useEffect(() => {
    const made = new MarkdownPreviewRenderer(setAnswer, channel);
    renderer.current = made;
    return () => {
      made.dispose();
      renderer.current = null;
    };
  }, [channel]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new channel's renderer is sent the text again
  useEffect(() => renderer.current?.render(markdown), [markdown, channel]);
  return answer;
}

const NO_SOURCES: readonly string[] = [];

/** A diagram as sanitized SVG, or why mermaid could not draw it (one line). */
type Diagram = { svg: string } | { error: string };

/** The document's mermaid diagrams, drawn (mermaid loaded) once the text has a ```mermaid block. */
function useDiagrams(sources: readonly string[]): Readonly<Record<string, Diagram>> {
  const [drawn, setDrawn] = useState<Readonly<Record<string, Diagram>>>({});
  const key = sources.join('\u0000');
  useEffect(() => {
    const missing = key ? key.split('\u0000').filter((source) => !(source in drawn)) : [];
    if (missing.length === 0) return;
    let live = true;
    void import('./mermaid-diagrams')
      .then(({ drawMermaid }) => drawMermaid(missing))
      .then((more) => {
        if (!live) return;
        // A source mermaid could not read is remembered with its error so it is not retried on every render.
        const result = (s: string): Diagram => {
          const svg = more.svg[s];
          return svg ? { svg } : { error: more.errors[s] ?? 'mermaid could not read it' };
        };
        setDrawn((old) => ({ ...old, ...Object.fromEntries(missing.map((s) => [s, result(s)])) }));
      });
    return () => {
      live = false;
    };
  }, [key, drawn]);
  return drawn;
}

const REMOTE = /^(https?:)?\/\//i;

/** A `srcset` without its remote candidates (a browser would pick one and fetch it). */
const localCandidates = (srcset: string) =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim())
    .filter((candidate) => candidate && !REMOTE.test(candidate.split(/\s+/)[0] ?? ''))
    .join(', ');

/** Attributes a browser fetches from as it draws (an `<a>`'s or `<area>`'s href only when followed). */
const FETCHED = ['src', 'poster', 'background', 'href', 'xlink:href', 'data'];

/** Whether a URL in the preview leads to another origin (`//host`, `\\host` and `HTTP://` too). */
function isRemote(url: string): boolean {
  try {
    const resolved = new URL(url.trim(), window.location.href);
    return /^https?:$/.test(resolved.protocol) && resolved.origin !== window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Leaves out what would fetch from another origin besides images (swapped for placeholders below): a video's
 * poster, an SVG `<image>`'s href, and any `url(…)` in a style attribute, whose other declarations stay.
 */
function dropRemoteFetches(element: Element) {
  const link = element.localName === 'a' || element.localName === 'area';
  for (const name of FETCHED) {
    if (element.localName === 'img' && name === 'src') continue;
    const value = element.getAttribute(name);
    if (value !== null && !(link && name === 'href') && isRemote(value)) element.removeAttribute(name);
  }
  const style = (element as HTMLElement).style;
  if (!style) return;
  for (const property of Array.from(style))
    if (/url\(/i.test(style.getPropertyValue(property))) style.removeProperty(property);
  if (style.length === 0) element.removeAttribute('style');
}

/**
 * Sanitized HTML with remote images swapped for a visible placeholder (their alt text) and remote `srcset`
 * candidates (of `<img>` and `<picture>`'s `<source>`) left out: the preview fetches nothing the user did not
 * ask for, as the PDF does not.
 */
function previewHtml(html: string, diagrams: Readonly<Record<string, Diagram>>): string {
  // One wrapping element: happy-dom (the page tests' DOM) drops a leading element DOMPurify parses at the top.
  // No <style>: a sheet in the preview styles the whole app (`body{display:none}` blanked it) and may @import.
  const fragment = DOMPurify.sanitize(`<div>${html}</div>`, {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: ['style'],
  });
  for (const element of Array.from(fragment.querySelectorAll('*'))) dropRemoteFetches(element);
  for (const element of Array.from(fragment.querySelectorAll('[srcset]'))) {
    const srcset = localCandidates(element.getAttribute('srcset') ?? '');
    if (srcset) element.setAttribute('srcset', srcset);
    else element.removeAttribute('srcset');
  }
  for (const img of Array.from(fragment.querySelectorAll('img'))) {
    const src = img.getAttribute('src') ?? '';
    if (!REMOTE.test(src)) continue;
    const placeholder = img.ownerDocument.createElement('span');
    placeholder.className = 'image-placeholder';
    placeholder.title = `Not loaded: ${src}`;
    placeholder.textContent = `[image: ${img.getAttribute('alt') || src.split(/[?#]/)[0]?.split('/').pop() || 'image'}]`;
    img.replaceWith(placeholder);
  }
  for (const code of Array.from(fragment.querySelectorAll('pre > code.language-mermaid'))) {
    const diagram = diagrams[(code.textContent ?? '').replace(/\n$/, '')];
    if (!diagram) continue;
    if ('error' in diagram) {
      // The source stays as code, with one line saying why it is not a picture.
      const note = code.ownerDocument.createElement('p');
      note.className = 'mermaid-error';
      note.setAttribute('role', 'note');
      note.textContent = `Diagram not drawn: ${diagram.error}`;
      note.title = note.textContent;
      code.parentElement?.after(note);
      continue;
    }
    const figure = code.ownerDocument.createElement('div');
    figure.className = 'mermaid-diagram';
    figure.innerHTML = DOMPurify.sanitize(diagram.svg, { USE_PROFILES: { svg: true, svgFilters: true } });
    code.parentElement?.replaceWith(figure);
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

/** What the preview says when the text could not be rendered (the text itself is kept in the editor). */
function renderFailure(error: string): string {
  const note = document.createElement('p');
  note.setAttribute('role', 'note');
  note.textContent = `The preview could not be drawn: ${error}`;
  return note.outerHTML;
}

/** `#…` links jump inside the preview (to a heading or a footnote), not in the app's address. */
function jumpInside(event: MouseEvent<HTMLElement>) {
  const link = (event.target as Element).closest?.('a[href^="#"]');
  if (!link) return;
  event.preventDefault();
  const id = decodeURIComponent(link.getAttribute('href')?.slice(1) ?? '');
  const target = Array.from(event.currentTarget.querySelectorAll('[id]')).find((el) => el.id === id);
  target?.scrollIntoView({ block: 'start' });
}

/** Live preview in the PDF theme's colours, rendered with marked and sanitized with DOMPurify. */
export function ThemedPreview({
  markdown,
  theme,
  channel,
}: {
  markdown: string;
  theme: PdfThemeName;
  /** Where the Markdown is rendered (a worker; a test hands in the page's thread with its own loaders). */
  channel?: OpenPreviewChannel;
}) {
  const settled = useDebounced(markdown, markdown.length > 50_000 ? 400 : 150);
  const rendered = useRendered(settled, channel);
  const diagrams = useDiagrams(rendered && 'mermaid' in rendered ? rendered.mermaid : NO_SOURCES);
  const html = useMemo(() => {
    if (!rendered) return '';
    if ('error' in rendered) return renderFailure(rendered.error);
    return previewHtml(rendered.html, diagrams);
  }, [rendered, diagrams]);
  const t = THEMES[theme];
  const style = {
    background: t.page ?? '#ffffff',
    color: t.text,
    fontFamily: t.font === 'Serif' ? 'Georgia, "DejaVu Serif", serif' : undefined,
    '--heading': t.heading,
    '--link': t.link,
    '--code-bg': t.codeBackground,
    '--rule': t.rule,
    ...Object.fromEntries(TOKEN_KINDS.map((kind) => [`--tok-${kind}`, t.syntax[kind]])),
    ...Object.fromEntries(Object.entries(t.callout).map(([tone, colour]) => [`--callout-${tone}`, colour])),
  } as CSSProperties;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the clicks handled are on links inside, which Enter clicks too
    <section
      aria-label="Preview"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      onClick={jumpInside}
      aria-busy={!rendered}
      className={cn(proseClass, 'max-h-[40rem] min-h-96 overflow-auto rounded-md border')}
      style={style}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify just above
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
