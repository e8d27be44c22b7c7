// A megabyte pasted on one line leaves the page answering: no task on the page's thread over a second (measured as
// e2e/tests/hostile-input.spec.ts does), on the pages that held it 2.2-2.3 s.

import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, signedInTest as test } from '../fixtures';
import { watchLongTasks } from './long-task-helpers';

/** Base64 of "ABC:DE" repeated: a header that decodes (user ABC), a data URI's bytes. */
const line = 'QUJDOkRF'.repeat(125_000);

const cases = [
  {
    path: '/hash',
    label: 'Text to hash',
    done: (page: Page) =>
      page.getByLabel('Digests').getByText(createHash('sha256').update(line).digest('hex'), { exact: true }),
  },
  {
    path: '/meta-tags',
    label: 'Meta Description',
    done: (page: Page) => page.getByText(/^QUJDOkRF/).first(),
  },
  { path: '/basic-auth', label: 'User-id', done: (page: Page) => page.getByLabel('Header', { exact: true }) },
  {
    path: '/basic-auth',
    label: 'Header to decode',
    done: (page: Page) => page.getByLabel('Decoded credentials'),
  },
  {
    path: '/basic-auth',
    label: 'Data URI to decode',
    done: (page: Page) => page.getByLabel('Decoded data URI'),
  },
];

for (const { path, label, done } of cases) {
  test(`${path} ${label}: a 1,000,000-character paste holds the page under a second`, async ({ page }) => {
    await page.goto(path);
    const longest = await watchLongTasks(page);
    const prefix = {
      'Data URI to decode': 'data:application/octet-stream;base64,',
      'Header to decode': 'Basic ',
    };
    const text = `${prefix[label as keyof typeof prefix] ?? ''}${line}`;
    await page.getByLabel(label, { exact: true }).fill(text);
    await page.waitForTimeout(3000);
    const took = await longest();
    console.log(`${path} ${label}: longest task ${Math.round(took)} ms`);
    await expect(done(page)).toBeVisible();
    expect(took).toBeLessThan(1000);
  });
}
