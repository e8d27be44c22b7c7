import { expect, signedInTest as test } from '../fixtures';

/** Weekday and wall clock of `iso` in `zone`, as Node's Intl reads them: `Mon 09:30`. */
function wallIn(zone: string, iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(iso))
    .replace(',', '');
}

test.describe('Cron Explainer', () => {
  test('a weekday job in New York: the next runs cross the DST change and stay at 09:30 local', async ({
    page,
  }) => {
    await page.goto('/cron');
    await expect(page.getByRole('heading', { level: 1, name: 'Cron Explainer' })).toBeVisible();
    await page.getByLabel('Cron expression').fill('30 9 * * 1-5');
    await page.getByLabel('Time zone').fill('America/New_York');
    await page.getByLabel('How many runs').fill('6');
    await page.getByLabel('From').fill('2026-03-06T00:00:00Z');
    await expect(page.getByRole('status')).toContainText('09:30');
    const runs = page.getByRole('region', { name: 'Next runs' });
    await expect(runs.getByRole('heading')).toHaveText('Next 6 in America/New_York');

    // Each run's instant, read back: Friday, then Monday to Friday after clocks went forward on Sunday the 8th.
    const instants = await runs.getByRole('listitem').locator('span:last-child').allTextContents();
    expect(instants).toEqual([
      '2026-03-06T14:30:00Z',
      '2026-03-09T13:30:00Z',
      '2026-03-10T13:30:00Z',
      '2026-03-11T13:30:00Z',
      '2026-03-12T13:30:00Z',
      '2026-03-13T13:30:00Z',
    ]);
    expect(instants.map((iso) => wallIn('America/New_York', iso))).toEqual([
      'Fri 09:30',
      'Mon 09:30',
      'Tue 09:30',
      'Wed 09:30',
      'Thu 09:30',
      'Fri 09:30',
    ]);

    await page.reload();
    await expect(page.getByLabel('Cron expression')).toHaveValue('30 9 * * 1-5');
    await expect(runs.getByRole('listitem')).toHaveCount(6);
  });

  test("pg_cron's interval and a six-field schedule with seconds, from the examples", async ({ page }) => {
    await page.goto('/cron');
    await page.getByLabel('From').fill('2026-01-15T12:00:00Z');
    await page.getByLabel('Time zone').fill('UTC');
    await page.getByRole('button', { name: "pg_cron '30 seconds'" }).click();
    await expect(page.getByLabel('Cron expression')).toHaveValue('30 seconds');
    const instants = page
      .getByRole('region', { name: 'Next runs' })
      .getByRole('listitem')
      .locator('span:last-child');
    await expect(instants.first()).toHaveText('2026-01-15T12:00:30Z');
    const gaps = (all: string[]) =>
      all.slice(1).map((iso, i) => (Date.parse(iso) - Date.parse(all[i] ?? '')) / 1000);
    expect(gaps(await instants.allTextContents())).toEqual([30, 30, 30, 30]);

    await page.getByRole('button', { name: 'Every 10 seconds' }).click();
    await expect(page.getByRole('list', { name: 'Fields' }).getByRole('listitem').first()).toContainText(
      'second',
    );
    await expect(instants.first()).toHaveText('2026-01-15T12:00:10Z');
    expect(gaps(await instants.allTextContents())).toEqual([10, 10, 10, 10]);
  });

  test('a minute out of range is pointed at, field and chip, and the expression stays as typed', async ({
    page,
  }) => {
    await page.goto('/cron');
    const expression = page.getByLabel('Cron expression');
    await expression.fill('75 3 * * *');
    await expect(expression).toHaveAccessibleDescription(/^minute field "75": /);
    await expect(page.getByRole('list', { name: 'Fields' }).getByRole('listitem').first()).toHaveText(
      '75minute (invalid)',
    );
    await expect(expression).toHaveValue('75 3 * * *');
    await expect(page.getByText('Fix the schedule on the left to see it explained.')).toBeVisible();
  });
});
