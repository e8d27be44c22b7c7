// Real public API descriptions (fixtures/corpus, gzip; SOURCES.md there) through both outputs, in-process.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Parser } from 'acorn';
import { describe, expect, it } from 'vitest';
import { STAND_IN_PAGE_SCRIPT } from '../../testing';
import { codeSamples, sampleRequest } from './code-samples';
import { expectations } from './corpus-expect';
import { loadSpec, renderDocs } from './generate';
import { issueLocation, type LoadResult } from './load';
import { isRecord } from './pointer';

/** The page's script: a stand-in here (the real one is built above core and run in the web tests). */
const withScript = { script: STAND_IN_PAGE_SCRIPT };

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
    `^#{3,4} (~~)?\`${method.toUpperCase()} ${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\``,
    'm',
  );
  const start = md.search(heading);
  if (start < 0) return '';
  // Up to the next heading of its level or above (its description's own headings sit below it).
  const level = /^#+/.exec(md.slice(start))?.[0].length ?? 3;
  const next = new RegExp(`\n#{1,${level}} `).exec(md.slice(start + 1));
  return md.slice(start, next ? start + 1 + next.index : undefined);
}

describe.each(files)('%s', (name) => {
  const text = gunzipSync(readFileSync(join(dir, name))).toString('utf8');
  const loaded = loadSpec(text) as LoadResult;

  it('documents every operation in HTML and Markdown, with headers, examples, every $ref and samples', () => {
    if (!loaded.ok) throw new Error(loaded.errors.map((e) => `${issueLocation(e)} ${e.message}`).join('\n'));
    const { model } = loaded;
    expect(model.operationCount).toBeGreaterThan(0);
    const html = renderDocs(loaded, 'html', withScript);
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
      expect(o.cs?.curl).toMatch(new RegExp(`^curl( --globoff)? -X ${o.m.toUpperCase()} '`));
      expect(o.cs?.python).toContain(`"${o.m.toUpperCase()}"`);
      const body = o.cs ? curlBody(o.cs.curl) : undefined;
      if (body !== undefined && /json/.test(o.cs?.curl.match(/Content-Type: ([^']+)/)?.[1] ?? ''))
        expect(() => JSON.parse(body), `${name} op ${i}`).not.toThrow();
    }
    expect(bodies).toBeGreaterThan(0);

    const md = renderDocs(loaded, 'md');
    // (e) Proportional: never many times the document, however wide its schemas.
    expect(md.length).toBeLessThan(4 * text.length + 1_000_000);
    // One heading per operation (struck through when deprecated; `####` under x-tagGroups sections); the page as
    // a whole is checked by marked in api-docs.test.ts, lines are enough here.
    const headings = new Set(
      md
        .split('\n')
        .flatMap((line) =>
          /^#{3,4} /.test(line) ? [line.replace(/^#{3,4} (~~)?|~~ \(deprecated\)$/g, '')] : [],
        ),
    );
    for (const op of ops) expect(headings).toContain(`\`${op.method.toUpperCase()} ${op.path}\``);
    if (headers > 0) expect(md).toContain('| Header | Type | Description |');
    expect(md).toContain('**Request samples**');
    // (b) Parameters' constraints, enums and defaults; (d) branches of a body's oneOf/anyOf by their names.
    let facts = 0;
    let branches = 0;
    const cell = (text: string) => text.replace(/\|/g, '\\|');
    for (const { op, params, branches: alts } of expectations(loaded.doc, ops)) {
      const text = section(md, op.method, op.path);
      for (const p of params) {
        const row = text.split('\n').find((line) => line.startsWith(`| \`${p.name}\` | ${p.in} |`)) ?? '';
        for (const fact of p.facts) {
          facts++;
          expect(row, `${op.method} ${op.path} ${p.name}`).toContain(cell(fact).replace(/</g, '&lt;'));
        }
      }
      for (const names of alts) {
        branches++;
        expect(
          names.some((n) => text.includes(`\`${cell(n)}\``)),
          `${op.method} ${op.path}: ${names.join(' / ')}`,
        ).toBe(true);
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

  it('its code samples run: every curl line in sh sends the request it describes; JavaScript and Python parse', () => {
    if (!loaded.ok) return; // the test above says why
    const ops = [...new Set(loaded.model.groups.flatMap((g) => g.operations))].filter((o) => !o.webhook);
    const samples = ops.map((op) => ({
      request: sampleRequest(loaded.doc, loaded.model, op),
      ...codeSamples(loaded.doc, loaded.model, op),
    }));
    // sh runs every curl line as written, `curl` being a function that prints the words it was given.
    const script = [
      `curl() { for a in "$@"; do printf '%s\\036' "$a"; done; printf '\\035'; }`,
      ...samples.map((x) => x.curl),
      '',
    ].join('\n');
    const calls = execFileSync('sh', [], { input: script, maxBuffer: 1 << 28 })
      .toString('utf8')
      .split('\x1d')
      .slice(0, -1)
      .map((call) => call.split('\x1e').slice(0, -1));
    expect(calls).toHaveLength(samples.length);
    calls.forEach((all, i) => {
      const { request } = samples[i] as (typeof samples)[number];
      // `--globoff` where the URL has a `{name}` placeholder: curl sends it as written.
      const words = all[0] === '--globoff' ? all.slice(1) : all;
      expect(all[0] === '--globoff').toBe(/[{}[\]]/.test(request.url));
      expect(words.slice(0, 3)).toEqual(['-X', request.method, request.url]);
      const headers = words.flatMap((w, j) => (words[j - 1] === '-H' ? [w] : []));
      const data = words[words.indexOf('--data-raw') + 1];
      if (request.body && /[/+]json\b/i.test(request.body.mediaType)) {
        expect(headers).toContain(`Content-Type: ${request.body.mediaType}`);
        expect(JSON.parse(data ?? ''), `${name} ${request.method} ${request.url}`).toEqual(
          JSON.parse(JSON.stringify(request.body.value)),
        );
      }
    });
    for (const { javascript } of samples)
      expect(() => Parser.parse(javascript, { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();
    const python = execFileSync(
      'python3',
      [
        '-c',
        'import ast, json, sys\nbad = []\nfor i, s in enumerate(json.load(sys.stdin)):\n    try: ast.parse(s)\n    except SyntaxError as e: bad.append([i, str(e)])\nprint(json.dumps(bad))',
      ],
      { input: JSON.stringify(samples.map((x) => x.python)), maxBuffer: 1 << 26 },
    );
    expect(JSON.parse(python.toString('utf8'))).toEqual([]);
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
        expect(renderDocs(loaded, 'html', withScript)).toContain(
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
