import { Search } from 'lucide-react';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadBoundary } from '../components/load-boundary';
import { shortcutLabel } from '../components/shortcut';
import { Button } from '../components/ui/button';
import { Kbd } from '../components/ui/kbd';
import { useAuth } from './auth/auth-provider';
import { guardDecision } from './guard';
import { PageSpinner } from './page-spinner';
import { PaletteProvider, usePalette } from './palette-provider';
import { AppSidebar, SidebarTrigger } from './sidebar';
import { SidebarProvider } from './sidebar-provider';
import { ThemeToggle } from './theme-toggle';
import { ToolHistoryProvider } from './tool-history/tool-history-provider';

export function GuardedLayout() {
  const { loading, user } = useAuth();
  const location = useLocation();
  const decision = guardDecision({ loading, signedIn: user !== null }, location);

  if (decision.kind === 'loading') return <PageSpinner fullScreen />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace state={decision.state} />;

  return (
    <ToolHistoryProvider userId={user?.id ?? null}>
      <SidebarProvider>
        <PaletteProvider>
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-background px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            Skip to content
          </a>
          <div className="flex min-h-svh">
            <AppSidebar />
            <div className="flex min-w-0 flex-1 flex-col">
              <TopBar />
              <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 outline-none md:px-6 lg:px-8">
                <LoadBoundary what="page" resetKey={location.pathname}>
                  <Suspense fallback={<PageSpinner />}>
                    <Outlet />
                  </Suspense>
                </LoadBoundary>
              </main>
            </div>
          </div>
        </PaletteProvider>
      </SidebarProvider>
    </ToolHistoryProvider>
  );
}

function TopBar() {
  const { setOpen } = usePalette();
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur md:px-4">
      <SidebarTrigger />
      <div aria-hidden="true" className="mx-1 h-5 w-px bg-border" />
      <Button
        variant="outline"
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
        className="h-9 min-w-0 max-w-72 flex-1 justify-start gap-2 px-3 font-normal text-muted-foreground"
      >
        <Search aria-hidden="true" />
        <span>Search tools...</span>
        <Kbd aria-hidden="true" className="ml-auto hidden sm:inline-flex">
          {shortcutLabel('K')}
        </Kbd>
      </Button>
      <div className="ml-auto shrink-0">
        <ThemeToggle />
      </div>
    </header>
  );
}
