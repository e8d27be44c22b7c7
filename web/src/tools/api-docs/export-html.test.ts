import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildDocs } from '../../platform/api-docs-builder';
import { openHtmlExport } from '../../testing/open-html-export';

// Every place a description can sit, each carrying markup that must render and markup that must never run.
const HOSTILE =
  '**Bold** and `code`, <img src=x onerror="self.pwned=1"> <script>self.pwned=1</script> [bad](javascript:self.pwned=1) [ok](https://x.dev)';
const d = JSON.stringify(HOSTILE);
const SPEC = `openapi: 3.1.0
info: {title: Hostile, version: "1", description: ${d}}
servers: [{url: 'https://api.x.dev', description: ${d}}]
tags: [{name: pets, description: ${d}}]
paths:
  /pets/{id}:
    post:
      tags: [pets]
      operationId: renamePet
      description: ${d}
      parameters: [{name: id, in: path, required: true, description: ${d}, schema: {type: string}}]
      requestBody: {description: ${d}, content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}}
      responses:
        '200': {description: ${d}}
components:
  schemas:
    Pet: {type: object, description: ${d}, properties: {name: {type: string, description: ${d}}}}
`;

type Pwned = typeof globalThis & { pwned?: number };

const MANY = `openapi: 3.0.3
info: {title: Many, version: "1"}
paths:
${Array.from({ length: 30 }, (_, i) => `  /items/${i}:\n    get: {operationId: item${i}, summary: Item ${i}, responses: {'200': {description: OK}}}`).join('\n')}
`;

afterEach(() => {
  document.body.innerHTML = '';
  delete (globalThis as Pwned).pwned;
});

describe('the HTML export opened in a browser', () => {
  it('renders every description as Markdown, and nothing in them runs', () => {
    const built = buildDocs(SPEC).result;
    if (!built.ok) throw new Error(JSON.stringify(built.errors));
    openHtmlExport(built.html);
    // Open every schema, two levels deep, so the nested descriptions render too.
    for (let i = 0; i < 2; i++)
      for (const details of Array.from(document.querySelectorAll('details'))) {
        details.open = true;
        details.dispatchEvent(new Event('toggle'));
      }

    const bold = Array.from(document.querySelectorAll('.desc strong'));
    // info, server, tag, operation, parameter, request body, response, Pet, Pet.name.
    expect(bold.length).toBeGreaterThanOrEqual(9);
    expect(bold.every((b) => b.textContent === 'Bold')).toBe(true);
    expect(document.querySelectorAll('.desc a[href="https://x.dev"]').length).toBe(bold.length);
    expect(document.querySelectorAll('.desc code').length).toBe(bold.length);
    // Raw HTML is shown as text; no element, handler or script URL came out of a description.
    expect(document.querySelector('img, [onerror], a[href^="javascript"], main script')).toBeNull();
    expect(document.querySelector('#content .desc')?.textContent).toContain(
      '<img src=x onerror="self.pwned=1">',
    );
    expect((globalThis as Pwned).pwned).toBeUndefined();
  });

  it('renders fixtures/hostile.yaml everywhere (every tag, every part opened) and nothing in it runs', async () => {
    const hostile = readFileSync(
      join(import.meta.dirname, '../../../../core/src/tools/api-docs/fixtures/hostile.yaml'),
      'utf8',
    );
    const built = buildDocs(hostile).result;
    if (!built.ok) throw new Error(JSON.stringify(built.errors));
    openHtmlExport(built.html);
    let text = '';
    for (const a of Array.from(document.querySelectorAll('#nav a[href^="#tag/"]'))) {
      window.location.hash = a.getAttribute('href') ?? '';
      window.dispatchEvent(new Event('hashchange'));
      for (let i = 0; i < 5; i++)
        for (const details of Array.from(document.querySelectorAll('details:not([open])'))) {
          details.setAttribute('open', '');
          details.dispatchEvent(new Event('toggle'));
        }
      text += document.body.textContent;
      expect(
        document.querySelector('main img, main svg, main iframe, main script, [onerror], [onload]'),
      ).toBeNull();
      expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    }
    expect(text).toContain('X-ext <img src=x onerror="document.documentElement.dataset.pwned=1">');
    expect(text).toContain(
      'Example <img src=x onerror="document.documentElement.dataset.pwned=1">'.slice(0, 8),
    );
    expect(document.documentElement.dataset.pwned).toBeUndefined();
    expect((globalThis as Pwned).pwned).toBeUndefined();
  });

  it('builds only the operations near the viewport, and a deep link builds its target', () => {
    const built = buildDocs(MANY).result;
    if (!built.ok) throw new Error(JSON.stringify(built.errors));
    openHtmlExport(built.html);
    const content = document.getElementById('content')!;
    expect(content.querySelectorAll('.op')).toHaveLength(6);
    expect(content.querySelectorAll('.slot')).toHaveLength(24);

    window.location.hash = '#operation/item25';
    window.dispatchEvent(new Event('hashchange'));
    const target = document.getElementById('operation/item25');
    expect(target?.closest('.op')?.textContent).toContain('Item 25');
    expect(content.querySelectorAll('.op')).toHaveLength(7);
  });
});
