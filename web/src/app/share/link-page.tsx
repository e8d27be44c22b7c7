import { AccountApiError, type SharedItem } from '@toolbox/core/account';
import { tools } from '@toolbox/core/registry';
import { Eye } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { CopyButton } from '../../components/copy-button';
import { useDocumentTitle } from '../../components/document-title';
import { LoadBoundary } from '../../components/load-boundary';
import { OutputPanel } from '../../components/output-panel';
import { retryableLazy } from '../../components/retryable-lazy';
import { buttonVariants } from '../../components/ui/button';
import { createPublicShareApi } from '../../platform/account/share-api';
import { BrandMark } from '../brand';
import { PageSpinner } from '../page-spinner';
import { ThemeToggle } from '../theme-toggle';

const SharedBoard = retryableLazy(() => import('../../tools/visual-workspace-generator/shared-board'));
const SharedDiagram = retryableLazy(() => import('../../tools/database-visualizer/shared-diagram'));
const SharedDocs = retryableLazy(() => import('../../tools/api-docs/shared-docs'));
const SharedPalette = retryableLazy(() => import('../../tools/color-palette/shared-palette'));
const SharedImage = retryableLazy(() => import('../../components/shared-image'));
const SharedPreset = retryableLazy(() => import('./shared-preset'));

/** The owner's view of each tool whose snapshot is more than text (a changelog's is its output's text). */
const SNAPSHOT_VIEWS: Partial<Record<string, typeof SharedDiagram>> = {
  'database-visualizer': SharedDiagram,
  'api-docs': SharedDocs,
  'color-palette': SharedPalette,
  'mockup-generator': SharedImage,
};

type Opened =
  | { kind: 'opening' }
  | { kind: 'open'; item: SharedItem }
  | { kind: 'gone'; message: string }
  | { kind: 'failed' };

const toolTitle = (id: string | null) => tools.find((tool) => tool.id === id)?.title ?? id ?? '';

/** The item as its owner's page draws it, without anything that edits. */
function SharedView({ item }: { item: SharedItem }) {
  if (item.project) return <SharedBoard project={item.project} />;
  if (item.preset) return <SharedPreset preset={item.preset} />;
  const View = item.tool_id ? SNAPSHOT_VIEWS[item.tool_id] : undefined;
  if (item.snapshot && View) return <View snapshot={item.snapshot} />;
  const text = item.snapshot?.text;
  if (typeof text === 'string') {
    const label = item.snapshot?.label;
    return (
      <OutputPanel
        label={typeof label === 'string' ? label : 'Shared result'}
        value={text}
        actions={<CopyButton value={text} />}
      />
    );
  }
  return <OutputPanel label="Shared result" value={JSON.stringify(item.snapshot, null, 2)} />;
}

/** `/s/<secret>` without a key: a read-only share link (a board, a preset, a result), for anyone holding it. */
export default function LinkPage({ secret }: { secret: string }) {
  const [opened, setOpened] = useState<Opened>({ kind: 'opening' });
  useDocumentTitle(opened.kind === 'open' ? opened.item.title : 'Shared link');

  useEffect(() => {
    let live = true;
    createPublicShareApi()
      .openLink(secret)
      .then(
        (item) => live && setOpened({ kind: 'open', item }),
        (error: unknown) =>
          live &&
          setOpened(
            error instanceof AccountApiError && error.status === 404
              ? { kind: 'gone', message: error.message }
              : { kind: 'failed' },
          ),
      );
    return () => {
      live = false;
    };
  }, [secret]);

  if (opened.kind === 'opening') return <PageSpinner fullScreen />;
  return (
    <div className="mx-auto flex min-h-svh w-full max-w-7xl flex-col gap-6 px-4 py-6 md:px-6">
      <header className="flex flex-wrap items-center gap-3">
        <Link to="/" className="flex items-center gap-2 font-semibold">
          <BrandMark className="size-7" />
          Dev Toolbox
        </Link>
        <div className="ml-auto flex items-center gap-3">
          {opened.kind === 'open' && (
            <span className="inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-medium text-muted-foreground">
              <Eye aria-hidden="true" className="size-3.5" /> Read-only
            </span>
          )}
          <ThemeToggle />
        </div>
      </header>
      <main className="flex flex-1 flex-col gap-6">
        {opened.kind === 'open' ? (
          <>
            <div className="grid gap-1">
              <h1 className="text-2xl font-semibold tracking-tight break-words">{opened.item.title}</h1>
              <p className="text-sm text-muted-foreground">
                {opened.item.kind === 'project' ? 'Project board' : toolTitle(opened.item.tool_id)}
                {opened.item.kind === 'preset' && ' preset'}, shared{' '}
                {new Date(opened.item.created_at).toLocaleDateString()}
                {opened.item.expires_at &&
                  `; the link works until ${new Date(opened.item.expires_at).toLocaleString()}`}
                .
              </p>
            </div>
            <LoadBoundary what="page">
              <Suspense fallback={<PageSpinner />}>
                <SharedView item={opened.item} />
              </Suspense>
            </LoadBoundary>
          </>
        ) : (
          <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-4 text-center">
            <h1 className="text-2xl font-semibold tracking-tight">
              {opened.kind === 'gone' ? opened.message : 'Could not open this link'}
            </h1>
            {opened.kind === 'failed' && (
              <p className="max-w-md text-muted-foreground">
                Could not reach the server. Check your connection and try again.
              </p>
            )}
            <Link to="/" className={buttonVariants()}>
              Return to Home
            </Link>
          </div>
        )}
      </main>
    </div>
  );
}
