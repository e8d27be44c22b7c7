import { Ajv2020 } from 'ajv/dist/2020.js';
import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';
import { clipboardText, downloadText } from './output-helpers';

/** Three users as GitHub's REST API returns them (trimmed), one a line: JSON Lines. */
const USERS = [
  {
    login: 'octocat',
    id: 583231,
    site_admin: false,
    name: 'The Octocat',
    created_at: '2011-01-25T18:44:36Z',
    plan: { name: 'pro', space: 976562499, private_repos: 9999 },
  },
  { login: 'hubot', id: 480938, site_admin: true, name: null, created_at: '2011-04-14T16:00:49Z' },
  {
    login: 'monalisa',
    id: 2,
    site_admin: false,
    name: 'Mona Lisa',
    created_at: '2008-01-14T04:33:35Z',
    email: 'mona@github.com',
    plan: { name: 'free', space: 976562499, private_repos: 0 },
  },
];

test.describe('JSON to Types', () => {
  test('JSON Lines samples to a JSON Schema that Ajv compiles: every sample passes, a wrong one fails', async ({
    page,
  }) => {
    await page.goto('/json-to-types');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON to Types' })).toBeVisible();
    await page.getByLabel('JSON', { exact: true }).fill(USERS.map((user) => JSON.stringify(user)).join('\n'));
    await page.getByLabel('Language').selectOption('json-schema');
    await page.getByLabel('Root name').fill('github user');
    await page.getByRole('button', { name: /Generate types/ }).click();

    const file = await downloadText(page, page.getByRole('button', { name: 'Download', exact: true }));
    expect(file.name).toBe('schema.json');
    const schema = JSON.parse(file.text);
    expect(schema.title).toBe('GithubUser');
    expect(schema.required).toEqual(['login', 'id', 'site_admin', 'name', 'created_at']);
    expect(schema.properties.created_at).toEqual({ type: 'string', format: 'date-time' });
    const validate = new Ajv2020({ validateFormats: false }).compile(schema);
    for (const user of USERS) expect(validate(user), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...USERS[1], id: '480938' })).toBe(false);
    expect(validate({ ...USERS[0], plan: { name: 'pro' } })).toBe(false);

    // The same samples as TypeScript: the fields missing from some samples are optional.
    await page.getByLabel('Language').selectOption('ts');
    await page.getByRole('button', { name: /Generate types/ }).click();
    const types = page.getByRole('region', { name: 'types.ts' });
    await expect(types).toContainText('export interface GithubUser {');
    await expect(types).toContainText('email?: string;');
    await expect(types).toContainText('name: string | null;');
  });

  test('Go structs for the same samples: quicktype loads only when Go is chosen; copy and download', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/quicktype/.test(request.url())) chunks.push(request.url());
    });
    await page.goto('/json-to-types');
    await page.getByLabel('JSON', { exact: true }).fill(USERS.map((user) => JSON.stringify(user)).join('\n'));
    await page.getByLabel('Root name').fill('github user');
    await page.getByRole('button', { name: /Generate types/ }).click();
    await expect(page.getByRole('region', { name: 'types.ts' })).toContainText(
      'export interface GithubUser {',
    );
    expect(chunks).toEqual([]);

    await page.getByLabel('Language').selectOption('go');
    await page.getByRole('button', { name: /Generate types/ }).click();
    const go = page.getByRole('region', { name: 'types.go' });
    await expect(go).toContainText('type GithubUser struct {');
    await expect(go).toContainText('Name      *string   `json:"name"`');
    await expect(go).toContainText('Email     *string   `json:"email,omitempty"`');
    expect(chunks.length).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    expect(await clipboardText(page)).toContain('type GithubUser struct {');
    const file = await downloadText(page, page.getByRole('button', { name: 'Download', exact: true }));
    expect(file.name).toBe('types.go');
    expect(file.text).toContain('package types\n');
    expect(file.text).toContain('func UnmarshalGithubUser(data []byte) (GithubUser, error) {\n');
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
  });

  test('a sample with a trailing comma is refused with its line and column, and stays as typed', async ({
    page,
  }) => {
    await page.goto('/json-to-types');
    const broken = '{\n  "id": 1,\n  "login": "octocat",\n}';
    const field = page.getByLabel('JSON', { exact: true });
    await field.fill(broken);
    await page.getByRole('button', { name: /Generate types/ }).click();
    await expect(field).toHaveAccessibleDescription(/^Invalid JSON string: .* at line 4, column 1\./);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await expect(field).toHaveValue(broken);
    await expect(page.getByText('Paste JSON and press Generate types.')).toBeVisible();
  });
});
