import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { closeAccountSession } from './platform/account/account-session';

// findBy*/waitFor give up after 1 s by default; a lazily loaded page on a loaded 2-core machine can take longer.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // The signed-in user's account store lives as long as the page: a test's ends with it.
  closeAccountSession();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: tests reset what the app wrote
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});
