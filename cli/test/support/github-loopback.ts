import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';

/**
 * A loopback GitHub REST API for tests, built from GitHub's own published description (the subset in
 * github-rest/, see SOURCES.md there). It answers only the described operations: each request's method and path
 * are matched against the description, its path and query parameters and its JSON body validated against the
 * described schemas, and anything else refused with the status GitHub uses (404 unknown route or bad path
 * parameter, 422 invalid body or query, 401 without a token). Accepted requests are recorded; releases (by tag)
 * and pull requests (by head branch) are kept so re-runs see what exists; every answer is checked against the
 * described response schema before it is sent (a body that does not match is the server's own bug: it answers 500
 * and records it in `selfErrors`).
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
/** A node of the OpenAPI document, read loosely (the document is GitHub's, checked by the extraction script). */
type SpecNode = Record<string, unknown>;

const SPEC_PATH = join(import.meta.dirname, 'github-rest', 'api.github.com.subset.json');
const DOCS = 'https://docs.github.com/rest';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface RecordedRequest {
  operationId: string;
  method: string;
  /** The path as sent, without the API prefix and query. */
  path: string;
  query: Record<string, string>;
  body: Json | undefined;
  /** The status the loopback answered. */
  status: number;
}

export interface RefusedRequest {
  method: string;
  path: string;
  status: number;
  reason: string;
}

export interface StoredRelease {
  id: number;
  tag_name: string;
  target_commitish: string;
  name: string | null;
  body: string | null;
  draft: boolean;
  prerelease: boolean;
}

export interface StoredPull {
  number: number;
  head: string;
  base: string;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
}

export interface LoopbackOptions {
  owner?: string;
  repo?: string;
  token?: string;
  /** Path prefix of the API, e.g. `/api/v3` as GitHub Enterprise Server serves it. */
  prefix?: string;
  defaultBranch?: string;
}

export interface GitHubLoopback {
  /** The API base URL (what GITHUB_API_URL holds). */
  url: string;
  owner: string;
  repo: string;
  token: string;
  requests: RecordedRequest[];
  refused: RefusedRequest[];
  selfErrors: string[];
  releases: StoredRelease[];
  pulls: StoredPull[];
  /**
   * After `after` more calls that succeed (default 0), the next `times` calls (default 1) of `operationId` answer
   * `status` with GitHub's error body for it.
   */
  fail(
    operationId: string,
    status: 403 | 422 | 500 | 502 | 503,
    options?: { message?: string; times?: number; after?: number },
  ): void;
  operationIds(): string[];
  close(): Promise<void>;
}

interface Operation {
  operationId: string;
  method: string;
  pattern: RegExp;
  pathParams: string[];
  parameters: SpecNode[];
  body: ValidateFunction | null;
  bodyRequired: boolean;
  responses: Map<number, ValidateFunction | null>;
}

interface Failure {
  status: number;
  message: string;
  times: number;
  after: number;
}

