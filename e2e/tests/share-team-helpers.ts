import { createHash } from 'node:crypto';
import type { Browser, Page, Response, WebSocket } from '@playwright/test';
import { expect, sessionAccessToken, type TestUser } from '../fixtures';
import type { E2EStack } from '../stack';

// What the issue-80 specs share (share links, encrypted links, teams, live boards): one copy each.

/** Clicks the page's "Share link" button (or `trigger`), makes a link that never expires, and answers its path. */
export async function shareLink(
  page: Page,
  trigger = page.getByRole('button', { name: 'Share link' }),
): Promise<string> {
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Share link' });
  await expect(dialog.getByLabel('Expires after')).toHaveValue('never');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = await dialog.getByLabel('Link').inputValue();
  expect(link).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return link.replace(/^https?:\/\/[^/]+/, '');
}

/** A browser context signed in as nobody. */
export async function signedOutPage(browser: Browser, baseURL: string | undefined) {
  // Empty on purpose: a context made in a test takes the test's options, signedInTest's session among them.
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    storageState: { cookies: [], origins: [] },
  });
  return { context, page: await context.newPage() };
}

/** "Share securely" on the page: a link that expires after a day, burnt after reading or not; answers the URL. */
export async function makeEncryptedLink(page: Page, { burn }: { burn: boolean }): Promise<string> {
  await page.getByRole('button', { name: 'Share securely' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share securely' });
  await dialog.getByLabel('Expires after').selectOption('1d');
  const burnBox = dialog.getByLabel('Burn after reading: the first open deletes it');
  if ((await burnBox.isChecked()) !== burn) await burnBox.click();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = await dialog.getByLabel('Link').inputValue();
  expect(link).toMatch(/\/s\/[A-Za-z0-9_-]{43}#k=[A-Za-z0-9_-]{43}$/);
  return link;
}

/** The stored row of the share a link names (found by its secret's SHA-256), every column as the database has it. */
export async function storedEncryptedRow(stack: E2EStack, link: string): Promise<Record<string, unknown>> {
  const answer = await fetch(`${stack.apiUrl}/_emulator/encrypted-shares`, {
    headers: { authorization: `Bearer ${stack.serviceRoleKey}` },
  });
  expect(answer.status).toBe(200);
  const secret = /\/s\/([A-Za-z0-9_-]{43})#/.exec(link)?.[1] ?? '';
  const hash = `\\x${createHash('sha256').update(secret).digest('hex')}`;
  const row = ((await answer.json()) as Record<string, unknown>[]).find((r) => r.secret_hash === hash);
  if (!row) throw new Error('no stored row for the link');
  return row;
}

/** The link of the last invitation the local stack's outbox holds for `email`. */
export async function invitationLink(stack: E2EStack, email: string): Promise<string> {
  const answer = await fetch(`${stack.apiUrl}/_emulator/outbox`, {
    headers: { authorization: `Bearer ${stack.serviceRoleKey}` },
  });
  const mails = (await answer.json()) as { to: string; link: string; code?: string }[];
  const mail = mails.filter((m) => m.to === email && m.code).at(-1);
  if (!mail) throw new Error(`no invitation mailed to ${email}`);
  return mail.link;
}

/** On the Teams page: invites `user` to `team` with `role`. */
export async function invite(page: Page, team: string, user: TestUser, role: string) {
  const card = page.getByRole('main').locator('[data-slot="card"]', { hasText: team });
  await card.getByLabel('Invite by e-mail').fill(user.email);
  await card.getByLabel('Invited role').selectOption(role);
  await card.getByRole('button', { name: 'Invite' }).click();
  await expect(card.getByRole('status')).toHaveText(`Invitation sent to ${user.email}.`);
}

/** Accepts the invitation `link` on the page it leads to. */
export async function accept(page: Page, link: string, team: string, role: string) {
  await page.goto(new URL(link).pathname);
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByRole('status')).toContainText(`You joined ${team} as ${role}.`);
}

/** A data API call with the page's session, as the page's client sends it. */
export async function callData(stack: E2EStack, page: Page, method: string, path: string, body?: unknown) {
  const res = await fetch(`${stack.apiUrl}/functions/v1/data${path}`, {
    method,
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${await sessionAccessToken(page)}`,
      'content-type': 'application/json',
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/**
 * Resolves once the page's Realtime channel has said "Subscribed to PostgreSQL"; `heard` then collects the time each
 * change message arrives.
 */
export function realtimeSubscribed(page: Page, heard: number[]): Promise<WebSocket> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/realtime/v1/websocket')) return;
      socket.on('framereceived', (frame) => {
        const text = String(frame.payload);
        if (text.includes('Subscribed to PostgreSQL')) resolve(socket);
        if (text.includes('"postgres_changes",{"ids"')) heard.push(Date.now());
      });
    });
  });
}

/**
 * Watches `page` for `title`'s card in the `status` column from now on; the returned function waits for it (up to
 * 10 s) and answers when (epoch ms, the page's clock) it was first drawn there, NaN if it was not. Timed and awaited in the page, with no
 * polling: Playwright's locator polling backs off to half a second between looks, and each look (role and
 * accessible-name queries over the whole page) runs on the same main thread as the redraw it waits for.
 */
export async function watchCardShown(
  page: Page,
  status: string,
  title: string,
): Promise<() => Promise<number>> {
  await page.evaluate(
    ([status, title]) => {
      const w = window as { cardShown?: Promise<number> };
      w.cardShown = new Promise((resolve) => {
        const column = () => document.querySelector(`section[aria-label="${status}"]`);
        const observer = new MutationObserver(() => {
          if (!column()?.textContent?.includes(title)) return;
          observer.disconnect();
          resolve(performance.timeOrigin + performance.now());
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        // Never drawn: NaN after 10 s, and the caller's own check of the page says what is there instead.
        setTimeout(() => {
          observer.disconnect();
          resolve(Number.NaN);
        }, 10_000);
      });
    },
    [status, title] as const,
  );
  return () => page.evaluate(() => (window as { cardShown?: Promise<number> }).cardShown ?? Number.NaN);
}

/** When (epoch ms, the browser's clock) the browser had the whole answer to `response`. */
export async function answeredAt(response: Response): Promise<number> {
  await response.finished();
  const timing = response.request().timing();
  return timing.startTime + timing.responseEnd;
}
