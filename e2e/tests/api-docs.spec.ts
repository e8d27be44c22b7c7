import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Frame, Page } from '@playwright/test';
import { signedInConfigHome } from '../../cli/test/signed-in-config-home.mjs';
import { seriousViolations } from '../axe';
import { expect, signedInTest as test } from '../fixtures';
import { repoRoot } from '../stack';

const toolbox = join(repoRoot, 'cli', 'dist', 'toolbox.js');
const HOSTILE = join(repoRoot, 'core', 'src', 'tools', 'api-docs', 'fixtures', 'hostile.yaml');

/** Before any script of the page: every CSP report about script is kept, to show that nothing even tried. */
function recordViolations() {
  const w = window as unknown as { __violations: string[] };
  w.__violations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    if (event.effectiveDirective.startsWith('script-src'))
      w.__violations.push(`${event.effectiveDirective} ${event.sample}`);
  });
}

/**
 * Shows every tag, opens every collapsible part (schemas, responses, examples) a few levels deep and searches,
 * so that every path from the document to the page is rendered; then lists whatever a payload could have left:
 * handler or script-URL attributes, elements that load or run, the pwned marker, CSP reports.
 */
async function renderEverything(frame: Page | Frame) {
  return frame.evaluate(async () => {
    const tick = () => new Promise((resolve) => setTimeout(resolve, 30));
    const tags = Array.from(document.querySelectorAll('#nav a[href^="#tag/"]'), (a) =>
      a.getAttribute('href'),
    );
    let text = '';
    let operations = 0;
    for (const tag of tags) {
      location.hash = tag ?? '';
      await tick();
      for (let depth = 0; depth < 6; depth++) {
        for (const details of Array.from(document.querySelectorAll('details:not([open])')))
          (details as HTMLDetailsElement).open = true;
        await tick();
      }
      for (const select of Array.from(document.querySelectorAll('select')))
        for (const option of Array.from(select.options)) {
          select.value = option.value;
          select.dispatchEvent(new Event('change'));
        }
      text += document.querySelector('main')?.textContent ?? '';
      operations += document.querySelectorAll('.op').length;
    }
    const search = document.getElementById('search') as HTMLInputElement;
    search.value = 'img';
    search.dispatchEvent(new Event('input'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const attributes = Array.from(document.querySelectorAll('*')).flatMap((node) =>
      Array.from(node.attributes)
        .filter((a) => /^on/i.test(a.name) || /^\s*javascript:/i.test(a.value) || a.name === 'srcdoc')
        .map((a) => `${node.tagName} ${a.name}=${a.value}`),
    );
    return {
      tags: tags.length,
      operations,
      attributes,
      elements: Array.from(
        document.querySelectorAll(
          'main img, main iframe, main svg, main object, main embed, main script, main form',
        ),
        (n) => n.outerHTML,
      ),
      pwned: document.documentElement.dataset.pwned ?? null,
      violations: (window as unknown as { __violations: string[] }).__violations,
      text,
    };
  });
}

const BROKEN =
  'openapi: 3.0.3\ninfo: {title: Broken, version: "1"}\npaths:\n  /a:\n    get:\n      parameters: [{name: q, in: body}]\n';

/** An OpenAPI 3.0 document with `count` paths of two operations each, every one with a described schema. */
function largeSpec(count: number): string {
  const paths: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = {};
  const lorem = 'A widget is a thing with parts. '.repeat(12);
  for (let i = 0; i < count; i++) {
    const ref = { $ref: `#/components/schemas/Widget${i}` };
    const ok = { description: 'OK', content: { 'application/json': { schema: ref } } };
    paths[`/widgets/${i}`] = {
      get: {
        operationId: `widget${i}/get`,
        summary: `Get widget ${i}`,
        description: lorem,
        responses: { 200: ok },
      },
      put: {
        operationId: `widget${i}/put`,
        summary: `Replace widget ${i}`,
        requestBody: { content: { 'application/json': { schema: ref } } },
        responses: { 200: ok },
      },
    };
    schemas[`Widget${i}`] = {
      type: 'object',
      description: lorem,
      properties: Object.fromEntries(
        ['id', 'name', 'size', 'colour', 'owner'].map((name) => [
          name,
          { type: 'string', description: lorem },
        ]),
      ),
    };
  }
  return JSON.stringify(
    { openapi: '3.0.3', info: { title: 'Widgets', version: '1' }, paths, components: { schemas } },
    null,
    2,
  );
}

async function generateSample(page: Page) {
  await page.getByRole('button', { name: 'Load sample' }).click();
  await page.getByRole('button', { name: /Generate docs/ }).click();
  await expect(page.getByText('6 operations documented.')).toBeVisible();
}

test.describe('API Docs Generator', () => {
  test('a hostile document runs nothing: exported by the CLI and opened from file://, and in the page preview', async ({
    page,
    context,
  }) => {
    if (!existsSync(toolbox))
      expect(
        spawnSync(process.execPath, [join(repoRoot, 'cli', 'build.mjs')], { stdio: 'inherit' }).status,
      ).toBe(0);
    const dir = mkdtempSync(join(tmpdir(), 'api-docs-hostile-'));
    copyFileSync(HOSTILE, join(dir, 'hostile.yaml'));
    const cli = spawnSync(process.execPath, [toolbox, 'api-docs', 'hostile.yaml', '-o', 'hostile.html'], {
      cwd: dir,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', HOME: dir, XDG_CONFIG_HOME: signedInConfigHome() },
    });
    expect(cli.stderr).toContain('wrote hostile.html');
    expect(cli.status).toBe(0);

    const file = await context.newPage();
    const dialogs: string[] = [];
    file.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await file.addInitScript(recordViolations);
    const url = `file://${join(dir, 'hostile.html')}`;
    await file.goto(url);
    const seen = await renderEverything(file);
    expect(seen.tags).toBeGreaterThan(1);
    expect(seen.operations).toBeGreaterThan(0);
    // The payloads are on the page, as text.
    expect(seen.text).toContain('X-ext <img src=x onerror="document.documentElement.dataset.pwned=1">');
    expect(seen.text).toContain('Value <img src=x onerror="document.documentElement.dataset.pwned=1">');
    expect(seen.attributes).toEqual([]);
    expect(seen.elements).toEqual([]);
    expect(seen.pwned).toBeNull();
    expect(seen.violations).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(file.url().split('#')[0]).toBe(url);
    // The CSP alone: markup that got past every sanitizer still cannot run.
    await file.evaluate(() =>
      document.body.insertAdjacentHTML(
        'beforeend',
        '<img src=x onerror="document.documentElement.dataset.pwned=1"><a id=jsurl href="javascript:document.documentElement.dataset.pwned=1">x</a>',
      ),
    );
    await file.locator('#jsurl').click();
    await expect
      .poll(() => file.evaluate(() => (window as unknown as { __violations: string[] }).__violations.length))
      .toBeGreaterThan(0);
    expect(await file.evaluate(() => document.documentElement.dataset.pwned ?? null)).toBeNull();
    expect(dialogs).toEqual([]);

    // The same document in the page's preview.
    await page.addInitScript(recordViolations);
    await page.goto('/api-docs');
    await page.getByRole('tabpanel').locator('input[type="file"]').setInputFiles(join(dir, 'hostile.yaml'));
    await expect(page.getByLabel('OpenAPI document (JSON or YAML)')).not.toHaveValue('');
    await page.getByRole('button', { name: /Generate docs/ }).click();
    const frame = await (
      await page.locator('iframe[title="API docs preview"]').elementHandle()
    )?.contentFrame();
    if (!frame) throw new Error('no preview frame');
    await expect(frame.locator('.op').first()).toBeVisible();
    const preview = await renderEverything(frame);
    expect(preview.operations).toBeGreaterThan(0);
    expect(preview.attributes).toEqual([]);
    expect(preview.elements).toEqual([]);
    expect(preview.pwned).toBeNull();
    expect(preview.violations).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.dataset.pwned ?? null)).toBeNull();
  });

  test('lists located errors, then renders, exports both files, and the HTML searches from file://', async ({
    page,
    context,
  }) => {
    await page.goto('/api-docs');
    await expect(page.getByRole('heading', { level: 1, name: 'API Docs Generator' })).toBeVisible();
    const editor = page.getByLabel('OpenAPI document (JSON or YAML)');
    await editor.fill(BROKEN);
    await page.getByRole('button', { name: /Generate docs/ }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'errors in the document' });
    await expect(alert).toContainText('#/paths/~1a/get/responses');
    await alert.getByRole('button', { name: /parameters\/0\/in/ }).click();
    await expect(editor).toBeFocused();
    await expect(editor).toHaveValue(BROKEN);

    await generateSample(page);
    const preview = page.frameLocator('iframe[title="API docs preview"]');
    await expect(preview.getByRole('heading', { level: 1, name: 'Toolbox Snippets API' })).toBeVisible();
    await preview.getByLabel('Search operations').fill('folder');
    await expect(preview.getByRole('link', { name: /Get a folder with its subfolders/ })).toBeVisible();

    const md = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Markdown' }).click();
    const mdFile = await md;
    expect(mdFile.suggestedFilename()).toBe('api-docs.md');
    expect(await readFile((await mdFile.path()) as string, 'utf8')).toContain('### `GET /snippets/{id}`');

    const html = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export HTML' }).click();
    const htmlFile = await html;
    expect(htmlFile.suggestedFilename()).toBe('api-docs.html');
    const path = `${(await htmlFile.path()) as string}.html`;
    await htmlFile.saveAs(path);

    // The export on its own, from disk: no server, no network.
    const offline = await context.newPage();
    const requests: string[] = [];
    offline.on('request', (request) => {
      if (!request.url().startsWith('file://')) requests.push(request.url());
    });
    await offline.goto(`file://${path}`);
    await offline.getByLabel('Search operations').fill('delete snip');
    const result = offline.getByRole('link', { name: /Delete a snippet/ });
    await expect(result).toBeVisible();
    await result.click();
    await expect(offline).toHaveURL(/#operation\/deleteSnippet$/);
    await expect(offline.locator('[id="operation/deleteSnippet"]')).toBeInViewport();
    // Descriptions are Markdown, rendered.
    await expect(offline.locator('.desc strong', { hasText: 'for good' })).toBeVisible();
    await expect(offline.getByRole('link', { name: 'sharing' })).toHaveAttribute(
      'href',
      'https://toolbox.example/docs/sharing',
    );
    await offline.goto(`file://${path}#operation/getFolderTree`);
    await offline.getByText('The folder tree.').click();
    await offline.getByText('body', { exact: true }).click();
    await offline.locator('summary', { hasText: 'children' }).first().click();
    await expect(offline.getByText('↻ circular').first()).toBeVisible();
    expect(requests).toEqual([]);
    expect(await seriousViolations(offline), 'exported file').toEqual([]);
  });

  test('the try-it console sends nothing until Send, then shows status, headers and body; CORS failures explained', async ({
    page,
    context,
  }) => {
    const received: string[] = [];
    // One server that allows any origin (as an API meant for browsers does), and one that does not.
    const open = createServer((req, res) => {
      const headers = {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'authorization, content-type, x-api-key',
        'access-control-allow-methods': 'GET, POST, PUT, DELETE',
        'access-control-expose-headers': 'x-request-id',
      };
      if (req.method === 'OPTIONS') return void res.writeHead(204, headers).end();
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        received.push(`${req.method} ${req.url} ${req.headers['x-api-key'] ?? ''} ${body}`);
        res.writeHead(201, { ...headers, 'content-type': 'application/json', 'x-request-id': 'r1' });
        res.end(JSON.stringify({ id: 7, echo: body ? JSON.parse(body) : null }));
      });
    });
    const closed = createServer((_req, res) => res.writeHead(200).end('no CORS here'));
    await new Promise<void>((resolve) => open.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (server: typeof open) => (server.address() as AddressInfo).port;
    const spec = `openapi: 3.1.0
info: {title: Pets, version: "1"}
servers:
  - url: 'http://127.0.0.1:{port}/v1'
    variables: {port: {default: '${port(open)}'}}
security: [{key: []}]
paths:
  /pets/{id}:
    put:
      operationId: putPet
      summary: Replace a pet
      parameters: [{name: id, in: path, required: true, schema: {type: integer, example: 5}}]
      requestBody:
        content: {application/json: {schema: {type: object, properties: {name: {type: string, example: Rex}}}}}
      responses: {'201': {description: saved}}
components:
  securitySchemes:
    key: {type: apiKey, in: header, name: X-Api-Key}
`;
    const dir = mkdtempSync(join(tmpdir(), 'api-docs-try-'));
    writeFileSync(join(dir, 'pets.yaml'), spec);

    async function tryIt(frame: Page | Frame) {
      await frame.getByText('Try it').click();
      await frame.getByLabel(/Auth key/).fill('secret-1');
      await frame.getByLabel(/Body \(application\/json\)/).fill('{"name": "Fido"}');
      expect(received).toEqual([]);
      await frame.getByRole('button', { name: 'Send' }).click();
      const result = frame.locator('.result');
      await expect(result).toContainText('201 Created');
      await expect(result).toContainText('x-request-id: r1');
      await expect(result).toContainText('"name": "Fido"');
      expect(received).toEqual(['PUT /v1/pets/5 secret-1 {"name": "Fido"}']);
      received.length = 0;
      // A server that does not allow this page: the failure says why.
      await frame
        .locator('.try label', { hasText: '{port}' })
        .locator('input')
        .fill(String(port(closed)));
      await frame.getByRole('button', { name: 'Send' }).click();
      await expect(result).toContainText('CORS');
    }

    // In the page's preview.
    await page.goto('/api-docs');
    await page.getByLabel('OpenAPI document (JSON or YAML)').fill(spec);
    await page.getByRole('button', { name: /Generate docs/ }).click();
    const frame = await (
      await page.locator('iframe[title="API docs preview"]').elementHandle()
    )?.contentFrame();
    if (!frame) throw new Error('no preview frame');
    await expect(frame.locator('.op').first()).toBeVisible();
    await tryIt(frame);

    // In the export, with --try-it, opened from file://.
    const cli = spawnSync(
      process.execPath,
      [toolbox, 'api-docs', 'pets.yaml', '--try-it', '-o', 'pets.html'],
      {
        cwd: dir,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', HOME: dir, XDG_CONFIG_HOME: signedInConfigHome() },
      },
    );
    expect(cli.status, cli.stderr).toBe(0);
    const file = await context.newPage();
    await file.goto(`file://${join(dir, 'pets.html')}`);
    await tryIt(file);
    // Without --try-it there is no console.
    spawnSync(process.execPath, [toolbox, 'api-docs', 'pets.yaml', '-o', 'plain.html'], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', HOME: dir, XDG_CONFIG_HOME: signedInConfigHome() },
    });
    await file.goto(`file://${join(dir, 'plain.html')}`);
    await expect(file.locator('.op').first()).toBeVisible();
    await expect(file.getByText('Try it')).toHaveCount(0);
    await expect(file.locator('.samples pre')).toContainText("curl -X PUT 'http://127.0.0.1:");
    open.close();
    closed.close();
  });

  test("the page's Export HTML has the try-it console only when its box is ticked", async ({
    page,
    context,
  }) => {
    await page.goto('/api-docs');
    await generateSample(page);
    const dir = mkdtempSync(join(tmpdir(), 'api-docs-export-'));
    const exportFromPage = async (name: string) => {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export HTML' }).click();
      await (await download).saveAs(join(dir, name));
      return `file://${join(dir, name)}`;
    };
    const tick = page.getByRole('checkbox', { name: 'With try-it console' });
    await expect(tick).not.toBeChecked();
    const plain = await exportFromPage('plain.html');
    // By keyboard: the first export's "Downloaded" toast may still lie over the box (a click would land on it).
    await tick.focus();
    await page.keyboard.press('Space');
    await expect(tick).toBeChecked();
    const withConsole = await exportFromPage('try-it.html');
    const file = await context.newPage();
    await file.goto(plain);
    await expect(file.locator('.op').first()).toBeVisible();
    await expect(file.getByText('Try it')).toHaveCount(0);
    await file.goto(withConsole);
    await file.getByText('Try it').first().click();
    await expect(file.getByRole('button', { name: 'Send' })).toBeVisible();
  });

  // GitHub's 13 MB description through this page is measured (its operations and search checked, upload to first
  // operation under 2 s) by `node bench/run.mjs api-docs`; here a generated 650 KB document (300 operations) takes
  // the same path, worker included. It stays out of the text box (over the page's editor limit): in it, Chromium
  // blocked the page for seconds laying the text out, and every text query of the page's own polling read it.
  test('a large uploaded document is built in the worker and its preview searches', async ({ page }) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('/api-docs');
    const spec = largeSpec(150);
    expect(spec.length).toBeGreaterThan(512 * 1024);
    await page
      .getByRole('tabpanel')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'large.json', mimeType: 'application/json', buffer: Buffer.from(spec) });
    await expect(page.getByTestId('large-document')).toContainText('large.json');
    await expect(page.getByLabel('OpenAPI document (JSON or YAML)')).toHaveCount(0);
    await page.getByRole('button', { name: /Generate docs/ }).click();
    await expect(page.getByText('300 operations documented.')).toBeVisible();
    expect(workers.some((url) => url.includes('api-docs'))).toBe(true);
    const preview = page.frameLocator('iframe[title="API docs preview"]');
    await expect(preview.locator('.op').first()).toBeVisible();
    await preview.getByLabel('Search operations').fill('widget149/get');
    await expect(preview.getByRole('link', { name: /Get widget 149$/ })).toBeVisible();
  });

  // The Compare view: two versions uploaded, compared in a worker (core's diffApis, as `toolbox api-docs diff`),
  // the report breaking first; its Markdown downloads; no serious axe violation with the report shown.
  test('compares two uploaded versions and downloads the report as Markdown', async ({ page }) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('/api-docs');
    await page.getByRole('tab', { name: 'Compare' }).click();
    const uploads = page.getByRole('tabpanel').locator('input[type="file"]');
    const pets = (extra: string) =>
      `openapi: 3.0.3\ninfo: {title: Pets, version: "1"}\npaths:\n  /pets:\n    get:\n      parameters: [{name: limit, in: query${extra}, schema: {type: integer}}]\n      responses: {'200': {description: ok}}\n`;
    await uploads
      .nth(0)
      .setInputFiles({ name: 'old.yaml', mimeType: 'application/yaml', buffer: Buffer.from(pets('')) });
    await uploads.nth(1).setInputFiles({
      name: 'new.yaml',
      mimeType: 'application/yaml',
      buffer: Buffer.from(pets(', required: true')),
    });
    await expect(page.getByLabel('New version (OpenAPI, JSON or YAML)')).toHaveValue(/required: true/);
    await page.getByRole('button', { name: /^Compare/ }).click();
    const section = page.getByRole('region', { name: 'GET /pets' });
    await expect(section.getByRole('listitem')).toHaveText([
      /Breaking\s*query parameter limit: became required/,
    ]);
    expect(workers.some((url) => url.includes('api-diff'))).toBe(true);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Download Markdown/ }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('api-changes.md');
    expect(await readFile((await saved.path()) ?? '', 'utf8')).toContain(
      '- **ERR** query parameter limit: became required `request-parameter-became-required`',
    );
    expect(await seriousViolations(page), 'compare').toEqual([]);
  });

  test('the docs preview starts in the dark app theme and follows a switch, its own toggle kept', async ({
    page,
  }) => {
    await page.addInitScript(`localStorage.setItem('dev-toolbox-theme', 'dark')`);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/api-docs');
    await generateSample(page);
    const preview = page.frameLocator('iframe[title="API docs preview"]');
    const background = () =>
      preview.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
    await expect(preview.getByRole('heading', { level: 1, name: 'Toolbox Snippets API' })).toBeVisible();
    await expect.poll(background).toBe('rgb(13, 17, 23)');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect.poll(background).toBe('rgb(255, 255, 255)');
    await preview.getByRole('button', { name: 'Toggle theme' }).click();
    await expect.poll(background).toBe('rgb(13, 17, 23)');
  });

  for (const theme of ['light', 'dark'] as const) {
    // Loaded in the theme (the preview frame takes it on load), shell included; the walk checks a switched theme.
    test(`no serious or critical axe violations in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript(`localStorage.setItem('dev-toolbox-theme', '${theme}')`);
      await page.goto('/api-docs');
      await expect(page.getByRole('heading', { level: 1, name: 'API Docs Generator' })).toBeVisible();
      expect(await seriousViolations(page), 'empty').toEqual([]);
      await generateSample(page);
      await page.mouse.move(0, 0);
      expect(await seriousViolations(page), 'docs').toEqual([]);
    });
  }
});
