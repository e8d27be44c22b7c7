import { ToolInputError } from '@toolbox/core/errors';
import { useEffect, useRef, useState } from 'react';
import { useToolAction } from '../../components/use-tool-action';
import {
  buildDocsInWorker,
  type DocsJob,
  type DocsResult,
  prepareDocsWorker,
} from '../../platform/api-docs-worker-client';

/** What a build gives the page: the docs, then its Markdown and HTML exports as each is ready. */
export interface DocsBuild {
  result: DocsResult | null;
  /** The document `result` was built from (the editor may have moved on since). */
  source: string | null;
  markdown: string | null;
  exportHtml: string | null;
  exportTryItHtml: string | null;
  run: () => Promise<unknown>;
  busy: boolean;
  /** Loads the worker's modules: called as soon as a document is being given. */
  prepare: () => void;
  /** Hands a freshly loaded preview the operations its job builds later. */
  feedPreview: (target: Window | null) => void;
}

/** The Generate action: builds a document's docs in the worker, the latest job only. */
export function useDocsBuild(text: string): DocsBuild {
  const [result, setResult] = useState<DocsResult | null>(null);
  const [source, setSource] = useState<string | null>(null);
  const [markdown, setMarkdown] = useState<string | null>(null);
  const [exportHtml, setExportHtml] = useState<string | null>(null);
  const [exportTryItHtml, setExportTryItHtml] = useState<string | null>(null);
  const job = useRef<DocsJob | null>(null);
  // The job whose preview is shown, and what passes its later operations to the preview.
  const shown = useRef<DocsJob | null>(null);
  const feeding = useRef<{ job: DocsJob; stop: () => void } | null>(null);
  // The worker's modules load as soon as a document is being given (while an upload is read), not after
  // Generate, and not for a visit that gives none.
  const release = useRef<(() => void) | null>(null);
  const prepare = () => {
    release.current = prepareDocsWorker();
  };
  useEffect(
    () => () => {
      feeding.current?.stop();
      release.current?.();
    },
    [],
  );
  const { run, busy } = useToolAction(
    async () => {
      if (text.trim() === '')
        throw new ToolInputError('Paste, upload or load an OpenAPI document first.', 'No Document');
      job.current?.cancel();
      const current = buildDocsInWorker(text);
      job.current = current;
      setMarkdown(null);
      setExportHtml(null);
      setExportTryItHtml(null);
      const built = await current.promise;
      shown.current = current;
      setResult(built);
      setSource(text);
      // Only the latest job's Markdown and export: an earlier one finishing late must not replace them.
      void current.markdown.then((md) => job.current === current && setMarkdown(md));
      void current.exportHtml.then((html) => job.current === current && setExportHtml(html));
      void current.exportTryIt.then((html) => job.current === current && setExportTryItHtml(html));
      if (!built.ok)
        throw new ToolInputError(
          `${built.errors.length} problem(s) listed below the editor.`,
          'Invalid OpenAPI document',
        );
      return built;
    },
    {
      success: (built) => ({
        title: 'Docs Generated',
        description: `${built.operations} operations documented${built.convertedFrom ? ` (${built.convertedFrom}, converted to OpenAPI 3.0)` : ''}.${built.warnings.length > 0 ? ` ${built.warnings.length} warnings, listed below the docs.` : ''}`,
      }),
      failure: { title: 'Error', description: 'Failed to generate API docs. Please try again.' },
    },
  );
  // The preview's later operations go to the page this job loaded, once: a second load of the
  // frame is a navigation away from it (a link followed), which gets nothing more.
  const feedPreview = (target: Window | null) => {
    const current = shown.current;
    const previous = feeding.current;
    previous?.stop();
    if (!target || !current || previous?.job === current) return;
    feeding.current = {
      job: current,
      stop: current.onBatch((batch) => target.postMessage({ batch }, '*')),
    };
  };
  return { result, source, markdown, exportHtml, exportTryItHtml, run, busy, prepare, feedPreview };
}
