// `diffApis` on small hand-made pairs: one table row per rule. Each expected id and level is oasdiff's (its
// checker/rules.go, and docs/BREAKING-CHANGES.md for what a rule means), except the rows marked "no oasdiff
// rule", which name a change oasdiff does not check in its style, at most WARN.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownToHtml } from '../../markdown';
import { type ApiDiff, compareSpecTexts, diffApis } from './api-diff';
import { renderDiffMarkdown, renderDiffText } from './diff-report';
import { loadSpec } from './generate';

type Doc = Record<string, unknown>;

function load(doc: Doc) {
  const loaded = loadSpec(JSON.stringify(doc));
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
  return loaded;
}
const api = (paths: Doc, extra: Doc = {}): Doc => ({
  openapi: '3.0.3',
  info: { title: 'Shop', version: '1' },
  paths,
  ...extra,
});
const diff = (base: Doc, revision: Doc): ApiDiff => diffApis(load(base), load(revision));
/** `id LEVEL` of each change, in report order. */
const found = (base: Doc, revision: Doc) => diff(base, revision).changes.map((c) => `${c.id} ${c.level}`);

const ok = { '200': { description: 'ok' } };
const get = (op: Doc = {}) => ({ get: { responses: ok, ...op } });
/** GET /items with one query parameter `q`. */
const withQuery = (parameter: Doc) =>
  api({ '/items': get({ parameters: [{ name: 'q', in: 'query', ...parameter }] }) });
/** POST /items whose JSON request body has this schema. */
const withRequest = (schema: Doc, body: Doc = {}) =>
  api({
    '/items': {
      post: { requestBody: { content: { 'application/json': { schema } }, ...body }, responses: ok },
    },
  });
/** GET /items whose 200 JSON response has this schema. */
const withResponse = (schema: Doc) =>
  api({
    '/items': {
      get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } } },
    },
  });
/** An object with one property `p` (required or not). */
const object = (p: Doc, required = false): Doc => ({
  type: 'object',
  properties: { p },
  ...(required ? { required: ['p'] } : {}),
});

describe('operations', () => {
  it.each([
    // api-removed-without-deprecation (ERR): an operation removed from a path that stays.
    [
      api({ '/a': { ...get(), delete: { responses: ok } } }),
      api({ '/a': get() }),
      ['api-removed-without-deprecation ERR'],
    ],
    // api-path-removed-without-deprecation (ERR): the whole path removed.
    [api({ '/a': get(), '/b': get() }), api({ '/a': get() }), ['api-path-removed-without-deprecation ERR']],
    // api-path-removed-with-deprecation (INFO): removed after being deprecated.
    [
      api({ '/a': get(), '/b': get({ deprecated: true }) }),
      api({ '/a': get() }),
      ['api-path-removed-with-deprecation INFO'],
    ],
    // api-removed-with-deprecation (INFO).
    [
      api({ '/a': { ...get(), delete: { deprecated: true, responses: ok } } }),
      api({ '/a': get() }),
      ['api-removed-with-deprecation INFO'],
    ],
    // endpoint-added (INFO); endpoint-deprecated (INFO).
    [api({ '/a': get() }), api({ '/a': get(), '/b': get() }), ['endpoint-added INFO']],
    [api({ '/a': get() }), api({ '/a': get({ deprecated: true }) }), ['endpoint-deprecated INFO']],
    // api-operation-id-removed (INFO), also for a changed one; api-operation-id-added (INFO).
    [
      api({ '/a': get({ operationId: 'list' }) }),
      api({ '/a': get({ operationId: 'listAll' }) }),
      ['api-operation-id-removed INFO'],
    ],
    [api({ '/a': get() }), api({ '/a': get({ operationId: 'list' }) }), ['api-operation-id-added INFO']],
    // A path parameter renamed is the same operation (the template matches whatever its names).
    [
      api({
        '/a/{id}': get({
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        }),
      }),
      api({
        '/a/{key}': get({
          parameters: [{ name: 'key', in: 'path', required: true, schema: { type: 'string' } }],
        }),
      }),
      [],
    ],
  ])('%#', (base, revision, expected) => {
    expect(found(base, revision)).toEqual(expected);
  });
});

