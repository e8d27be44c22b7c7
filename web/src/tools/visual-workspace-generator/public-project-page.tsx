import type { ProjectDetail } from '@toolbox/core/account';
import type { ViewerSettings, Workspace } from '@toolbox/core/tools/visual-workspace-generator';
import { Eye, Network } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useOptionalAuth } from '../../app/auth/auth-provider';
import { BrandMark } from '../../app/brand';
import { PageSpinner } from '../../app/page-spinner';
import { useDocumentTitle } from '../../components/document-title';
import { EmptyState } from '../../components/empty-state';
import { retryableLazy } from '../../components/retryable-lazy';
import { buttonVariants } from '../../components/ui/button';
import { createAccountApi, createPublicAccountApi } from '../../platform/account/account-client';

const WorkspaceViews = retryableLazy(() => import('./workspace-views'));

const ignore = () => undefined;

type Loaded =
  | { kind: 'loading' }
  | { kind: 'found'; detail: ProjectDetail; workspace: Workspace | null; settings: ViewerSettings }
  | { kind: 'missing' };

/** A public project opened from its link: read-only, for anyone, signed in or not. */
export default function PublicProjectPage() {
  const { projectId = '' } = useParams();
  const signedIn = Boolean(useOptionalAuth()?.user);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [settings, setSettings] = useState<Partial<ViewerSettings>>({});
  const [tab, setTab] = useState('kanban');
  useDocumentTitle(loaded.kind === 'found' ? loaded.detail.project.name : 'Shared project');

  useEffect(() => {
    let live = true;
    // Signed in, the owner also sees their own private project here; anyone else reads it anonymously.
    const api = signedIn ? createAccountApi() : createPublicAccountApi();
    // The views' chunk brings the board's conversion with it.
    Promise.all([api.getProject(projectId), import('./workspace-views')]).then(
      ([detail, views]) =>
        live &&
        setLoaded({
          kind: 'found',
          detail,
          workspace: views.runWorkspaceFromRows(detail.components, detail.project.name),
          settings: views.DEFAULT_SETTINGS,
        }),
      () => live && setLoaded({ kind: 'missing' }),
    );
    return () => {
      live = false;
    };
  }, [projectId, signedIn]);

  if (loaded.kind === 'loading') return <PageSpinner fullScreen />;
  const workspace = loaded.kind === 'found' ? loaded.workspace : null;

  return (
    <div className="mx-auto flex min-h-svh w-full max-w-7xl flex-col gap-6 px-4 py-6 md:px-6">
      <header className="flex flex-wrap items-center gap-3">
        <Link to="/" className="flex items-center gap-2 font-semibold">
          <BrandMark className="size-7" />
          Dev Toolbox
        </Link>
        {loaded.kind === 'found' && (
          <span className="ml-auto inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-medium text-muted-foreground">
            <Eye aria-hidden="true" className="size-3.5" /> Read-only
          </span>
        )}
      </header>
      <main className="flex flex-1 flex-col gap-6">
        {loaded.kind === 'found' ? (
          <>
            <div className="grid gap-1">
              <h1 className="text-2xl font-semibold tracking-tight break-words">
                {loaded.detail.project.name}
              </h1>
              {loaded.detail.project.description && (
                <p className="text-muted-foreground">{loaded.detail.project.description}</p>
              )}
            </div>
            {workspace && loaded.kind === 'found' ? (
              <Suspense fallback={<PageSpinner />}>
                <WorkspaceViews
                  workspace={workspace}
                  settings={{ ...loaded.settings, ...settings }}
                  onSettings={(patch) => setSettings((s) => ({ ...s, ...patch }))}
                  onUpdate={ignore}
                  readOnly
                  share={false}
                  tab={tab}
                  onTab={setTab}
                />
              </Suspense>
            ) : (
              <EmptyState icon={Network} title="This project has no board yet">
                Its owner has not saved a workspace to it.
              </EmptyState>
            )}
          </>
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 text-center">
            <h1 className="text-2xl font-semibold tracking-tight">Project not found</h1>
            <p className="max-w-md text-muted-foreground">
              This link is wrong, the project was deleted, or its owner made it private.
            </p>
            <Link to="/" className={buttonVariants()}>
              Return to Home
            </Link>
          </div>
        )}
      </main>
    </div>
  );
}
