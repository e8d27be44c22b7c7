import type { JsonObject } from '@toolbox/core/account';
import { useEffect, useRef, useState } from 'react';
import { buildDocsInWorker, type DocsJob, type DocsResult } from '../../platform/api-docs-worker-client';
import { DocsPreview } from './docs-preview';
import { useDarkTheme } from './use-dark-theme';

/**
 * Shared API docs (a share link's snapshot holds the OpenAPI document, never HTML): built again here by the
 * generator the owner's page uses and shown in the same sandboxed preview, so the only script that runs is the
 * generator's own, in a frame without this site's origin.
 */
export default function SharedDocs({ snapshot }: { snapshot: JsonObject }) {
  const text = typeof snapshot.document === 'string' ? snapshot.document : null;
  const [result, setResult] = useState<DocsResult | null>(null);
  const job = useRef<DocsJob | null>(null);
  const feeding = useRef<{ stop: () => void } | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const dark = useDarkTheme();
  useEffect(() => {
    frame.current?.contentWindow?.postMessage({ theme: dark ? 'dark' : 'light' }, '*');
  }, [dark]);
  useEffect(() => {
    if (text === null) return;
    let live = true;
    const current = buildDocsInWorker(text);
    job.current = current;
    void current.promise.then((built) => live && setResult(built));
    return () => {
      live = false;
      feeding.current?.stop();
      current.cancel();
    };
  }, [text]);

  if (text === null || result?.ok === false)
    return (
      <p className="text-muted-foreground">This snapshot is not an API description this page can build.</p>
    );
  if (!result) return <p className="text-sm text-muted-foreground">Building the docs…</p>;
  return (
    <section aria-label="API docs" className="grid gap-2">
      <p className="text-sm text-muted-foreground">
        {result.operations === 1 ? '1 operation' : `${result.operations} operations`}.
      </p>
      <DocsPreview
        html={result.html}
        frame={frame}
        dark={dark}
        reading={false}
        onLoaded={(target) => {
          // Its later operations go to the page the frame first loaded; a second load is a link followed away.
          const first = feeding.current === null;
          feeding.current?.stop();
          feeding.current = { stop: () => {} };
          if (first && target && job.current)
            feeding.current = { stop: job.current.onBatch((batch) => target.postMessage({ batch }, '*')) };
        }}
      />
    </section>
  );
}
