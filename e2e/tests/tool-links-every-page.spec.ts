import type { Page } from '@playwright/test';
import { tools } from '@toolbox/core/registry';
import { expect, signedInTest as test } from '../fixtures';
import { saveToProject } from './account-helpers';

// Issue 80 item 3, for every page the registry lists: change each input the page shows (text, numbers, choices,
// toggles, pressed buttons, its tool tab), open the page's URL in a fresh browser and compare what the two show. A
// page input kept outside the shared stored-state hooks (use-stored-state.ts), so outside the link, fails here by its
// label.

/** Typed into every password field: a secret, which must stay out of the URL. */
const SECRET = 'walker-secret-7f3a9';

/**
 * Controls whose value is not a tool input, so the link leaves them out on purpose, by `tool: label`: views of a
 * result and one-off helpers that fill the real inputs.
 */
const NOT_INPUTS: Record<string, string> = {
  'jwt: Token': 'a token is a secret (its preset shape says so): it lives in the tab only',
  'jwt: Public key': 'keys live in the tab only, as on the keys page (a private one pasted by mistake)',
  'keys: PEM or JWK': 'the same: a key may be a private one',
  'totp: Code to verify': 'a one-time code from the secret, which stays out; it is stale within seconds',
  'basic-auth: User-id': 'half of the credentials typed with the password, which stays out',
  'basic-auth: Header to decode': 'an Authorization header holds the credentials',
  'bcrypt: Bcrypt hash': "a password's hash, checked against the password typed beside it",
  'readme-generator: Or paste package.json': 'a one-off import: the fields it fills are in the link',
  'visual-workspace-generator: Text':
    'the board (cards, statuses, moves) is what its text made: a project or share link carries it whole',
};

/**
 * Pressed buttons (`aria-pressed`) that are not a tool input, by accessible name, left unpressed and out of the
 * comparison: how a result is viewed, and the account's favourites.
 */
const NOT_INPUT_TOGGLES: readonly { name: string; why: string }[] = [
  {
    name: '^(Add|Remove) .+ (to|from) favourites$',
    why: "the account's favourite tools, not the page's state",
  },
  { name: '^Wrap long lines$', why: 'how an output is shown' },
  { name: '^(Reading mode|Show editor)$', why: 'API Docs shows the document without its editor' },
  { name: '^Show (the shared copy|my workspace)$', why: 'which copy of a board is looked at, on a conflict' },
];
const SKIPPED_TOGGLES = NOT_INPUT_TOGGLES.map((toggle) => toggle.name);

/**
 * What a page shows only after a first run, which the walker then changes too: the palette's roles, their locks,
 * the sample page's scheme and the scale shown appear once a palette is generated; the Visual Workspace's board, and
 * a project of the account to pick (before, there was one only when an earlier test of the worker had left one).
 */
const FIRST_RUN: Partial<Record<string, (page: Page) => Promise<void>>> = {
  'color-palette': (page) => page.getByRole('button', { name: /^Generate/ }).click(),
  'visual-workspace-generator': async (page) => {
    await page.getByRole('button', { name: 'Load Sample Data' }).press('Enter');
    const generate = page.getByRole('button', { name: /Generate Workspace/ });
    await expect(generate).toBeEnabled();
    await generate.press('Enter');
    await expect(page.getByText('7 main components · 22 sub-tasks')).toBeVisible();
    await saveToProject(page, `Link walk ${Date.now().toString(36)}`);
    await page.getByLabel('Project', { exact: true }).selectOption('');
  },
};

/**
 * What a page's link waits for before it is opened elsewhere: the Visual Workspace's board is read from the account,
 * so the edits to the open project must be on the server (the bar's own Saved), none waiting to be sent.
 */
const WRITTEN: Partial<Record<string, (page: Page) => Promise<void>>> = {
  'visual-workspace-generator': (page) =>
    expect(page.getByRole('button', { name: /^(Saved|Save to a project)$/ })).toBeVisible(),
};

type Snapshot = Record<string, string>;

/**
 * Changes every visible, editable control of the page's main region once: a different option, the opposite check,
 * a new text or number, a press on each toggle button; password fields get SECRET. Runs in the page: it is one
 * pass, not a round trip each.
 */
