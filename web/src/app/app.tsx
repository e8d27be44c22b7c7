import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { TabPastToasts } from '../components/tab-past-toasts';
import { auth } from '../platform/supabase';
import { AuthProvider } from './auth/auth-provider';
import { AppRouter } from './router';
import { ThemeProvider, useTheme } from './theme-provider';

export function App() {
  return (
    <ThemeProvider>
      <AuthProvider client={auth}>
        <AppRouter />
        <AppToaster />
      </AuthProvider>
    </ThemeProvider>
  );
}

/** The spec's toasts: one at a time, gone after 5 s. */
function AppToaster() {
  const { resolved } = useTheme();
  return (
    <TabPastToasts>
      <Toaster
        theme={resolved}
        visibleToasts={1}
        duration={5000}
        position="bottom-right"
        closeButton
        containerAriaLabel="Notifications"
        style={
          {
            '--normal-bg': 'var(--popover)',
            '--normal-text': 'var(--popover-foreground)',
            '--normal-border': 'var(--border)',
          } as CSSProperties
        }
      />
    </TabPastToasts>
  );
}
