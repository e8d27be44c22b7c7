// End-to-end encrypted links (issue 80 item 2) in Chromium against the e2e stack: "Share securely" on the JWT page
// seals the token in the page and only ciphertext leaves it (every request the page sends is read); a signed-out
// browser opens the link and reads the token, once; the built CLI opens a link the page made and the page opens one
// the CLI made. axe in both themes on the dialog and the opened share.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { NO_VIOLATIONS, SHELL, seriousViolations, violationsInBothThemes } from '../axe';
import { expect, sessionAccessToken, signedInTest as test } from '../fixtures';
import { cliEnv, ensureBuiltCli, toolbox } from './cli-helpers';
import { downloadText } from './output-helpers';
import { makeEncryptedLink as makeLink, storedEncryptedRow as storedRow } from './share-team-helpers';

test.beforeAll(ensureBuiltCli);

/** Every request the page sends, as URL and body. */
function recordRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) =>
    sent.push(`${request.method()} ${request.url()}\n${request.postData() ?? ''}`),
  );
  return sent;
}

/** A text as the forms it could be stored or sent in: itself, hex, base64 and base64url. */
const encodings = (text: string) => {
  const bytes = Buffer.from(text, 'utf8');
  return [text, bytes.toString('hex'), bytes.toString('base64'), bytes.toString('base64url')];
};

// A real certificate (Let's Encrypt's R12), a failing payload with a live-looking key, and two .env files.
const R12 = readFileSync(new URL('./fixtures/lets-encrypt-r12.pem', import.meta.url), 'utf8');
const PAYLOAD =
  '{"type":"charge.failed","api_key":"sk_live_51HxQ2p8T4k9WzQvB7","amount":1999,"currency":"eur"}';
const ENV_BEFORE = 'NODE_ENV=production\nDATABASE_URL=postgres://app:Tr0ub4dor-3@db.internal:5432/app\n';
const ENV_AFTER =
  'NODE_ENV=production\nDATABASE_URL=postgres://app:c0rrect-h0rse-b4ttery@db.internal:5432/app\n';

/** The pages that hold secrets, besides JWT and keys: what each shares, and the parts no request or row may hold. */
const SECRET_PAGES: {
  title: string;
  path: string;
  file: string;
  open?: (page: Page) => Promise<void>;
  fill: (page: Page) => Promise<string>;
  secrets: string[];
}[] = [
  {
    title: 'certificates',
    path: '/certificates',
    file: 'certificate.pem',
    fill: async (page) => {
      await page.getByLabel('Certificate, chain, CSR or public key').fill(R12);
      return R12;
    },
    secrets: [R12.split('\n')[5] ?? ''],
  },
  {
    title: 'JSON tools',
    path: '/regex-json',
    file: 'data.json',
    open: (page) => page.getByRole('tab', { name: 'JSON Tools' }).click(),
    fill: async (page) => {
      await page.getByLabel('JSON', { exact: true }).fill(PAYLOAD);
      return PAYLOAD;
    },
    secrets: ['sk_live_51HxQ2p8T4k9WzQvB7'],
  },
  {
    title: 'diff',
    path: '/diff',
    file: 'changes.diff',
    fill: async (page) => {
      await page.getByLabel('Original', { exact: true }).fill(ENV_BEFORE);
      await page.getByLabel('Changed', { exact: true }).fill(ENV_AFTER);
      await page.getByRole('button', { name: /^Compare/ }).click();
      await page.getByRole('tab', { name: 'Unified' }).click();
      const unified = await downloadText(page, page.getByRole('button', { name: 'Download', exact: true }));
      expect(unified.text).toContain('+DATABASE_URL=postgres://app:c0rrect-h0rse-b4ttery@');
      return unified.text;
    },
    secrets: ['Tr0ub4dor-3', 'c0rrect-h0rse-b4ttery'],
  },
];

