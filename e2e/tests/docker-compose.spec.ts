import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';

test.describe('Docker Run to Compose', () => {
  test('turns pasted docker run lines into services as they are typed, and names what it leaves behind', async ({
    page,
  }) => {
    await page.goto('/docker-compose');
    await expect(page.getByRole('heading', { level: 1, name: 'Docker Run to Compose' })).toBeVisible();
    const box = page.getByLabel('docker run lines', { exact: true });
    await box.fill(
      'docker run -d --name db -e POSTGRES_PASSWORD=secret \\\n  -v pgdata:/var/lib/postgresql/data postgres:16\n' +
        'docker run --rm --name api --link db -p 3000:3000 ghcr.io/acme/api:2',
    );
    await expect(page.getByText(/api:\s+image: ghcr\.io\/acme\/api:2/)).toBeVisible();
    await expect(page.getByText(/- db\s/)).toBeVisible();
    await expect(page.getByText(/pgdata: \{\}/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Not carried over' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: '--rm' })).toBeVisible();
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);

    await box.fill("docker run -e 'A=b nginx");
    await expect(page.getByText("Line 1: the ' quote opened here is never closed.")).toBeVisible();
    await expect(box).toHaveValue("docker run -e 'A=b nginx");
  });
});
