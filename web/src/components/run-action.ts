import { shortcutLabel } from './shortcut';

// One rule for every page: Ctrl/Cmd+Enter presses the page's primary button (a RunButton), so it acts on what is in
// the form exactly as a click would; a sample loader is never a RunButton. Pages with no RunButton may pass onRun.

/** The attribute that marks a RunButton in the DOM. */
export const RUN_ATTRIBUTE = 'data-run';

/** "Ctrl+Enter", or "⌘Enter" on Apple keyboards: the tooltip and the palette say it the same way. */
export const runShortcutLabel = () => shortcutLabel('Enter').replace('Ctrl ', 'Ctrl+');

const visible = (el: Element) => el.getClientRects().length > 0;

/**
 * The primary button the shortcut presses: the one in the same tab panel, card or section as `from` (the focused
 * element) when there is one there, else the first on the page.
 */
export function findRunButton(from?: Element | null): HTMLButtonElement | null {
  const root = document.querySelector('main') ?? document.body;
  const buttons = Array.from(root.querySelectorAll<HTMLButtonElement>(`[${RUN_ATTRIBUTE}]`)).filter(visible);
  if (buttons.length === 0) return null;
  for (let el = from?.parentElement ?? null; el && el !== root; el = el.parentElement) {
    if (!el.matches('[role="tabpanel"], [data-slot="card"], section, form')) continue;
    const inside = buttons.find((button) => el.contains(button));
    if (inside) return inside;
  }
  return buttons[0] ?? null;
}

/** The button's visible words, without the shortcut hint drawn inside it. */
export function runButtonLabel(button: HTMLElement): string {
  const copy = button.cloneNode(true) as HTMLElement;
  for (const hidden of Array.from(copy.querySelectorAll('[aria-hidden="true"]'))) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}
