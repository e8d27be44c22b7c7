import { type ConsoleMessage, expect, type Page } from '@playwright/test';

/**
 * Resizes the window and waits until the shell has laid itself out for the new width. The sidebar switches
 * between the desktop column and the mobile sheet on a matchMedia change event, which React handles after the
 * resize returns: a check made in between sees the 256 px desktop sidebar squeezing a 390 px page (the page
 * 460 px wide, cards 102 px) and reports an overflow that no one would see. Under 768 px the shell has no
 * desktop sidebar (`aside` "Sidebar"); from 768 px it has one.
 */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  const desktopSidebar = page.getByRole('complementary', { name: 'Sidebar' });
  if (size.width < 768) await expect(desktopSidebar).toHaveCount(0);
  else await expect(desktopSidebar).toBeVisible();
  // The layout the checks read is the one after React's commit and the next frame's style recalculation.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

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
      el.getAttribute('data-slot') === 'card' || (el.tagName === 'SECTION' && el.hasAttribute('aria-label'));
    const context = document.createElement('canvas').getContext('2d');
    const measure = (text: string, font: string) => {
      if (!context) return 0;
      context.font = font;
      return context.measureText(text).width;
    };
    const reported = new Set<Element>();
    const report = (el: Element, problem: string) => {
      if ([...reported].some((r) => r.contains(el))) return;
      reported.add(el);
      problems.push(problem);
    };
    // `panel` is null inside a scroller: content may be wider than the scroller; panels within it are checked again.
    const walk = (el: Element, panel: Element | null) => {
      for (const child of Array.from(el.children)) {
        const style = getComputedStyle(child);
        if (style.display === 'none' || style.visibility === 'hidden' || style.position === 'fixed') continue;
        const box = child.getBoundingClientRect();
        const visible = box.width > 1 && box.height > 1;
        const frame = panel?.getBoundingClientRect();
        if (panel && frame && visible && (box.right > frame.right + 1 || box.left < frame.left - 1)) {
          report(
            child,
            `${name(child)} is ${Math.round(box.width)}px wide and sticks out of ${name(panel)} (${Math.round(frame.width)}px) by ${Math.round(Math.max(box.right - frame.right, frame.left - box.left))}px`,
          );
          continue;
        }
        if (visible && style.textOverflow === 'ellipsis' && child.scrollWidth > child.clientWidth + 1) {
          report(child, `${name(child)} is cut: ${child.scrollWidth}px of text in ${child.clientWidth}px`);
          continue;
        }
        // A native select squeezed narrower than its chosen option ("Not Start" for Not Started): its text is cut
        // without an ellipsis or any overflow, so it is measured.
        if (visible && child instanceof HTMLSelectElement && child.selectedOptions[0]) {
          const text = measure(child.selectedOptions[0].text, style.font);
          const room = child.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          if (text > room + 1)
            report(
              child,
              `${name(child)} is cut: its option needs ${Math.ceil(text)}px, it has ${Math.floor(room)}px`,
            );
          continue;
        }
        walk(child, clips(child) ? null : isPanel(child) ? child : panel);
      }
    };
    walk(main, main);
    return problems;
  });
}

/**
 * Titles broken inside a word ("Generat-ed SQL" over two lines): every heading and card title in the main area
 * whose words each fit its box must break only between words. A word wider than the whole box may break.
 * Returns one line per broken title.
 */
export function brokenTitles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const titles = document.querySelectorAll('main :is(h1, h2, h3, h4, h5, h6, [data-slot="card-title"])');
    for (const title of Array.from(titles)) {
      const style = getComputedStyle(title);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const box = title.getBoundingClientRect();
      if (box.width < 1) continue;
      const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
          const lines = new Set(rects.map((rect) => Math.round(rect.top)));
          const width = rects.reduce((sum, rect) => sum + rect.width, 0);
          if (lines.size > 1 && width <= box.width + 1)
            out.push(`"${(title.textContent ?? '').trim().slice(0, 40)}" breaks inside "${match[0]}"`);
        }
      }
    }
    return out;
  });
}

