import type { Page } from '@playwright/test';

/** Starts recording the page's long tasks; the returned function gives the longest one since, in ms. */
export async function watchLongTasks(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { longestTask: number };
    w.longestTask = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longestTask = Math.max(w.longestTask, entry.duration);
    }).observe({ type: 'longtask' });
  });
  return () => page.evaluate(() => (window as unknown as { longestTask: number }).longestTask);
}

/**
 * Starts recording the page's long animation frames; the returned function gives the most time the page's own
 * scripts took in one frame since (forced style and layout included), in ms: the browser's layout of a large text
 * is the rest of such a frame.
 */
export async function watchScripts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { longestScripts: number };
    w.longestScripts = 0;
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries() as unknown as { scripts: { duration: number }[] }[]) {
        const took = frame.scripts.reduce((sum, script) => sum + script.duration, 0);
        w.longestScripts = Math.max(w.longestScripts, took);
      }
    }).observe({ type: 'long-animation-frame' });
  });
  return () => page.evaluate(() => (window as unknown as { longestScripts: number }).longestScripts);
}