function changeEveryInput(page: Page, secret: string): Promise<void> {
  return page.evaluate(
    async ({ secret, skipped }) => {
      const main = document.querySelector('main') ?? document.body;
      const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
      const setValue = (
        element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
        value: string,
      ) => {
        const proto = Object.getPrototypeOf(element) as object;
        Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(element, value);
        element.dispatchEvent(new Event('input', { bubbles: true }));
        element.dispatchEvent(new Event('change', { bubbles: true }));
      };
      const visible = (element: Element) => (element as HTMLElement).checkVisibility?.() ?? true;
      const seen = new Set<Element>();
      const radioGroups = new Set<string>();
      const skip = (element: Element) =>
        skipped.some((name) =>
          new RegExp(name).test((element.getAttribute('aria-label') ?? element.textContent ?? '').trim()),
        );
      for (let pass = 0; pass < 3; pass++) {
        const controls = [...main.querySelectorAll('input, textarea, select, button[aria-pressed]')].filter(
          (element) => !seen.has(element) && visible(element),
        );
        if (controls.length === 0) break;
        for (const element of controls) {
          seen.add(element);
          if (!element.isConnected) continue;
          if (element instanceof HTMLButtonElement) {
            // Each is pressed once: a toggle flips, a group (Light / Dark) ends on its last choice.
            if (!element.disabled && !skip(element)) element.click();
            continue;
          }
          const control = element as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
          if (control.disabled || ('readOnly' in control && control.readOnly)) continue;
          if (control instanceof HTMLSelectElement) {
            const other = [...control.options]
              .reverse()
              .find((option) => !option.selected && !option.disabled);
            if (other) setValue(control, other.value);
          } else if (control instanceof HTMLInputElement && control.type === 'checkbox') {
            control.click();
          } else if (control instanceof HTMLInputElement && control.type === 'radio') {
            if (radioGroups.has(control.name)) continue;
            radioGroups.add(control.name);
            const group = [...main.querySelectorAll(`input[type=radio][name="${CSS.escape(control.name)}"]`)];
            const last = group.at(-1) as HTMLInputElement | undefined;
            if (last && !last.checked) last.click();
          } else if (control instanceof HTMLInputElement && control.type === 'password') {
            setValue(control, secret);
          } else if (control instanceof HTMLInputElement && control.type === 'file') {
            // A file is never a link's.
          } else if (control instanceof HTMLInputElement && control.type === 'number') {
            const min = control.min === '' ? 1 : Number(control.min);
            const max = control.max === '' ? min + 10 : Number(control.max);
            const next = Math.min(max, Math.max(min, (Number(control.value) || 0) + 1));
            setValue(control, String(next === Number(control.value) ? min : next));
          } else if (control instanceof HTMLInputElement && control.type === 'color') {
            setValue(control, '#1f6feb');
          } else if (control instanceof HTMLInputElement && /date|time/.test(control.type)) {
            setValue(control, control.type === 'date' ? '2026-03-04' : '2026-03-04T05:06');
          } else if (control instanceof HTMLInputElement && control.type === 'range') {
            setValue(control, control.min || '0');
          } else {
            // A colour's text takes a colour: anything else stays a draft the page never commits.
            const colour = /^#[0-9a-f]{3,8}$/i.test(control.value);
            setValue(control, colour ? '#0a7b3e' : control.value === '' ? 'x1' : `${control.value} x1`);
          }
        }
        await settle();
      }
    },
    { secret, skipped: SKIPPED_TOGGLES },
  );
}

/** Every visible control's value and toggle button's state, by its label. */
function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate((skipped) => {
    const main = document.querySelector('main') ?? document.body;
    const out: Record<string, string> = {};
    const nameOf = (element: Element) =>
      (
        element.getAttribute('aria-label') ??
        (element as HTMLInputElement).labels?.[0]?.textContent ??
        element.getAttribute('name') ??
        element.getAttribute('placeholder') ??
        element.id
      ).trim();
    for (const element of main.querySelectorAll('input, textarea, select')) {
      if (!((element as HTMLElement).checkVisibility?.() ?? true)) continue;
      const control = element as HTMLInputElement;
      if (control.type === 'file' || control.type === 'password' || control.readOnly) continue;
      // A label showing the value (`Length: 16`) is named without it.
      let name = nameOf(control).replace(/:\s*[\d.]+$/, '');
      while (name in out) name += "'";
      out[name] =
        control.type === 'checkbox' || control.type === 'radio' ? String(control.checked) : control.value;
    }
    for (const button of main.querySelectorAll('button[aria-pressed]')) {
      if (!((button as HTMLElement).checkVisibility?.() ?? true)) continue;
      let name = (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
      if (skipped.some((pattern) => new RegExp(pattern).test(name))) continue;
      name = `${name} (pressed)`;
      while (name in out) name += "'";
      out[name] = button.getAttribute('aria-pressed') ?? '';
    }
    return out;
  }, SKIPPED_TOGGLES);
}

