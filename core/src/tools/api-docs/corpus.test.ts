// Real public API descriptions (fixtures/corpus, gzip; SOURCES.md there) through both outputs, in-process.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { issueLocation, type LoadResult, loadSpec, renderDocs } from './generate';
import { deref, isRecord } from './pointer';

const dir = join(import.meta.dirname, 'fixtures', 'corpus');
const files = readdirSync(dir).filter((name) => name.endsWith('.gz'));
/** How many constraints and named branches each document's test checked (the corpus must exercise both). */
const checked = new Map<string, { facts: number; branches: number }>();

interface Media {
  t: string;
  s?: unknown;
  x?: { n: string; v?: unknown; r?: string }[];
  e?: unknown;
  g?: unknown;
  gr?: string;
}
interface Op {
  a: string;
  m: string;
  p: string;
  w?: boolean;
  b?: { c: Media[] };
  r: { st: string; c: Media[]; hd?: { n: string }[] }[];
  cs?: { curl: string; javascript: string; python: string };
}
interface Model {
  ops: Op[];
  refs: Record<string, unknown>;
  gx: Record<string, unknown>;
  h: string[];
}

function embedded(html: string): Model {
  const match = /<script type="application\/json" id="api-model">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(match?.[1] ?? 'null') as Model;
}

/** Every `$ref` string anywhere in a value. */
function refsIn(value: unknown, out: Set<string>) {
  if (Array.isArray(value)) for (const v of value) refsIn(v, out);
  else if (isRecord(value))
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.add(v);
      // Example values are data, never followed.
      else if (!['v', 'e', 'g', 'value', 'example', 'examples'].includes(k)) refsIn(v, out);
    }
}

/** The JSON body of a curl sample, read back as sh would pass it: one single-quoted word. */
function curlBody(curl: string): string | undefined {
  const match = /--data-raw '((?:[^']|'\\'')*)'/.exec(curl);
  return match?.[1]?.replace(/'\\''/g, "'");
}

/** The Markdown section of one operation: from its heading to the next. */
function section(md: string, method: string, path: string): string {
  const heading = new RegExp(
    `^### (~~)?\`${method.toUpperCase()} ${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\``,
    'm',
  );
  const start = md.search(heading);
  const end = md.indexOf('\n### ', start + 1);
  return start < 0 ? '' : md.slice(start, end < 0 ? undefined : end);
}

/**
 * What a reader must see of a parameter's schema, worked out here from the document alone (not through
 * schema-node): bounds, lengths, item counts, enum and default, as the docs phrase them.
 */
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
  return facts.map((f) => f.replace(/\|/g, '\\|').replace(/</g, '&lt;'));
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

