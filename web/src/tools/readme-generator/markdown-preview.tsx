import { markdownToHtml } from '@toolbox/core/markdown/render';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { cn } from '../../components/ui/cn';

/** GitHub-like look for rendered Markdown, without a typography plugin. */
const proseClass = cn(
  'grid gap-3 text-sm leading-relaxed break-words',
  '[&_h1]:border-b [&_h1]:pb-2 [&_h1]:text-2xl [&_h1]:font-semibold',
  '[&_h2]:mt-2 [&_h2]:border-b [&_h2]:pb-1 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:font-semibold',
  '[&_a]:text-primary [&_a]:underline [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_pre]:overflow-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_code]:font-mono [&_code]:text-[0.8125rem]',
  '[&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:px-2 [&_th]:py-1 [&_th]:text-left',
  '[&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground [&_img]:inline [&_img]:max-w-full',
);

/** Markdown rendered with marked and sanitized with DOMPurify: nothing in the source can run script. */
export function MarkdownPreview({ markdown, label }: { markdown: string; label: string }) {
  // One wrapping element: happy-dom (the page tests' DOM) drops a leading element DOMPurify parses at the top.
  // No <style> (GitHub drops it too): a sheet in the preview styles the whole app (`body{display:none}` blanked it).
  const html = useMemo(
    () => DOMPurify.sanitize(`<div>${markdownToHtml(markdown)}</div>`, { FORBID_TAGS: ['style'] }),
    [markdown],
  );
  return (
    <section
      aria-label={label}
      className={cn(proseClass, 'max-h-[32rem] overflow-auto rounded-md border p-4')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify just above
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
