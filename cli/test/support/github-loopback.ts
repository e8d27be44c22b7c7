import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Ajv, type ValidateFunction } from 'ajv';
import {
  coerce,
  Description,
  isJsonObject,
  type Json,
  type JsonObject,
  type Operation,
  type SpecNode,
} from './github-description';
import { DOCS, gitHubStore, HttpAnswer, type StoredPull, type StoredRelease } from './github-store';

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

interface RecordedRequest {
  operationId: string;
  method: string;
  /** The path as sent, without the API prefix and query. */
  path: string;
  query: Record<string, string>;
  body: Json | undefined;
  /** The status the loopback answered. */
  status: number;
}

interface RefusedRequest {
  method: string;
  path: string;
  status: number;
  reason: string;
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
   * `status` with GitHub's error body for it (and `retryAfter` as its Retry-After header, as GitHub's secondary
   * rate limit answers a 403 or 429).
   */
  fail(
    operationId: string,
    status: 403 | 422 | 429 | 500 | 502 | 503,
    options?: { message?: string; times?: number; after?: number; retryAfter?: string },
  ): void;
  operationIds(): string[];
  close(): Promise<void>;
}

interface Failure {
  status: number;
  message: string;
  times: number;
  after: number;
  retryAfter: string | undefined;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * The description and its operations' validators, compiled once per test file (hundreds of milliseconds of CPU
 * each time): every loopback only reads them, its releases, pulls and requests stay its own.
 */
let described: { description: Description; operations: Operation[] } | undefined;
function describedOnce() {
  if (!described) {
    const description = new Description();
    described = { description, operations: description.operations() };
  }
  return described;
}

/** Validators of single parameter values (small, inline schemas), by schema, shared like the description. */
const parameterValidators = new Map<string, ValidateFunction>();

export async function startGitHubLoopback(options: LoopbackOptions = {}): Promise<GitHubLoopback> {
  const { description, operations } = describedOnce();
  const owner = options.owner ?? 'acme';
  const repo = options.repo ?? 'widgets';
  const token = options.token ?? 'ghs_loopbacktoken0123456789';
  const prefix = (options.prefix ?? '').replace(/\/+$/, '');
  const defaultBranch = options.defaultBranch ?? 'main';
  const requests: RecordedRequest[] = [];
  const refused: RefusedRequest[] = [];
  const selfErrors: string[] = [];
  const failures = new Map<string, Failure>();
  let origin = '';
  const { releases, pulls, handlers, notFound, invalid } = gitHubStore(description, {
    owner,
    repo,
    prefix,
    defaultBranch,
    origin: () => origin,
  });

  const handle = async (
    req: IncomingMessage,
  ): Promise<{ status: number; body: Json; headers?: Record<string, string> }> => {
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
      const headers = failure.retryAfter === undefined ? undefined : { 'retry-after': failure.retryAfter };
      return { status: failure.status, body: errorBody, ...(headers && { headers }) };
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
      ({ status, body, headers }) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
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
            : status === 429
              ? 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.'
              : 'Server Error');
      failures.set(operationId, {
        status,
        message,
        times: failOptions.times ?? 1,
        after: failOptions.after ?? 0,
        retryAfter: failOptions.retryAfter,
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
