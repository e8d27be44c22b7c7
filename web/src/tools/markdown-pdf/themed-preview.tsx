import { markdownToHtml } from '@toolbox/core/markdown';
import { type PdfThemeName, THEMES } from '@toolbox/core/tools/markdown-pdf';
import DOMPurify from 'dompurify';
import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import { cn } from '../../components/ui/cn';

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
  'grid gap-3 break-words p-6 text-sm leading-relaxed',
  '[&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mt-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:font-semibold',
  '[&_h1]:text-[var(--heading)] [&_h2]:text-[var(--heading)] [&_h3]:text-[var(--heading)]',
  '[&_a]:text-[var(--link)] [&_a]:underline [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_pre]:overflow-auto [&_pre]:rounded-md [&_pre]:bg-[var(--code-bg)] [&_pre]:p-3 [&_code]:font-mono',
  '[&_hr]:border-[var(--rule)] [&_table]:border-collapse [&_td]:border [&_td]:border-[var(--rule)] [&_td]:px-2',
  '[&_th]:border [&_th]:border-[var(--rule)] [&_th]:bg-[var(--code-bg)] [&_th]:px-2 [&_th]:text-left',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-[var(--rule)] [&_blockquote]:pl-3 [&_img]:max-w-full',
);

/** Live preview in the PDF theme's colours, rendered with marked and sanitized with DOMPurify. */
export function ThemedPreview({ markdown, theme }: { markdown: string; theme: PdfThemeName }) {
  const settled = useDebounced(markdown, markdown.length > 50_000 ? 400 : 150);
  // One wrapping element: happy-dom (the page tests' DOM) drops a leading element DOMPurify parses at the top.
  const html = useMemo(() => DOMPurify.sanitize(`<div>${markdownToHtml(settled)}</div>`), [settled]);
  const t = THEMES[theme];
  const style = {
    background: t.page ?? '#ffffff',
    color: t.text,
    fontFamily: t.font === 'Serif' ? 'Georgia, "DejaVu Serif", serif' : undefined,
    '--heading': t.heading,
    '--link': t.link,
    '--code-bg': t.codeBackground,
    '--rule': t.rule,
  } as CSSProperties;
  return (
    <section
      aria-label="Preview"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={cn(proseClass, 'max-h-[40rem] min-h-96 overflow-auto rounded-md border')}
      style={style}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify just above
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
