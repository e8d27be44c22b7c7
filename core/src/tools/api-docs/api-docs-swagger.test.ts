import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderDocs } from './generate';
import { embedded, errorsOf, load, withScript } from './test/api-docs-loaded';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');

describe('Swagger 2.0', () => {
  const SWAGGER = `swagger: "2.0"
info: {title: Swagger Petstore, version: 1.0.0}
host: petstore.swagger.io
basePath: /v1
schemes: [https]
consumes: [application/json]
produces: [application/json]
paths:
  /pets/{petId}:
    get:
      operationId: showPetById
      summary: Info for a specific pet
      parameters:
        - {name: petId, in: path, required: true, type: string, description: The id of the pet to retrieve}
      responses:
        "200":
          description: Expected response to a valid request
          schema: {$ref: '#/definitions/Pet'}
    post:
      operationId: renamePet
      parameters:
        - {name: petId, in: path, required: true, type: string}
        - {name: body, in: body, required: true, schema: {$ref: '#/definitions/Pet'}}
      responses:
        "204": {description: Renamed}
definitions:
  Pet:
    type: object
    required: [id, name]
    properties:
      id: {type: integer, format: int64}
      name: {type: string}
`;

  it('is converted to OpenAPI 3.0 and documented, with a warning that says so', () => {
    const loaded = load(SWAGGER);
    expect(loaded.warnings[0]?.message).toBe('Swagger 2.0 was converted to OpenAPI 3.0 to document it');
    const md = renderDocs(loaded, 'md');
    expect(md).toContain('`https://petstore.swagger.io/v1`');
    expect(md).toContain('| `petId` | path | string | yes | The id of the pet to retrieve |');
    expect(md).toContain('| `name` | string | yes |');
    const [get, post] = loaded.model.groups.flatMap((g) => g.operations);
    expect(get?.responses[0]?.content[0]?.mediaType).toBe('application/json');
    expect(post?.requestBody?.required).toBe(true);
    expect(post?.parameters.map((p) => p.name)).toEqual(['petId']);
  });

  it('reports the errors of the converted document as such', () => {
    const errors = errorsOf(
      SWAGGER.replace(
        "schema: {$ref: '#/definitions/Pet'}\n    post",
        "schema: {$ref: '#/definitions/Gone'}\n    post",
      ),
    );
    expect(errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/Gone.*\(in the document converted to OpenAPI 3\.0\)$/),
      }),
    ]);
  });
});

describe('descriptions are CommonMark, made safe', () => {
  const spec = (description: string) =>
    `openapi: 3.0.3
info: {title: T, version: "1", description: ${JSON.stringify(description)}}
tags: [{name: pets, description: ${JSON.stringify(description)}}]
paths:
  /pets/{id}:
    get:
      tags: [pets]
      description: ${JSON.stringify(description)}
      parameters: [{name: id, in: path, required: true, description: ${JSON.stringify(description)}, schema: {type: string}}]
      responses: {'200': {description: OK}}
`;
  const hostile =
    '**Bold** and `code`, <img src=x onerror=alert(1)> [bad](javascript:alert(1)) [ok](https://x.dev)';

  it('renders operation, parameter, tag and info descriptions as HTML with raw HTML shown as text', () => {
    const html = renderDocs(load(spec(hostile)), 'html', withScript);
    const model = embedded(html) as unknown as {
      ops: { d: number; q: { d: number }[] }[];
      groups: { d: number }[];
      h: string[];
    };
    const expected =
      '<p><strong>Bold</strong> and <code>code</code>, &lt;img src=x onerror=alert(1)&gt; bad <a href="https://x.dev">ok</a></p>\n';
    // Descriptions name their sanitized HTML by number: the page sets innerHTML from that list alone.
    expect(model.h).toEqual([expected]);
    expect(model.ops[0]?.d).toBe(0);
    expect(model.ops[0]?.q[0]?.d).toBe(0);
    expect(model.groups[0]?.d).toBe(0);
    const header = html.slice(html.indexOf('<header>'), html.indexOf('</header>'));
    expect(header).toContain(expected.trim());
    expect(html).not.toContain('javascript:');
  });

  it('renders schema, response, server and link descriptions too; plain one-liners stay plain text', () => {
    const text = `openapi: 3.1.0
info: {title: T, version: "1"}
servers: [{url: 'https://api.x.dev', description: ${JSON.stringify(hostile)}}]
paths:
  /a:
    post:
      operationId: a
      requestBody: {content: {application/json: {schema: {type: object, properties: {n: {type: string, description: ${JSON.stringify(hostile)}}}}}}}
      responses:
        '200':
          description: ${JSON.stringify(hostile)}
          content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}
          links: {Next: {operationId: a, description: ${JSON.stringify(hostile)}}}
components:
  schemas:
    Pet:
      description: A pet
      allOf: [{properties: {tag: {type: string, description: "_italic_ tag"}}}]
`;
    const html = renderDocs(load(text), 'html', withScript);
    const model = embedded(html) as unknown as {
      ops: {
        b: { c: { s: { properties: { n: { description: number } } } }[] };
        r: { d: number; l: { description: number }[] }[];
      }[];
      refs: Record<
        string,
        { description: string; allOf: { properties: { tag: { description: number } } }[] }
      >;
      h: string[];
    };
    const expected =
      '<p><strong>Bold</strong> and <code>code</code>, &lt;img src=x onerror=alert(1)&gt; bad <a href="https://x.dev">ok</a></p>\n';
    const op = model.ops[0];
    const h = (n: number | undefined) => model.h[n ?? -1];
    expect(h(op?.b.c[0]?.s.properties.n.description)).toBe(expected);
    expect(h(op?.r[0]?.d)).toBe(expected);
    expect(h(op?.r[0]?.l[0]?.description)).toBe(expected);
    const pet = model.refs['#/components/schemas/Pet'];
    expect(pet?.description).toBe('A pet');
    expect(h(pet?.allOf[0]?.properties.tag.description)).toBe('<p><em>italic</em> tag</p>\n');
    expect(html).toContain(`— <span class="desc inline">${expected}</span>`);
    expect(html).not.toContain('javascript:');
    expect(html).not.toMatch(/<img/);
  });
});

