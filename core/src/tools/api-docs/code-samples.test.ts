// The code samples run: curl in sh, the fetch sample in Node, the Python one with requests, against a local
// server that echoes what it received.
import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeSamples, sampleRequest } from './code-samples';
import { loadSpec } from './generate';
import type { LoadResult } from './load';

const run = promisify(execFile);
let server: Server;
let port = 0;

/** Echoes the request as JSON: method, path and query, the headers that matter, the body as text. */
function echo(req: IncomingMessage, body: string) {
  return JSON.stringify({
    method: req.method,
    url: req.url,
    key: req.headers['x-api-key'],
    auth: req.headers.authorization,
    trace: req.headers['x-trace'],
    type: req.headers['content-type'],
    body,
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(echo(req, body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const spec = () => `openapi: 3.1.0
info: {title: Echo, version: "1"}
servers:
  - url: 'http://{host}:{port}/v1'
    variables:
      host: {default: 127.0.0.1}
      port: {default: '${port}'}
security: [{key: []}]
paths:
  /items/{id}:
    post:
      operationId: save
      parameters:
        - {name: id, in: path, required: true, schema: {type: string}, example: "a b/c"}
        - {name: q, in: query, required: true, schema: {type: string, default: "it's"}}
        - {name: X-Trace, in: header, required: true, schema: {type: string, example: t1}}
        - {name: skip, in: query, schema: {type: integer}}
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                name: {type: string, example: "O'Brien \\"quoted\\" $HOME \`date\`"}
                tags: {type: array, items: {type: string}}
                size: {type: [integer, "null"], minimum: 3}
      responses: {'200': {description: ok}}
  /login:
    post:
      operationId: login
      security: [{basic: []}]
      requestBody:
        content:
          application/x-www-form-urlencoded:
            schema: {type: object, properties: {user: {type: string, example: "a&b=c"}}}
      responses: {'200': {description: ok}}
  /shelves/{shelf}/pets/{kind}/{petId}:
    post:
      operationId: tag
      security: []
      parameters:
        - {name: shelf, in: path, required: true, schema: {type: string, default: top}}
        - {name: kind, in: path, required: true, schema: {type: string, enum: [cat, dog]}}
        - {name: petId, in: path, required: true, schema: {type: string}}
      requestBody:
        content:
          application/x-www-form-urlencoded:
            schema:
              type: object
              properties:
                tag: {type: array, items: {type: string}, example: [a, b]}
                ids: {type: array, items: {type: integer}, example: [1, 2]}
                piped: {type: array, items: {type: string}, example: [x, y]}
                filter: {type: object, example: {color: red, size: 2}}
                meta: {type: object, example: {k: v}}
            encoding:
              ids: {style: form, explode: false}
              piped: {style: pipeDelimited}
              filter: {style: deepObject, explode: true}
              meta: {contentType: application/json}
      responses: {'200': {description: ok}}
components:
  securitySchemes:
    key: {type: apiKey, in: header, name: X-Api-Key}
    basic: {type: http, scheme: basic}
`;

function samplesOf(operationId: string) {
  const loaded = loadSpec(spec()) as Extract<LoadResult, { ok: true }>;
  const op = loaded.model.groups.flatMap((g) => g.operations).find((o) => o.operationId === operationId);
  if (!op) throw new Error(operationId);
  return codeSamples(loaded.doc, loaded.model, op);
}

const EXPECTED_SAVE = {
  method: 'POST',
  url: '/v1/items/a%20b%2Fc?q=it%27s',
  key: 'YOUR_API_KEY',
  trace: 't1',
  type: 'application/json',
};
const SAVED_BODY = { name: 'O\'Brien "quoted" $HOME `date`', tags: ['string'], size: 3 };

describe('code samples', () => {
  it('curl runs in sh: the server gets the path, query, headers and JSON body the operation describes', async () => {
    const { curl } = samplesOf('save');
    const { stdout } = await run('sh', ['-c', `${curl} -s`]);
    const got = JSON.parse(stdout);
    expect(got).toMatchObject(EXPECTED_SAVE);
    expect(JSON.parse(got.body)).toEqual(SAVED_BODY);
  });

  it('the fetch sample runs in Node and the Python sample with requests, sending the same request', async () => {
    const { javascript, python } = samplesOf('save');
    const node = await run('node', ['--input-type=module', '-e', javascript]);
    const [status, ...rest] = node.stdout.trim().split(' ');
    expect(status).toBe('200');
    const fromJs = JSON.parse(rest.join(' '));
    expect(fromJs).toMatchObject(EXPECTED_SAVE);
    expect(JSON.parse(fromJs.body)).toEqual(SAVED_BODY);
    const py = await run('python3', ['-c', python]).catch((error: Error) => ({ stdout: '', error }));
    if ('error' in py && /No module named 'requests'/.test(String(py.error))) return;
    const fromPy = JSON.parse(py.stdout.trim().replace(/^200 /, ''));
    expect(fromPy).toMatchObject({
      ...EXPECTED_SAVE,
      url: expect.stringMatching(/^\/v1\/items\/a%20b%2Fc\?q=it/),
    });
    expect(JSON.parse(fromPy.body)).toEqual(SAVED_BODY);
  }, 30_000);

  it('form bodies and HTTP basic auth', async () => {
    const { curl, python } = samplesOf('login');
    const got = JSON.parse((await run('sh', ['-c', `${curl} -s`])).stdout);
    expect(got).toMatchObject({
      url: '/v1/login',
      auth: `Basic ${btoa('username:password')}`,
      type: 'application/x-www-form-urlencoded',
    });
    expect(new URLSearchParams(got.body).get('user')).toBe('a&b=c');
    expect(python).toContain('auth=("username", "password")');
  });

  it('form arrays and objects follow the encoding object; path parameters take the documented value or {name}', async () => {
    const { curl, javascript, python } = samplesOf('tag');
    const expected = [
      ['tag', 'a'],
      ['tag', 'b'],
      ['ids', '1,2'],
      ['piped', 'x|y'],
      ['filter[color]', 'red'],
      ['filter[size]', '2'],
      ['meta', '{"k":"v"}'],
    ];
    expect(curl).toContain(`--data-urlencode 'tag=a' \\\n  --data-urlencode 'tag=b'`);
    const got = JSON.parse((await run('sh', ['-c', `${curl} -s`])).stdout);
    expect(got).toMatchObject({
      url: '/v1/shelves/top/pets/cat/{petId}',
      type: 'application/x-www-form-urlencoded',
    });
    expect([...new URLSearchParams(got.body)]).toEqual(expected);
    const node = await run('node', ['--input-type=module', '-e', javascript]);
    const fromJs = JSON.parse(node.stdout.trim().replace(/^200 /, ''));
    expect(fromJs.url).toBe('/v1/shelves/top/pets/cat/%7BpetId%7D');
    expect([...new URLSearchParams(fromJs.body)]).toEqual(expected);
    const py = await run('python3', ['-c', python]).catch((error: Error) => ({ stdout: '', error }));
    if ('error' in py && /No module named 'requests'/.test(String(py.error))) return;
    expect([...new URLSearchParams(JSON.parse(py.stdout.trim().replace(/^200 /, '')).body)]).toEqual(
      expected,
    );
  }, 30_000);

  it("sends each operation to its own servers: the operation's over its path's over the document's", () => {
    const loaded = loadSpec(`openapi: 3.0.3
info: {title: S, version: "1"}
servers: [{url: 'https://doc.test'}]
paths:
  /a:
    servers: [{url: 'https://path.test/v2'}]
    get: {responses: {'200': {description: ok}}}
    post: {servers: [{url: 'https://op.test'}], responses: {'200': {description: ok}}}
  /b:
    get: {responses: {'200': {description: ok}}}
`) as Extract<LoadResult, { ok: true }>;
    const urls = loaded.model.groups
      .flatMap((g) => g.operations)
      .map((op) => sampleRequest(loaded.doc, loaded.model, op).url);
    expect(urls).toEqual(['https://path.test/v2/a', 'https://op.test/a', 'https://doc.test/b']);
  });
});