/** The page's first tab list's tabs (a tool made of tabs, or a form in sections), none when it has one tab. */
async function tabsOf(page: Page) {
  const tabs = page.getByRole('main').getByRole('tablist').first().getByRole('tab');
  const count = await tabs.count();
  return count > 1 ? Array.from({ length: count }, (_, index) => tabs.nth(index)) : [];
}

const selectedTab = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector('main [role=tablist] [role=tab][aria-selected=true]')?.textContent?.trim() ?? '',
  );

/**
 * The page's address once it has written its last change (url-state.ts writes it in React's effects, after the
 * render): read in the page after two frames, again until two readings agree.
 */
async function settledUrl(page: Page): Promise<string> {
  const read = () =>
    page.evaluate(
      () =>
        new Promise<string>((done) =>
          requestAnimationFrame(() => requestAnimationFrame(() => done(location.href))),
        ),
    );
  let last = await read();
  for (let next = await read(); next !== last; next = await read()) last = next;
  return last;
}

/**
 * What every tab shows, each tab's controls under its name, and which tab the page was on: it ends on that tab again,
 * so a second reading of the same page (polled, below) starts where the first did.
 */
async function everyTab(page: Page): Promise<Snapshot> {
  const out: Snapshot = { '(tab)': await selectedTab(page) };
  const tabs = await tabsOf(page);
  let opened: (typeof tabs)[number] | undefined;
  for (const tab of tabs) if ((await tab.getAttribute('aria-selected')) === 'true') opened = tab;
  for (const tab of tabs.length > 0 ? tabs : [undefined]) {
    const name = (await tab?.textContent()) ?? '';
    await tab?.click();
    for (const [label, value] of Object.entries(await snapshot(page)))
      out[`${name}${name && ' / '}${label}`] = value;
  }
  await opened?.click();
  return out;
}

test.describe('every tool page round-trips its inputs through its link', () => {
  for (const tool of tools) {
    test(tool.id, async ({ page, browser, account }) => {
      test.slow(); // two loads of the page and a pass over each of its tabs
      await page.goto(`/${tool.id}`);
      // The page's own heading comes first; a preview on the page may hold its document's h1s after it.
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await FIRST_RUN[tool.id]?.(page);
      const tabs = await tabsOf(page);
      for (const tab of tabs.length > 0 ? tabs : [undefined]) {
        await tab?.click();
        await changeEveryInput(page, SECRET);
      }
      await WRITTEN[tool.id]?.(page);
      const link = await settledUrl(page);
      expect(decodeURIComponent(link)).not.toContain(SECRET);
      const before = await everyTab(page);

      const fresh = await (await browser.newContext({ storageState: account.state })).newPage();
      await fresh.goto(link);
      await expect(fresh.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // What the fresh page shows once it has applied the link: read until nothing is lost, or the expect timeout.
      // (A fixed 200 ms read a loaded machine's page before its preview's checkboxes, or a board's fields, were drawn.)
      const lost = async () => {
        const after = await everyTab(fresh);
        return Object.keys(before)
          .filter((name) => before[name] !== after[name])
          .filter((name) => !(`${tool.id}: ${name.split(' / ').at(-1)}` in NOT_INPUTS))
          .map(
            (name) => `${name}: ${JSON.stringify(before[name])} came back as ${JSON.stringify(after[name])}`,
          );
      };
      await expect.poll(lost, { message: `${tool.id}'s inputs that its link lost` }).toEqual([]);
      await fresh.context().close();
    });
  }
});
