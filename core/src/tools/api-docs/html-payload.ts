import { markdownToSafeHtml } from '../../markdown/safe-html';
import type { ApiModel, MediaType, Operation } from './model';
import { isRecord } from './pointer';

/** A description as HTML that is safe by construction (raw HTML shown as text, only safe link targets). */
const rich = (markdown: string | undefined) => (markdown ? markdownToSafeHtml(markdown) : undefined);

/** The compact model the HTML export embeds: short keys, schemas kept once (by `$ref`), rendered on demand. */
const media = (content: MediaType[]) =>
  content.map((m) => ({
    t: m.mediaType,
    s: m.schema,
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
      s: p.schema,
      e: p.example,
    })),
    b: o.requestBody && {
      r: o.requestBody.required || undefined,
      d: rich(o.requestBody.description),
      c: media(o.requestBody.content),
    },
    r: o.responses.map((r) => ({
      st: r.status,
      d: r.description,
      c: media(r.content),
      l: r.links.length > 0 ? r.links : undefined,
    })),
    sec: o.security.length > 0 ? o.security : undefined,
    cb: o.callbacks.length > 0 ? o.callbacks.map((c) => ({ n: c.name, o: c.operations.map(op) })) : undefined,
  };
}

export function htmlPayload(doc: Record<string, unknown>, model: ApiModel) {
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
  return {
    title: model.title,
    version: model.version,
    openapi: model.openapi,
    tagGroups: model.tagGroups,
    groups,
    ops: ops.map(op),
    components: {
      schemas: isRecord(components.schemas) ? components.schemas : {},
      examples: isRecord(components.examples) ? components.examples : {},
    },
  };
}
