import { ToolInputError } from '@toolbox/core/errors';
// Its own entry point: the tool's index would bring the parser, which only the worker needs.
import { SAMPLE_SPEC } from '@toolbox/core/tools/api-docs/sample';
import { BookOpen, Maximize2, Minimize2 } from 'lucide-react';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { Checkbox } from '../../components/checkbox';
import { CopyButton } from '../../components/copy-button';
import { DownloadButton } from '../../components/download-button';
import { EmptyState } from '../../components/empty-state';
import { FileDrop } from '../../components/file-drop';
import { formatBytes } from '../../components/file-rules';
import { Pane, RunButton, ToolPage } from '../../components/tool-page';
import { ToolTabs } from '../../components/tool-tabs';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Textarea } from '../../components/ui/input';
import { useSavedState } from '../../components/use-stored-state';
import { useToolAction } from '../../components/use-tool-action';
import {
  buildDocsInWorker,
  type DocsJob,
  type DocsResult,
  htmlExport,
  offsetOf,
  prepareDocsWorker,
} from '../../platform/api-docs-worker-client';
import { CompareView } from './compare-view';
import { EDITOR_LIMIT, UPLOAD_MESSAGES } from './editor-limit';
import { SpecErrors } from './spec-errors';

export { EDITOR_LIMIT } from './editor-limit';

const TABS = [
  { id: 'generate', label: 'Docs', content: GenerateView },
  { id: 'compare', label: 'Compare', content: CompareView },
] as const;

/** Reading mode widens the whole page: the Generate view says when it is on. */
const WidePage = createContext<(wide: boolean) => void>(() => {});

export default function ApiDocsPage() {
  const [wide, setWide] = useState(false);
  return (
    <ToolPage toolId="api-docs" className={wide ? 'max-w-none' : undefined}>
      <WidePage.Provider value={setWide}>
        <ToolTabs tabs={TABS} />
      </WidePage.Provider>
    </ToolPage>
  );
}

