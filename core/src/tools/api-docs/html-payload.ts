import { markdownToSafeHtml } from '../../markdown/safe-html';
import type { ApiModel, MediaType, Operation } from './model';
import { isRecord, resolvePointer } from './pointer';

// Text with no Markdown syntax and nothing HTML-special renders as itself: it stays a plain string (shown as
// text), which keeps GitHub's thousands of one-line schema descriptions from growing by a <p> each.
const PLAIN = /^(?![\s\S]*[\\`*_[\]<>&#!|~\n:=]|[\s\S]*www\.|\s*(?:[-+>]|\d+[.)]))/i;

/** Structural keys of a JSON Schema whose values are schemas (or maps or lists of them); nothing else is walked. */
const ONE = ['items', 'not', 'additionalProperties', 'contains', 'if', 'then', 'else', 'propertyNames'];
const MANY = ['allOf', 'oneOf', 'anyOf', 'prefixItems'];
const MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];

/**
 * What the export's script may render: the compact model, in which every description is either a plain string
 * (the script writes it as text) or the number of an entry in `h`, the list of HTML this class made with the one
 * sanitizer. The script sets `innerHTML` from `h` alone, so nothing a document carries, wherever a `$ref` leads,
 * can become markup. Every `$ref` met is resolved here against the document and embedded once in `refs`.
 */
export class Payload {
  readonly html: string[] = [];
  private readonly htmlIndex = new Map<string, number>();
  private readonly refSeen = new Set<string>();
  private readonly refQueue: string[] = [];

  constructor(private readonly doc: unknown) {}

  /** A description: plain text as it is, Markdown as the number of its sanitized HTML. */
  text(markdown: unknown): string | number | undefined {
    if (typeof markdown !== 'string' || markdown === '') return undefined;
    if (PLAIN.test(markdown)) return markdown;
    let n = this.htmlIndex.get(markdown);
    if (n === undefined) {
      n = this.html.push(markdownToSafeHtml(markdown)) - 1;
      this.htmlIndex.set(markdown, n);
    }
    return n;
  }

  /** A `$ref` whose target the page needs: embedded once, at the end. */
  ref(ref: string): string {
    if (!this.refSeen.has(ref)) {
      this.refSeen.add(ref);
      this.refQueue.push(ref);
    }
    return ref;
  }

  /** A copy of a schema whose descriptions, at every depth, are made safe and whose `$ref`s are kept. */
  schema(schema: unknown, depth = 0): unknown {
    if (Array.isArray(schema)) return depth > 64 ? [] : schema.map((s) => this.schema(s, depth + 1));
    if (!isRecord(schema)) return schema;
    if (depth > 64) return {};
    const out: Record<string, unknown> = { ...schema };
    if (typeof schema.$ref === 'string') this.ref(schema.$ref);
    if ('description' in schema) out.description = this.text(schema.description);
    for (const k of ONE) if (k in schema) out[k] = this.schema(schema[k], depth + 1);
    for (const k of MANY) {
      const list = schema[k];
      if (Array.isArray(list)) out[k] = list.map((s) => this.schema(s, depth + 1));
    }
    for (const k of MAPS) {
      const map = schema[k];
      if (isRecord(map))
        out[k] = Object.fromEntries(Object.entries(map).map(([n, s]) => [n, this.schema(s, depth + 1)]));
    }
    return out;
  }

  /** Each `$ref` met so far (and those their targets bring), resolved against the document, as JSON parts. */
  *refs(): Generator<string> {
    let first = true;
    for (let i = 0; i < this.refQueue.length; i++) {
      const ref = this.refQueue[i] as string;
      const target = resolvePointer(this.doc, ref);
      if (target === undefined) continue;
      const json = JSON.stringify(this.schema(target));
      if (json === undefined) continue;
      yield `${first ? '{' : ','}${JSON.stringify(ref)}:${json}`;
      first = false;
    }
    yield first ? '{}' : '}';
  }
}

/** The compact model the HTML export embeds: short keys, schemas kept once (by `$ref`), rendered on demand. */
function media(p: Payload, content: MediaType[]) {
  return content.map((m) => ({
    t: m.mediaType,
    s: p.schema(m.schema),
    ...(m.exampleRef ? { er: p.ref(m.exampleRef) } : m.hasExample ? { e: m.example } : {}),
  }));
}

function op(p: Payload, o: Operation): Record<string, unknown> {
  return {
    a: o.anchor,
    m: o.method,
    p: o.path,
    i: o.operationId,
    s: o.summary,
    d: p.text(o.description),
    x: o.deprecated || undefined,
    w: o.webhook || undefined,
    q: o.parameters.map((q) => ({
      n: q.name,
      in: q.in,
      r: q.required || undefined,
      d: p.text(q.description),
      s: p.schema(q.schema),
      e: q.example,
    })),
    b: o.requestBody && {
      r: o.requestBody.required || undefined,
      d: p.text(o.requestBody.description),
      c: media(p, o.requestBody.content),
    },
    r: o.responses.map((r) => ({
      st: r.status,
      d: p.text(r.description),
      c: media(p, r.content),
      l:
        r.links.length > 0
          ? r.links.map((l) => ({
              name: l.name,
              operationId: l.operationId,
              description: p.text(l.description),
            }))
          : undefined,
    })),
    sec: o.security.length > 0 ? o.security : undefined,
    cb:
      o.callbacks.length > 0
        ? o.callbacks.map((c) => ({ n: c.name, o: c.operations.map((x) => op(p, x)) }))
        : undefined,
  };
}

/**
 * The compact model as JSON text, in parts: one per operation and per referenced schema, so GitHub's 6 MB
 * model never exists as one object or one string (each part is built, written and dropped). Joined, the parts
 * are `JSON.stringify` of `{title, version, openapi, tagGroups, groups, ops, refs, h}`.
 */
export function* payloadJson(doc: Record<string, unknown>, model: ApiModel): Generator<string> {
  const p = new Payload(doc);
  const ops: Operation[] = [];
  const index = new Map<Operation, number>();
  const groups = model.groups.map((g) => ({
    n: g.name,
    d: p.text(g.description),
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
  for (let i = 0; i < ops.length; i++)
    yield `${i > 0 ? ',' : ''}${JSON.stringify(op(p, ops[i] as Operation))}`;
  yield '],"refs":';
  yield* p.refs();
  yield ',"h":[';
  for (let i = 0; i < p.html.length; i++) yield `${i > 0 ? ',' : ''}${JSON.stringify(p.html[i])}`;
  yield ']}';
}
