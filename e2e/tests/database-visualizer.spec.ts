import { readFile } from 'node:fs/promises';
import { expect, signedInTest as test } from '../fixtures';

test.describe('Database Schema Visualizer', () => {
  test('loads the sample, shows tables and details, exports JSON and Mermaid', async ({ page }) => {
    await page.goto('/database-visualizer');
    await expect(page.getByRole('heading', { level: 1, name: 'Schema Visualizer' })).toBeVisible();
    await page.getByRole('button', { name: /Load Database Schema/ }).click();
    await expect(page.getByText('Loaded 5 tables from your database schema')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'public.profiles' })).toBeVisible();
    await page.getByRole('button', { name: /^projects/ }).click();
    await expect(page.getByRole('table', { name: 'Columns of projects' })).toContainText('gen_random_uuid()');
    await expect(page.getByText('projects.user_id → profiles.id')).toBeVisible();
    await expect(page.getByRole('img', { name: 'ER diagram of 5 tables' })).toBeVisible();

    const json = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export JSON' }).click();
    const jsonFile = await json;
    const schema = JSON.parse(await readFile((await jsonFile.path()) as string, 'utf8'));
    expect(schema.tables.map((t: { name: string }) => t.name)).toEqual([
      'profiles',
      'projects',
      'components',
      'sub_components',
      'user_links',
    ]);

    const mermaid = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Mermaid' }).click();
    const mermaidFile = await mermaid;
    expect(await readFile((await mermaidFile.path()) as string, 'utf8')).toMatch(
      /^erDiagram\n {2}profiles \{/,
    );
    await expect(page.getByText('Mermaid ER diagram exported successfully')).toBeVisible();

    const profiles = page.locator('g[data-table="profiles"]');
    const before = await profiles.getAttribute('transform');
    await profiles.scrollIntoViewIfNeeded();
    const box = await profiles.boundingBox();
    if (!box) throw new Error('profiles box not drawn');
    await page.mouse.move(box.x + 20, box.y + 10);
    await page.mouse.down();
    await page.mouse.move(box.x + 80, box.y + 300, { steps: 5 });
    await page.mouse.up();
    const after = await profiles.getAttribute('transform');
    expect(after).not.toBe(before);
    const zoomed = Number((await page.getByTestId('zoom').textContent())?.replace('%', ''));
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect
      .poll(async () => Number((await page.getByTestId('zoom').textContent())?.replace('%', '')))
      .toBeLessThan(zoomed);

    const png = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PNG' }).click();
    const pngBytes = await readFile((await (await png).path()) as string);
    expect(pngBytes.subarray(1, 4).toString()).toBe('PNG');

    await page.reload();
    await page.getByRole('button', { name: /Load Database Schema/ }).click();
    await expect(page.locator('g[data-table="profiles"]')).toHaveAttribute('transform', after ?? '');
  });

  test('opens the sample fitted to its frame, and draws it dark in dark mode', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/database-visualizer');
    await page.getByRole('button', { name: /Load Database Schema/ }).click();
    // Laid out at 100%, the sample is wider than the frame: its last tables started off the canvas.
    await expect(page.getByRole('img', { name: 'ER diagram of 5 tables' })).toBeVisible();
    await expect(page.getByTestId('zoom')).not.toHaveText('100%');
    const frame = await page.getByRole('region', { name: 'ER diagram' }).boundingBox();
    if (!frame) throw new Error('no diagram frame');
    for (const table of await page.locator('g[data-table]').all()) {
      const box = await table.boundingBox();
      if (!box) throw new Error('a table is not drawn');
      expect(box.x).toBeGreaterThanOrEqual(frame.x - 1);
      expect(box.y).toBeGreaterThanOrEqual(frame.y - 1);
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
      expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height + 1);
    }
    // The canvas follows the page's theme (exports stay light).
    const background = await page.locator('[data-diagram] svg > rect').first().getAttribute('fill');
    expect(background).toBe('#09090b');
    await page
      .getByRole('region', { name: 'ER diagram' })
      .screenshot({ path: test.info().outputPath('schema-dark.png') });
  });

  test('parses pasted DDL with Postgres’s parser in the browser and reports errors with their line', async ({
    page,
  }) => {
    await page.goto('/database-visualizer');
    await page
      .getByLabel('SQL DDL')
      .fill(
        'create table teams (id bigint primary key);\ncreate table "Members" (id int, team_id bigint references teams (id));',
      );
    await page.getByRole('button', { name: 'Visualize SQL' }).click();
    await expect(page.getByText('Loaded 2 tables from your database schema')).toBeVisible();
    await page.getByRole('button', { name: /^Members/ }).click();
    await expect(page.getByText('Members.team_id → teams.id')).toBeVisible();

    await page.getByLabel('SQL DDL').fill('create table a (id int);\ncreate tabel b ();');
    await page.getByRole('button', { name: 'Visualize SQL' }).click();
    await expect(page.getByText('Line 2: syntax error at or near "tabel"')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('SQL DDL')).toHaveValue('create table a (id int);\ncreate tabel b ();');
  });

  test('explores a big schema: Ctrl+Enter, find, pan, Ctrl+wheel zoom, focus and hide a schema', async ({
    page,
  }) => {
    // Sixty tables in chains of foreign keys, one referencing auth.users: enough to scroll.
    const ddl = [
      'create table accounts (id uuid primary key references auth.users);',
      ...Array.from(
        { length: 60 },
        (_, i) =>
          `create table t${i} (id bigint primary key, ${i % 10 ? `parent_id bigint references t${i - 1} (id)` : 'account_id uuid references accounts (id)'}, name text not null, created_at timestamptz default now());`,
      ),
    ].join('\n');
    await page.goto('/database-visualizer');
    await page.getByLabel('SQL DDL').fill(ddl);
    await page.getByLabel('SQL DDL').press('Control+Enter');
    await expect(page.getByText('Loaded 62 tables from your database schema')).toBeVisible();
    const diagram = page.getByRole('img', { name: 'ER diagram of 62 tables' });
    await expect(diagram).toBeVisible();
    const region = page.getByRole('region', { name: 'ER diagram' });
    const scroll = () => region.evaluate((el) => ({ left: el.scrollLeft, top: el.scrollTop }));

    await page.getByLabel('Find a table').fill('t47');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'public.t47' })).toBeVisible();
    // The diagram scrolled the found table into its visible part.
    const inView = () =>
      page.evaluate(() => {
        const view = document.querySelector('section[aria-label="ER diagram"]')?.getBoundingClientRect();
        const table = document.querySelector('g[data-table="t47"]')?.getBoundingClientRect();
        if (!view || !table) return false;
        return (
          table.right > view.left &&
          table.left < view.right &&
          table.bottom > view.top &&
          table.top < view.bottom
        );
      });
    await expect.poll(inView).toBe(true);
    await region.scrollIntoViewIfNeeded();

    // Drag the background: the view pans.
    const before = await scroll();
    const box = await region.boundingBox();
    if (!box) throw new Error('diagram not laid out');
    const empty = await diagram.evaluate((el) => {
      const r = el.getBoundingClientRect();
      for (let y = r.top + 5; y < r.bottom; y += 17)
        for (let x = r.left + 5; x < r.right; x += 17) {
          const hit = document.elementFromPoint(x, y);
          if (
            hit &&
            el.contains(hit) &&
            !hit.closest('[data-table]') &&
            y > 0 &&
            x > 0 &&
            y < innerHeight - 200 &&
            x < innerWidth - 200
          )
            return { x, y };
        }
      return null;
    });
    if (!empty) throw new Error('no empty spot to drag');
    await page.mouse.move(empty.x, empty.y);
    await page.mouse.down();
    await page.mouse.move(empty.x + 150, empty.y + 120, { steps: 6 });
    await page.mouse.up();
    const after = await scroll();
    expect(after.left !== before.left || after.top !== before.top).toBe(true);

    // Ctrl+wheel zooms.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, 300);
    await page.keyboard.up('Control');
    await expect(page.getByTestId('zoom')).not.toHaveText('100%');

    // Two fingers pinch (real touch events through Chromium's input pipeline): fingers twice as far apart, twice
    // the zoom.
    await page.getByRole('button', { name: 'Fit' }).click();
    const fitted = Number((await page.getByTestId('zoom').textContent())?.replace('%', ''));
    const touch = await page.context().newCDPSession(page);
    await touch.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 2 });
    // On the drawing itself (fitted, it may be smaller than its frame), within the window.
    await diagram.scrollIntoViewIfNeeded();
    const at = await diagram.boundingBox();
    if (!at) throw new Error('diagram not laid out');
    const cx = at.x + at.width / 2;
    const cy = Math.max(at.y + 10, Math.min(at.y + at.height / 2, (page.viewportSize()?.height ?? 600) - 20));
    const fingers = (gap: number) => [
      { x: cx - gap / 2, y: cy, id: 1 },
      { x: cx + gap / 2, y: cy, id: 2 },
    ];
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(60) });
    for (const gap of [80, 100, 120])
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(gap) });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect
      .poll(async () => Number((await page.getByTestId('zoom').textContent())?.replace('%', '')))
      .toBe(Math.min(300, Math.round(fitted * 2)));
    await touch.send('Emulation.setTouchEmulationEnabled', { enabled: false });
    await touch.detach();

    // Focus the found table with its neighbours, then show all again.
    await page.getByRole('button', { name: 'Focus t47 and its neighbours' }).click();
    await expect(page.getByRole('img', { name: 'ER diagram of 3 tables' })).toBeVisible();
    await page.getByRole('button', { name: 'Show all tables' }).click();
    await page.getByRole('checkbox', { name: 'auth' }).uncheck();
    await expect(page.getByRole('img', { name: 'ER diagram of 61 tables' })).toBeVisible();
    await expect(page.locator('g[data-table="auth.users"]')).toHaveCount(0);
  });
});
