import { levelOf } from './diff-oasdiff-levels';
import { DIFF_LEVELS, type DiffLevel } from './diff-rules';
import { type Direction, SchemaComparer, type SchemaFinding, type SchemaKind } from './diff-schema';
import { loadSpec } from './generate';
import type { LoadResult } from './load';
import type { ApiModel, MediaType, Operation, Parameter } from './model';
import { isRecord } from './pointer';
import type { Issue } from './read-spec';

/** One description as `loadSpec` reads it: the document (Swagger 2.0 already converted) and its model. */
export interface DiffInput {
  doc: Record<string, unknown>;
  model: ApiModel;
}

export interface ApiChange {
  /** oasdiff's rule id (`api-removed-without-deprecation`), or one in its style where it has no rule. */
  id: string;
  level: DiffLevel;
  /** Whether `id` is one of oasdiff's rules, with oasdiff's level. */
  oasdiff: boolean;
  /** What changed, where: `query parameter limit: became required`. */
  text: string;
  /** `GET /pets/{petId}`, a webhook's name, or undefined for a component. */
  operation?: string;
  operationId?: string;
  /** `api` for the document as a whole (its global security). */
  section: 'paths' | 'webhooks' | 'components' | 'api';
}

export interface ApiDiff {
  base: { title: string; version: string };
  revision: { title: string; version: string };
  /** Breaking first (ERR, WARN, INFO), then by operation, in the order found. */
  changes: ApiChange[];
  counts: Record<DiffLevel, number>;
}

/** Two texts compared: the report, or the errors of the first one that is not a valid description. */
export type SpecComparison =
  | { ok: true; diff: ApiDiff }
  | { ok: false; side: 'old' | 'new'; errors: Issue[] };

/** `diffApis` on two texts (JSON or YAML), each read by `loadSpec`; never throws on bad input. */
export function compareSpecTexts(oldText: string, newText: string): SpecComparison {
  return compareLoaded(loadSpec(oldText), loadSpec(newText));
}

/** `diffApis` on two descriptions already loaded (`loadSpec`, or `loadSpecFrom` for one split across files). */
export function compareLoaded(base: LoadResult, revision: LoadResult): SpecComparison {
  if (!base.ok) return { ok: false, side: 'old', errors: base.errors };
  if (!revision.ok) return { ok: false, side: 'new', errors: revision.errors };
  return { ok: true, diff: diffApis(base, revision) };
}

type Emit = (id: string, fallback: DiffLevel, text: string) => void;

/** Path templates match whatever their parameters are named: `/pets/{id}` is `/pets/{petId}`. */
const pathKey = (path: string) => path.replace(/\{[^}]*\}/g, '{}');
const isSuccess = (status: string) => /^2(\d\d|XX)$/i.test(status);

function operationsOf(model: ApiModel): Operation[] {
  const seen = new Set<Operation>();
  for (const group of model.groups) for (const op of group.operations) seen.add(op);
  return [...seen];
}

/**
 * Every change from `base` to `revision` (two descriptions read by `loadSpec`), each with oasdiff's rule id and
 * level: operations, parameters, request bodies and responses per media type, response headers, and their
 * schemas (`$ref`s followed, recursive ones once). Pure; an identical pair gives no changes.
 */
