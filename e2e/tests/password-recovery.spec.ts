import { seriousViolations } from '../axe';
import { createUser, expect, sessionAccessToken, signIn, test } from '../fixtures';
import type { E2EStack } from '../stack';

interface Mail {
  to: string;
  subject: string;
  link: string;
}

/** The stack's outbox, which only the service role key may read (issue 23). */
async function mailTo(stack: E2EStack, email: string): Promise<Mail> {
  const response = await fetch(`${stack.apiUrl}/_emulator/outbox`, {
    headers: { authorization: `Bearer ${stack.serviceRoleKey}` },
  });
  expect(response.status).toBe(200);
  const mail = ((await response.json()) as Mail[]).filter((entry) => entry.to === email).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

async function passwordGrant(stack: E2EStack, email: string, password: string): Promise<Response> {
  return fetch(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

test.describe('password recovery', () => {
  test('a user who forgot their password gets back in from the mailed link; old refresh tokens stop working', async ({
    page,
    stack,
  }) => {
    // The whole path in one test (request, mail, reset, sign-in, the link's single use), with two axe checks.
    test.slow();
    const user = await createUser(stack, 'forgot');
    // A session from before, as another browser or device would hold it.
    const before = (await (await passwordGrant(stack, user.email, user.password)).json()) as {
      refresh_token: string;
    };

    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'a link to reset its password' })).toContainText(
      user.email,
    );
    expect(await seriousViolations(page)).toEqual([]);

    const mail = await mailTo(stack, user.email);
    expect(mail.subject).toBe('Reset Your Password');
    await page.goto(mail.link);
    await expect(page).toHaveURL(/\/reset-password/);
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm New Password').fill('short');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText('Password must be at least 6 characters.')).toBeVisible();
    const newPassword = `${user.password}-new`;
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your developer toolbox' })).toBeVisible();

    // The old refresh token's session was signed out by the change; the old password no longer works.
    const refresh = await fetch(`${stack.apiUrl}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: before.refresh_token }),
    });
    expect(refresh.status).toBe(400);
    expect(((await refresh.json()) as { error_code: string }).error_code).toBe('refresh_token_not_found');
    expect((await passwordGrant(stack, user.email, user.password)).status).toBe(400);

    // Signed out, the new password signs in through the page.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await signIn(page, { ...user, password: newPassword });

    // The link worked once: opened again, signed out or not, it says so.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto(mail.link);
    await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired');
    await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
  });

  test('the profile changes the password (CLI tokens revoked, this session stays) and signs out everywhere', async ({
    page,
    stack,
  }) => {
    const user = await createUser(stack, 'change');
    await signIn(page, user, '/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const accessToken = await sessionAccessToken(page);
    const created = await fetch(`${stack.apiUrl}/functions/v1/device-auth/tokens`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: 'CI' }),
    });
    const { token } = (await created.json()) as { token: string };
    const whoami = () =>
      fetch(`${stack.apiUrl}/functions/v1/device-auth/whoami`, {
        headers: { apikey: stack.anonKey, authorization: `Bearer ${token}` },
      });
    expect((await whoami()).status).toBe(200);

    const newPassword = `${user.password}-changed`;
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Password changed' })).toBeVisible();
    expect((await whoami()).status).toBe(401);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect((await passwordGrant(stack, user.email, newPassword)).status).toBe(200);

    // "Sign out everywhere" ends every session and revokes the tokens made since.
    const other = (await (await passwordGrant(stack, user.email, newPassword)).json()) as {
      access_token: string;
      refresh_token: string;
    };
    const again = await fetch(`${stack.apiUrl}/functions/v1/device-auth/tokens`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${other.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: 'laptop' }),
    });
    const laptop = ((await again.json()) as { token: string }).token;
    await page.getByRole('button', { name: 'Sign Out Everywhere' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    const laptopWhoami = await fetch(`${stack.apiUrl}/functions/v1/device-auth/whoami`, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${laptop}` },
    });
    expect(laptopWhoami.status).toBe(401);
    const refresh = await fetch(`${stack.apiUrl}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: other.refresh_token }),
    });
    expect(refresh.status).toBe(400);
  });
});