/**
 * Short words broken across lines in labels, list items, buttons, definitions and table cells ("Contemporar/y", a
 * hex "#3b82f/6" in a colour chip, "22:1/3:20"): a word of up to 24 characters breaks only in a box too narrow for
 * it (each part between hyphens up to 12), which is the defect (the shared styles let long words wrap anywhere so a URL never widens its panel; a flex or
 * grid row can then squeeze a short one). A break after a hyphen is fair; longer words (URLs, hashes) may break.
 * Returns up to 5 lines.
 */
export function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const boxes = document.querySelectorAll('main :is(label, li, button, dt, dd, td, th)');
    for (const box of Array.from(boxes)) {
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Text of a nested box is judged there; text in a scroller or a hidden part is not seen whole anyway.
        if (node.parentElement?.closest('label, li, button, dt, dd, td, th') !== box) continue;
        const text = node.textContent ?? '';
        // Whole tokens of up to 24 characters, split at their hyphens (a break after a hyphen is a fair one), and
        // each part of up to 12 characters.
        for (const token of text.matchAll(/\S{2,24}(?!\S)/g)) {
          if (token.index > 0 && /\S/.test(text[token.index - 1] ?? '')) continue;
          for (const part of token[0].matchAll(/[^-]+/g)) {
            if (part[0].length < 2 || part[0].length > 12) continue;
            const start = token.index + part.index;
            const range = document.createRange();
            range.setStart(node, start);
            range.setEnd(node, start + part[0].length);
            const lines = new Set(
              Array.from(range.getClientRects())
                .filter((rect) => rect.width > 0)
                .map((rect) => Math.round(rect.top)),
            );
            if (lines.size > 1)
              out.push(
                `"${part[0]}" breaks across lines in "${(box.textContent ?? '').trim().slice(0, 40)}"`,
              );
          }
        }
      }
    }
    return out.slice(0, 5);
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

/** What Playwright itself logs where a spec blocks the service worker (playwright.config.ts): not the app's. */
const WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

/** Console errors, warnings and uncaught exceptions of a page from now on, to assert none at the end. */
export function collectConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if ((message.type() === 'error' || message.type() === 'warning') && message.text() !== WORKER_BLOCKED)
      messages.push(`${message.type()}: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
  return messages;
}

/** Code shown with ligatures (`=>` drawn as an arrow): every code-font element in the main area must have none. */
export function codeLigatures(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main :is(pre, code, kbd, samp, .font-mono)'))
      .filter((el) => getComputedStyle(el).fontVariantLigatures !== 'none')
      .map(
        (el) =>
          `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 30)}" draws ligatures`,
      )
      .slice(0, 5),
  );
}

/**
 * Selected tabs that hardly differ from their tab list: luminance ratio under 1.25. For the dark theme, where the
 * selected tab was a faint tint of the list (1.13:1); the light theme marks it with a shadow on white.
 */
export function faintSelectedTabs(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rgba = (text: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (text.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a: text.startsWith('rgba') ? a : 1 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (v: number) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const out: string[] = [];
    for (const list of Array.from(document.querySelectorAll('[role="tablist"]'))) {
      const tab = list.querySelector('[role="tab"][aria-selected="true"]');
      if (!tab) continue;
      const under = rgba(getComputedStyle(list).backgroundColor);
      const over = rgba(getComputedStyle(tab).backgroundColor);
      const mixed = {
        r: over.r * over.a + under.r * (1 - over.a),
        g: over.g * over.a + under.g * (1 - over.a),
        b: over.b * over.a + under.b * (1 - over.a),
      };
      const [hi, lo] = [luminance(mixed), luminance(under)].sort((x, y) => y - x) as [number, number];
      const ratio = (hi + 0.05) / (lo + 0.05);
      if (ratio < 1.25)
        out.push(`selected tab "${tab.textContent?.trim()}" is ${ratio.toFixed(2)}:1 against its list`);
    }
    return out;
  });
}
