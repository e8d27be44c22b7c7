// What the corpus tests expect a reader to see, worked out from a document alone (not through schema-node):
// shared by corpus.test.ts (the Markdown) and web's corpus-html.test.ts (the HTML, rendered by its script).
import type { Operation } from './model';
import { deref, isRecord } from './pointer';

/** Bounds, lengths, item counts, enum and default of a parameter's schema, as the docs phrase them. */
function expectedFacts(schema: Record<string, unknown>): string[] {
  const n = (key: string) => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined);
  const facts: string[] = [];
  const pair = (low: number | undefined, high: number | undefined, what: string) => {
    if (low !== undefined && high !== undefined)
      facts.push(low === high ? `${what} ${low}` : `${what} ${low}–${high}`);
    else if (low !== undefined) facts.push(`${what} ≥ ${low}`);
    else if (high !== undefined) facts.push(`${what} ≤ ${high}`);
  };
  pair(n('minLength'), n('maxLength'), 'length');
  pair(n('minItems'), n('maxItems'), 'items');
  if (schema.exclusiveMinimum === undefined && n('minimum') !== undefined) facts.push(`≥ ${n('minimum')}`);
  if (schema.exclusiveMaximum === undefined && n('maximum') !== undefined) facts.push(`≤ ${n('maximum')}`);
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    facts.push(`One of: ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}.`);
  if (schema.default !== undefined) facts.push(`Default: ${JSON.stringify(schema.default)}.`);
  return facts;
}

/** The names a oneOf/anyOf branch given by `$ref` may be shown under: mapping key, title or component name. */
function branchNames(doc: unknown, parent: Record<string, unknown>, ref: string): string[] {
  const mapping =
    isRecord(parent.discriminator) && isRecord(parent.discriminator.mapping)
      ? parent.discriminator.mapping
      : {};
  const target = deref(doc, { $ref: ref });
  return [
    ...Object.entries(mapping).flatMap(([key, to]) => (to === ref ? [key] : [])),
    ...(isRecord(target) && typeof target.title === 'string' ? [target.title] : []),
    decodeURIComponent(ref.split('/').pop() ?? '')
      .replace(/~1/g, '/')
      .replace(/~0/g, '~'),
  ];
}

/** One operation's expectations: each parameter's facts, and the names each body branch may go by. */
export interface Expected {
  op: Operation;
  params: { name: string; in: string; facts: string[] }[];
  branches: string[][];
}

/** The expectations of every operation that has any. */
export function expectations(doc: unknown, ops: Operation[]): Expected[] {
  const out: Expected[] = [];
  for (const op of ops) {
    const params: Expected['params'] = [];
    for (const p of op.parameters) {
      const schema = deref(doc, p.schema);
      // OpenAPI: header parameters named Accept, Content-Type or Authorization are ignored.
      if (!isRecord(schema) || (p.in === 'header' && /^(accept|content-type|authorization)$/i.test(p.name)))
        continue;
      const facts = expectedFacts(schema);
      if (facts.length > 0) params.push({ name: p.name, in: p.in, facts });
    }
    const branches: string[][] = [];
    for (const media of [...(op.requestBody?.content ?? []), ...op.responses.flatMap((r) => r.content)]) {
      const schema = deref(doc, media.schema);
      const alts = isRecord(schema) ? (schema.oneOf ?? schema.anyOf) : undefined;
      if (!isRecord(schema) || !Array.isArray(alts)) continue;
      for (const alt of alts)
        if (isRecord(alt) && typeof alt.$ref === 'string') branches.push(branchNames(doc, schema, alt.$ref));
    }
    if (params.length > 0 || branches.length > 0) out.push({ op, params, branches });
  }
  return out;
}
