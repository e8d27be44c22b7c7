import { markdownToSafeHtml } from '../../markdown/safe-html';
import { codeSamples } from './code-samples';
import type { ApiModel, MediaType, Operation } from './model';
import { isRecord, resolvePointer } from './pointer';
import { exampleFromSchema } from './schema-node';

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
  /** Examples generated from a `$ref`'s schema, once per `$ref`. */
  readonly generated = new Map<string, unknown>();

  constructor(readonly doc: unknown) {}

  /** An example made from a schema (the same generator as the Markdown's): by `$ref` when it has one. */
  example(schema: unknown): { g: unknown } | { gr: string } {
    const ref = isRecord(schema) && typeof schema.$ref === 'string' ? schema.$ref : undefined;
    if (ref === undefined) return { g: exampleFromSchema(this.doc, schema) };
    if (!this.generated.has(ref)) this.generated.set(ref, exampleFromSchema(this.doc, schema));
    return { gr: ref };
  }

  /** A description: plain text as it is, Markdown as the number of its sanitized HTML. */
  text(markdown: unknown): string | number | undefined {
    if (typeof markdown !== 'string' || markdown === '') return undefined;
    if (PLAIN.test(markdown)) return markdown;
    let n = this.htmlIndex.get(markdown);
    if (n === undefined) {
      n = this.html.push(markdownToSafeHtml(markdown, 'text')) - 1;
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
  return content.map((m) => {
    const out: Record<string, unknown> = { t: m.mediaType, s: p.schema(m.schema) };
    // The document's named examples first, then its single example, else one generated from the schema.
    if (m.examples.length > 0)
      out.x = m.examples.map((e) => ({
        n: e.name,
        sm: e.summary,
        d: p.text(e.description),
        ...(e.ref !== undefined ? { r: p.ref(e.ref) } : { v: e.value }),
      }));
    else if (m.hasExample) out.e = m.example;
    else if (m.schema !== undefined) Object.assign(out, p.example(m.schema));
    return out;
  });
}

function op(p: Payload, model: ApiModel, o: Operation, nested = false): Record<string, unknown> {
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
      x: q.deprecated || undefined,
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
      hd:
        r.headers.length > 0
          ? r.headers.map((h) => ({
              n: h.name,
              d: p.text(h.description),
              s: p.schema(h.schema),
              r: h.required || undefined,
            }))
          : undefined,
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
    au: o.auth.length > 0 ? o.auth : undefined,
    cs: o.webhook || nested ? undefined : codeSamples(p.doc, model, o),
    cb:
      o.callbacks.length > 0
        ? o.callbacks.map((c) => ({ n: c.name, o: c.operations.map((x) => op(p, model, x, true)) }))
        : undefined,
  };
}

/**
 * The compact model as JSON text, in parts: one per operation and per referenced schema, so GitHub's 6 MB
 * model never exists as one object or one string (each part is built, written and dropped). Joined, the parts
 * are `JSON.stringify` of `{title, version, openapi, tagGroups, tryIt, servers, schemes, groups, ops, refs, gx, h}`.
 */
export function* payloadJson(
  doc: Record<string, unknown>,
  model: ApiModel,
  options: { tryIt?: boolean } = {},
): Generator<string> {
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
  const components = isRecord(doc.components) ? doc.components : {};
  const schemes = isRecord(components.securitySchemes) ? components.securitySchemes : {};
  const head = {
    title: model.title,
    version: model.version,
    openapi: model.openapi,
    tagGroups: model.tagGroups,
    tryIt: options.tryIt || undefined,
    // For the try-it console: servers with their variables, and how each scheme sends its credential.
    servers: model.servers.map((s) => ({
      url: s.url,
      v: s.variables.map((v) => ({ n: v.name, d: v.default, e: v.enum })),
    })),
    schemes: Object.fromEntries(
      model.securitySchemes.map((s) => {
        const raw = schemes[s.name];
        const scheme = isRecord(raw) ? raw : {};
        return [
          s.name,
          {
            t: s.type,
            in: String(scheme.in ?? ''),
            n: String(scheme.name ?? ''),
            s: String(scheme.scheme ?? '').toLowerCase(),
          },
        ];
      }),
    ),
  };
  yield `${JSON.stringify(head).slice(0, -1)},"groups":${JSON.stringify(groups)},"ops":[`;
  for (let i = 0; i < ops.length; i++)
    yield `${i > 0 ? ',' : ''}${JSON.stringify(op(p, model, ops[i] as Operation))}`;
  yield '],"refs":';
  yield* p.refs();
  yield ',"gx":{';
  let first = true;
  for (const [ref, value] of p.generated) {
    yield `${first ? '' : ','}${JSON.stringify(ref)}:${JSON.stringify(value) ?? 'null'}`;
    first = false;
  }
  yield '}';
  yield ',"h":[';
  for (let i = 0; i < p.html.length; i++) yield `${i > 0 ? ',' : ''}${JSON.stringify(p.html[i])}`;
  yield ']}';
}