describe('parameters (request side: stricter breaks)', () => {
  const string = { schema: { type: 'string' } };
  it.each([
    // new-required-request-parameter (ERR) / new-optional-request-parameter (INFO) / request-parameter-removed (WARN)
    [
      api({ '/items': get() }),
      withQuery({ required: true, ...string }),
      ['new-required-request-parameter ERR'],
    ],
    [api({ '/items': get() }), withQuery(string), ['new-optional-request-parameter INFO']],
    [withQuery(string), api({ '/items': get() }), ['request-parameter-removed WARN']],
    // request-parameter-became-required (ERR) / -became-optional (INFO)
    [withQuery(string), withQuery({ required: true, ...string }), ['request-parameter-became-required ERR']],
    [withQuery({ required: true, ...string }), withQuery(string), ['request-parameter-became-optional INFO']],
    // request-parameter-enum-value-removed (ERR) / -added (INFO) / request-parameter-became-enum (ERR)
    [
      withQuery({ schema: { type: 'string', enum: ['a', 'b'] } }),
      withQuery({ schema: { type: 'string', enum: ['a', 'c'] } }),
      ['request-parameter-enum-value-removed ERR', 'request-parameter-enum-value-added INFO'],
    ],
    [
      withQuery(string),
      withQuery({ schema: { type: 'string', enum: ['a'] } }),
      ['request-parameter-became-enum ERR'],
    ],
    // request-parameter-type-changed (ERR); request-parameter-type-generalized (INFO): integer within number.
    [withQuery(string), withQuery({ schema: { type: 'integer' } }), ['request-parameter-type-changed ERR']],
    [
      withQuery({ schema: { type: 'integer' } }),
      withQuery({ schema: { type: 'number' } }),
      ['request-parameter-type-generalized INFO'],
    ],
    // request-parameter-max-length-decreased (ERR), -max-length-increased (INFO), -max-set (WARN), -min-increased (ERR)
    [
      withQuery({ schema: { type: 'string', maxLength: 10 } }),
      withQuery({ schema: { type: 'string', maxLength: 5 } }),
      ['request-parameter-max-length-decreased ERR'],
    ],
    [
      withQuery({ schema: { type: 'string', maxLength: 5 } }),
      withQuery({ schema: { type: 'string', maxLength: 10 } }),
      ['request-parameter-max-length-increased INFO'],
    ],
    [
      withQuery({ schema: { type: 'integer' } }),
      withQuery({ schema: { type: 'integer', maximum: 9 } }),
      ['request-parameter-max-set WARN'],
    ],
    [
      withQuery({ schema: { type: 'integer', minimum: 1 } }),
      withQuery({ schema: { type: 'integer', minimum: 2 } }),
      ['request-parameter-min-increased ERR'],
    ],
    // request-parameter-pattern-added (ERR), -pattern-changed (WARN), -pattern-removed (INFO)
    [
      withQuery(string),
      withQuery({ schema: { type: 'string', pattern: '^a' } }),
      ['request-parameter-pattern-added ERR'],
    ],
    [
      withQuery({ schema: { type: 'string', pattern: '^a' } }),
      withQuery({ schema: { type: 'string', pattern: '^b' } }),
      ['request-parameter-pattern-changed WARN'],
    ],
    // request-parameter-default-value-changed (ERR): a client relying on the default gets another value.
    [
      withQuery({ schema: { type: 'integer', default: 10 } }),
      withQuery({ schema: { type: 'integer', default: 20 } }),
      ['request-parameter-default-value-changed ERR'],
    ],
    // request-parameter-became-not-nullable (ERR)
    [
      withQuery({ schema: { type: 'string', nullable: true } }),
      withQuery(string),
      ['request-parameter-became-not-nullable ERR'],
    ],
    // Header names are case-insensitive: X-Id and x-id are one parameter.
    [
      api({ '/items': get({ parameters: [{ name: 'X-Id', in: 'header', schema: { type: 'string' } }] }) }),
      api({ '/items': get({ parameters: [{ name: 'x-id', in: 'header', schema: { type: 'string' } }] }) }),
      [],
    ],
  ])('%#', (base, revision, expected) => {
    expect(found(base, revision)).toEqual(expected);
  });
});

