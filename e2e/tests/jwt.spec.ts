import { createHmac } from 'node:crypto';
import { expect, sessionAccessToken, signedInTest as test } from '../fixtures';
import { e2eJwtSecret } from '../stack';
import { clipboardText } from './output-helpers';

const partJson = (part: string | undefined) =>
  JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'));

test.describe('JWT Decoder', () => {
  test('decodes the session token, shows its raw JSON and copies the claims, verifies it with the secret', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/jwt');
    await expect(page.getByRole('heading', { level: 1, name: 'JWT Decoder' })).toBeVisible();
    const token = await sessionAccessToken(page);
    const [header, payload] = token.split('.').slice(0, 2).map(partJson);
    await page.getByLabel('Token', { exact: true }).fill(token);

    const claims = page.getByRole('table', { name: 'Claims' });
    await expect(claims.getByRole('row', { name: /^role/ })).toContainText('authenticated: a signed-in user');
    await expect(claims.getByRole('row', { name: /^sub/ })).toContainText(payload.sub);
    await expect(page.getByText(/^Expires in \d+ min/)).toBeVisible();
    await page.getByText('Show raw JSON').click();
    const raw = page.getByRole('region', { name: 'Header and claims JSON' });
    expect(JSON.parse((await raw.textContent()) ?? '')).toEqual({ header, payload });
    await page.getByRole('button', { name: 'Copy claims' }).click();
    await expect.poll(async () => JSON.parse(await clipboardText(page))).toEqual(payload);

    await page.getByLabel('Secret', { exact: true }).fill('not-the-secret');
    await page.getByRole('button', { name: 'Verify signature' }).click();
    await expect(page.getByRole('status')).toHaveText('Invalid: the signature does not match this secret.');
    await page.getByLabel('Secret', { exact: true }).fill(e2eJwtSecret);
    await page.getByRole('button', { name: 'Verify signature' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Valid: the HS256 signature matches and the token is within its times.',
    );
  });

  test('signs a test token that Node verifies; the token and secrets are not kept, the claims are', async ({
    page,
  }) => {
    await page.goto('/jwt');
    const claims = {
      sub: 'b2f0c7a4-9d1e-4c55-8a63-0e7d2c1f9a30',
      role: 'service_role',
      ref: 'abcdefghijklmnop',
    };
    await page.getByLabel('Claims (JSON)').fill(JSON.stringify(claims, null, 2));
    await page.getByLabel('Signing secret').fill('local-dev-signing-secret-0123456789');
    await page.getByLabel('Algorithm').selectOption('HS384');
    await page.getByLabel('Expires in').fill('15m');
    await page.getByRole('button', { name: 'Sign test token' }).click();
    await expect(page.getByText('Token signed')).toBeVisible();

    const token = await page.getByLabel('Token', { exact: true }).inputValue();
    const [head, body, signature] = token.split('.');
    expect(
      createHmac('sha384', 'local-dev-signing-secret-0123456789')
        .update(`${head}.${body}`)
        .digest('base64url'),
    ).toBe(signature);
    expect(partJson(head)).toEqual({ alg: 'HS384', typ: 'JWT' });
    const payload = partJson(body);
    expect(payload).toMatchObject(claims);
    expect(payload.exp - payload.iat).toBe(900);
    await expect(page.getByRole('table', { name: 'Claims' })).toContainText(
      'service_role: bypasses Row Level Security',
    );

    await page.reload();
    await expect(page.getByLabel('Claims (JSON)')).toHaveValue(JSON.stringify(claims, null, 2));
    await expect(page.getByLabel('Algorithm')).toHaveValue('HS384');
    await expect(page.getByLabel('Token', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Signing secret')).toHaveValue('');
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain(head);
    expect(stored).not.toContain('local-dev-signing-secret');
  });

  test('a token missing its signature part is named under the field and stays as typed', async ({ page }) => {
    await page.goto('/jwt');
    const truncated =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIn0';
    const field = page.getByLabel('Token', { exact: true });
    await field.fill(truncated);
    await expect(field).toHaveAccessibleDescription(
      /^a JWT has 3 parts separated by dots \(header\.payload\.signature\); this one has 2\./,
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue(truncated);
    await expect(page.getByText('Paste a token, or sign a test token below.')).toBeVisible();
  });
});
