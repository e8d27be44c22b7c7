import { expect, type Page } from '@playwright/test';
import { encodePng } from '@toolbox/core/image/png-encode';
import type { ToolId } from '@toolbox/core/registry';
import { pastTheirCells } from './cell-overflow';
import type { WalkEntry } from './entry';
import { tabTo } from './keyboard';
import { everydayWalk } from './table-everyday';
import { tab } from './tabs';

function greenPng(): Buffer {
  const w = 120;
  const h = 240;
  const px = new Uint8Array(w * h * 4);
  for (let i = 0; i < px.length; i += 4) px.set([22, 163, 74, 255], i);
  return Buffer.from(encodePng(px, w, h));
}

/** A visible <img> that has decoded to a non-zero size. */
async function seeImage(page: Page, name: string | RegExp) {
  const image = page.getByRole('img', { name }).first();
  await expect(image).toBeVisible();
  await expect
    .poll(() =>
      image.evaluate((el) =>
        el instanceof HTMLImageElement ? el.naturalWidth : el.getBoundingClientRect().width,
      ),
    )
    .toBeGreaterThan(0);
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/**
 * Every registry tool's main path; `walk.spec.ts` fails for a tool missing here. To add a tool (or a route), add one
 * entry: the page's heading, the `steps` a keyboard user takes (see Step), what the result must `see`, and
 * optionally `keys` (more keyboard checks), `long` (input that stresses the layout) and `axe` (more states for
 * axe: the page as opened, other tabs). The walk opens the page from the sidebar, runs the steps by keyboard,
 * tabs through the page, runs axe light and dark, the long input, and the overflow checks at 1280 and 390 px: a
 * tool's own spec need not repeat any of that (no axe there) and keeps to what the tool does.
 */
const studioWalk = {
  'og-generator': {
    heading: 'OG Image Generator',
    steps: [{ type: 'Walk title', into: 'Title', exact: true }],
    see: (page) => seeImage(page, 'Open Graph image preview: Walk title'),
  },
  'favicon-maker': {
    heading: 'Favicon & Logo Maker',
    steps: [{ type: 'WK', into: 'Text', exact: true }],
    see: (page) => seeImage(page, 'Favicon preview: WK'),
  },
  'api-docs': {
    heading: 'API Docs Generator',
    steps: [{ press: 'Load sample' }, { press: /Generate docs/ }],
    see: async (page) => {
      await expect(
        page.frameLocator('iframe[title="API docs preview"]').getByRole('heading', { level: 1 }),
      ).toHaveText('Toolbox Snippets API');
    },
  },
  'markdown-pdf': {
    // One long code line and one long word: the preview's code block scrolls inside itself, the word wraps.
    long: [
      {
        type: `# Release notes\n\n\`\`\`ts\nconst configuration = { ${'internationalization_configuration_management: true, '.repeat(10)}};\n\`\`\`\n\nSupercalifragilisticexpialidocious-internationalization-configuration-Supercalifragilisticexpialidocious-internationalization-configuration-\n`,
        into: 'Markdown',
        exact: true,
      },
    ],
    heading: 'Markdown to PDF',
    steps: [{ press: /Generate PDF/, download: /\.pdf$/ }],
    see: (page) =>
      expect(
        page.getByRole('region', { name: 'Preview' }).getByRole('heading', { level: 1 }).first(),
      ).toBeVisible(),
  },
  'mockup-generator': {
    heading: 'Mockup Generator',
    steps: [
      { upload: { name: 'shot.png', mimeType: 'image/png', buffer: greenPng() } },
      { press: /Generate Mockup/ },
    ],
    see: async (page) => {
      await seeImage(page, / mockup$/);
    },
    // As opened, the page shows the FileDrop's upload button (its name must hold every word it shows).
    axe: { atOpen: true },
  },
  'color-palette': {
    heading: 'Color & Font Pairs',
    steps: [{ nextOption: 'Palette type' }, { press: /^Generate/ }],
    see: (page) =>
      expect(page.getByRole('list', { name: 'Colors' }).first().getByRole('listitem')).not.toHaveCount(0),
  },
  'regex-json': {
    long: [
      { tab: 'Regex Tester' },
      {
        type: 'Supercalifragilisticexpialidocious-internationalization-configuration-Supercalifragilisticexpialidocious-internationalization-configuration-Supercalifragilisticexpialidocious-internationalization-configuration-Supercalifragilisticexpialidocious-internationalization-configuration-',
        into: 'Test text',
      },
      { type: '[a-z]+', into: 'Regular expression' },
    ],
    heading: 'Regex & JSON Tools',
    // Live: no button; the matches follow the typing.
    steps: [
      { type: '\\d+', into: 'Regular expression' },
      { type: 'a 12 b 345', into: 'Test text' },
    ],
    see: (page) => expect(page.getByRole('status')).toHaveText('2 matches'),
    axe: {
      states: {
        'JSON Tools, formatted': async (page) => {
          await tab('JSON Tools')(page);
          await page.getByLabel('JSON', { exact: true }).fill('{"a":1}');
          await page.getByRole('button', { name: 'Format' }).click();
        },
      },
    },
  },
  'readme-generator': {
    long: [
      { choose: 'Badge Style', option: 'for-the-badge' },
      { type: 'enterprise-grade-configuration-management-toolkit', into: 'Project Name' },
      { press: /Generate README/ },
      { tab: 'Preview' },
    ],
    heading: 'README Generator',
    steps: [{ type: 'Rocket', into: 'Project Name' }, { press: /Generate README/ }],
    see: (page) => expect(region(page, 'README source')).toContainText('# Rocket'),
    axe: {
      atOpen: true,
      states: {
        'preview of the React template with a badge': async (page) => {
          await page.getByLabel('Template').selectOption('react');
          await page.getByRole('textbox', { name: 'Repository' }).fill('acme/rocket');
          await page.getByRole('checkbox', { name: 'GitHub Stars' }).check();
          await page.getByLabel('Badge Style').selectOption('flat-square');
          await page.getByRole('button', { name: /Generate README/ }).click();
          await tab('Preview')(page);
          await expect(page.getByRole('img', { name: 'GitHub Stars' })).toBeVisible();
        },
      },
    },
  },
  'meta-tags': {
    long: [
      { tab: 'Basic Info' },
      {
        type: 'The complete guide to internationalization-configuration-management for teams',
        into: 'Page Title',
      },
      {
        type: 'https://docs.example.com/guides/internationalization/configuration-management/advanced',
        into: 'Canonical URL',
      },
      { tab: 'Preview & Export' },
      { press: /Generate Meta Tags/ },
    ],
    heading: 'Meta Tag Generator',
    steps: [
      { type: 'Ada docs', into: 'Page Title' },
      { type: 'Guides and references for Ada.', into: 'Meta Description' },
      { type: 'docs, ada', into: 'Keywords' },
      { type: 'https://ada.dev/docs', into: 'Canonical URL' },
      { tab: 'Preview & Export' },
      { press: /Generate Meta Tags/ },
    ],
    see: (page) => expect(region(page, 'Generated meta tags')).toContainText('<title>Ada docs</title>'),
    axe: {
      atOpen: true,
      states: {
        'Social Media, filled': async (page) => {
          // The preview loads the image: out of reach here, so a local one stands in.
          await page.route('https://ada.dev/**', (route) =>
            route.fulfill({ contentType: 'image/png', body: greenPng() }),
          );
          await tab('Social Media')(page);
          await page.getByLabel('Image URL').fill('https://ada.dev/og.png');
          await page.getByLabel('Twitter Username').fill('ada');
          await page.getByLabel('Structured Data Type').selectOption('organization');
        },
        'Preview & Export': async (page) => {
          await tab('Preview & Export')(page);
          await expect(page.getByRole('button', { name: 'Copy Tags' })).toBeVisible();
        },
      },
    },
  },
  'dev-utilities': {
    heading: 'Dev Utilities',
    steps: [{ press: 'Generate UUID' }],
    see: (page) => expect(page.getByLabel('UUID', { exact: true })).toHaveText(/^[0-9a-f]{8}-[0-9a-f]{4}-/),
    axe: {
      states: {
        'Generators, a password': async (page) => {
          await tab('Generators')(page);
          await page.getByRole('button', { name: 'Generate Password' }).click();
        },
        Converters: tab('Converters'),
        Validators: tab('Validators'),
        Formatters: tab('Formatters'),
        Colors: tab('Colors'),
      },
      // The contrast checker's sample paints the user's own colours on purpose (the default #3b82f6 on white fails
      // AA, which is the point of the tool).
      exclude: ['[data-contrast-sample]'],
    },
    // Back to the main path's tab for the overflow checks.
    long: [{ tab: 'Generators' }],
  },
  'folder-structure-generator': {
    long: [
      { type: 'enterprise-grade-configuration-management-toolkit', into: 'Project Name' },
      { press: /Generate Structure/ },
    ],
    heading: 'Folder Structure Generator',
    steps: [{ type: 'shop', into: 'Project Name' }, { press: /Generate Structure/ }],
    see: (page) => expect(region(page, 'Tree View')).toContainText('shop'),
  },
  'commit-message-assistant': {
    long: [
      {
        type: 'Fixed the checkout crash when the cart is empty and the saved coupon has expired; closes #482 Supercalifragilisticexpialidocious-internationalization-configuration-',
        into: 'What did you change?',
      },
      { press: 'Auto-Generate from Description' },
    ],
    heading: 'Commit Message Assistant',
    steps: [
      { type: 'Fixed the token refresh in auth', into: 'What did you change?' },
      { press: 'Auto-Generate from Description' },
    ],
    see: (page) =>
      expect(region(page, 'Conventional commit message')).toHaveText('fix(auth): the token refresh in auth'),
  },
  'changelog-generator': {
    long: [
      {
        type: 'Added https://docs.example.com/guides/internationalization/configuration-management/advanced Supercalifragilisticexpialidocious-internationalization-configuration-',
        into: 'Change entry 1',
      },
      { press: /Generate Changelog/ },
    ],
    heading: 'Changelog Generator',
    steps: [{ type: 'Added dark mode', into: 'Change entry 1' }, { press: /Generate Changelog/ }],
    see: (page) => expect(region(page, 'Keep a Changelog Format')).toContainText('Added dark mode'),
  },
  'visual-workspace-generator': {
    heading: 'Visual Workspace',
    steps: [{ press: 'Load Sample Data' }, { press: /Generate Workspace/ }, { tab: 'Kanban' }],
    see: (page) => expect(page.getByText(/^7 components · generated/)).toBeVisible(),
    axe: { atOpen: true, states: { Mindmap: tab('Mindmap'), Dashboard: tab('Dashboard') } },
    // Back to the main path's tab for the overflow checks.
    long: [{ tab: 'Kanban' }],
    keys: async (page) => {
      // A focused card moves between columns with the arrow keys (kanban-card.tsx).
      const card = page.getByRole('listitem', { name: /^Legal Review/ });
      await expect(region(page, 'Not Started').getByText('Legal Review')).toBeVisible();
      await card.focus();
      await page.keyboard.press('ArrowRight');
      await expect(region(page, 'In Progress').getByText('Legal Review')).toBeVisible();
      await expect(page.getByRole('listitem', { name: /^Legal Review/ })).toBeFocused();
    },
  },
  'component-scaffolder': {
    long: [
      { type: 'UserProfileNotificationPreferencesSettingsCard', into: 'Component Name' },
      { press: /Generate Component/ },
    ],
    heading: 'Component Scaffolder',
    steps: [{ type: 'UserCard', into: 'Component Name' }, { press: /Generate Component/ }],
    see: (page) => expect(region(page, 'UserCard.tsx')).toContainText('export function UserCard('),
  },
  'tailwind-utilities': {
    long: [
      { tab: 'Class Optimizer' },
      {
        type: 'flex items-center justify-between rounded-lg border border-slate-200 bg-white px-4 py-2 text-sm font-medium text-slate-900 shadow-sm hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 dark:border-slate-800 dark:bg-slate-950 md:px-6 lg:px-8 [grid-template-columns:repeat(auto-fill,minmax(12rem,1fr))] supports-[backdrop-filter]:bg-white/60',
        into: 'Tailwind classes',
      },
      { press: /Optimize Classes/ },
    ],
    heading: 'Tailwind Utilities',
    steps: [{ type: 'p-2 p-4 flex', into: 'Tailwind classes' }, { press: /Optimize Classes/ }],
    see: (page) => expect(page.getByLabel('Optimized classes')).toHaveText('flex p-4'),
    axe: {
      states: {
        'Responsive Helper': tab('Responsive Helper'),
        'Color Extractor': tab('Color Extractor'),
        'Config Generator': tab('Config Generator'),
      },
    },
  },
  'icon-library': {
    long: [{ type: 'arrow', into: 'Search icons' }],
    heading: 'Icon Library',
    steps: [{ type: 'calendar', into: 'Search icons' }],
    see: (page) =>
      expect(page.getByRole('listbox', { name: 'Icons' }).getByRole('option').first()).toBeVisible(),
    keys: async (page) => {
      // The grid is one tab stop; arrows move the active option (aria-activedescendant), Enter selects it.
      const grid = page.getByRole('listbox', { name: 'Icons' });
      await tabTo(page, grid);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(grid.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    },
  },
  'database-visualizer': {
    heading: 'Schema Visualizer',
    steps: [{ press: /Load Database Schema/ }],
    see: (page) => expect(page.getByRole('table', { name: 'Columns of profiles' })).toContainText('uuid'),
    axe: { atOpen: true },
  },
  'rls-policy-generator': {
    heading: 'RLS Policy Generator',
    steps: [{ type: 'todos', into: 'Table Name' }, { nextOption: 'Operation' }],
    see: (page) => expect(region(page, 'Generated SQL')).toContainText('"public"."todos"'),
    axe: {
      atOpen: true,
      states: {
        'a role policy': (page) =>
          page
            .getByLabel('Policy Type')
            .selectOption('role')
            .then(() => {}),
      },
    },
  },
  'edge-function-scaffolder': {
    long: [{ type: 'process-stripe-subscription-webhook-events', into: 'Function Name' }],
    heading: 'Edge Function Scaffolder',
    steps: [{ type: 'send-email', into: 'Function Name' }],
    see: (page) => expect(region(page, 'Generated code')).toContainText('Deno.serve('),
  },
  'realtime-code-generator': {
    long: [{ type: 'customer_support_conversation_messages_archive', into: 'Table Name' }],
    heading: 'Realtime Code Generator',
    steps: [{ type: 'messages', into: 'Table Name' }],
    see: (page) => expect(region(page, 'MessagesRealtime.tsx')).toContainText('useMessagesRealtime('),
    axe: {
      atOpen: true,
      states: { 'a custom channel': (page) => page.getByLabel('Custom broadcast channel').check() },
    },
  },
  jwt: {
    heading: 'JWT Decoder',
    steps: [{ type: 'walk-secret', into: 'Signing secret' }, { press: /Sign test token/ }],
    see: (page) =>
      expect(page.getByRole('table', { name: 'Claims' })).toContainText('authenticated: a signed-in user'),
    // A Supabase token with a long key id, issuer, and a namespaced custom claim with a long value.
    long: [
      {
        type: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6InN1cGFiYXNlLXByb2R1Y3Rpb24tc2lnbmluZy1rZXktMjAyNi1yb3RhdGlvbi1zY2hlZHVsZS1xdWFydGVybHkifQ.eyJpc3MiOiJodHRwczovL2FiY2RlZmdoaWprbG1ub3BxcnN0LnN1cGFiYXNlLmNvL2F1dGgvdjEiLCJzdWIiOiI4ZjE0ZTQ1Zi1jZWVhLTQ2N2YtYTBlMS04YzJkNmU4ZjliMTAiLCJhdWQiOiJhdXRoZW50aWNhdGVkIiwicm9sZSI6ImF1dGhlbnRpY2F0ZWQiLCJhYWwiOiJhYWwxIiwiYW1yIjpbeyJtZXRob2QiOiJwYXNzd29yZCIsInRpbWVzdGFtcCI6MTc2ODQ3ODQwMH1dLCJleHAiOjQxMDI0NDQ4MDAsImlhdCI6MTc2ODQ3ODQwMCwiaHR0cHM6Ly9leGFtcGxlLmNvbS9jbGFpbXMvb3JnYW5pemF0aW9uX3Blcm1pc3Npb25zX2FuZF9lbnRpdGxlbWVudHMiOiJyZWFkOm9yZ2FuaXphdGlvbi1jb25maWd1cmF0aW9uLW1hbmFnZW1lbnQtc2V0dGluZ3MtYW5kLWV2ZXJ5dGhpbmctZWxzZSJ9.c2lnbmF0dXJl',
        into: 'Token',
        exact: true,
      },
    ],
    phone: async (page) => {
      await expect(page.getByRole('table', { name: 'Claims' })).toContainText('How the user signed in');
      expect(await pastTheirCells(page.locator('main table'))).toEqual([]);
    },
  },
  time: {
    heading: 'Time Converter',
    steps: [{ type: '1700000000', into: 'Time to convert' }],
    see: (page) =>
      expect(page.getByRole('definition').filter({ hasText: '2023-11-14T22:13:20Z' }).first()).toBeVisible(),
  },
  cron: {
    heading: 'Cron Explainer',
    steps: [{ type: '*/5 * * * *', into: 'Cron expression' }],
    see: (page) => expect(page.getByRole('status').filter({ hasText: 'Every 5 minutes' })).toBeVisible(),
  },
  url: {
    heading: 'URL Encoder & Parser',
    steps: [{ type: 'a b&c', into: 'Text', exact: true }, { press: /^Encode$/ }],
    see: (page) => expect(region(page, 'Result')).toHaveText('a%20b%26c'),
  },
  convert: {
    heading: 'JSON, YAML & TOML Converter',
    steps: [{ press: /^Convert/ }],
    see: (page) => expect(region(page, 'converted.json')).toContainText('"image": "nginx:1.27"'),
  },
  'json-to-types': {
    heading: 'JSON to Types',
    steps: [{ press: /Generate types/ }],
    see: (page) => expect(region(page, 'types.ts')).toContainText('export interface User {'),
  },
  diff: {
    heading: 'Diff',
    steps: [
      { type: 'walk: old line', into: 'Original', exact: true },
      { type: 'walk: new line', into: 'Changed', exact: true },
      { press: /^Compare/ },
    ],
    see: (page) =>
      expect(page.getByRole('table', { name: 'Side by side diff' }).locator('ins')).toHaveText('new'),
    long: [
      {
        type: `const configuration = { ${'internationalization-configuration-management: true, '.repeat(12)}};\nSupercalifragilisticexpialidocious-internationalization-configuration-Supercalifragilisticexpialidocious-internationalization-configuration-`,
        into: 'Changed',
        exact: true,
      },
      { press: /^Compare/ },
    ],
    // Stacked on a phone: every line has the table's whole width, not half of it.
    phone: async (page) => {
      const table = page.getByRole('table', { name: 'Side by side diff' });
      const { width, narrowest } = await table.evaluate((el) => ({
        width: el.getBoundingClientRect().width,
        narrowest: Math.min(
          ...Array.from(el.querySelectorAll('tbody td:nth-child(even)'))
            .map((td) => td.getBoundingClientRect().width)
            .filter((w) => w > 0),
        ),
      }));
      expect(narrowest, `the narrowest line of ${Math.round(width)}px`).toBeGreaterThan(width * 0.7);
      expect(await pastTheirCells(table)).toEqual([]);
    },
  },
  certificates: {
    heading: 'Certificate Decoder',
    steps: [{ press: 'Load sample' }],
    see: (page) => expect(region(page, 'Certificate')).toContainText('96:BC:EC:06:26:49:76:F3'),
  },
  'qr-code': {
    heading: 'QR Code Generator',
    steps: [
      { type: 'example.com/walk', into: 'URL' },
      { press: 'PNG', download: /^qr-code\.png$/ },
    ],
    see: (page) => seeImage(page, 'QR code: URL'),
  },
  'sql-format': {
    heading: 'SQL Formatter',
    steps: [
      { type: 'select id from todos where done = false', into: 'SQL', exact: true },
      { press: /Format SQL/ },
    ],
    see: (page) =>
      expect(region(page, 'formatted.sql')).toHaveText(
        'SELECT\n  id\nFROM\n  todos\nWHERE\n  done = FALSE\n',
      ),
    long: [
      {
        type: `select ${'internationalization_configuration_management_value, '.repeat(12)}Supercalifragilisticexpialidocious_internationalization_configuration_management from customer_support_conversation_messages_archive`,
        into: 'SQL',
        exact: true,
      },
      { press: /Format SQL/ },
    ],
  },
} satisfies Partial<Record<ToolId, WalkEntry>>;

export const walk: Record<ToolId, WalkEntry> = { ...studioWalk, ...everydayWalk };