describe('a hostile document (fixtures/hostile.yaml)', () => {
  const loaded = load(fixture('hostile.yaml'));
  const html = renderDocs(loaded, 'html', withScript);
  const model = embedded(html) as unknown as { refs: Record<string, unknown>; h: string[] };

  it('resolves every $ref the page follows in core, x-* extensions and examples included', () => {
    expect(Object.keys(model.refs)).toEqual(
      expect.arrayContaining([
        '#/x-evil/schema',
        '#/components/examples/Evil',
        '#/components/examples/Evil/value',
        '#/paths/~1pets~1{id}"><img src=x onerror=alert(1)>/x-desc',
        '#/info',
      ]),
    );
  });

  it('keeps every description of the embedded model as text or as sanitized HTML, and links only safe URLs', () => {
    // Every string the page may set as HTML comes from the sanitizer: no element that loads or runs, no handler.
    for (const fragment of model.h) {
      expect(fragment).not.toMatch(/<(img|script|iframe|svg|object|embed|form|style)\b/i);
      expect(fragment).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
      expect(fragment).not.toMatch(/<[^>]*(href|src)\s*=\s*"?\s*javascript:/i);
    }
    // The document's x-* description reached through a $ref is HTML made by the sanitizer, shown as text.
    const evil = model.refs['#/x-evil/schema'] as {
      description: number;
      properties: { deep: { description?: unknown } };
    };
    expect(model.h[evil.description]).toContain('&lt;img src=x onerror=');
    // A description that is not a string (a list, here) is dropped, never passed on.
    expect(evil.properties.deep.description).toBeUndefined();
    // The page around the model: escaped, and the info links only where safe.
    const outside = html.slice(0, html.indexOf('<script type="application/json"'));
    expect(outside).not.toMatch(
      /<(img|svg|iframe)\b|<[^>]*\son[a-z]+\s*=|<[^>]*href\s*=\s*"?\s*javascript:/i,
    );
    expect(outside).toContain('Contact: &lt;b onmouseover=alert(1)&gt;me&lt;/b&gt;');
  });
});

describe('the page sample', () => {
  it('is valid, without errors, and documents every operation', async () => {
    const { SAMPLE_SPEC } = await import('./sample');
    const loaded = load(SAMPLE_SPEC);
    expect(loaded.model.operationCount).toBe(6);
    expect(renderDocs(loaded, 'md')).toContain('### `GET /folders/{id}/tree`');
  });
});
