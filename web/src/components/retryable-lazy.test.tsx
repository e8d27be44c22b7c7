import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { retryableLazy } from './retryable-lazy';

const page = (text: string) => async () => ({ default: () => <p>{text}</p> });

describe('retryableLazy', () => {
  it('a component imported before its first render shows at once, without the fallback', async () => {
    const Page = retryableLazy(page('preloaded page'));
    Page.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(
      <Suspense fallback={<p>spinner</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('preloaded page')).toBeTruthy();
    expect(screen.queryByText('spinner')).toBeNull();
  });

  it('one not imported yet shows the fallback, then itself', async () => {
    const Page = retryableLazy(page('lazy page'));
    render(
      <Suspense fallback={<p>spinner</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('spinner')).toBeTruthy();
    expect(await screen.findByText('lazy page')).toBeTruthy();
  });
});
