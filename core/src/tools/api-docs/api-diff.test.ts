import { describe, expect, it } from 'vitest';
import { api, found, get, object, ok, withQuery, withRequest } from './test/api-diff-pairs';

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
    // api-security-added / -scope-added (INFO): an operation's own security requirements and their scopes.
    [
      api({ '/a': get({ security: [{ oauth: ['read'] }] }) }),
      api({ '/a': get({ security: [{ oauth: ['read', 'write'] }, { key: [] }] }) }),
      ['api-security-added INFO', 'api-security-scope-added INFO'],
    ],
    // api-global-security-removed (INFO)
    [
      api({ '/a': get() }, { security: [{ key: [] }] }),
      api({ '/a': get() }),
      ['api-global-security-removed INFO'],
    ],
    // request-parameter-deprecated (INFO); request-property-deprecated (INFO)
    [
      api({ '/a': get({ parameters: [{ name: 'q', in: 'query', schema: { type: 'string' } }] }) }),
      api({
        '/a': get({ parameters: [{ name: 'q', in: 'query', deprecated: true, schema: { type: 'string' } }] }),
      }),
      ['request-parameter-deprecated INFO'],
    ],
    [
      withRequest(object({ type: 'string' })),
      withRequest(object({ type: 'string', deprecated: true })),
      ['request-property-deprecated INFO'],
    ],
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
