import type { Page } from '@playwright/test';

/**
 * Whether the page scrolls sideways at its current width, naming the elements that reach past its right edge
 * (an empty list when it does not), so a failure says what to fix rather than only by how many pixels.
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const offenders: string[] = [`the page is ${document.documentElement.scrollWidth}px wide at ${width}px`];
    for (const element of document.querySelectorAll('body *')) {
      const right = element.getBoundingClientRect().right;
      if (right <= width + 0.5) continue;
      const label = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
      offenders.push(`${element.tagName.toLowerCase()} "${label}" ends at ${Math.round(right)}px`);
      if (offenders.length > 12) break;
    }
    return offenders;
  });
}
