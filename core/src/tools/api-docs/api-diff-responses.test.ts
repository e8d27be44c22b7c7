// `diffApis` on small hand-made pairs, response side, whole documents and the report (api-diff.test.ts has
// operations, parameters and request bodies). Ids and levels are oasdiff's, as there.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownToHtml } from '../../markdown';
import { compareSpecTexts, diffApis } from './api-diff';
import { renderDiffMarkdown, renderDiffText } from './diff-report';
import { loadSpec } from './generate';
import {
  api,
  type Doc,
  diff,
  found,
  get,
  object,
  ok,
  withRequest,
  withResponse,
} from './test/api-diff-pairs';

describe('responses and their schemas (response side: looser breaks)', () => {
  const string = { type: 'string' };
  it.each([
    // response-success-status-removed (ERR) / response-non-success-status-removed (INFO) / -added (INFO)
    [
      api({ '/a': { get: { responses: { '200': { description: 'ok' }, '404': { description: 'no' } } } } }),
      api({ '/a': { get: { responses: { '201': { description: 'ok' } } } } }),
      [
        'response-success-status-removed ERR',
        'response-success-status-added INFO',
        'response-non-success-status-removed INFO',
      ],
    ],
    // response-media-type-removed (ERR)
    [withResponse(string), api({ '/items': get() }), ['response-media-type-removed ERR']],
    // response-required-property-removed (ERR) / response-optional-property-removed (WARN) / -added (INFO)
    [
      withResponse(object(string, true)),
      withResponse({ type: 'object' }),
      ['response-required-property-removed ERR'],
    ],
    [
      withResponse(object(string)),
      withResponse({ type: 'object' }),
      ['response-optional-property-removed WARN'],
    ],
    [
      withResponse({ type: 'object' }),
      withResponse(object(string, true)),
      ['response-required-property-added INFO'],
    ],
    // response-property-became-optional (ERR) / -became-required (INFO)
    [
      withResponse(object(string, true)),
      withResponse(object(string)),
      ['response-property-became-optional ERR'],
    ],
    [
      withResponse(object(string)),
      withResponse(object(string, true)),
      ['response-property-became-required INFO'],
    ],
    // response-property-enum-value-added (WARN) / -removed (INFO)
    [
      withResponse(object({ type: 'string', enum: ['a'] })),
      withResponse(object({ type: 'string', enum: ['a', 'b'] })),
      ['response-property-enum-value-added WARN'],
    ],
    [
      withResponse(object({ type: 'string', enum: ['a', 'b'] })),
      withResponse(object({ type: 'string', enum: ['a'] })),
      ['response-property-enum-value-removed INFO'],
    ],
    // response-property-became-nullable (ERR) / response-body-became-nullable (ERR)
    [
      withResponse(object(string)),
      withResponse(object({ type: 'string', nullable: true })),
      ['response-property-became-nullable ERR'],
    ],
    [
      withResponse(string),
      withResponse({ type: 'string', nullable: true }),
      ['response-body-became-nullable ERR'],
    ],
    // response-property-type-generalized (ERR): integer to number; -type-specialized (INFO): number to integer.
    [
      withResponse(object({ type: 'integer' })),
      withResponse(object({ type: 'number' })),
      ['response-property-type-generalized ERR'],
    ],
    [
      withResponse(object({ type: 'number' })),
      withResponse(object({ type: 'integer' })),
      ['response-property-type-specialized INFO'],
    ],
    [
      withResponse(object(string)),
      withResponse(object({ type: 'boolean' })),
      ['response-property-type-changed ERR'],
    ],
    // response-property-max-length-increased (ERR), -max-length-unset (ERR), -min-decreased (ERR), -min-items-decreased (ERR)
    [
      withResponse(object({ type: 'string', maxLength: 5 })),
      withResponse(object({ type: 'string', maxLength: 10 })),
      ['response-property-max-length-increased ERR'],
    ],
    [
      withResponse(object({ type: 'string', maxLength: 5 })),
      withResponse(object(string)),
      ['response-property-max-length-unset ERR'],
    ],
    [
      withResponse(object({ type: 'integer', minimum: 5 })),
      withResponse(object({ type: 'integer', minimum: 1 })),
      ['response-property-min-decreased ERR'],
    ],
    [
      withResponse(object({ type: 'array', minItems: 2, items: string })),
      withResponse(object({ type: 'array', minItems: 1, items: string })),
      ['response-property-min-items-decreased ERR'],
    ],
    // response-property-one-of-added (ERR): a client meets a shape it does not know; -one-of-removed (INFO).
    [
      withResponse(object({ oneOf: [{ title: 'A', type: 'string' }] })),
      withResponse(
        object({
          oneOf: [
            { title: 'A', type: 'string' },
            { title: 'B', type: 'integer' },
          ],
        }),
      ),
      ['response-property-one-of-added ERR'],
    ],
    // response-mediatype-enum-value-removed (INFO): a response body's own enum.
    [
      withResponse({ type: 'string', enum: ['a', 'b'] }),
      withResponse({ type: 'string', enum: ['a'] }),
      ['response-mediatype-enum-value-removed INFO'],
    ],
  ])('%#', (base, revision, expected) => {
    expect(found(base, revision)).toEqual(expected);
  });

  const withHeader = (header?: Doc) =>
    api({
      '/a': {
        get: {
          responses: { '200': { description: 'ok', ...(header ? { headers: { 'X-Rate': header } } : {}) } },
        },
      },
    });
  it.each([
    // required-response-header-removed (ERR), optional-response-header-removed (WARN), response-header-added (INFO)
    [
      withHeader({ required: true, schema: { type: 'integer' } }),
      withHeader(),
      ['required-response-header-removed ERR'],
    ],
    [withHeader({ schema: { type: 'integer' } }), withHeader(), ['optional-response-header-removed WARN']],
    [withHeader(), withHeader({ schema: { type: 'integer' } }), ['response-header-added INFO']],
    // response-header-became-optional (ERR)
    [
      withHeader({ required: true, schema: { type: 'integer' } }),
      withHeader({ schema: { type: 'integer' } }),
      ['response-header-became-optional ERR'],
    ],
    // response-header-type-changed (ERR)
    [
      withHeader({ schema: { type: 'integer' } }),
      withHeader({ schema: { type: 'boolean' } }),
      ['response-header-type-changed ERR'],
    ],
  ])('header %#', (base, revision, expected) => {
    expect(found(base, revision)).toEqual(expected);
  });
});

