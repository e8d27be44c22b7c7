import { useEffect, useRef, useState } from 'react';

/**
 * Runs `render` at once on mount, then ~150 ms after `key` stops changing (pass a memoised input object), and keeps
 * only the newest result, so typing never waits for a canvas. Returns the latest result, whether a render is pending, and its error.
 */
export function useDebouncedRender<T>(render: () => Promise<T>, key: unknown, delayMs = 150) {
  const [state, setState] = useState<{ result: T | null; error: unknown; pending: boolean }>({
    result: null,
    error: null,
    pending: true,
  });
  const latest = useRef(render);
  latest.current = render;
  const generation = useRef(0);
  const started = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for everything the render reads
  useEffect(() => {
    const id = ++generation.current;
    setState((s) => ({ ...s, pending: true }));
    // The first frame is not waited for: nobody is typing yet.
    const timer = setTimeout(
      () => {
        started.current = true;
        latest
          .current()
          .then((result) => {
            if (id === generation.current) setState({ result, error: null, pending: false });
          })
          .catch((error: unknown) => {
            if (id === generation.current) setState((s) => ({ ...s, error, pending: false }));
          });
      },
      started.current ? delayMs : 0,
    );
    return () => clearTimeout(timer);
  }, [key, delayMs]);

  return state;
}