test.describe('Encrypted share links', () => {
  for (const shared of SECRET_PAGES)
    test(`the ${shared.title} page shares its content: only ciphertext is stored and sent; another browser reads it`, async ({
      page,
      browser,
      baseURL,
      stack,
    }) => {
      test.setTimeout(120_000);
      const sent = recordRequests(page);
      await page.goto(shared.path);
      await shared.open?.(page);
      await expect(page.getByRole('button', { name: 'Share securely' })).toBeDisabled();
      const content = await shared.fill(page);
      const link = await makeLink(page, { burn: false });
      const key = link.split('#k=')[1] ?? '';
      const never = [key, ...shared.secrets.flatMap(encodings)];
      for (const entry of sent) for (const part of never) expect(entry).not.toContain(part);

      const row = await storedRow(stack, link);
      const stored = JSON.stringify(row);
      for (const part of never) expect(stored).not.toContain(part);
      // Version, IV, the name and type's header, the content and GCM's tag: ciphertext of the content's length.
      const envelopeBytes = (String(row.ciphertext).length - 2) / 2;
      expect(envelopeBytes).toBeGreaterThan(Buffer.byteLength(content) + 29);

      const reader = await browser.newContext({
        baseURL,
        serviceWorkers: 'block',
        storageState: { cookies: [], origins: [] },
      });
      const other = await reader.newPage();
      await other.goto(link.replace(/^https?:\/\/[^/]+/, ''));
      await other.getByRole('button', { name: 'Open the secret' }).click();
      await expect(other.getByRole('region', { name: shared.file })).toBeVisible();
      const opened = await downloadText(other, other.getByRole('button', { name: 'Download', exact: true }));
      expect(opened).toEqual({ name: shared.file, text: content });
      await reader.close();
    });

  test('the JWT page shares the token; a signed-out browser opens it once; nothing sent holds the token or key', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const sent = recordRequests(page);
    await page.goto('/jwt');
    const token = await sessionAccessToken(page);
    await expect(page.getByRole('button', { name: 'Share securely' })).toBeDisabled();
    await page.getByLabel('Token', { exact: true }).fill(token);
    // The dialog makes the page behind it inert, theme toggle included: it is checked open in each theme.
    const dialogViolations: Record<string, unknown> = {};
    for (const theme of ['light', 'dark'] as const) {
      await page.getByRole('button', { name: 'Share securely' }).click();
      await expect(page.getByRole('dialog', { name: 'Share securely' })).toBeVisible();
      await page.mouse.move(0, 0);
      dialogViolations[theme] = await seriousViolations(page, { exclude: SHELL });
      await page.keyboard.press('Escape');
      await page
        .getByRole('button', { name: `Switch to ${theme === 'light' ? 'dark' : 'light'} theme` })
        .click();
    }
    expect(dialogViolations).toEqual(NO_VIOLATIONS);
    const link = await makeLink(page, { burn: true });
    const key = link.split('#k=')[1] ?? '';
    const created = sent.filter(
      (entry) => entry.startsWith('POST') && entry.includes('/functions/v1/data/shares'),
    );
    expect(created).toHaveLength(1);
    for (const entry of sent) {
      expect(entry).not.toContain(key);
      expect(entry).not.toContain(token.split('.')[2]);
    }

    const reader = await browser.newContext({
      baseURL,
      serviceWorkers: 'block',
      storageState: { cookies: [], origins: [] },
    });
    const other = await reader.newPage();
    const read = recordRequests(other);
    await other.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(other.getByRole('heading', { level: 1, name: 'Encrypted share' })).toBeVisible();
    await other.getByRole('button', { name: 'Open the secret' }).click();
    await expect(other.getByRole('region', { name: 'token.jwt' })).toHaveText(token);
    await expect(other.getByRole('status')).toHaveText(
      'This link was burn-after-reading: it no longer opens. Copy or download the secret now.',
    );
    expect(await violationsInBothThemes(other)).toEqual(NO_VIOLATIONS);
    for (const entry of read) expect(entry).not.toContain(key);

    await other.reload();
    await other.getByRole('button', { name: 'Open the secret' }).click();
    await expect(other.getByRole('alert')).toContainText(
      'This link does not open: it expired, was already read (burn after reading), was revoked, or never existed.',
    );
    await reader.close();
  });

  test('the CLI opens a link the page made, and the page opens one the CLI made', async ({
    page,
    browser,
    baseURL,
    stack,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/jwt');
    const token = await sessionAccessToken(page);
    await page.getByLabel('Token', { exact: true }).fill(token);
    const link = await makeLink(page, { burn: false });
    const opened = await toolbox(['share', 'open', link], cliEnv(stack.apiUrl, stack.anonKey));
    expect(opened).toEqual({ code: 0, stdout: `${token}\n`, stderr: '' });

    const made = await fetch(`${stack.apiUrl}/functions/v1/device-auth/tokens`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: 'e2e share' }),
    });
    const { token: cliToken } = (await made.json()) as { token: string };
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-e2e-share-'));
    writeFileSync(
      join(dir, 'server.pem'),
      '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUZ2U=\n-----END CERTIFICATE-----\n',
    );
    const shared = await toolbox(
      ['share', 'server.pem', '--expires', '1h'],
      cliEnv(stack.apiUrl, stack.anonKey, { TOOLBOX_TOKEN: cliToken }),
      dir,
    );
    expect(shared.code, shared.stderr).toBe(0);
    const reader = await browser.newContext({
      baseURL,
      serviceWorkers: 'block',
      storageState: { cookies: [], origins: [] },
    });
    const other = await reader.newPage();
    await other.goto(shared.stdout.trim().replace(/^https?:\/\/[^/]+/, ''));
    await other.getByRole('button', { name: 'Open the secret' }).click();
    await expect(other.getByRole('region', { name: 'server.pem' })).toContainText('BEGIN CERTIFICATE');
    await expect(other.getByRole('status')).toContainText('This link works until');
    await reader.close();
  });

  test('the keys page shares a generated private key; a signed-out browser reads it', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/keys');
    await page.getByRole('button', { name: 'Generate key pair' }).click();
    await expect(page.getByRole('region', { name: 'Private key, PKCS#8 PEM' })).toBeVisible();
    const link = await makeLink(page, { burn: true });
    const reader = await browser.newContext({
      baseURL,
      serviceWorkers: 'block',
      storageState: { cookies: [], origins: [] },
    });
    const other = await reader.newPage();
    await other.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await other.getByRole('button', { name: 'Open the secret' }).click();
    await expect(other.getByRole('region', { name: 'key.pem' })).toContainText('-----BEGIN PRIVATE KEY-----');
    await reader.close();
  });
});
