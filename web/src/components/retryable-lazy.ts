import { type ComponentProps, type ComponentType, createElement, lazy } from 'react';

/** Lazy components whose last import failed, each with how to start a fresh one. */
const failed = new Set<() => void>();

/**
 * `React.lazy` keeps a failed import's error for good, so a page that failed to load offline could never load again
 * without a reload. This one can start over: after `retryFailedLoads()` (a load boundary's Retry,
 * components/load-boundary.tsx) its next render imports again. Until then it keeps failing with the same error,
 * so React shows the boundary instead of trying again on every render.
 */
// biome-ignore lint/suspicious/noExplicitAny: a component of any props, as React.lazy's own signature
export function retryableLazy<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
): ComponentType<ComponentProps<C>> {
  const restart = () => {
    current = fresh();
  };
  const fresh = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failed.add(restart);
        throw error;
      }),
    );
  let current = fresh();
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module level, as React.lazy is
  return function RetryableLazy(props: ComponentProps<C>) {
    return createElement(current, props);
  };
}

/** Lets every lazy component whose import failed import again on its next render. */
export function retryFailedLoads(): void {
  for (const restart of failed) restart();
  failed.clear();
}