describe('request bodies and their schemas', () => {
  const string = { type: 'string' };
  it.each([
    // request-body-added-required (ERR) / -added-optional (INFO) / request-body-removed (ERR)
    [
      api({ '/items': { post: { responses: ok } } }),
      withRequest(string, { required: true }),
      ['request-body-added-required ERR'],
    ],
    [
      api({ '/items': { post: { responses: ok } } }),
      withRequest(string),
      ['request-body-added-optional INFO'],
    ],
    [withRequest(string), api({ '/items': { post: { responses: ok } } }), ['request-body-removed ERR']],
    // request-body-became-required (ERR)
    [withRequest(string), withRequest(string, { required: true }), ['request-body-became-required ERR']],
    // request-body-media-type-removed (ERR) / -added (INFO)
    [
      withRequest(string),
      api({
        '/items': { post: { requestBody: { content: { 'text/plain': { schema: string } } }, responses: ok } },
      }),
      ['request-body-media-type-removed ERR', 'request-body-media-type-added INFO'],
    ],
    // request-body-type-changed (ERR)
    [withRequest(string), withRequest({ type: 'integer' }), ['request-body-type-changed ERR']],
    // new-required-request-property (ERR) / new-optional-request-property (INFO) / request-property-removed (WARN)
    [
      withRequest({ type: 'object' }),
      withRequest(object(string, true)),
      ['new-required-request-property ERR'],
    ],
    [withRequest({ type: 'object' }), withRequest(object(string)), ['new-optional-request-property INFO']],
    [withRequest(object(string)), withRequest({ type: 'object' }), ['request-property-removed WARN']],
    // A readOnly property is not sent: adding it to a request is no change for clients.
    [withRequest({ type: 'object' }), withRequest(object({ type: 'string', readOnly: true }, true)), []],
    // request-property-became-required (ERR) / -became-optional (INFO)
    [
      withRequest(object(string)),
      withRequest(object(string, true)),
      ['request-property-became-required ERR'],
    ],
    [
      withRequest(object(string, true)),
      withRequest(object(string)),
      ['request-property-became-optional INFO'],
    ],
    // request-property-enum-value-removed (ERR), request-property-became-enum (ERR)
    [
      withRequest(object({ type: 'string', enum: ['a', 'b'] })),
      withRequest(object({ type: 'string', enum: ['a'] })),
      ['request-property-enum-value-removed ERR'],
    ],
    [
      withRequest(object(string)),
      withRequest(object({ type: 'string', enum: ['a'] })),
      ['request-property-became-enum ERR'],
    ],
    // request-property-max-decreased (ERR), request-property-min-length-increased (ERR), request-property-max-length-set (WARN)
    [
      withRequest(object({ type: 'integer', maximum: 10 })),
      withRequest(object({ type: 'integer', maximum: 5 })),
      ['request-property-max-decreased ERR'],
    ],
    [
      withRequest(object({ type: 'string', minLength: 1 })),
      withRequest(object({ type: 'string', minLength: 3 })),
      ['request-property-min-length-increased ERR'],
    ],
    [
      withRequest(object(string)),
      withRequest(object({ type: 'string', maxLength: 9 })),
      ['request-property-max-length-set WARN'],
    ],
    // request-property-became-not-nullable (ERR) / -became-nullable (INFO)
    [
      withRequest(object({ type: 'string', nullable: true })),
      withRequest(object(string)),
      ['request-property-became-not-nullable ERR'],
    ],
    // request-property-type-generalized (INFO): int32 within int64 (oasdiff's isFormatContained); the reverse breaks.
    [
      withRequest(object({ type: 'integer', format: 'int32' })),
      withRequest(object({ type: 'integer', format: 'int64' })),
      ['request-property-type-generalized INFO'],
    ],
    [
      withRequest(object({ type: 'integer', format: 'int64' })),
      withRequest(object({ type: 'integer', format: 'int32' })),
      ['request-property-type-changed ERR'],
    ],
    // request-body-one-of-removed (ERR) / -one-of-added (INFO); request-body-all-of-added (ERR)
    [
      withRequest({
        oneOf: [
          { title: 'A', type: 'string' },
          { title: 'B', type: 'integer' },
        ],
      }),
      withRequest({ oneOf: [{ title: 'A', type: 'string' }] }),
      ['request-body-one-of-removed ERR'],
    ],
    [
      withRequest({ oneOf: [{ title: 'A', type: 'string' }] }),
      withRequest({
        oneOf: [
          { title: 'A', type: 'string' },
          { title: 'B', type: 'integer' },
        ],
      }),
      ['request-body-one-of-added INFO'],
    ],
    [
      withRequest({ allOf: [{ title: 'A', type: 'object' }] }),
      withRequest({
        allOf: [
          { title: 'A', type: 'object' },
          { title: 'B', type: 'object' },
        ],
      }),
      ['request-body-all-of-added ERR'],
    ],
    // request-property-list-of-types-widened (INFO): OpenAPI 3.1's type lists.
    [
      { ...withRequest(object(string)), openapi: '3.1.0' },
      { ...withRequest(object({ type: ['string', 'integer'] })), openapi: '3.1.0' },
      ['request-property-list-of-types-widened INFO'],
    ],
    // No oasdiff rule: an object closed to additional properties refuses what clients may send (WARN at most).
    [
      withRequest({ type: 'object' }),
      withRequest({ type: 'object', additionalProperties: false }),
      ['request-body-additional-properties-forbidden WARN'],
    ],
  ])('%#', (base, revision, expected) => {
    expect(found(base, revision)).toEqual(expected);
  });
});

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