function isObject(value: unknown): value is SpecNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isJsonObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pointer(...parts: string[]): string {
  return `gh#/${parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
}

/** The document plus a validator compiled for any place in it. */
class Description {
  readonly spec: SpecNode;
  private readonly ajv: Ajv;

  constructor() {
    this.spec = JSON.parse(readFileSync(SPEC_PATH, 'utf8')) as SpecNode;
    this.ajv = new Ajv({ strict: false, allErrors: true });
    this.ajv.addFormat('date-time', (value: string) => !Number.isNaN(Date.parse(value)) && /T/.test(value));
    this.ajv.addFormat('uri', (value: string) => URL.canParse(value));
    this.ajv.addFormat('int64', true);
    this.ajv.addFormat('repo.nwo', (value: string) => /^[^/]+\/[^/]+$/.test(value));
    this.ajv.addSchema(this.spec, 'gh');
  }

  validator(ref: string): ValidateFunction {
    return this.ajv.compile({ $ref: ref });
  }

  errors(validate: ValidateFunction): string {
    return this.ajv.errorsText(validate.errors, { dataVar: '' });
  }

  /** Follows one `#/components/...` reference. */
  resolve(node: unknown): SpecNode {
    if (!isObject(node)) throw new Error('not an object in the description');
    const ref = node.$ref;
    if (typeof ref !== 'string') return node;
    let target: unknown = this.spec;
    for (const part of ref.replace(/^#\//, '').split('/'))
      target = isObject(target) ? target[part] : undefined;
    return this.resolve(target);
  }

  operations(): Operation[] {
    const operations: Operation[] = [];
    const paths = this.resolve(this.spec.paths);
    for (const [template, itemNode] of Object.entries(paths)) {
      const item = this.resolve(itemNode);
      const shared = Array.isArray(item.parameters) ? item.parameters.map((p) => this.resolve(p)) : [];
      for (const method of METHODS) {
        const node = item[method];
        if (!isObject(node)) continue;
        const own = Array.isArray(node.parameters) ? node.parameters.map((p) => this.resolve(p)) : [];
        const pathParams: string[] = [];
        const source = template
          .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
          .replace(/\{([^}]+)\}/g, (_, name: string) => {
            pathParams.push(name);
            return '([^/]+)';
          });
        const requestBody = isObject(node.requestBody) ? this.resolve(node.requestBody) : null;
        const json = isObject(requestBody?.content) ? requestBody.content['application/json'] : undefined;
        const responses = new Map<number, ValidateFunction | null>();
        for (const [status, responseNode] of Object.entries(this.resolve(node.responses))) {
          const response = this.resolve(responseNode);
          const content = isObject(response.content) ? response.content['application/json'] : undefined;
          const hasSchema = isObject(content) && isObject(content.schema);
          const ref =
            isObject(responseNode) && typeof responseNode.$ref === 'string' ? responseNode.$ref : null;
          const schemaRef = ref
            ? `gh${ref}/content/application~1json/schema`
            : pointer(
                'paths',
                template,
                method,
                'responses',
                status,
                'content',
                'application/json',
                'schema',
              );
          responses.set(Number(status), hasSchema ? this.validator(schemaRef) : null);
        }
        operations.push({
          operationId: String(node.operationId),
          method: method.toUpperCase(),
          pattern: new RegExp(`^${source}$`),
          pathParams,
          parameters: [...shared, ...own],
          body: isObject(json)
            ? this.validator(
                pointer('paths', template, method, 'requestBody', 'content', 'application/json', 'schema'),
              )
            : null,
          bodyRequired: requestBody?.required === true,
          responses,
        });
      }
    }
    return operations;
  }

  /**
   * The smallest value valid against a schema: required properties only, nullable ones null, the first enum
   * value. The loopback lays its state over this for the many fields of a pull request or repository it does not
   * keep.
   */
  sample(schemaNode: unknown, depth = 0): Json {
    const schema = this.resolve(schemaNode);
    if (depth > 20) throw new Error('sample: schema nests too deep');
    if (Array.isArray(schema.allOf)) {
      const merged: JsonObject = {};
      for (const part of schema.allOf) Object.assign(merged, this.sample(part, depth + 1));
      return merged;
    }
    const alternatives = schema.oneOf ?? schema.anyOf;
    if (Array.isArray(alternatives)) return this.sample(alternatives[0], depth + 1);
    if (schema.nullable === true) return null;
    if (Array.isArray(schema.enum)) return (schema.enum.find((v) => v !== null) ?? null) as Json;
    switch (schema.type) {
      case 'object': {
        const out: JsonObject = {};
        const properties = isObject(schema.properties) ? schema.properties : {};
        const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
        for (const name of required) out[name] = this.sample(properties[name] ?? {}, depth + 1);
        return out;
      }
      case 'array':
        return [];
      case 'integer':
      case 'number':
        return 1;
      case 'boolean':
        return false;
      case 'string':
        if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
        if (schema.format === 'uri') return 'https://loopback.invalid/';
        if (schema.format === 'repo.nwo') return 'loopback/loopback';
        return 'loopback';
      default:
        return {};
    }
  }
}

function deepMerge(base: Json, over: Json): Json {
  if (!isObject(base) || !isObject(over)) return over;
  const out: JsonObject = { ...base };
  for (const [key, value] of Object.entries(over))
    out[key] = key in out ? deepMerge(out[key] ?? null, value) : value;
  return out;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Coerces a query or path string to the parameter's schema type so it can be validated. */
function coerce(value: string, schema: SpecNode): Json {
  if ((schema.type === 'integer' || schema.type === 'number') && /^-?\d+(\.\d+)?$/.test(value))
    return Number(value);
  if (schema.type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

class HttpAnswer extends Error {
  constructor(
    readonly status: number,
    readonly body: JsonObject,
  ) {
    super(String(body.message));
  }
}

export async function startGitHubLoopback(options: LoopbackOptions = {}): Promise<GitHubLoopback> {
  const description = new Description();
  const operations = description.operations();
  const owner = options.owner ?? 'acme';
  const repo = options.repo ?? 'widgets';
  const token = options.token ?? 'ghs_loopbacktoken0123456789';
  const prefix = (options.prefix ?? '').replace(/\/+$/, '');
  const defaultBranch = options.defaultBranch ?? 'main';
  const requests: RecordedRequest[] = [];
  const refused: RefusedRequest[] = [];
  const selfErrors: string[] = [];
  const releases: StoredRelease[] = [];
  const pulls: StoredPull[] = [];
  const failures = new Map<string, Failure>();
  let nextId = 1000;
  let origin = '';

  const repoUrl = () => `${origin}${prefix}/repos/${owner}/${repo}`;
  const htmlUrl = () => `https://github.invalid/${owner}/${repo}`;
  const sampleOf = (ref: string) => description.sample({ $ref: ref });
  const user = () =>
    deepMerge(sampleOf('#/components/schemas/simple-user'), {
      login: 'github-actions[bot]',
      id: 41898282,
      type: 'Bot',
    });

  const releaseJson = (release: StoredRelease): Json => {
    const url = `${repoUrl()}/releases/${release.id}`;
    return {
      url,
      html_url: `${htmlUrl()}/releases/tag/${encodeURIComponent(release.tag_name)}`,
      assets_url: `${url}/assets`,
      upload_url: `${url}/assets{?name,label}`,
      tarball_url: `${repoUrl()}/tarball/${encodeURIComponent(release.tag_name)}`,
      zipball_url: `${repoUrl()}/zipball/${encodeURIComponent(release.tag_name)}`,
      id: release.id,
      node_id: `RE_${release.id}`,
      tag_name: release.tag_name,
      target_commitish: release.target_commitish,
      name: release.name,
      body: release.body,
      draft: release.draft,
      prerelease: release.prerelease,
      created_at: '2026-01-01T00:00:00Z',
      published_at: release.draft ? null : '2026-01-01T00:00:00Z',
      author: user(),
      assets: [],
    };
  };

  const repositoryJson = () =>
    deepMerge(sampleOf('#/components/schemas/full-repository'), {
      id: 1,
      name: repo,
      full_name: `${owner}/${repo}`,
      owner: user(),
      default_branch: defaultBranch,
      url: repoUrl(),
      html_url: htmlUrl(),
      permissions: { admin: false, maintain: false, push: true, triage: true, pull: true },
    });

  const pullJson = (pull: StoredPull, schema: 'pull-request' | 'pull-request-simple'): Json => {
    const branch = (ref: string) => ({
      label: `${owner}:${ref}`,
      ref,
      sha: '0000000000000000000000000000000000000000',
      user: user(),
      repo: sampleOf('#/components/schemas/repository'),
    });
    return deepMerge(sampleOf(`#/components/schemas/${schema}`), {
      id: pull.number + 500000,
      number: pull.number,
      url: `${repoUrl()}/pulls/${pull.number}`,
      html_url: `${htmlUrl()}/pull/${pull.number}`,
      state: pull.state,
      title: pull.title,
      body: pull.body,
      head: branch(pull.head),
      base: branch(pull.base),
      user: user(),
    });
  };

  const notFound = (): HttpAnswer =>
    new HttpAnswer(404, { message: 'Not Found', documentation_url: DOCS, status: '404' });
  const invalid = (message: string, errors: JsonObject[] = []): HttpAnswer =>
    new HttpAnswer(422, { message, errors, documentation_url: DOCS, status: '422' });

  const findRelease = (id: Json): StoredRelease => {
    const release = releases.find((r) => r.id === id);
    if (!release) throw notFound();
    return release;
  };
  const findPull = (number: Json): StoredPull => {
    const pull = pulls.find((p) => p.number === number);
    if (!pull) throw notFound();
    return pull;
  };
  const page = <T>(items: T[], query: Record<string, Json>): T[] => {
    const perPage = typeof query.per_page === 'number' ? query.per_page : 30;
    const index = typeof query.page === 'number' ? query.page : 1;
    return items.slice((index - 1) * perPage, index * perPage);
  };
  const text = (value: Json | undefined): string | undefined =>
    typeof value === 'string' ? value : undefined;
  const flag = (value: Json | undefined): boolean | undefined =>
    typeof value === 'boolean' ? value : undefined;

  /** The state changes and answer of each operation, its input already validated. */
  const handlers: Record<
    string,
    (params: Record<string, Json>, query: Record<string, Json>, body: JsonObject) => [number, Json]
  > = {
    'repos/get': () => [200, repositoryJson()],
    'repos/list-releases': (_, query) => [
      200,
      page([...releases].reverse(), query).map((release) => releaseJson(release)),
    ],
    'repos/get-release': (params) => [200, releaseJson(findRelease(params.release_id ?? null))],
    'repos/get-release-by-tag': (params) => {
      // Drafts have no tag yet: GitHub does not find them by tag.
      const release = releases.find((r) => r.tag_name === params.tag && !r.draft);
      if (!release) throw notFound();
      return [200, releaseJson(release)];
    },
    'repos/create-release': (_, __, body) => {
      const tag = String(body.tag_name);
      if (releases.some((r) => r.tag_name === tag && !r.draft))
        throw invalid('Validation Failed', [
          { resource: 'Release', code: 'already_exists', field: 'tag_name' },
        ]);
      const release: StoredRelease = {
        id: nextId++,
        tag_name: tag,
        target_commitish: text(body.target_commitish) ?? defaultBranch,
        name: text(body.name) ?? null,
        body: text(body.body) ?? null,
        draft: flag(body.draft) ?? false,
        prerelease: flag(body.prerelease) ?? false,
      };
      releases.push(release);
      return [201, releaseJson(release)];
    },
    'repos/update-release': (params, _, body) => {
      const release = findRelease(params.release_id ?? null);
      if (text(body.tag_name) !== undefined) release.tag_name = String(body.tag_name);
      if (text(body.target_commitish) !== undefined) release.target_commitish = String(body.target_commitish);
      if (text(body.name) !== undefined) release.name = String(body.name);
      if (text(body.body) !== undefined) release.body = String(body.body);
      if (flag(body.draft) !== undefined) release.draft = body.draft === true;
      if (flag(body.prerelease) !== undefined) release.prerelease = body.prerelease === true;
      return [200, releaseJson(release)];
    },
    'repos/delete-release': (params) => {
      const release = findRelease(params.release_id ?? null);
      releases.splice(releases.indexOf(release), 1);
      return [204, null];
    },
    'git/get-ref': () => {
      throw notFound();
    },
    'pulls/list': (_, query) => {
      const state = text(query.state) ?? 'open';
      const head = text(query.head);
      const base = text(query.base);
      const matching = pulls.filter(
        (pull) =>
          (state === 'all' || pull.state === state) &&
          (head === undefined || head === `${owner}:${pull.head}`) &&
          (base === undefined || base === pull.base),
      );
      return [200, page(matching, query).map((pull) => pullJson(pull, 'pull-request-simple'))];
    },
    'pulls/create': (_, __, body) => {
      const head = String(body.head).replace(new RegExp(`^${owner}:`), '');
      const base = String(body.base);
      if (pulls.some((pull) => pull.state === 'open' && pull.head === head && pull.base === base))
        throw invalid('Validation Failed', [
          {
            resource: 'PullRequest',
            code: 'custom',
            message: `A pull request already exists for ${owner}:${head}.`,
          },
        ]);
      const pull: StoredPull = {
        number: pulls.length + 1,
        head,
        base,
        title: text(body.title) ?? '',
        body: text(body.body) ?? null,
        state: 'open',
      };
      pulls.push(pull);
      return [201, pullJson(pull, 'pull-request')];
    },
    'pulls/update': (params, _, body) => {
      const pull = findPull(params.pull_number ?? null);
      if (text(body.title) !== undefined) pull.title = String(body.title);
      if (text(body.body) !== undefined) pull.body = String(body.body);
      if (body.state === 'open' || body.state === 'closed') pull.state = body.state;
      if (text(body.base) !== undefined) pull.base = String(body.base);
      return [200, pullJson(pull, 'pull-request')];
    },
  };

  const handle = async (req: IncomingMessage): Promise<{ status: number; body: Json }> => {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://loopback');
    const fullPath = url.pathname;
    const refuse = (answer: HttpAnswer, reason: string) => {
      refused.push({ method, path: fullPath, status: answer.status, reason });
      return { status: answer.status, body: answer.body };
    };
    if (!fullPath.startsWith(`${prefix}/`)) return refuse(notFound(), 'outside the API prefix');
    const path = fullPath.slice(prefix.length);
    let operation: Operation | undefined;
    let match: RegExpExecArray | null = null;
    for (const candidate of operations) {
      if (candidate.method !== method) continue;
      match = candidate.pattern.exec(path);
      if (match) {
        operation = candidate;
        break;
      }
    }
    if (!operation || !match) return refuse(notFound(), `no operation ${method} ${path}`);

    const authorization = req.headers.authorization ?? '';
    const given = /^(?:Bearer|token) (.+)$/i.exec(authorization)?.[1];
    if (given === undefined)
      return refuse(
        new HttpAnswer(401, { message: 'Requires authentication', documentation_url: DOCS, status: '401' }),
        'no token',
      );
    if (given !== token)
      return refuse(
        new HttpAnswer(401, { message: 'Bad credentials', documentation_url: DOCS, status: '401' }),
        'bad token',
      );

    const params: Record<string, Json> = {};
    const query: Record<string, Json> = {};
    for (const [index, name] of operation.pathParams.entries()) {
      let value: string;
      try {
        value = decodeURIComponent(match[index + 1] ?? '');
      } catch {
        return refuse(notFound(), `path parameter ${name} is not URL-encoded`);
      }
      params[name] = value;
    }
    const known = new Set<string>();
    for (const parameter of operation.parameters) {
      const name = String(parameter.name);
      const schema = description.resolve(parameter.schema ?? {});
      if (parameter.in === 'path') {
        const value = coerce(String(params[name] ?? ''), schema);
        params[name] = value;
        if (!validateValue(schema, value))
          return refuse(notFound(), `path parameter ${name}=${String(value)}`);
      } else if (parameter.in === 'query') {
        known.add(name);
        const raw = url.searchParams.get(name);
        if (raw === null) {
          if (parameter.required === true) return refuse(invalid(`Missing query parameter ${name}`), name);
          continue;
        }
        const value = coerce(raw, schema);
        if (!validateValue(schema, value)) return refuse(invalid(`Invalid query parameter ${name}`), name);
        query[name] = value;
      }
    }
    for (const name of url.searchParams.keys())
      if (!known.has(name)) return refuse(invalid(`Unknown query parameter ${name}`), name);
    if (params.owner !== owner || params.repo !== repo)
      return refuse(notFound(), `no repository ${String(params.owner)}/${String(params.repo)}`);

    const raw = await readBody(req);
    let body: Json | undefined;
    if (raw !== '') {
      try {
        body = JSON.parse(raw) as Json;
      } catch {
        return refuse(
          new HttpAnswer(400, { message: 'Problems parsing JSON', documentation_url: DOCS, status: '400' }),
          'body is not JSON',
        );
      }
    }
    if (operation.body) {
      if (body === undefined && operation.bodyRequired) return refuse(invalid('Invalid request.'), 'no body');
      if (body !== undefined && !operation.body(body))
        return refuse(
          invalid(`Invalid request.\n\n${description.errors(operation.body)}`),
          description.errors(operation.body),
        );
    } else if (body !== undefined)
      return refuse(invalid('Invalid request: no body expected.'), 'unexpected body');

    const record = (status: number) =>
      requests.push({
        operationId: operation.operationId,
        method,
        path,
        query: Object.fromEntries(url.searchParams),
        body,
        status,
      });
    const failure = failures.get(operation.operationId);
    if (failure && failure.after > 0) failure.after--;
    else if (failure && failure.times > 0) {
      failure.times--;
      record(failure.status);
      const errorBody: JsonObject = {
        message: failure.message,
        documentation_url: DOCS,
        status: String(failure.status),
      };
      if (failure.status === 422) errorBody.errors = [];
      return { status: failure.status, body: errorBody };
    }
    let answer: [number, Json];
    try {
      answer = handlers[operation.operationId]?.(params, query, isJsonObject(body) ? body : {}) ?? [
        501,
        { message: 'not kept by the loopback' },
      ];
    } catch (error) {
      if (!(error instanceof HttpAnswer)) throw error;
      record(error.status);
      return { status: error.status, body: error.body };
    }
    const [status, answerBody] = answer;
    const validate = operation.responses.get(status);
    if (validate === undefined)
      selfErrors.push(`${operation.operationId}: status ${status} is not described`);
    else if (validate && !validate(answerBody))
      selfErrors.push(`${operation.operationId} ${status}: ${description.errors(validate)}`);
    record(status);
    return { status, body: answerBody };
  };

  /** Validates a single parameter value against its (small, inline) schema. */
  const parameterValidators = new Map<string, ValidateFunction>();
  function validateValue(schema: SpecNode, value: Json): boolean {
    const key = JSON.stringify(schema);
    let validate = parameterValidators.get(key);
    if (!validate) {
      validate = new Ajv({ strict: false }).compile(schema);
      parameterValidators.set(key, validate);
    }
    return validate(value) === true;
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    handle(req).then(
      ({ status, body }) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(status === 204 ? undefined : JSON.stringify(body));
      },
      (error: unknown) => {
        selfErrors.push(String(error));
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'loopback failure' }));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the loopback has no TCP port');
  origin = `http://127.0.0.1:${address.port}`;

  return {
    url: `${origin}${prefix}`,
    owner,
    repo,
    token,
    requests,
    refused,
    selfErrors,
    releases,
    pulls,
    fail(operationId, status, failOptions = {}) {
      if (!operations.some((op) => op.operationId === operationId))
        throw new Error(`unknown operation ${operationId}`);
      const message =
        failOptions.message ??
        (status === 403
          ? 'Resource not accessible by integration'
          : status === 422
            ? 'Validation Failed'
            : 'Server Error');
      failures.set(operationId, {
        status,
        message,
        times: failOptions.times ?? 1,
        after: failOptions.after ?? 0,
      });
    },
    operationIds: () => operations.map((op) => op.operationId),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
