import { type ComponentProps, type ComponentType, createElement, lazy } from 'react';

/** Lazy components whose last import failed, each with how to start a fresh one. */
const failed = new Set<() => void>();

/** A lazily imported component that can be asked to import before it is first rendered. */
export type LazyComponent<P = object> = ComponentType<P> & {
  /** Starts the import now; a render after it has finished shows the component at once, without suspending. */
  preload(): Promise<void>;
};

/** A thenable that calls back at once: React.lazy reads it as already resolved and renders without suspending. */
const settled = <T>(value: T) => ({
  // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy takes
  then(resolve: (value: T) => unknown) {
    resolve(value);
  },
});

/**
 * `React.lazy` keeps a failed import's error for good, so a page that failed to load offline could never load again
 * without a reload. This one can start over: after `retryFailedLoads()` (a load boundary's Retry,
 * components/load-boundary.tsx) its next render imports again. Until then it keeps failing with the same error,
 * so React shows the boundary instead of trying again on every render. A component imported before its first render
 * (`preload`) renders at once: no fallback, and none of React's 300 ms throttle on revealing suspended content.
 */
// biome-ignore lint/suspicious/noExplicitAny: a component of any props, as React.lazy's own signature
export function retryableLazy<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
): LazyComponent<ComponentProps<C>> {
  let loaded: { default: C } | undefined;
  let loading: Promise<{ default: C }> | undefined;
  const restart = () => {
    current = fresh();
  };
  const start = () => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        failed.add(restart);
        throw error;
      },
    );
    return loading;
  };
  const fresh = () =>
    lazy(() => (loaded ? (settled(loaded) as unknown as Promise<{ default: C }>) : start()));
  let current = fresh();
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module level, as React.lazy is
  function RetryableLazy(props: ComponentProps<C>) {
    return createElement(current, props);
  }
  return Object.assign(RetryableLazy, {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  });
}

/** Lets every lazy component whose import failed import again on its next render. */
export function retryFailedLoads(): void {
  for (const restart of failed) restart();
  failed.clear();
}
