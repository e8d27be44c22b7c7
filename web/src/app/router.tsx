import { type ToolId, tools } from '@toolbox/core/registry';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { INPUTS_REPLACED_EVENT } from '../platform/stored-inputs';
import { pageFor } from './available-tools';
import { GuardedLayout } from './guarded-layout';
import { PageSpinner } from './page-spinner';
import { useRecordToolUse } from './tool-history/use-tool-history';

const AuthPage = lazy(() => import('./auth/auth-page'));
const ResetPasswordPage = lazy(() => import('./auth/reset-password-page'));
const Dashboard = lazy(() => import('./dashboard'));
const ProfilePage = lazy(() => import('./profile/profile-page'));
const PublicProjectPage = lazy(() => import('../tools/visual-workspace-generator/public-project-page'));
const DevicePage = lazy(() => import('./device/device-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

/** Tool routes come from the registry, one per tool; anything else falls through to 404. */
export function toolRoutePaths(): { path: ToolId; Page: ReturnType<typeof pageFor> }[] {
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
  return <Page key={loads} />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/auth"
        element={
          <Suspense fallback={<PageSpinner fullScreen />}>
            <AuthPage />
          </Suspense>
        }
      />
      <Route
        path="/reset-password"
        element={
          <Suspense fallback={<PageSpinner fullScreen />}>
            <ResetPasswordPage />
          </Suspense>
        }
      />
      <Route
        path="/p/:projectId"
        element={
          <Suspense fallback={<PageSpinner fullScreen />}>
            <PublicProjectPage />
          </Suspense>
        }
      />
      <Route element={<GuardedLayout />}>
        <Route index element={<Dashboard />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="device" element={<DevicePage />} />
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
