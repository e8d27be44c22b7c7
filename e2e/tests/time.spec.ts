import { expect, signedInTest as test } from '../fixtures';
import { clipboardText, listValue } from './output-helpers';

const ZONES = ['America/New_York', 'UTC', 'Asia/Kolkata', 'Australia/Lord_Howe'];

/** `+05:30` for `zone` at `ms`, as Node's Intl reads it (the page's Intl is Chromium's). */
function offsetIn(zone: string, ms: number): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(ms)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name === 'GMT' ? '+00:00' : (name ?? '').replace('GMT', '');
}

test.describe('Time Converter', () => {
  test('a millisecond timestamp in every format and zone, each reading back to the same instant', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/time');
    await expect(page.getByRole('heading', { level: 1, name: 'Time Converter' })).toBeVisible();
    const ms = 1_700_000_000_123;
    await page.getByLabel('Time zones').fill(ZONES.join(', '));
    await page.getByLabel('Time to convert').fill(String(ms));
    await expect(page.getByText('Read as unix milliseconds.')).toBeVisible();

    const format = (label: string) => listValue(page, 'Formats', label).textContent();
    expect(Number(await format('Unix seconds')) * 1000).toBeCloseTo(ms, 3);
    expect(await format('Microseconds')).toBe(`${ms}000`);
    expect(Date.parse((await format('ISO 8601')) ?? '')).toBe(ms);
    // RFC 2822 and HTTP dates hold whole seconds.
    expect(Date.parse((await format('RFC 2822')) ?? '')).toBe(ms - 123);
    expect(await format('HTTP date')).toBe(new Date(ms).toUTCString());
    expect(await format('Postgres')).toBe(`'2023-11-14 17:13:20.123-05'::timestamptz`);

    for (const zone of ZONES) {
      const iso = (await listValue(page, 'Zones side by side', zone).textContent()) ?? '';
      expect(Date.parse(iso), zone).toBe(ms);
      expect(iso.endsWith(offsetIn(zone, ms)), `${zone}: ${iso}`).toBe(true);
    }

    await page.getByRole('button', { name: 'Copy ISO 8601' }).click();
    await expect.poll(() => clipboardText(page)).toBe('2023-11-14T22:13:20.123Z');
  });

  test('an HTTP Date header and a wall time without offset, read in the first zone; kept after a reload', async ({
    page,
  }) => {
    await page.goto('/time');
    const value = page.getByLabel('Time to convert');
    await value.fill('Wed, 21 Oct 2015 07:28:00 GMT');
    await expect(page.getByText('Read as RFC 2822 / HTTP date.')).toBeVisible();
    await expect(listValue(page, 'Formats', 'Unix seconds')).toHaveText(
      String(Date.UTC(2015, 9, 21, 7, 28) / 1000),
    );

    await page.getByLabel('Time zones').fill('Europe/Berlin, UTC');
    await value.fill('2026-07-01T09:00:00');
    await expect(listValue(page, 'Zones side by side', 'UTC')).toHaveText('2026-07-01T07:00:00+00:00');
    await expect(listValue(page, 'Zones side by side', 'Europe/Berlin')).toHaveText(
      '2026-07-01T09:00:00+02:00',
    );

    await page.reload();
    await expect(value).toHaveValue('2026-07-01T09:00:00');
    await expect(page.getByLabel('Time zones')).toHaveValue('Europe/Berlin, UTC');
  });

  test('words that are no time, and a zone that does not exist, are named under their fields as typed', async ({
    page,
  }) => {
    await page.goto('/time');
    const value = page.getByLabel('Time to convert');
    await value.fill('next tuesday');
    await expect(value).toHaveAccessibleDescription(/^"next tuesday" is not a time: give Unix seconds/);
    await expect(value).toHaveValue('next tuesday');
    await expect(page.getByText('Fix the input on the left to see it converted.')).toBeVisible();

    await value.fill('1700000000');
    const zones = page.getByLabel('Time zones');
    await zones.fill('UTC, Mars/Olympus_Mons');
    await expect(zones).toHaveAccessibleDescription(/^"Mars\/Olympus_Mons" is not a time zone/);
    await expect(value).not.toHaveAttribute('aria-invalid');
    await expect(zones).toHaveValue('UTC, Mars/Olympus_Mons');
  });
});
