import { type ToolId, tools } from '@toolbox/core/registry';
import { type ComponentType, type ReactNode, Suspense, useEffect, useState } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { LoadBoundary } from '../components/load-boundary';
import { retryableLazy } from '../components/retryable-lazy';
import { INPUTS_REPLACED_EVENT } from '../platform/stored-inputs';
import { pageFor } from './available-tools';
import { GuardedLayout } from './guarded-layout';
import { PageSpinner } from './page-spinner';
import { useRecordToolUse } from './tool-history/use-tool-history';

const AuthPage = retryableLazy(() => import('./auth/auth-page'));
const ResetPasswordPage = retryableLazy(() => import('./auth/reset-password-page'));
const Dashboard = retryableLazy(() => import('./dashboard'));
const ProfilePage = retryableLazy(() => import('./profile/profile-page'));
const PublicProjectPage = retryableLazy(
  () => import('../tools/visual-workspace-generator/public-project-page'),
);
const DevicePage = retryableLazy(() => import('./device/device-page'));
const SharePage = retryableLazy(() => import('./share/share-page'));
const LinkPage = retryableLazy(() => import('./share/link-page'));
const TeamsPage = retryableLazy(() => import('./teams/teams-page'));
const JoinTeamPage = retryableLazy(() => import('./teams/join-page'));
const NotFoundPage = retryableLazy(() => import('./not-found-page'));

/**
 * Imports the tool page at `pathname` (resolves when it is loaded, or could not be; at once for another page): the
 * app renders it at once then, with no page spinner before it and none of React's 300 ms throttle on revealing a
 * suspended page. The dashboard is left to suspend: loaded with the shell, its first layout joins the shell's in one
 * task the browser cannot split (Lighthouse mobile 95 in six runs, blocking time ~255 ms, against 92-99, median 97,
 * ~210 ms), though it shows sooner (Lighthouse's LCP 0.6-0.7 s against 0.95-1.05).
 */
export function preloadPage(pathname: string): Promise<void> {
  const path = pathname.replace(/\/+$/, '');
  const tool = tools.find((candidate) => `/${candidate.id}` === path);
  return tool ? pageFor(tool.id).preload() : Promise.resolve();
}

/** Tool routes come from the registry, one per tool; anything else falls through to 404. */
function toolRoutePaths(): { path: ToolId; Page: ReturnType<typeof pageFor> }[] {
  return tools.map((tool) => ({ path: tool.id, Page: pageFor(tool.id) }));
}

/** A tool's page, recorded as recently used when it opens; mounted again when a preset replaces its inputs. */
function ToolRoute({ id, Page }: { id: ToolId; Page: ComponentType }) {
  useRecordToolUse(id);
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    const onReplaced = (event: Event) => {
      if ((event as CustomEvent<unknown>).detail === id) setLoads((n) => n + 1);
    };
    window.addEventListener(INPUTS_REPLACED_EVENT, onReplaced);
    return () => window.removeEventListener(INPUTS_REPLACED_EVENT, onReplaced);
  }, [id]);
  return (
    <LoadBoundary what="tool" resetKey={id}>
      <Page key={loads} />
    </LoadBoundary>
  );
}

/** `/s/<secret>`: an end-to-end encrypted share carries its key after #; a read-only share link has no fragment. */
function ShareRoute() {
  const { secret = '' } = useParams();
  const { hash } = useLocation();
  return hash ? <SharePage /> : <LinkPage secret={secret} />;
}

/** A page outside the signed-in layout: its own spinner, and Retry when its chunk fails to load. */
function FullScreen({ children }: { children: ReactNode }) {
  return (
    <LoadBoundary what="page">
      <Suspense fallback={<PageSpinner fullScreen />}>{children}</Suspense>
    </LoadBoundary>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/auth"
        element={
          <FullScreen>
            <AuthPage />
          </FullScreen>
        }
      />
      <Route
        path="/reset-password"
        element={
          <FullScreen>
            <ResetPasswordPage />
          </FullScreen>
        }
      />
      <Route
        path="/p/:projectId"
        element={
          <FullScreen>
            <PublicProjectPage />
          </FullScreen>
        }
      />
      <Route
        path="/s/:secret"
        element={
          <FullScreen>
            <ShareRoute />
          </FullScreen>
        }
      />
      <Route element={<GuardedLayout />}>
        <Route index element={<Dashboard />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="device" element={<DevicePage />} />
        <Route path="teams" element={<TeamsPage />} />
        <Route path="teams/join/:code" element={<JoinTeamPage />} />
        {toolRoutePaths().map(({ path, Page }) => (
          <Route key={path} path={path} element={<ToolRoute id={path} Page={Page} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
