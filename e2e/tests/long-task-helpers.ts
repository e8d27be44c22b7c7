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
