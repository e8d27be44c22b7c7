import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLoadFailure, LoadBoundary } from './load-boundary';
import { retryableLazy } from './retryable-lazy';

const offline = () =>
  new TypeError('Failed to fetch dynamically imported module: http://x/assets/jwt-page.js');
const Loaded = () => <h1>JWT</h1>;
const Broken = () => {
  throw new Error('bad state');
};

describe('LoadBoundary around a retryableLazy page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the inline offline message for a failed import, and Retry imports again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let online = false;
    const load = vi.fn(() => (online ? Promise.resolve({ default: Loaded }) : Promise.reject(offline())));
    const Page = retryableLazy(load);
    render(
      <LoadBoundary what="tool">
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </LoadBoundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain("Couldn't load this tool (offline?)");
    const failedLoads = load.mock.calls.length;

    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'JWT' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(failedLoads + 1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows any other error with its message, not as offline', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <LoadBoundary what="page">
        <Broken />
      </LoadBoundary>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This page stopped with an error');
    expect(alert.textContent).toContain('bad state');
  });
});

describe('isLoadFailure', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://localhost/assets/a.js',
    'error loading dynamically imported module: http://localhost/assets/a.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/a.css',
  ])('knows %s', (message) => expect(isLoadFailure(new TypeError(message))).toBe(true));

  it('leaves other errors alone', () => expect(isLoadFailure(new Error('bad state'))).toBe(false));
});