export function diffApis(base: DiffInput, revision: DiffInput): ApiDiff {
  const changes: ApiChange[] = [];
  const schemas = new SchemaComparer(base.doc, revision.doc);
  const baseOps = operationsOf(base.model);
  const revisionOps = operationsOf(revision.model);
  const index = (ops: Operation[]) =>
    new Map(ops.filter((op) => !op.webhook).map((op) => [`${op.method} ${pathKey(op.path)}`, op]));
  const before = index(baseOps);
  const after = index(revisionOps);
  const revisionPaths = new Set([...after.values()].map((op) => pathKey(op.path)));

  const emitter =
    (op: Operation, section: ApiChange['section'] = 'paths'): Emit =>
    (id, fallback, text) =>
      changes.push({
        id,
        ...levelOf(id, fallback),
        text,
        operation: section === 'webhooks' ? op.path : `${op.method.toUpperCase()} ${op.path}`,
        ...(op.operationId ? { operationId: op.operationId } : {}),
        section,
      });

  for (const [key, op] of before) {
    const next = after.get(key);
    if (next) {
      compareOperation(op, next, schemas, emitter(next));
      const own = (doc: Record<string, unknown>, o: Operation) => {
        const item = isRecord(doc.paths) ? doc.paths[o.path] : undefined;
        return isRecord(item) && isRecord(item[o.method])
          ? (item[o.method] as Record<string, unknown>).security
          : undefined;
      };
      compareSecurity(own(base.doc, op), own(revision.doc, next), 'api-security', emitter(next));
      continue;
    }
    // A whole path gone, or one operation of a path that stays (oasdiff's two rules), deprecated first or not.
    const scope = revisionPaths.has(pathKey(op.path)) ? 'api' : 'api-path';
    emitter(op)(
      `${scope}-removed-${op.deprecated ? 'with' : 'without'}-deprecation`,
      op.deprecated ? 'INFO' : 'ERR',
      op.deprecated ? 'removed (it was deprecated)' : 'removed without being deprecated first',
    );
  }
  for (const [key, op] of after) if (!before.has(key)) emitter(op)('endpoint-added', 'INFO', 'added');

  const hooks = (ops: Operation[]) => new Set(ops.filter((op) => op.webhook).map((op) => op.path));
  const baseHooks = hooks(baseOps);
  const revisionHooks = hooks(revisionOps);
  const hookOp = (ops: Operation[], name: string) => ops.find((op) => op.webhook && op.path === name);
  for (const name of baseHooks)
    if (!revisionHooks.has(name)) {
      const op = hookOp(baseOps, name);
      if (op) emitter(op, 'webhooks')('webhook-removed', 'ERR', 'webhook removed');
    }
  for (const name of revisionHooks)
    if (!baseHooks.has(name)) {
      const op = hookOp(revisionOps, name);
      if (op) emitter(op, 'webhooks')('webhook-added', 'INFO', 'webhook added');
    }

  compareSecurity(base.doc.security, revision.doc.security, 'api-global-security', (id, fallback, text) =>
    changes.push({ id, ...levelOf(id, fallback), text, section: 'api' }),
  );

  const componentSchemas = (doc: Record<string, unknown>) =>
    isRecord(doc.components) && isRecord(doc.components.schemas) ? Object.keys(doc.components.schemas) : [];
  const kept = new Set(componentSchemas(revision.doc));
  for (const name of componentSchemas(base.doc))
    if (!kept.has(name))
      changes.push({
        id: 'api-schema-removed',
        ...levelOf('api-schema-removed', 'INFO'),
        text: `schema ${name} removed from components`,
        section: 'components',
      });

  const rank = (level: DiffLevel) => DIFF_LEVELS.indexOf(level);
  const ordered = changes
    .map((change, order) => ({ change, order }))
    .sort(
      (a, b) =>
        rank(a.change.level) - rank(b.change.level) ||
        (a.change.operation ?? '').localeCompare(b.change.operation ?? '') ||
        a.order - b.order,
    )
    .map(({ change }) => change);
  const counts: Record<DiffLevel, number> = { ERR: 0, WARN: 0, INFO: 0 };
  for (const change of ordered) counts[change.level]++;
  const about = (model: ApiModel) => ({ title: model.title, version: model.version });
  return { base: about(base.model), revision: about(revision.model), changes: ordered, counts };
}

function compareOperation(op: Operation, next: Operation, schemas: SchemaComparer, emit: Emit) {
  if (!op.deprecated && next.deprecated) emit('endpoint-deprecated', 'INFO', 'deprecated');
  if (op.deprecated && !next.deprecated) emit('endpoint-reactivated', 'INFO', 'no longer deprecated');
  // oasdiff names a changed operationId "removed" too (what clients generated from it called it is gone).
  if (op.operationId !== next.operationId)
    emit(
      op.operationId ? 'api-operation-id-removed' : 'api-operation-id-added',
      'INFO',
      op.operationId
        ? `operationId ${op.operationId} ${next.operationId ? `changed to ${next.operationId}` : 'removed'}`
        : `operationId ${next.operationId} added`,
    );
  compareParameters(op, next, schemas, emit);
  compareRequestBody(op, next, schemas, emit);
  compareResponses(op, next, schemas, emit);
}

