// The small description pairs the api-diff rule tables build on (api-diff.test.ts, api-diff-responses.test.ts).
import { type ApiDiff, diffApis } from '../api-diff';
import { loadSpec } from '../generate';

export type Doc = Record<string, unknown>;

function load(doc: Doc) {
  const loaded = loadSpec(JSON.stringify(doc));
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
  return loaded;
}
export const api = (paths: Doc, extra: Doc = {}): Doc => ({
  openapi: '3.0.3',
  info: { title: 'Shop', version: '1' },
  paths,
  ...extra,
});
export const diff = (base: Doc, revision: Doc): ApiDiff => diffApis(load(base), load(revision));
/** `id LEVEL` of each change, in report order. */
export const found = (base: Doc, revision: Doc) =>
  diff(base, revision).changes.map((c) => `${c.id} ${c.level}`);

export const ok = { '200': { description: 'ok' } };
export const get = (op: Doc = {}) => ({ get: { responses: ok, ...op } });
/** GET /items with one query parameter `q`. */
export const withQuery = (parameter: Doc) =>
  api({ '/items': get({ parameters: [{ name: 'q', in: 'query', ...parameter }] }) });
/** POST /items whose JSON request body has this schema. */
export const withRequest = (schema: Doc, body: Doc = {}) =>
  api({
    '/items': {
      post: { requestBody: { content: { 'application/json': { schema } }, ...body }, responses: ok },
    },
  });
/** GET /items whose 200 JSON response has this schema. */
export const withResponse = (schema: Doc) =>
  api({
    '/items': {
      get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } } },
    },
  });
/** An object with one property `p` (required or not). */
export const object = (p: Doc, required = false): Doc => ({
  type: 'object',
  properties: { p },
  ...(required ? { required: ['p'] } : {}),
});