describe('documents', () => {
  it('webhooks added and removed (webhook-added INFO, webhook-removed ERR), and components dropped (api-schema-removed INFO)', () => {
    const hook = { post: { responses: ok } };
    const base = {
      ...api({}),
      openapi: '3.1.0',
      webhooks: { paid: hook },
      components: { schemas: { Old: { type: 'string' } } },
    };
    const revision = { ...api({}), openapi: '3.1.0', webhooks: { refunded: hook } };
    expect(found(base, revision)).toEqual([
      'webhook-removed ERR',
      'api-schema-removed INFO',
      'webhook-added INFO',
    ]);
  });

  it('follows $refs, compares a shared schema once per place, and stops at recursion', () => {
    const node = (extra: Doc) => ({
      type: 'object',
      properties: {
        name: { type: 'string', ...extra },
        children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
      },
    });
    const doc = (extra: Doc) =>
      api(
        {
          '/tree': {
            get: {
              responses: {
                '200': {
                  description: 'ok',
                  content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } },
                },
              },
            },
          },
        },
        { components: { schemas: { Node: node(extra) } } },
      );
    const report = diff(doc({}), doc({ maxLength: 9 }));
    // Once at the body's root and once as a property (a body's root and a property follow different rules),
    // then the recursion ends.
    expect(report.changes.map((c) => c.text)).toEqual([
      'response 200 (application/json) property name: maxLength 9 set',
      'response 200 (application/json) property children[].name: maxLength 9 set',
    ]);
  });

  it('reads Swagger 2.0 as OpenAPI 3.0: a body parameter is the request body', () => {
    const swagger = (required: string[]) => ({
      swagger: '2.0',
      info: { title: 'S', version: '1' },
      paths: {
        '/a': {
          post: {
            consumes: ['application/json'],
            parameters: [
              {
                name: 'body',
                in: 'body',
                schema: { type: 'object', required, properties: { n: { type: 'string' } } },
              },
            ],
            responses: ok,
          },
        },
      },
    });
    expect(found(swagger([]), swagger(['n']))).toEqual(['request-property-became-required ERR']);
  });

  it('gives an empty report for an identical pair: every example description against itself', () => {
    const dir = join(import.meta.dirname, 'fixtures');
    const files = readdirSync(dir).filter((name) => name.endsWith('.yaml') && name !== 'hostile.yaml');
    expect(files.length).toBeGreaterThan(5);
    for (const name of files) {
      const loaded = loadSpec(readFileSync(join(dir, name), 'utf8'));
      if (!loaded.ok) throw new Error(name);
      const again = loadSpec(readFileSync(join(dir, name), 'utf8'));
      if (!again.ok) throw new Error(name);
      const report = diffApis(loaded, again);
      expect(report.changes, name).toEqual([]);
      expect(renderDiffText(report)).toBe('');
      expect(renderDiffMarkdown(report)).toContain('No changes.');
    }
  });

  it('sees no change between a description as YAML and the same as JSON, keys in another order', () => {
    const yaml = readFileSync(join(import.meta.dirname, 'fixtures', 'petstore-expanded.yaml'), 'utf8');
    const yamlLoaded = loadSpec(yaml);
    if (!yamlLoaded.ok) throw new Error('petstore-expanded.yaml');
    const reordered = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reordered)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([k, v]) => [k, reordered(v)]),
            )
          : value;
    const json = loadSpec(JSON.stringify(reordered(yamlLoaded.doc)));
    if (!json.ok) throw new Error('json');
    expect(diffApis(yamlLoaded, json).changes).toEqual([]);
  });

  it('compares two texts, or names the side that is not a description', () => {
    const text = JSON.stringify(api({ '/a': get() }));
    expect(compareSpecTexts(text, text)).toMatchObject({ ok: true, diff: { changes: [] } });
    expect(compareSpecTexts(text, 'services: {web: {image: nginx}}\n')).toMatchObject({
      ok: false,
      side: 'new',
      errors: [{ message: expect.stringContaining('This is not an OpenAPI document') }],
    });
    expect(compareSpecTexts('{"openapi": ', text)).toMatchObject({ ok: false, side: 'old' });
  });

  it('returns on a schema nested thousands deep (compared to a bounded depth), never overflowing the stack', () => {
    // Written as text: JSON.stringify itself cannot write an object this deep.
    const nested = (depth: number, leaf: string) =>
      `{"openapi":"3.0.3","info":{"title":"Deep","version":"1"},"paths":{"/a":{"post":{"requestBody":{"content":{"application/json":{"schema":${'{"type":"object","properties":{"n":'.repeat(depth)}{"type":"${leaf}"}${'}}'.repeat(depth)}}}},"responses":{"200":{"description":"ok"}}}}}}`;
    const compared = (depth: number) => compareSpecTexts(nested(depth, 'string'), nested(depth, 'integer'));
    expect(compared(5)).toMatchObject({ ok: true, diff: { counts: { ERR: 1 } } });
    const deep = compared(5000);
    expect(deep.ok).toBe(true);
  });

  it('never trips on names that are Object.prototype keys', () => {
    const doc = (format: string) => withRequest(object({ type: 'string', format }));
    expect(found(doc('constructor'), doc('__proto__'))).toEqual(['request-property-type-changed ERR']);
  });
});

