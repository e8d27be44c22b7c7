import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider } from '../app/auth/auth-provider';
import { AppRoutes } from '../app/router';
import { ThemeProvider } from '../app/theme-provider';
import { fakeAuthClient, fakeSession } from './fake-auth-client';

/** The whole app at `path` as a signed-in user opens it (routes, theme, auth with a fake client and session). */
export function renderSignedInApp(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider>
        <AuthProvider client={fakeAuthClient({ session: fakeSession() }).client}>
          <AppRoutes />
        </AuthProvider>
      </ThemeProvider>
    </MemoryRouter>,
  );
}
