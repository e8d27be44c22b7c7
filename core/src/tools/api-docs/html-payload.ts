import { markdownToSafeHtml } from '../../markdown/safe-html';
import type { ApiModel, MediaType, Operation } from './model';
import { isRecord } from './pointer';

/** A description as HTML that is safe by construction (raw HTML shown as text, only safe link targets). */
const rich = (markdown: string | undefined) => (markdown ? markdownToSafeHtml(markdown) : undefined);

// Text with no Markdown syntax and nothing HTML-special renders as itself: it stays plain, which keeps GitHub's
// thousands of one-line schema descriptions from growing by a <p> each.
const PLAIN = /^(?![\s\S]*[\\`*_[\]<>&#!|~\n:=]|[\s\S]*www\.|\s*(?:[-+>]|\d+[.)]))/i;
const richText = (markdown: string) => (PLAIN.test(markdown) ? markdown : markdownToSafeHtml(markdown));

/** Structural keys of a JSON Schema whose values are schemas (or maps or lists of them); nothing else is walked. */
const ONE = ['items', 'not', 'additionalProperties', 'contains', 'if', 'then', 'else', 'propertyNames'];
const MANY = ['allOf', 'oneOf', 'anyOf', 'prefixItems'];
const MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];

/** A copy of a schema whose descriptions, at every depth, are safe HTML (the document itself is left as it is). */
export function richSchema(schema: unknown, depth = 0): unknown {
  if (!isRecord(schema) || depth > 64) return schema;
  const out: Record<string, unknown> = { ...schema };
  if (typeof schema.description === 'string') out.description = richText(schema.description);
  for (const k of ONE) if (k in schema) out[k] = richSchema(schema[k], depth + 1);
  for (const k of MANY) {
    const list = schema[k];
    if (Array.isArray(list)) out[k] = list.map((s) => richSchema(s, depth + 1));
  }
  for (const k of MAPS) {
    const map = schema[k];
    if (isRecord(map))
      out[k] = Object.fromEntries(Object.entries(map).map(([n, s]) => [n, richSchema(s, depth + 1)]));
  }
  return out;
}

/** The compact model the HTML export embeds: short keys, schemas kept once (by `$ref`), rendered on demand. */
const media = (content: MediaType[]) =>
  content.map((m) => ({
    t: m.mediaType,
    s: richSchema(m.schema),
    ...(m.exampleRef ? { er: m.exampleRef } : m.hasExample ? { e: m.example } : {}),
  }));

function op(o: Operation): Record<string, unknown> {
  return {
    a: o.anchor,
    m: o.method,
    p: o.path,
    i: o.operationId,
    s: o.summary,
    d: rich(o.description),
    x: o.deprecated || undefined,
    w: o.webhook || undefined,
    q: o.parameters.map((p) => ({
      n: p.name,
      in: p.in,
      r: p.required || undefined,
      d: rich(p.description),
      s: richSchema(p.schema),
      e: p.example,
    })),
    b: o.requestBody && {
      r: o.requestBody.required || undefined,
      d: rich(o.requestBody.description),
      c: media(o.requestBody.content),
    },
    r: o.responses.map((r) => ({
      st: r.status,
      d: richText(r.description),
      c: media(r.content),
      l:
        r.links.length > 0
          ? r.links.map((l) => ({ ...l, description: l.description && richText(l.description) }))
          : undefined,
    })),
    sec: o.security.length > 0 ? o.security : undefined,
    cb: o.callbacks.length > 0 ? o.callbacks.map((c) => ({ n: c.name, o: c.operations.map(op) })) : undefined,
  };
}

/**
 * The compact model as JSON text, in parts: one per operation and per component schema, so GitHub's 6 MB
 * model never exists as one object or one string (each part is built, written and dropped). Joined, the parts
 * are `JSON.stringify` of `{title, version, openapi, tagGroups, groups, ops, components: {schemas, examples}}`.
 */
export function* payloadJson(doc: Record<string, unknown>, model: ApiModel): Generator<string> {
  const components = isRecord(doc.components) ? doc.components : {};
  const ops: Operation[] = [];
  const index = new Map<Operation, number>();
  const groups = model.groups.map((g) => ({
    n: g.name,
    d: rich(g.description),
    o: g.operations.map((o) => {
      if (!index.has(o)) index.set(o, ops.push(o) - 1);
      return index.get(o);
    }),
  }));
  const head = {
    title: model.title,
    version: model.version,
    openapi: model.openapi,
    tagGroups: model.tagGroups,
  };
  yield `${JSON.stringify(head).slice(0, -1)},"groups":${JSON.stringify(groups)},"ops":[`;
  for (let i = 0; i < ops.length; i++) yield `${i > 0 ? ',' : ''}${JSON.stringify(op(ops[i] as Operation))}`;
  yield '],"components":{"schemas":';
  yield* jsonEntries(isRecord(components.schemas) ? components.schemas : {}, richSchema);
  yield ',"examples":';
  yield* jsonEntries(isRecord(components.examples) ? components.examples : {}, (example) => example);
  yield '}}';
}

/** `JSON.stringify` of an object, with `edit` applied to each value, as one part per entry. */
function* jsonEntries(map: Record<string, unknown>, edit: (value: unknown) => unknown): Generator<string> {
  let first = true;
  for (const [name, value] of Object.entries(map)) {
    const json = JSON.stringify(edit(value));
    if (json === undefined) continue;
    yield `${first ? '{' : ','}${JSON.stringify(name)}:${json}`;
    first = false;
  }
  yield first ? '{}' : '}';
}