describe('the report', () => {
  const base = api({ '/a': get(), '/b': { ...get(), delete: { responses: ok } } });
  const revision = api({
    '/a': get({ parameters: [{ name: 'q', in: 'query', schema: { type: 'string' } }] }),
    '/b': get(),
  });
  const report = diff(base, revision);

  it('puts breaking changes first and counts each level', () => {
    expect(report.changes[0]).toMatchObject({
      id: 'api-removed-without-deprecation',
      level: 'ERR',
      oasdiff: true,
      operation: 'DELETE /b',
      section: 'paths',
    });
    expect(report.counts).toEqual({ ERR: 1, WARN: 0, INFO: 1 });
  });

  it('renders Markdown with a section per operation, breaking first, and inert document text', () => {
    const html = markdownToHtml(renderDiffMarkdown(report));
    expect(html).toMatch(/<h2[^>]*>DELETE \/b<\/h2>[\s\S]*<h2[^>]*>GET \/a<\/h2>/);
    expect(html).toContain('<strong>1 breaking, 1 info</strong>');
    expect(html).toContain('<code>api-removed-without-deprecation</code>');
    const hostile = diff(
      { ...base, info: { title: '<img src=x onerror=alert(1)>', version: '1' } },
      { ...revision, info: { title: '[x](javascript:alert(1))', version: '2' } },
    );
    const rendered = markdownToHtml(renderDiffMarkdown(hostile));
    expect(rendered).not.toContain('<img');
    expect(rendered).not.toContain('href="javascript');
  });

  it('renders text one line per change under its operation, then the summary', () => {
    expect(renderDiffText(report)).toBe(
      [
        'DELETE /b',
        '  ERR  removed without being deprecated first [api-removed-without-deprecation]',
        'GET /a',
        '  INFO optional query parameter q added [new-optional-request-parameter]',
        '',
        '1 breaking, 1 info: Shop 1 → Shop 1',
        '',
      ].join('\n'),
    );
  });
});