describe.each(files)('%s', (name) => {
  const text = gunzipSync(readFileSync(join(dir, name))).toString('utf8');
  const loaded = loadSpec(text) as LoadResult;

  it('documents every operation in HTML and Markdown, with headers, examples, every $ref and samples', () => {
    if (!loaded.ok) throw new Error(loaded.errors.map((e) => `${issueLocation(e)} ${e.message}`).join('\n'));
    const { model } = loaded;
    expect(model.operationCount).toBeGreaterThan(0);
    const html = renderDocs(loaded, 'html');
    const page = embedded(html);
    const ops = model.groups.flatMap((g) => g.operations);
    expect(new Set(page.ops.map((o) => o.a))).toEqual(new Set(ops.map((o) => o.anchor)));

    // (a) Every $ref the page can follow is embedded, resolved: none leads nowhere.
    const refs = new Set<string>();
    refsIn(page.ops, refs);
    refsIn(page.refs, refs);
    expect([...refs].filter((ref) => ref.startsWith('#') && !Object.hasOwn(page.refs, ref))).toEqual([]);

    let headers = 0;
    let bodies = 0;
    for (const [i, o] of page.ops.entries()) {
      const op = ops.find((x) => x.anchor === o.a);
      if (!op) continue;
      // Responses through #/components/responses keep their bodies and headers.
      expect(o.r.map((r) => r.c.length)).toEqual(op.responses.map((r) => r.content.length));
      expect(o.r.map((r) => r.hd?.length ?? 0)).toEqual(op.responses.map((r) => r.headers.length));
      headers += op.responses.reduce((n, r) => n + r.headers.length, 0);
      // (c) Every body with a schema has an example: the document's, or generated from the schema.
      for (const m of [...(o.b?.c ?? []), ...o.r.flatMap((r) => r.c)]) {
        if (m.s === undefined) continue;
        bodies++;
        const example = Boolean(
          m.x?.length || m.e !== undefined || m.g !== undefined || (m.gr !== undefined && m.gr in page.gx),
        );
        expect(example, `${o.a} ${m.t}`).toBe(true);
      }
      // (f) Code samples; a JSON body in the curl line parses.
      if (o.w) continue;
      expect(o.cs?.curl).toMatch(new RegExp(`^curl -X ${o.m.toUpperCase()} '`));
      expect(o.cs?.python).toContain(`"${o.m.toUpperCase()}"`);
      const body = o.cs ? curlBody(o.cs.curl) : undefined;
      if (body !== undefined && /json/.test(o.cs?.curl.match(/Content-Type: ([^']+)/)?.[1] ?? ''))
        expect(() => JSON.parse(body), `${name} op ${i}`).not.toThrow();
    }
    expect(bodies).toBeGreaterThan(0);

    const md = renderDocs(loaded, 'md');
    // (e) Proportional: never many times the document, however wide its schemas.
    expect(md.length).toBeLessThan(4 * text.length + 1_000_000);
    // One heading per operation (struck through when deprecated); the page as a whole is checked by marked in
    // api-docs.test.ts, lines are enough here.
    const headings = new Set(
      md
        .split('\n')
        .flatMap((line) =>
          line.startsWith('### ') ? [line.replace(/^### (~~)?|~~ \(deprecated\)$/g, '')] : [],
        ),
    );
    for (const op of ops) expect(headings).toContain(`\`${op.method.toUpperCase()} ${op.path}\``);
    if (headers > 0) expect(md).toContain('| Header | Type | Description |');
    expect(md).toContain('**Request samples**');
    // (b) Parameters' constraints, enums and defaults; (d) branches of a body's oneOf/anyOf by their names.
    let facts = 0;
    let branches = 0;
    for (const op of ops) {
      const text = section(md, op.method, op.path);
      for (const p of op.parameters) {
        const schema = deref(loaded.doc, p.schema);
        // OpenAPI: header parameters named Accept, Content-Type or Authorization are ignored.
        if (!isRecord(schema) || (p.in === 'header' && /^(accept|content-type|authorization)$/i.test(p.name)))
          continue;
        const row = text.split('\n').find((line) => line.startsWith(`| \`${p.name}\` | ${p.in} |`)) ?? '';
        for (const fact of expectedFacts(schema)) {
          facts++;
          expect(row, `${op.method} ${op.path} ${p.name}`).toContain(fact);
        }
      }
      for (const media of [...(op.requestBody?.content ?? []), ...op.responses.flatMap((r) => r.content)]) {
        const schema = deref(loaded.doc, media.schema);
        const alts = isRecord(schema) ? (schema.oneOf ?? schema.anyOf) : undefined;
        if (!isRecord(schema) || !Array.isArray(alts)) continue;
        for (const alt of alts) {
          if (!isRecord(alt) || typeof alt.$ref !== 'string') continue;
          branches++;
          const names = branchNames(loaded.doc, schema, alt.$ref);
          expect(
            names.some((n) => text.includes(`\`${n.replace(/\|/g, '\\|')}\``)),
            `${op.method} ${op.path}: ${names.join(' / ')}`,
          ).toBe(true);
        }
      }
    }
    checked.set(name, { facts, branches });

    // (c) Warnings are listed one per line, each with where it is.
    for (const w of loaded.warnings) {
      expect(issueLocation(w)).not.toBe('#');
      expect(w.message).not.toMatch(/\n/);
      expect(w.message.length).toBeLessThanOrEqual(200);
    }

    // Every link to a schema section has its section.
    const anchors = new Set(Array.from(md.matchAll(/<a id="(schema-[^"]+)"><\/a>/g), (m) => m[1]));
    const linked = new Set(Array.from(md.matchAll(/\]\(#(schema-[^)]+)\)/g), (m) => m[1]));
    expect([...linked].filter((anchor) => !anchors.has(anchor))).toEqual([]);
  }, 120_000);
});

describe('the corpus as a whole', () => {
  it('holds 3.0 and 3.1, JSON and YAML, and Swagger 2.0 shown as converted with its operations', () => {
    const versions = new Set<string>();
    for (const name of files) {
      const text = gunzipSync(readFileSync(join(dir, name))).toString('utf8');
      const head = text.slice(0, 4000);
      versions.add(/["']?(openapi|swagger)["']?\s*:\s*["']?(\d\.\d)/.exec(head)?.slice(1).join(' ') ?? '?');
      if (name.includes('swagger2')) {
        const loaded = loadSpec(text);
        if (!loaded.ok) throw new Error('netlify');
        expect(loaded.model.convertedFrom).toBe('Swagger 2.0');
        const source = (text.match(/^ {4}(get|put|post|delete|patch|head|options):/gm) ?? []).length;
        expect(loaded.model.operationCount).toBe(source);
        expect(renderDocs(loaded, 'html')).toContain(
          `Swagger 2.0 (converted to OpenAPI 3.0.4) · ${source} operations`,
        );
      }
    }
    expect(versions).toEqual(new Set(['openapi 3.0', 'openapi 3.1', 'swagger 2.0']));
    expect(files.some((f) => /\.ya?ml\.gz$/.test(f)) && files.some((f) => f.endsWith('.json.gz'))).toBe(true);
    expect(files.length).toBeGreaterThanOrEqual(10);
  });

  it('exercises constraints and named branches in many documents', () => {
    // Runs after every document's test (vitest keeps the file's order).
    const counts = [...checked.values()];
    expect(counts.filter((c) => c.facts > 0).length).toBeGreaterThanOrEqual(5);
    expect(counts.filter((c) => c.branches > 0).length).toBeGreaterThanOrEqual(2);
  });
});
