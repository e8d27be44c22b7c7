import type { Page } from '@playwright/test';

/** A step that opens the tab of that name. */
export const tab = (name: string) => (page: Page) => page.getByRole('tab', { name, exact: true }).click();