/**
 * Security requirements (each a set of schemes that together authorise a call) added or removed, and the scopes
 * of a requirement kept: oasdiff's api-security-* (an operation's own) and api-global-security-* rules, all INFO.
 */
function compareSecurity(before: unknown, after: unknown, prefix: string, emit: Emit) {
  const requirements = (list: unknown) =>
    new Map(
      (Array.isArray(list) ? list.filter(isRecord) : []).map((req) => [
        Object.keys(req).sort().join(' and ') || '(none)',
        req,
      ]),
    );
  const was = requirements(before);
  const is = requirements(after);
  for (const name of is.keys())
    if (!was.has(name)) emit(`${prefix}-added`, 'INFO', `security requirement ${name} added`);
  for (const [name, req] of was) {
    const next = is.get(name);
    if (!next) {
      emit(`${prefix}-removed`, 'INFO', `security requirement ${name} removed`);
      continue;
    }
    for (const scheme of Object.keys(req)) {
      const scopes = (r: Record<string, unknown>) =>
        new Set(Array.isArray(r[scheme]) ? r[scheme].map(String) : []);
      const [old, now] = [scopes(req), scopes(next)];
      for (const scope of now)
        if (!old.has(scope)) emit(`${prefix}-scope-added`, 'INFO', `${scheme}: scope ${scope} added`);
      for (const scope of old)
        if (!now.has(scope)) emit(`${prefix}-scope-removed`, 'INFO', `${scheme}: scope ${scope} removed`);
    }
  }
}

