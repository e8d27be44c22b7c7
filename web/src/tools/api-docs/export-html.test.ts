import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_DOCS_SCRIPT } from '@toolbox/api-docs-script';
import { runApiDocs } from '@toolbox/core/tools/api-docs';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

const loadDocs = (text: string) => runApiDocs({ text, script: API_DOCS_SCRIPT });

describe('the HTML export opened in a browser', () => {
  it('renders every description as Markdown, and nothing in them runs', async () => {
    const built = (await buildDocs(SPEC)).result;
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
    const built = (await buildDocs(hostile)).result;
    if (!built.ok) throw new Error(JSON.stringify(built.errors));
    openHtmlExport(built.html);
    const text = walk(5, () => {
      expect(
        document.querySelector('main img, main svg, main iframe, main script, [onerror], [onload]'),
      ).toBeNull();
      expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    });
    expect(text).toContain('X-ext <img src=x onerror="document.documentElement.dataset.pwned=1">');
    expect(text).toContain(
      'Example <img src=x onerror="document.documentElement.dataset.pwned=1">'.slice(0, 8),
    );
    expect(document.documentElement.dataset.pwned).toBeUndefined();
    expect((globalThis as Pwned).pwned).toBeUndefined();
  });

  it('builds only the operations near the viewport, and a deep link builds its target', async () => {
    const built = await buildDocs(MANY);
    openHtmlExport(built.exportHtml?.() ?? '');
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

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../../../../core/src/tools/api-docs/fixtures', name), 'utf8');

/** Posts a batch to the preview as its parent window does (the test's window is the preview's parent here). */
function post(batch: string) {
  window.dispatchEvent(new MessageEvent('message', { data: { batch }, source: window }));
}

/** Every tag of the open page in turn, every part opened (`levels` deep), as text; `each` runs on each tag. */
function walk(levels = 3, each: () => void = () => {}): string {
  let text = '';
  for (const a of Array.from(document.querySelectorAll('#nav a[href^="#tag/"]'))) {
    window.location.hash = a.getAttribute('href') ?? '';
    window.dispatchEvent(new Event('hashchange'));
    for (let i = 0; i < levels; i++)
      for (const details of Array.from(document.querySelectorAll('details:not([open])'))) {
        details.setAttribute('open', '');
        details.dispatchEvent(new Event('toggle'));
      }
    // What the page shows (not its embedded model, which differs between a preview and an export).
    text += `${document.querySelector('aside')?.textContent}${document.querySelector('main')?.textContent}`;
    each();
  }
  return text;
}

describe("the page's preview: first operations at once, the rest in batches", () => {
  it('shows the first operations whole and the rest as navigation and search entries, then each batch', async () => {
    const built = await buildDocs(MANY);
    if (!built.result.ok) throw new Error(JSON.stringify(built.result.errors));
    const batches = [...(built.batches ?? [])];
    expect(batches.length).toBeGreaterThan(0);
    openHtmlExport(built.result.html);
    // Navigation and search know every operation before its batch has come.
    expect(document.querySelectorAll('#nav a[href^="#operation/"]')).toHaveLength(30);
    window.location.hash = '#operation/item29';
    window.dispatchEvent(new Event('hashchange'));
    const pending = document.getElementById('operation/item29')?.closest('.op');
    expect(pending?.textContent).toContain('Loading');
    expect(pending?.textContent).not.toContain('Item 29');
    for (const batch of batches) post(batch);
    const op = document.getElementById('operation/item29')?.closest('.op');
    expect(op?.textContent).toContain('Item 29');
    expect(op?.textContent).not.toContain('Loading');
    expect(document.querySelector('.pending')).toBeNull();
  });

  it.each([
    'hostile.yaml',
    'petstore-expanded.yaml',
    'link-example.yaml',
    'callback-example.yaml',
    'uspto.yaml',
  ])(
    '%s: the preview, once its batches are in, reads as the export with the try-it console',
    async (name) => {
      const loaded = await loadDocs(fixture(name));
      if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
      openHtmlExport([...loaded.docs('html', { tryIt: true })].join(''));
      const whole = walk();
      document.body.innerHTML = '';
      // One operation whole, the others in batches of two: every table's numbering crosses batches.
      const preview = loaded.preview({ first: 1, batch: 2 });
      openHtmlExport(preview.html);
      for (const batch of preview.rest) post(batch);
      expect(walk()).toBe(whole);
      expect(document.documentElement.dataset.pwned).toBeUndefined();
    },
  );

  it('takes batches from its parent window only, and an export takes none', async () => {
    const built = await buildDocs(MANY);
    if (!built.result.ok) throw new Error('invalid');
    const batches = [...(built.batches ?? [])];
    openHtmlExport(built.result.html);
    const other = { postMessage() {} } as unknown as Window;
    for (const batch of batches)
      window.dispatchEvent(new MessageEvent('message', { data: { batch }, source: other }));
    window.location.hash = '#operation/item29';
    window.dispatchEvent(new Event('hashchange'));
    expect(document.getElementById('operation/item29')?.closest('.op')?.textContent).toContain('Loading');
    document.body.innerHTML = '';
    openHtmlExport(built.exportHtml?.() ?? '');
    // A batch claiming operation 0 with a description as HTML: the export never reads it.
    post(JSON.stringify({ from: 0, ops: [], refs: {}, gx: {}, h: ['<img src=x onerror="self.pwned=1">'] }));
    expect(document.querySelector('img')).toBeNull();
  });

  it("try-it sends the bearer token to the operation's servers, else its path's, else the document's", async () => {
    const spec = `openapi: 3.1.0
info: {title: Servers, version: "1"}
servers: [{url: 'https://api.doc.test'}]
security: [{bearer: []}]
paths:
  /a:
    servers: [{url: 'https://path.test/v2'}]
    get: {operationId: pathServer, responses: {'200': {description: ok}}}
    post:
      operationId: opServer
      servers: [{url: 'https://{region}.op.test', variables: {region: {default: eu}}}]
      responses: {'200': {description: ok}}
  /b:
    get: {operationId: docServer, responses: {'200': {description: ok}}}
components:
  securitySchemes: {bearer: {type: http, scheme: bearer}}
`;
    const loaded = await loadDocs(spec);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
    openHtmlExport([...loaded.docs('html', { tryIt: true })].join(''));
    const sent: { url: string; auth: string | undefined }[] = [];
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, auth: (init.headers as Record<string, string>).Authorization });
      return new Response('{}', { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
    try {
      for (const id of ['operation/opServer', 'operation/pathServer', 'operation/docServer']) {
        const section = document.getElementById(id)?.closest('section') as HTMLElement;
        const box = section.querySelector('details.try') as HTMLDetailsElement;
        box.open = true;
        box.dispatchEvent(new Event('toggle'));
        const token = box.querySelector('input[type="password"]') as HTMLInputElement;
        token.value = 'secret-token';
        token.dispatchEvent(new Event('input'));
        (box.querySelector('button.send') as HTMLButtonElement).click();
      }
      await vi.waitFor(() => expect(sent).toHaveLength(3));
    } finally {
      vi.unstubAllGlobals();
    }
    expect(sent).toEqual([
      { url: 'https://eu.op.test/a', auth: 'Bearer secret-token' },
      { url: 'https://path.test/v2/a', auth: 'Bearer secret-token' },
      { url: 'https://api.doc.test/b', auth: 'Bearer secret-token' },
    ]);
  });

  it('try-it sends a form body as name=value pairs, an array as its encoding object says', async () => {
    const loaded = await loadDocs(`openapi: 3.1.0
info: {title: Form, version: "1"}
servers: [{url: 'https://form.test'}]
paths:
  /tags:
    post:
      operationId: tag
      requestBody:
        content:
          application/x-www-form-urlencoded:
            schema: {type: object, properties: {tag: {type: array, items: {type: string}}, ids: {type: array}}}
            example: {tag: [a, b], ids: [1, 2]}
            encoding: {ids: {explode: false}}
      responses: {'200': {description: ok}}
`);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
    openHtmlExport([...loaded.docs('html', { tryIt: true })].join(''));
    const bodies: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(String(init.body));
        return new Response('{}', { status: 200 });
      }),
    );
    try {
      const box = document.querySelector('details.try') as HTMLDetailsElement;
      box.open = true;
      box.dispatchEvent(new Event('toggle'));
      (box.querySelector('button.send') as HTMLButtonElement).click();
      await vi.waitFor(() => expect(bodies).toHaveLength(1));
    } finally {
      vi.unstubAllGlobals();
    }
    expect([...new URLSearchParams(bodies[0])]).toEqual([
      ['tag', 'a'],
      ['tag', 'b'],
      ['ids', '1,2'],
    ]);
  });

  it('shows anyOf [X, null] as "X, nullable" and a union by its branch names', async () => {
    const spec = `openapi: 3.1.0
info: {title: Union, version: "1"}
paths:
  /pets:
    get:
      operationId: pets
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                type: object
                properties:
                  owner: {anyOf: [{type: 'null'}, {$ref: '#/components/schemas/Dog'}]}
                  pet: {oneOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}, {title: Lizard, type: object}]}
components:
  schemas:
    Cat: {type: object, properties: {meow: {type: boolean}}}
    Dog: {type: object, properties: {bark: {type: boolean}}}
`;
    const loaded = await loadDocs(spec);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
    openHtmlExport([...loaded.docs('html')].join(''));
    for (let i = 0; i < 2; i++)
      for (const details of Array.from(document.querySelectorAll('details'))) {
        details.open = true;
        details.dispatchEvent(new Event('toggle'));
      }
    const field = (name: string) =>
      Array.from(document.querySelectorAll('code.field')).find((c) => c.textContent === name)?.parentElement
        ?.textContent;
    expect(field('owner')).toContain('Dog · object, nullable');
    expect(field('bark')).toContain('boolean');
    expect(field('pet')).toContain('Cat | Dog | Lizard');
    expect(field('Lizard')).toBeDefined();
    expect(document.body.textContent).not.toMatch(/option \d/);
  });

  it('shows, in OpenAPI 3.1, a description written beside a $ref instead of the referenced schema’s', async () => {
    const spec = `openapi: 3.1.0
info: {title: Siblings, version: "1"}
paths:
  /pets:
    get:
      operationId: pets
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Pet'}
components:
  schemas:
    User: {type: object, description: A user of the store., properties: {name: {type: string}}}
    Pet:
      type: object
      properties:
        owner: {$ref: '#/components/schemas/User', description: Who owns the pet.}
        vet: {$ref: '#/components/schemas/User'}
`;
    const loaded = await loadDocs(spec);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
    openHtmlExport([...loaded.docs('html')].join(''));
    for (let i = 0; i < 2; i++)
      for (const details of Array.from(document.querySelectorAll('details'))) {
        details.open = true;
        details.dispatchEvent(new Event('toggle'));
      }
    const note = (name: string) =>
      Array.from(document.querySelectorAll('code.field'))
        .find((c) => c.textContent === name)
        ?.closest('li')
        ?.querySelector('.note')?.textContent;
    expect(note('owner')).toContain('Who owns the pet.');
    expect(note('owner')).not.toContain('A user of the store.');
    expect(note('vet')).toContain('A user of the store.');
  });
});
