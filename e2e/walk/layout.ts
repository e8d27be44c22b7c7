import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * Horizontal overflow as a person sees it: the page wider than the window, or anything in the main area sticking
 * out of its panel (a card, a labelled region, the main area itself). Content inside a deliberate scroller (an
 * ancestor whose overflow-x is auto, scroll, hidden or clip) is the scroller's business and not reported.
 * Returns one line per outermost offender.
 */
export function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > window.innerWidth + 1)
      problems.push(`the page is ${doc.scrollWidth}px wide in a ${window.innerWidth}px window`);
    const main = document.querySelector('main');
    if (!main) return problems;
    const name = (el: Element) => {
      const label = el.getAttribute('aria-label') ?? el.getAttribute('data-slot') ?? '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${label ? ` ${label}` : ''}> "${text}"`;
    };
    const clips = (el: Element) => {
      const style = getComputedStyle(el);
      return style.overflowX !== 'visible' || style.position === 'fixed';
    };
    const isPanel = (el: Element) =>
      el === main ||
      el.getAttribute('data-slot') === 'card' ||
      (el.tagName === 'SECTION' && el.hasAttribute('aria-label'));
    const reported = new Set<Element>();
    const walk = (el: Element, panel: Element) => {
      for (const child of Array.from(el.children)) {
        const style = getComputedStyle(child);
        if (style.display === 'none' || style.visibility === 'hidden' || style.position === 'fixed') continue;
        const box = child.getBoundingClientRect();
        const frame = panel.getBoundingClientRect();
        const visible = box.width > 1 && box.height > 1;
        if (visible && (box.right > frame.right + 1 || box.left < frame.left - 1)) {
          if (![...reported].some((r) => r.contains(child))) {
            reported.add(child);
            problems.push(
              `${name(child)} is ${Math.round(box.width)}px wide and sticks out of ${name(panel)} (${Math.round(frame.width)}px) by ${Math.round(Math.max(box.right - frame.right, frame.left - box.left))}px`,
            );
          }
          continue;
        }
        if (clips(child)) continue;
        walk(child, isPanel(child) ? child : panel);
      }
    };
    walk(main, main);
    return problems;
  });
}

/**
 * Element nesting that React's DOM-nesting warnings flag in development (a production build says nothing):
 * a heading inside a heading, a paragraph inside a paragraph, a block inside a paragraph, interactive in interactive.
 */
export function invalidNesting(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rules: [string, string][] = [
      ['h1,h2,h3,h4,h5,h6', 'h1,h2,h3,h4,h5,h6'],
      ['p', 'p,div,section,ul,ol,h1,h2,h3,h4,h5,h6,pre,table'],
      ['button,a[href]', 'button,a[href],input,select,textarea'],
    ];
    const out: string[] = [];
    for (const [outer, inner] of rules)
      for (const el of Array.from(document.querySelectorAll(`:is(${outer}) :is(${inner})`))) {
        const parent = el.parentElement?.closest(outer);
        out.push(
          `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 30)}" inside <${parent?.tagName.toLowerCase()}>`,
        );
      }
    return out;
  });
}

/** Console errors, warnings and uncaught exceptions of a page from now on, to assert none at the end. */
export function collectConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
  return messages;
}