/** One document's docs: preview, Markdown and HTML exports. */
function GenerateView() {
  // Kept per user like every tool's inputs (a document over the stored-text limit is not kept).
  const [text, setText] = useSavedState('api-docs', 'document', '');
  // The export's try-it console is opt-in, as `toolbox api-docs --try-it` is.
  const [exportTryIt, setExportTryIt] = useSavedState('api-docs', 'export-try-it', false);
  const [fileName, setFileName] = useState<string | null>(null);
  const large = text.length > EDITOR_LIMIT;
  const [result, setResult] = useState<DocsResult | null>(null);
  const [markdown, setMarkdown] = useState<string | null>(null);
  const [exportHtml, setExportHtml] = useState<string | null>(null);
  const [exportTryItHtml, setExportTryItHtml] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const dark = useDarkTheme();
  // The preview follows the app's theme (its own toggle still works inside it).
  useEffect(() => {
    frame.current?.contentWindow?.postMessage({ theme: dark ? 'dark' : 'light' }, '*');
  }, [dark]);
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
  const editor = useRef<HTMLTextAreaElement>(null);
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

  const moveTo = (offset: number) => {
    const area = editor.current;
    if (!area) return;
    area.focus();
    area.setSelectionRange(offset, offset);
  };

  const input = (
    <Pane
      title="OpenAPI document"
      actions={
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            prepare();
            setText(SAMPLE_SPEC);
          }}
        >
          Load sample
        </Button>
      }
    >
      {large ? (
        <div
          role="status"
          data-testid="large-document"
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border bg-muted/40 p-3 text-sm"
        >
          <span>
            <span className="font-medium">{fileName ?? 'Pasted document'}</span>, {formatBytes(text.length)}:
            too large to edit here; generate its docs as it is.
          </span>
          <Button variant="ghost" size="sm" onClick={() => setText('')}>
            Clear
          </Button>
        </div>
      ) : (
        <Textarea
          ref={editor}
          aria-label="OpenAPI document (JSON or YAML)"
          placeholder="Paste an OpenAPI 3.0 or 3.1 document, JSON or YAML"
          className="min-h-80 font-mono text-xs"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            prepare();
            setText(event.target.value);
            setFileName(null);
          }}
        />
      )}
      <FileDrop
        label="Upload a document"
        description=".json, .yaml or .yml"
        accept={['.json', '.yaml', '.yml']}
        maxBytes={50 * 1024 * 1024}
        messages={UPLOAD_MESSAGES}
        onFile={(file) => {
          prepare();
          void file.text().then((content) => {
            setFileName(file.name);
            setText(content);
          });
        }}
      />
      {result && !result.ok ? (
        <SpecErrors
          errors={result.errors}
          // Core locates every error in the source, pointer-only ones included.
          onSelect={large ? undefined : (e) => moveTo(offsetOf(text, e.line ?? 1, e.column ?? 1))}
        />
      ) : null}
      <RunButton
        onClick={() => void run()}
        busy={busy}
        busyLabel="Generating…"
        className="justify-self-start"
      >
        Generate docs
      </RunButton>
    </Pane>
  );

  const docs = result?.ok ? result : null;
  const output = (
    <Pane
      title="API docs"
      actions={
        docs && (
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
        )
      }
    >
      {docs ? (
        <>
          {/* The export with its try-it console, sandboxed without same-origin: its script runs navigation,
              search and requests the user sends, nothing else. */}
          <iframe
            ref={frame}
            title="API docs preview"
            sandbox="allow-scripts"
            srcDoc={docs.html}
            onLoad={(event) => {
              const target = event.currentTarget.contentWindow;
              target?.postMessage({ theme: dark ? 'dark' : 'light' }, '*');
              // The preview's later operations go to the page this job loaded, once: a second load of the
              // frame is a navigation away from it (a link followed), which gets nothing more.
              const current = shown.current;
              const previous = feeding.current;
              previous?.stop();
              if (!target || !current || previous?.job === current) return;
              feeding.current = {
                job: current,
                stop: current.onBatch((batch) => target.postMessage({ batch }, '*')),
              };
            }}
            className={reading ? 'h-[85vh] w-full rounded-md border' : 'h-[75vh] w-full rounded-md border'}
          />
          {/* The HTML export and its one option together, below the preview it saves. */}
          <div className="flex flex-wrap items-center gap-3">
            <DownloadButton
              files={() => ({
                name: 'api-docs.html',
                mime: 'text/html',
                data: htmlExport(exportHtml, exportTryItHtml, exportTryIt) ?? '',
              })}
              disabled={htmlExport(exportHtml, exportTryItHtml, exportTryIt) === null}
              successTitle="Downloaded"
              successDescription="api-docs.html has been downloaded."
            >
              Export HTML
            </DownloadButton>
            <Checkbox label="With try-it console" checked={exportTryIt} onCheckedChange={setExportTryIt} />
          </div>
          {docs.warnings.length > 0 ? <Warnings warnings={docs.warnings} /> : null}
        </>
      ) : (
        <EmptyState icon={BookOpen}>Paste or upload an OpenAPI document and generate its docs.</EmptyState>
      )}
    </Pane>
  );

  const wide = reading && docs !== null;
  const setWide = useContext(WidePage);
  useEffect(() => setWide(wide), [wide, setWide]);
  return (
    <div className={cn('grid items-start gap-6', !wide && 'lg:grid-cols-2')}>
      {wide ? null : input}
      {output}
    </div>
  );
}

/** Whether the app shows its dark theme (the `dark` class on <html>), kept up to date. */
function useDarkTheme(): boolean {
  const [dark, setDark] = useState(() => document.documentElement.classList.contains('dark'));
  useEffect(() => {
    const root = document.documentElement;
    const observer = new MutationObserver(() => setDark(root.classList.contains('dark')));
    observer.observe(root, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return dark;
}

const SHOWN_WARNINGS = 200;

/** The document's warnings, folded: each with where it is. */
function Warnings({ warnings }: { warnings: { where: string; message: string }[] }) {
  return (
    <details className="rounded-md border p-3 text-sm">
      <summary className="cursor-pointer font-medium">
        {warnings.length} {warnings.length === 1 ? 'warning' : 'warnings'}
      </summary>
      <ul className="mt-2 grid max-h-80 gap-1 overflow-auto">
        {warnings.slice(0, SHOWN_WARNINGS).map((w, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
          <li key={i}>
            <code className="rounded bg-muted px-1 font-mono text-xs">{w.where}</code> {w.message}
          </li>
        ))}
        {warnings.length > SHOWN_WARNINGS ? <li>… and {warnings.length - SHOWN_WARNINGS} more</li> : null}
      </ul>
    </details>
  );
}
