import { expect, type Locator, type Page } from '@playwright/test';

export interface Focused {
  /** tag#id.role "name", to say which element failed. */
  what: string;
  isTarget: boolean;
  /** Inside `[data-walk-within]`. */
  within: boolean;
  /** The element itself draws a focus indicator: an opaque outline or box-shadow ring it does not wear unfocused. */
  visible: boolean;
  /** Focus is on the page body or inside a frame, where this page's styles do not apply. */
  skip: boolean;
}

/** Reads document.activeElement: does it match `[data-walk-target]`, and does it show a focus indicator? */
function readFocus(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const opaque = (color: string) => !/rgba\([^)]*,\s*0\)$/.test(color) && color !== 'transparent';
    const ring = (node: Element) => {
      const style = getComputedStyle(node);
      if (
        style.outlineStyle !== 'none' &&
        Number.parseFloat(style.outlineWidth) > 0 &&
        opaque(style.outlineColor)
      )
        return true;
      // Chromium's computed box-shadow: "<color> <x> <y> <blur> <spread>[, …]".
      return style.boxShadow.split(/,(?![^(]*\))/).some((shadow) => {
        const color = shadow.match(/rgba?\([^)]*\)/)?.[0] ?? '';
        const lengths = shadow.replace(color, '').trim().split(/\s+/).map(Number.parseFloat);
        return opaque(color) && lengths.slice(2).some((length) => length > 0);
      });
    };
    if (!el || el === document.body || el.tagName === 'IFRAME')
      return { what: el?.tagName ?? 'none', isTarget: false, within: false, visible: true, skip: true };
    // The same element unfocused (a bare clone beside it): a shadow it always wears is not a focus indicator.
    const signature = (node: Element) => {
      const style = getComputedStyle(node);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}|${style.boxShadow}`;
    };
    const clone = el.cloneNode(false) as HTMLElement;
    clone.removeAttribute('id');
    clone.setAttribute('aria-hidden', 'true');
    clone.style.position = 'absolute';
    clone.style.visibility = 'hidden';
    el.before(clone);
    const unfocused = signature(clone);
    clone.remove();
    const visible = ring(el) && signature(el) !== unfocused;
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
    return {
      what: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('role') ? `.${el.getAttribute('role')}` : ''} "${name}"`,
      isTarget: el.hasAttribute('data-walk-target'),
      within: el.closest('[data-walk-within]') !== null,
      visible,
      skip: false,
    };
  });
}

/** Fails unless the focused element draws a focus indicator (polled: rings fade in with a transition). */
export async function expectFocusVisible(page: Page) {
  let last: Focused | undefined;
  await expect
    .poll(
      async () => {
        last = await readFocus(page);
        return last.skip || last.visible;
      },
      { timeout: 1_000, message: `focus indicator on ${last?.what}` },
    )
    .toBe(true)
    .catch(() => {
      throw new Error(`no visible focus indicator on ${last?.what}`);
    });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking at every stop that focus is visible.
 * Reaching the target from where focus is proves there is no trap on the way.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 120 } = {}) {
  await target.evaluate((el) => el.setAttribute('data-walk-target', ''));
  try {
    const visited: string[] = [];
    for (let step = 0; step < limit; step++) {
      await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
      const focused = await readFocus(page);
      if (!focused.skip && !focused.visible) await expectFocusVisible(page);
      if (focused.isTarget) return;
      visited.push(focused.what);
    }
    throw new Error(`Tab never reached the target after ${limit} stops: ${visited.slice(-8).join(' → ')}`);
  } finally {
    await target.evaluate((el) => el.removeAttribute('data-walk-target')).catch(() => {});
  }
}

/**
 * Tabs from the current focus through every stop in `region` until focus leaves it: no stop is a trap,
 * every stop shows its focus. Returns how many stops there were.
 */
export async function tabThrough(page: Page, region: Locator, limit = 250) {
  await region.evaluate((el) => el.setAttribute('data-walk-within', ''));
  try {
    const visited: string[] = [];
    for (let step = 0; step < limit; step++) {
      await page.keyboard.press('Tab');
      const focused = await readFocus(page);
      if (!focused.skip && !focused.visible) await expectFocusVisible(page);
      if (!focused.within && !focused.skip) return visited.length;
      visited.push(focused.what);
    }
    throw new Error(`focus never left the region after ${limit} stops: ${visited.slice(-8).join(' → ')}`);
  } finally {
    await region.evaluate((el) => el.removeAttribute('data-walk-within')).catch(() => {});
  }
}
