import { createUser, expect, signIn, test, uniqueEmail } from '../fixtures';

test.describe('sign-in and sign-up', () => {
  test('sign up lands on the dashboard, survives a reload, and sign out returns to /auth', async ({
    page,
  }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await expect(page.getByText('Sign in to your account or create a new one to get started')).toBeVisible();
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(uniqueEmail('signup'));
    await page.getByLabel('Password').fill('secret123');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your developer toolbox' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your developer toolbox' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a deep link sends a visitor to /auth and back to the same page, query included, after sign-in', async ({
    page,
    stack,
  }) => {
    const user = await createUser(stack, 'deeplink');
    await page.goto('/profile?from=deep-link');
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/profile\?from=deep-link$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  });

  test('the redirect to /auth replaces history', async ({ page }) => {
    await page.goto('/auth');
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a wrong password shows "Sign In Error" and keeps the typed e-mail', async ({ page, stack }) => {
    const user = await createUser(stack, 'wrongpw');
    await page.goto('/auth');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Sign In Error' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Invalid login credentials');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByLabel('Email')).toHaveValue(user.email);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  });

  test('sign-up checks the password length before calling the server', async ({ page }) => {
    let signups = 0;
    page.on('request', (request) => {
      if (request.url().includes('/auth/v1/signup')) signups += 1;
    });
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Email').fill(uniqueEmail('short'));
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Password must be at least 6 characters.')).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(signups).toBe(0);
  });

  test('an existing e-mail shows "Sign Up Error" with the provider message', async ({ page, stack }) => {
    const user = await createUser(stack, 'taken');
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('another-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Sign Up Error' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a signed-in visitor to /auth goes straight to the dashboard', async ({ page, stack }) => {
    const user = await createUser(stack, 'already');
    await signIn(page, user);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
  });
});