/** Parameters by location and name; path parameters by their place in the template, whatever their name. */
function parameterKeys(op: Operation): Map<string, Parameter> {
  const places = [...op.path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
  return new Map(
    op.parameters.map((p) => {
      const place = p.in === 'path' ? places.indexOf(p.name) : -1;
      const name = p.in === 'header' ? p.name.toLowerCase() : p.name;
      return [place >= 0 ? `path #${place}` : `${p.in} ${name}`, p];
    }),
  );
}

function compareParameters(op: Operation, next: Operation, schemas: SchemaComparer, emit: Emit) {
  const before = parameterKeys(op);
  const after = parameterKeys(next);
  const label = (p: Parameter) => `${p.in} parameter ${p.name}`;
  for (const [key, p] of after) {
    if (before.has(key)) continue;
    if (p.in === 'path') emit('new-request-path-parameter', 'ERR', `${label(p)} added`);
    else if (p.required) emit('new-required-request-parameter', 'ERR', `required ${label(p)} added`);
    else emit('new-optional-request-parameter', 'INFO', `optional ${label(p)} added`);
  }
  for (const [key, p] of before) {
    const q = after.get(key);
    if (!q) {
      emit('request-parameter-removed', 'WARN', `${label(p)} removed`);
      continue;
    }
    if (!p.deprecated && q.deprecated)
      emit('request-parameter-deprecated', 'INFO', `${label(q)}: deprecated`);
    if (p.deprecated && !q.deprecated)
      emit('request-parameter-reactivated', 'INFO', `${label(q)}: no longer deprecated`);
    if (!p.required && q.required)
      emit('request-parameter-became-required', 'ERR', `${label(q)}: became required`);
    if (p.required && !q.required)
      emit('request-parameter-became-optional', 'INFO', `${label(q)}: became optional`);
    schemaChanges(schemas, p.schema, q.schema, 'request', 'parameter', label(q), emit);
  }
}

function compareRequestBody(op: Operation, next: Operation, schemas: SchemaComparer, emit: Emit) {
  const body = op.requestBody;
  const nextBody = next.requestBody;
  if (!body && !nextBody) return;
  if (!body && nextBody) {
    const required = nextBody.required;
    return emit(
      `request-body-added-${required ? 'required' : 'optional'}`,
      required ? 'ERR' : 'INFO',
      `${required ? 'required' : 'optional'} request body added`,
    );
  }
  if (body && !nextBody) return emit('request-body-removed', 'ERR', 'request body removed');
  if (!body || !nextBody) return;
  if (!body.required && nextBody.required)
    emit('request-body-became-required', 'ERR', 'request body became required');
  if (body.required && !nextBody.required)
    emit('request-body-became-optional', 'INFO', 'request body became optional');
  compareContent(body.content, nextBody.content, 'request', 'request body', schemas, emit);
}

function compareContent(
  before: MediaType[],
  after: MediaType[],
  direction: Direction,
  where: string,
  schemas: SchemaComparer,
  emit: Emit,
) {
  const next = new Map(after.map((m) => [m.mediaType, m]));
  const prior = new Set(before.map((m) => m.mediaType));
  const side = direction === 'request' ? 'request-body' : 'response';
  for (const m of after)
    if (!prior.has(m.mediaType))
      emit(`${side}-media-type-added`, 'INFO', `${where}: media type ${m.mediaType} added`);
  for (const m of before) {
    const n = next.get(m.mediaType);
    if (!n) {
      // A request media type gone refuses what clients send; a response one, what they accept.
      emit(`${side}-media-type-removed`, 'ERR', `${where}: media type ${m.mediaType} removed`);
      continue;
    }
    const label = `${where} (${m.mediaType})`;
    const body = direction === 'request' ? 'request-body' : 'response-body';
    if (m.schema === undefined && n.schema !== undefined)
      emit(
        `${body}-media-type-schema-added`,
        direction === 'request' ? 'ERR' : 'INFO',
        `${label}: schema added`,
      );
    else if (m.schema !== undefined && n.schema === undefined)
      emit(
        `${body}-media-type-schema-removed`,
        direction === 'request' ? 'INFO' : 'WARN',
        `${label}: schema removed`,
      );
    else if (m.schema !== undefined)
      schemaChanges(schemas, m.schema, n.schema, direction, 'body', label, emit);
  }
}

function compareResponses(op: Operation, next: Operation, schemas: SchemaComparer, emit: Emit) {
  const after = new Map(next.responses.map((r) => [r.status.toUpperCase(), r]));
  const prior = new Set(op.responses.map((r) => r.status.toUpperCase()));
  for (const r of next.responses)
    if (!prior.has(r.status.toUpperCase()))
      emit(
        `response-${isSuccess(r.status) ? 'success' : 'non-success'}-status-added`,
        'INFO',
        `response ${r.status} added`,
      );
  for (const r of op.responses) {
    const n = after.get(r.status.toUpperCase());
    if (!n) {
      const success = isSuccess(r.status);
      emit(
        `response-${success ? 'success' : 'non-success'}-status-removed`,
        success ? 'ERR' : 'INFO',
        `response ${r.status} removed`,
      );
      continue;
    }
    const where = `response ${n.status}`;
    compareContent(r.content, n.content, 'response', where, schemas, emit);
    const headers = new Map(n.headers.map((h) => [h.name.toLowerCase(), h]));
    const priorHeaders = new Set(r.headers.map((h) => h.name.toLowerCase()));
    for (const h of n.headers)
      if (!priorHeaders.has(h.name.toLowerCase()))
        emit('response-header-added', 'INFO', `${where}: header ${h.name} added`);
    for (const h of r.headers) {
      const g = headers.get(h.name.toLowerCase());
      const label = `${where} header ${h.name}`;
      if (!g) {
        emit(
          `${h.required ? 'required' : 'optional'}-response-header-removed`,
          h.required ? 'ERR' : 'WARN',
          `${label}: removed`,
        );
        continue;
      }
      if (h.required && !g.required)
        emit('response-header-became-optional', 'ERR', `${label}: became optional`);
      if (!h.required && g.required)
        emit('response-header-became-required', 'INFO', `${label}: became required`);
      schemaChanges(schemas, h.schema, g.schema, 'response', 'header', label, emit);
    }
  }
}

/** A schema's changes, each said with where it is: `request body (application/json) property owner.login`. */
function schemaChanges(
  schemas: SchemaComparer,
  before: unknown,
  after: unknown,
  direction: Direction,
  kind: SchemaKind,
  where: string,
  emit: Emit,
) {
  if (before === undefined && after === undefined) return;
  for (const f of schemas.compare(before ?? {}, after ?? {}, direction, kind))
    emit(f.id, f.level, `${where}${propertyPath(f)}: ${f.message}`);
}

function propertyPath(f: SchemaFinding): string {
  if (f.path.length === 0) return '';
  if (f.path.length === 1 && f.path[0] === '[]') return ' items';
  const text = f.path.reduce(
    (out, step) => (step === '[]' ? `${out}[]` : out === '' ? step : `${out}.${step}`),
    '',
  );
  return ` property ${text}`;
}
