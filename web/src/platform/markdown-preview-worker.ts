/// <reference lib="webworker" />
import { loadMathTypesetter, type MathTypesetter } from '@toolbox/core/markdown/math';
import { documentHasMath, markdownToHtml, mermaidSources } from '@toolbox/core/markdown/render';
import type { PreviewAnswer, PreviewRequest } from './markdown-preview-protocol';

type Highlight = (code: string, lang: string | undefined) => string;

/** Where the code highlighter (~40 KB gz) and MathJax (~560 KB) come from: loaded on first use only. */
export interface PreviewLoaders {
  highlight(): Promise<Highlight>;
  math(): Promise<MathTypesetter>;
}

const defaultLoaders: PreviewLoaders = {
  highlight: () => import('@toolbox/core/markdown/highlight').then(({ highlightHtml }) => highlightHtml),
  math: loadMathTypesetter,
};

/** A fenced block naming a language: only then is the highlighter worth loading. */
const NAMED_FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*[\w+#-]/m;

/**
 * The preview's Markdown rendering (marked, the highlighter, MathJax), meant for a worker so a first visit's
 * parsing and a long document's re-render never hold the page's thread. Each request is answered at once with
 * what is loaded; a text that wants the highlighter or holds a formula (a `$` in code or a price is none) starts
 * loading it, and the latest text is answered again when it has arrived.
 */
export function previewRenderer(
  post: (answer: PreviewAnswer) => void,
  given: Partial<PreviewLoaders> = {},
): (request: PreviewRequest) => void {
  const loaders = { ...defaultLoaders, ...given };
  let highlight: Highlight | undefined;
  let math: MathTypesetter | undefined;
  const loading = new Set<keyof PreviewLoaders>();
  let latest: PreviewRequest | undefined;

  const answer = ({ id, markdown }: PreviewRequest) => {
    try {
      const html = markdownToHtml(markdown, {
        ...(highlight ? { highlight } : {}),
        ...(math ? { math } : {}),
      });
      post({ id, html, mermaid: mermaidSources(markdown) });
    } catch (error) {
      post({ id, error: error instanceof Error ? error.message : String(error) });
    }
  };
  /** Starts `start` once per part; when it is done the latest text is answered again, when it fails it may retry. */
  const loadOnce = (part: keyof PreviewLoaders, start: () => Promise<void>) => {
    if (loading.has(part)) return;
    loading.add(part);
    start().then(
      () => latest && answer(latest),
      // Offline with the chunk not cached: the preview stays without it; the next text tries again.
      () => loading.delete(part),
    );
  };

  return (request) => {
    latest = request;
    answer(request);
    if (!highlight && NAMED_FENCE.test(request.markdown))
      loadOnce('highlight', async () => {
        highlight = await loaders.highlight();
      });
    if (!math && documentHasMath(request.markdown))
      loadOnce('math', async () => {
        math = await loaders.math();
      });
  };
}

// In a worker (no document) this module answers the page; imported by the page, it only lends previewRenderer.
if (typeof document === 'undefined' && typeof self !== 'undefined') {
  const render = previewRenderer((answer) => self.postMessage(answer));
  self.onmessage = (event: MessageEvent<PreviewRequest>) => render(event.data);
}
