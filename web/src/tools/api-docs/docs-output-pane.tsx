import { BookOpen, Maximize2, Minimize2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Checkbox } from '../../components/checkbox';
import { CopyButton } from '../../components/copy-button';
import { DownloadButton } from '../../components/download-button';
import { EmptyState } from '../../components/empty-state';
import { ShareLinkButton } from '../../components/share-link-button';
import { Pane } from '../../components/tool-page';
import { Button } from '../../components/ui/button';
import { useSavedState } from '../../components/use-stored-state';
import { htmlExport } from '../../platform/api-docs-worker-client';
import { DocsPreview } from './docs-preview';
import { useDarkTheme } from './use-dark-theme';
import type { DocsBuild } from './use-docs-build';
import { Warnings } from './warnings';

/** The Markdown export's actions and the reading-mode toggle, above the docs. */
function MarkdownActions({
  markdown,
  reading,
  setReading,
}: {
  markdown: string | null;
  reading: boolean;
  setReading: (reading: boolean) => void;
}) {
  return (
    <>
      <CopyButton
        value={markdown ?? ''}
        disabled={markdown === null}
        label="Copy Markdown"
        successDescription="Markdown copied to clipboard."
      />
      <DownloadButton
        files={() => ({ name: 'api-docs.md', mime: 'text/markdown', data: markdown ?? '' })}
        disabled={markdown === null}
        successTitle="Downloaded"
        successDescription="api-docs.md has been downloaded."
      >
        Export Markdown
      </DownloadButton>
      <Button variant="outline" size="sm" aria-pressed={reading} onClick={() => setReading(!reading)}>
        {reading ? <Minimize2 /> : <Maximize2 />}
        {reading ? 'Show editor' : 'Reading mode'}
      </Button>
    </>
  );
}

/** The HTML export and its one option together, below the preview it saves. */
function HtmlExport({
  html,
  exportTryIt,
  setExportTryIt,
}: {
  html: string | null;
  exportTryIt: boolean;
  setExportTryIt: (tryIt: boolean) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <DownloadButton
        files={() => ({ name: 'api-docs.html', mime: 'text/html', data: html ?? '' })}
        disabled={html === null}
        successTitle="Downloaded"
        successDescription="api-docs.html has been downloaded."
      >
        Export HTML
      </DownloadButton>
      <Checkbox label="With try-it console" checked={exportTryIt} onCheckedChange={setExportTryIt} />
    </div>
  );
}

/** The generated docs: a live preview, its warnings, and the Markdown and HTML exports. */
export function DocsOutputPane({
  build,
  reading,
  setReading,
}: {
  build: DocsBuild;
  reading: boolean;
  setReading: (reading: boolean) => void;
}) {
  const { result, source, markdown, exportHtml, exportTryItHtml, feedPreview } = build;
  // The export's try-it console is opt-in, as `toolbox api-docs --try-it` is.
  const [exportTryIt, setExportTryIt] = useSavedState('api-docs', 'export-try-it', false);
  const frame = useRef<HTMLIFrameElement>(null);
  const dark = useDarkTheme();
  // The preview follows the app's theme (its own toggle still works inside it).
  useEffect(() => {
    frame.current?.contentWindow?.postMessage({ theme: dark ? 'dark' : 'light' }, '*');
  }, [dark]);
  const docs = result?.ok ? result : null;
  return (
    <Pane
      title="API docs"
      actions={
        docs && (
          <>
            {/* The document, not the page: the reader's page builds the docs from it as this one did. */}
            <ShareLinkButton
              item={() => ({
                kind: 'snapshot',
                tool_id: 'api-docs',
                title: `${docs.title} ${docs.version}`.trim() || 'API docs',
                snapshot: { document: source ?? '' },
                expires_in: null,
              })}
            />
            <MarkdownActions markdown={markdown} reading={reading} setReading={setReading} />
          </>
        )
      }
    >
      {docs ? (
        <>
          <DocsPreview html={docs.html} frame={frame} dark={dark} reading={reading} onLoaded={feedPreview} />
          <HtmlExport
            html={htmlExport(exportHtml, exportTryItHtml, exportTryIt)}
            exportTryIt={exportTryIt}
            setExportTryIt={setExportTryIt}
          />
          {docs.warnings.length > 0 ? <Warnings warnings={docs.warnings} /> : null}
        </>
      ) : (
        <EmptyState icon={BookOpen}>Paste or upload an OpenAPI document and generate its docs.</EmptyState>
      )}
    </Pane>
  );
}
