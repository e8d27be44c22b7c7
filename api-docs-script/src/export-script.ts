/**
 * The API docs export's script: navigation, deep links, search, schemas rendered on demand and the try-it console,
 * from the model core embeds (html-payload.ts), so it works from file:// and a 13 MB description opens quickly.
 * Bundled to an ES2017 IIFE string by scripts/build.mjs into src/script.gen.ts, which the web app and the CLI hand
 * to core's HTML export.
 */

import {
  branchNameWith,
  constraintsOf,
  formPairs,
  nullableBranch,
} from '@toolbox/core/tools/api-docs/browser';

/** A description: plain text as written, or the number of an entry of `h` (HTML core made with its sanitizer). */
type Rich = string | number | undefined | null;

interface Schema {
  $ref?: string;
  type?: unknown;
  const?: unknown;
  nullable?: unknown;
  title?: unknown;
  description?: Rich;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  additionalProperties?: boolean | Schema;
  discriminator?: { propertyName?: unknown; mapping?: Record<string, string> };
  enum?: unknown[];
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  summary?: unknown;
  value?: unknown;
  [key: string]: unknown;
}

interface NamedExample {
  n: string;
  sm?: unknown;
  d?: Rich;
  r?: string;
  v?: unknown;
}

interface Media {
  t: string;
  s?: Schema;
  x?: NamedExample[];
  e?: unknown;
  g?: unknown;
  gr?: string;
  /** A form body's encoding object (style and explode by property). */
  en?: Record<string, unknown>;
}

interface Param {
  n: string;
  in: string;
  r?: boolean;
  x?: boolean;
  d?: Rich;
  s?: Schema;
  e?: unknown;
}

interface Response {
  st: string;
  d?: Rich;
  c: Media[];
  hd?: Param[];
  l?: { name: string; operationId?: string; description?: Rich }[];
}

interface Operation {
  a: string;
  /** A stub in a preview whose whole operation is still on its way (navigation and search only). */
  z?: 1;
  m: string;
  p: string;
  i?: string;
  s?: string;
  d?: Rich;
  x?: boolean;
  w?: boolean;
  q: Param[];
  b?: { r?: boolean; d?: Rich; c: Media[] };
  r: Response[];
  sec?: string[][];
  au?: string[];
  /** The operation's (or its path's) own servers, which the try-it console uses instead of the document's. */
  sv?: Model['servers'];
  cs?: Record<string, string>;
  cb?: { n: string; o: Operation[] }[];
}

interface Scheme {
  t: string;
  in: string;
  n: string;
  s: string;
}

interface Model {
  tagGroups: { name: string; tags: string[] }[];
  tryIt?: boolean;
  /** A preview's model: the operations marked `z` come later, in batches the parent window posts. */
  more?: boolean;
  servers: { url: string; v: { n: string; d: unknown }[] }[];
  schemes: Record<string, Scheme>;
  groups: { n: string; d?: Rich; o: number[] }[];
  ops: Operation[];
  refs: Record<string, Schema>;
  gx: Record<string, unknown>;
  h: string[];
}

type Child = Node | string | null | undefined;

const byId = (id: string) => document.getElementById(id) as HTMLElement;
const D = JSON.parse(byId('api-model').textContent ?? '{}') as Model;
const main = byId('content');
const nav = byId('nav');
const results = byId('results');
const search = byId('search') as HTMLInputElement;
const own = Object.prototype.hasOwnProperty;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | undefined> = {},
  children: Child[] = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const k in attrs) {
    const value = attrs[k];
    if (value != null) node.setAttribute(k, value);
  }
  for (const c of children) if (c != null) node.append(c);
  return node;
}

// innerHTML is set from D.h alone, so no string of the document can become markup here.
function rich(value: unknown, tag: 'div' | 'span' = 'div'): HTMLElement {
  const box = el(tag, { class: 'desc' });
  if (typeof value === 'number') {
    const html = D.h[value];
    if (typeof html === 'string') box.innerHTML = html;
  } else if (value != null) box.textContent = typeof value === 'string' ? value : JSON.stringify(value);
  return box;
}

// Every $ref the page can meet was resolved by core and embedded in D.refs; nothing else is looked up.
function resolve(start: unknown): Schema {
  let schema = start as Schema | undefined;
  for (let hops = 0; schema && typeof schema.$ref === 'string' && hops < 20; hops++) {
    if (!own.call(D.refs, schema.$ref)) return {};
    schema = D.refs[schema.$ref];
  }
  return schema && typeof schema === 'object' && !Array.isArray(schema) ? schema : {};
}

function merge(s: Schema): Schema {
  if (!s.allOf) return s;
  const out: Schema = {
    ...s,
    allOf: undefined,
    properties: { ...s.properties },
    required: (s.required || []).slice(),
  };
  for (const part of s.allOf) {
    const m = merge(resolve(part));
    Object.assign(out.properties as object, m.properties || {});
    out.required = (out.required || []).concat(m.required || []);
    for (const k of ['type', 'description', 'oneOf', 'anyOf', 'items', 'discriminator']) {
      if (out[k] === undefined && m[k] !== undefined) out[k] = m[k];
    }
  }
  return out;
}

function refName(ref: string): string {
  return (ref.split('/').pop() || '').replace(/~1/g, '/').replace(/~0/g, '~');
}
function arr<T>(value: T[] | undefined | unknown): T[] {
  return Array.isArray(value) ? value : [];
}
function str(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

// The same reading as core's schema-node (Markdown): "x or null", constraints as phrases, branches by name.
function typeOf(s: Schema): string {
  const single = nullableBranch(s as Record<string, unknown>) as Schema | undefined;
  if (single) return `${single.$ref ? refName(single.$ref) : typeOf(resolve(single))}, nullable`;
  const all = Array.isArray(s.type) ? s.type.map(String) : s.type ? [String(s.type)] : [];
  if (s.const !== undefined) return `const ${JSON.stringify(s.const)}`;
  const nullable = s.nullable === true || all.indexOf('null') >= 0;
  const t = all.filter((x) => x !== 'null');
  if (!t.length && s.properties) t.push('object');
  const i = t.indexOf('array');
  if (i >= 0 && s.items) t[i] = `array<${s.items.$ref ? refName(s.items.$ref) : typeOf(resolve(s.items))}>`;
  const alts = Array.isArray(s.oneOf) ? s.oneOf : Array.isArray(s.anyOf) ? s.anyOf : undefined;
  const union = alts ? alts.map((a, n) => branchName(s, a, n)).join(' | ') : '';
  const base = t.length ? t.join(' | ') : union || (nullable ? '' : 'any');
  return nullable ? (base ? `${base} or null` : 'null') : base;
}

// The same phrases and names as the Markdown (core's schema-node, bundled in): one reading of a schema.
const constraints = (s: Schema): string[] => constraintsOf(s as Record<string, unknown>);
const branchName = (parent: Schema, alt: Schema, i: number): string =>
  branchNameWith((x) => resolve(x as Schema), parent as Record<string, unknown>, alt, i);

interface Kid {
  name: string;
  schema: Schema;
  required?: boolean;
  branch?: boolean;
}

function children(s: Schema): Kid[] {
  const alts = Array.isArray(s.oneOf) ? s.oneOf : Array.isArray(s.anyOf) ? s.anyOf : null;
  let out: Kid[] = [];
  if (alts) out = alts.map((a, i) => ({ name: branchName(s, a, i), schema: a, branch: true }));
  else if (s.properties && typeof s.properties === 'object') {
    const properties = s.properties;
    out = Object.keys(properties).map((k) => ({
      name: k,
      schema: properties[k] as Schema,
      required: arr<string>(s.required).indexOf(k) >= 0,
    }));
  } else if (s.items && typeof s.items === 'object') {
    const item = merge(resolve(s.items));
    if (item.properties || item.oneOf || item.anyOf || item.additionalProperties) {
      out = [{ name: '[]', schema: s.items }];
    }
  }
  if (s.additionalProperties && typeof s.additionalProperties === 'object') {
    out.push({ name: '[key: string]', schema: s.additionalProperties });
  }
  return out;
}

function notesOf(s: Schema): string[] {
  const notes: string[] = [];
  if (s.format) notes.push(`Format: ${str(s.format)}.`);
  const c = constraints(s);
  if (c.length) notes.push(`${c.join(', ')}.`);
  if (Array.isArray(s.enum)) notes.push(`One of: ${s.enum.map((v) => JSON.stringify(v)).join(', ')}.`);
  if (s.default !== undefined) notes.push(`Default: ${JSON.stringify(s.default)}.`);
  if (s.example !== undefined) notes.push(`Example: ${JSON.stringify(s.example)}.`);
  else if (Array.isArray(s.examples) && s.examples.length) {
    notes.push(`Example: ${JSON.stringify(s.examples[0])}.`);
  }
  if (s.readOnly === true) notes.push('Read-only.');
  if (s.writeOnly === true) notes.push('Write-only.');
  if (s.deprecated === true) notes.push('Deprecated.');
  if (s.discriminator && s.discriminator.propertyName != null) {
    notes.push(`Discriminator: ${str(s.discriminator.propertyName)}.`);
  }
  if (Array.isArray(s.oneOf)) notes.push('Exactly one of:');
  else if (Array.isArray(s.anyOf)) notes.push('Any of:');
  return notes;
}

function schemaItem(
  name: string,
  raw: Schema,
  required: boolean | undefined,
  trail: string[],
  branch?: boolean,
  nullable?: boolean,
): HTMLLIElement {
  const ref = raw?.$ref;
  const circular = ref !== undefined && trail.indexOf(ref) >= 0;
  const s = circular ? {} : merge(resolve(raw));
  // `anyOf: [X, null]`: X, nullable (its description kept), not two numbered alternatives.
  const single = circular ? undefined : (nullableBranch(s as Record<string, unknown>) as Schema | undefined);
  if (single) {
    const item = single.$ref || s.description == null ? single : { ...single, description: s.description };
    return schemaItem(name, item, required, trail, branch, true);
  }
  const type = typeOf(s) + (nullable ? ', nullable' : '');
  const label: Child[] = [
    el('code', { class: branch ? 'field branch' : 'field' }, [name]),
    ' ',
    el('span', { class: 'type' }, [
      ref ? refName(ref) + (type !== 'any' && !branch ? ` · ${type}` : '') : type,
    ]),
  ];
  if (required) label.push(' ', el('span', { class: 'req' }, ['required']));
  if (s.deprecated === true) label.push(' ', el('span', { class: 'dep' }, ['deprecated']));
  if (circular) label.push(' ', el('span', { class: 'circ' }, ['↻ circular']));
  const notes = circular ? [] : notesOf(s);
  const kids = circular ? [] : children(s);
  const note =
    notes.length || s.description != null
      ? el('div', { class: 'note' }, [
          s.description != null ? rich(s.description) : null,
          notes.join(' ') || null,
        ])
      : null;
  if (!kids.length) return el('li', {}, label.concat([note]));
  const list = el('ul', { class: 'schema' });
  const details = el('details', {}, [el('summary', {}, label), note, list]);
  details.addEventListener('toggle', () => {
    if (!details.open || list.childElementCount) return;
    const next = ref ? trail.concat([ref]) : trail;
    for (const k of kids) list.append(schemaItem(k.name, k.schema, k.required, next, k.branch));
  });
  return el('li', {}, [details]);
}

function pretty(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

interface ShownExample {
  name?: string;
  summary?: unknown;
  d?: unknown;
  value: unknown;
}

// The document's named examples (one at a time, chosen in a list), its single example, else the generated one.
function examples(m: Media): HTMLElement | null {
  let list: ShownExample[] = arr<NamedExample>(m.x).map((x) => {
    const target = x.r !== undefined ? resolve({ $ref: x.r }) : null;
    return {
      name: x.n,
      summary: x.sm != null ? x.sm : target?.summary,
      d: x.d != null ? x.d : target?.description,
      value: target ? target.value : x.v,
    };
  });
  let note = 'Example';
  if (!list.length && m.e !== undefined) list = [{ value: m.e }];
  if (!list.length && (m.g !== undefined || (m.gr !== undefined && own.call(D.gx, m.gr)))) {
    list = [{ value: m.g !== undefined ? m.g : D.gx[m.gr as string] }];
    note = 'Example (generated from the schema)';
  }
  const first = list[0];
  if (!first) return null;
  const pre = el('pre', { class: 'example', tabindex: '0' });
  const desc = el('div', { class: 'note' });
  const pick = (i: number) => {
    const x = list[i] as ShownExample;
    pre.textContent = pretty(x.value);
    desc.replaceChildren();
    if (x.d != null) desc.append(rich(x.d));
  };
  const head: Child[] = [el('span', { class: 'ex-label' }, [note])];
  if (list.length > 1) {
    const select = el(
      'select',
      { 'aria-label': 'Example' },
      list.map((x, i) =>
        el('option', { value: String(i) }, [x.summary ? `${x.name} — ${str(x.summary)}` : (x.name ?? '')]),
      ),
    );
    select.addEventListener('change', () => pick(+select.value));
    head.push(' ', select);
  } else if (first.name) head.push(`: ${first.name}${first.summary ? ` — ${str(first.summary)}` : ''}`);
  pick(0);
  return el('div', { class: 'examples' }, [el('div', {}, head), desc, pre]);
}

function content(list: Media[] | undefined): HTMLElement[] {
  return arr<Media>(list).map((m) => {
    const box = el('div', { class: 'media' }, [el('div', { class: 'mt' }, [m.t])]);
    if (m.s) box.append(el('ul', { class: 'schema' }, [schemaItem('body', m.s, false, [])]));
    const ex = examples(m);
    if (ex) box.append(ex);
    return box;
  });
}

function paramTable(list: Param[], title: string, withIn: boolean): HTMLElement[] {
  const rows = list.map((p) => {
    const s = merge(resolve(p.s || {}));
    const notes = notesOf(s);
    if (p.e !== undefined) notes.push(`Example: ${JSON.stringify(p.e)}.`);
    if (p.x) notes.push('Deprecated.');
    const cells = [el('td', {}, [el('code', {}, [p.n])])];
    if (withIn) cells.push(el('td', {}, [p.in]));
    return el(
      'tr',
      {},
      cells.concat([
        el('td', {}, [typeOf(s)]),
        el('td', {}, [p.r ? 'yes' : '']),
        el('td', {}, [p.d != null ? rich(p.d) : null, notes.join(' ') || null]),
      ]),
    );
  });
  const heads = withIn
    ? ['Name', 'In', 'Type', 'Required', 'Description']
    : ['Name', 'Type', 'Required', 'Description'];
  return [
    el('h4', {}, [title]),
    el('table', {}, [
      el('thead', {}, [
        el(
          'tr',
          {},
          heads.map((h) => el('th', { scope: 'col' }, [h])),
        ),
      ]),
      el('tbody', {}, rows),
    ]),
  ];
}

// Code samples: one shown at a time, chosen by language.
function samples(cs: Record<string, string>): HTMLElement {
  const langs = [
    ['curl', 'curl'],
    ['javascript', 'JavaScript'],
    ['python', 'Python'],
  ] as const;
  const code = el('pre', { class: 'sample', tabindex: '0' });
  const select = el(
    'select',
    { 'aria-label': 'Sample language' },
    langs.map(([value, label]) => el('option', { value }, [label])),
  );
  const pick = () => {
    code.textContent = cs[select.value] ?? '';
  };
  select.addEventListener('change', pick);
  pick();
  return el('div', { class: 'samples' }, [el('h4', {}, ['Request sample ', select]), code]);
}

function operation(o: Operation): HTMLElement {
  const head = el('h3', { id: o.a, tabindex: '-1' }, [
    el('span', { class: `method m-${o.m}` }, [o.m.toUpperCase()]),
    ' ',
    el('code', {}, [o.p]),
  ]);
  const docs = el('div', { class: 'docs' });
  const side = el('div', { class: 'side' });
  const section = el('section', { class: `op${o.x ? ' deprecated' : ''}` }, [head, docs, side]);
  if (o.x) docs.append(el('p', { class: 'dep' }, ['Deprecated']));
  if (o.s) docs.append(el('p', { class: 'summary' }, [o.s]));
  if (o.i) docs.append(el('p', { class: 'opid' }, ['operationId: ', el('code', {}, [o.i])]));
  if (o.d != null) docs.append(rich(o.d));
  if (o.sec) {
    docs.append(el('p', {}, [`Security: ${o.sec.map((r) => r.join(' + ') || 'none').join(' or ')}`]));
  }
  if (o.q.length) docs.append(...paramTable(o.q, 'Parameters', true));
  if (o.b) {
    docs.append(el('h4', {}, [`Request body${o.b.r ? ' (required)' : ''}`]));
    if (o.b.d != null) docs.append(rich(o.b.d));
    docs.append(...content(o.b.c));
  }
  if (o.r.length) {
    docs.append(el('h4', {}, ['Responses']));
    for (const r of o.r) {
      const box = el('details', { class: 'response' }, [
        el('summary', {}, [
          el('span', { class: `status s${String(r.st).charAt(0)}` }, [r.st]),
          ' ',
          rich(r.d, 'span'),
        ]),
      ]);
      if (r.hd) box.append(...paramTable(r.hd, 'Headers', false));
      box.append(...content(r.c));
      for (const l of arr<NonNullable<Response['l']>[number]>(r.l)) {
        box.append(
          el('div', {}, [
            `Link ${l.name}${l.operationId ? ` → ${l.operationId}` : ''}${l.description != null ? ': ' : ''}`,
            l.description != null ? rich(l.description, 'span') : null,
          ]),
        );
      }
      docs.append(box);
    }
  }
  for (const c of arr<NonNullable<Operation['cb']>[number]>(o.cb)) {
    docs.append(el('h4', {}, [`Callback ${c.n}`]));
    for (const x of c.o) docs.append(operation(x));
  }
  if (o.cs) side.append(samples(o.cs));
  if (D.tryIt && !o.w) side.append(tryIt(o));
  if (!side.childElementCount) side.remove();
  return section;
}

// The try-it console: nothing is sent until Send; credentials live in this page's memory only.
const auth: Record<string, string> = {};

function tryIt(o: Operation): HTMLElement {
  const box = el('details', { class: 'try' }, [el('summary', {}, ['Try it'])]);
  let built = false;
  box.addEventListener('toggle', () => {
    if (box.open && !built) {
      built = true;
      tryForm(o, box);
    }
  });
  return box;
}

function field(label: string, input: HTMLElement): HTMLElement {
  return el('label', { class: 'tf' }, [el('span', {}, [label]), input]);
}

function tryForm(o: Operation, box: HTMLElement): void {
  const servers = arr<Model['servers'][number]>(o.sv || D.servers);
  const serverSelect = el(
    'select',
    {},
    servers.map((s, i) => el('option', { value: String(i) }, [s.url])),
  );
  const vars = el('div');
  let varInputs: Record<string, HTMLInputElement> = {};
  const showVars = () => {
    vars.replaceChildren();
    varInputs = {};
    const s = servers[+serverSelect.value];
    for (const v of arr<Model['servers'][number]['v'][number]>(s?.v)) {
      const input = el('input', { type: 'text' });
      input.value = str(v.d);
      varInputs[v.n] = input;
      vars.append(field(`{${v.n}}`, input));
    }
  };
  serverSelect.addEventListener('change', showVars);
  const base = el('input', { type: 'text', placeholder: 'Base URL' });
  base.value = 'http://localhost';
  box.append(servers.length ? field('Server', serverSelect) : field('Base URL', base), vars);
  showVars();
  const schemes: [string, Scheme][] = [];
  for (const name of arr<string>(o.au)) {
    const s = D.schemes[name];
    if (s) schemes.push([name, s]);
  }
  for (const [name, s] of schemes) {
    const basic = s.t === 'http' && s.s === 'basic';
    const input = el('input', {
      type: 'password',
      autocomplete: 'off',
      placeholder: basic ? 'user:password' : s.t === 'apiKey' ? 'API key' : 'Token',
    });
    input.value = auth[name] || '';
    input.addEventListener('input', () => {
      auth[name] = input.value;
    });
    const how = s.t === 'apiKey' ? ` (${s.in} ${s.n})` : basic ? ' (basic)' : ' (bearer)';
    box.append(field(`Auth ${name}${how}`, input));
  }
  const params = o.q.map((p): [Param, HTMLInputElement] => {
    const s = merge(resolve(p.s || {}));
    const v = p.e !== undefined ? p.e : s.example !== undefined ? s.example : s.default;
    const input = el('input', { type: 'text' });
    input.value = v === undefined ? '' : str(v);
    box.append(field(`${p.n} (${p.in}${p.r ? ', required' : ''})`, input));
    return [p, input];
  });
  const media = o.b ? arr<Media>(o.b.c)[0] : undefined;
  let body: HTMLTextAreaElement | null = null;
  if (media) {
    const ex = arr<NamedExample>(media.x)[0];
    const initial = ex
      ? ex.r !== undefined
        ? resolve({ $ref: ex.r }).value
        : ex.v
      : media.e !== undefined
        ? media.e
        : media.g !== undefined
          ? media.g
          : media.gr !== undefined
            ? D.gx[media.gr]
            : undefined;
    body = el('textarea', { rows: '8', spellcheck: 'false' });
    // A form body is sent as name=value pairs (arrays as the encoding object says), never as JSON text.
    const form = /x-www-form-urlencoded/i.test(media.t) && initial !== null && typeof initial === 'object';
    body.value =
      initial === undefined
        ? ''
        : form
          ? new URLSearchParams(formPairs(initial, media.en)).toString()
          : pretty(initial);
    box.append(field(`Body (${media.t})`, body));
  }
  const send = el('button', { type: 'button', class: 'send' }, ['Send']);
  const out = el('div', { class: 'result', role: 'status' });
  box.append(send, out);
  send.addEventListener('click', () => {
    const s = servers[+serverSelect.value];
    const url = s ? s.url.replace(/\{([^}]+)\}/g, (w, n: string) => varInputs[n]?.value ?? w) : base.value;
    let path = o.p;
    const query: [string, string][] = [];
    const headers: Record<string, string> = {};
    for (const [p, input] of params) {
      const v = input.value;
      if (v === '' && !p.r) continue;
      if (p.in === 'path') path = path.split(`{${p.n}}`).join(encodeURIComponent(v));
      else if (p.in === 'query') query.push([p.n, v]);
      else if (p.in === 'header') headers[p.n] = v;
    }
    for (const [name, sc] of schemes) {
      const value = auth[name];
      if (!value) continue;
      if (sc.t === 'apiKey') {
        if (sc.in === 'query') query.push([sc.n, value]);
        else if (sc.in === 'header') headers[sc.n] = value;
      } else if (sc.t === 'http' && sc.s === 'basic') headers.Authorization = `Basic ${btoa(value)}`;
      else headers.Authorization = `Bearer ${value}`;
    }
    const init: RequestInit = { method: o.m.toUpperCase(), headers };
    if (media && body && body.value !== '' && o.m !== 'get' && o.m !== 'head') {
      headers['Content-Type'] = media.t;
      init.body = body.value;
    }
    const target =
      url.replace(/\/+$/, '') + path + (query.length ? `?${new URLSearchParams(query).toString()}` : '');
    const started = performance.now();
    out.replaceChildren(`Sending ${init.method} ${target}…`);
    fetch(target, init).then(
      (res) =>
        res.text().then((text) => {
          const ms = Math.round(performance.now() - started);
          const lines: string[] = [];
          res.headers.forEach((v, k) => {
            lines.push(`${k}: ${v}`);
          });
          let shown = text;
          try {
            shown = JSON.stringify(JSON.parse(text), null, 2);
          } catch {
            // not JSON: shown as it came
          }
          out.replaceChildren(
            el('p', { class: `status s${String(res.status).charAt(0)}` }, [
              `${res.status} ${res.statusText} · ${ms} ms`,
            ]),
            el('pre', { class: 'res-headers', tabindex: '0' }, [lines.join('\n')]),
            el('pre', { class: 'res-body', tabindex: '0' }, [shown]),
          );
        }),
      (err: Error) => {
        const origin = location.protocol === 'file:' ? ' (a file opened from disk sends Origin: null)' : '';
        out.replaceChildren(
          el('p', { class: 'error' }, [
            `The request failed: ${err.message}. The browser blocks a response the server does not allow this page to read (CORS): the server must answer with Access-Control-Allow-Origin for this page${origin}, or the server is not reachable.`,
          ]),
        );
      },
    );
  });
}

const byAnchor: Record<string, number> = {};
D.ops.forEach((o, i) => {
  byAnchor[o.a] = i;
});

function groupOf(i: number): number {
  for (let g = 0; g < D.groups.length; g++) if ((D.groups[g]?.o.indexOf(i) ?? -1) >= 0) return g;
  return 0;
}

// The tag's operations are windowed: each starts as an empty slot of about its height and is built when it nears
// the viewport, so a 300-operation tag costs 300 divs, not 300 sections of tables, until it is scrolled through.
let observer: IntersectionObserver | null = null;

function fill(slot: HTMLElement): void {
  if (observer) observer.unobserve(slot);
  const op = D.ops[Number(slot.dataset.op)];
  if (!slot.parentNode || !op) return;
  if (!op.z) {
    slot.replaceWith(operation(op));
    return;
  }
  // Still on its way: its heading (a deep link's target) until its batch arrives.
  const stub = el('section', { class: 'op pending', 'data-op': slot.dataset.op }, [
    el('h3', { id: op.a, tabindex: '-1' }, [
      el('span', { class: `method m-${op.m}` }, [op.m.toUpperCase()]),
      ' ',
      el('code', {}, [op.p]),
    ]),
    el('p', { class: 'info' }, ['Loading…']),
  ]);
  slot.replaceWith(stub);
}

interface Batch {
  from: number;
  ops: Operation[];
  refs: Record<string, Schema>;
  gx: Record<string, unknown>;
  h: string[];
  done?: boolean;
}

// A preview's later operations, posted by the page that shows it (its parent window, nothing else: the HTML
// in `h` is its sanitizer's). An exported file has no `more` and takes nothing from messages.
function receive(json: string): void {
  const batch = JSON.parse(json) as Batch;
  for (const k in batch.refs) D.refs[k] = batch.refs[k] as Schema;
  for (const k in batch.gx) D.gx[k] = batch.gx[k];
  for (const html of batch.h) D.h.push(html);
  batch.ops.forEach((o, i) => {
    D.ops[batch.from + i] = o;
  });
  if (batch.done) D.more = false;
  for (const stub of Array.from(main.querySelectorAll<HTMLElement>('.pending'))) {
    const op = D.ops[Number(stub.dataset.op)];
    if (op && !op.z) stub.replaceWith(operation(op));
  }
}

function show(g: number, anchor?: string): void {
  const group = D.groups[g];
  if (!group) return;
  if (observer) observer.disconnect();
  observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const e of entries) if (e.isIntersecting) fill(e.target as HTMLElement);
          },
          { rootMargin: '1200px 0px' },
        )
      : null;
  main.replaceChildren(el('h2', {}, [group.n]));
  if (group.d != null) main.append(rich(group.d));
  const target = anchor ? byAnchor[anchor] : -1;
  group.o.forEach((i, n) => {
    const slot = el('div', { class: 'slot', 'data-op': String(i) });
    main.append(slot);
    if (n < 6 || i === target || !observer) fill(slot);
    else observer.observe(slot);
  });
  const node = anchor ? document.getElementById(anchor) : null;
  if (node) {
    node.scrollIntoView();
    node.focus({ preventScroll: true });
  } else scrollTo(0, 0);
}

function route(): void {
  const h = decodeURIComponent(location.hash.slice(1));
  const tag = h.indexOf('tag/') === 0 ? D.groups.findIndex((g) => g.n === h.slice(4)) : -1;
  const at = byAnchor[h];
  if (tag >= 0) show(tag);
  else if (at !== undefined) show(groupOf(at), h);
  else show(0);
}

function link(o: Operation): HTMLElement {
  return el('a', { href: `#${o.a}` }, [
    el('span', { class: `method m-${o.m}` }, [o.m.toUpperCase()]),
    ' ',
    o.s || o.p,
  ]);
}

function navGroup(g: Model['groups'][number]): void {
  const list = el(
    'ul',
    {},
    g.o.slice(0, 400).map((i) => el('li', {}, [link(D.ops[i] as Operation)])),
  );
  // A summary may hold no link (nested interactive content): the tag's own page is the list's first entry.
  list.prepend(el('li', {}, [el('a', { href: `#tag/${g.n}` }, [`All of ${g.n}`])]));
  nav.append(el('details', {}, [el('summary', {}, [`${g.n} (${g.o.length})`]), list]));
}

// x-tagGroups: sections of tags in their order; tags in no section follow.
const placed: Record<string, boolean> = {};
for (const tagGroup of D.tagGroups) {
  nav.append(el('p', { class: 'tag-group' }, [tagGroup.name]));
  for (const t of tagGroup.tags) {
    for (const g of D.groups) {
      if (g.n === t && !placed[t]) {
        placed[t] = true;
        navGroup(g);
      }
    }
  }
}
for (const g of D.groups) if (!placed[g.n]) navGroup(g);

const hay = D.ops.map((o) => `${o.s || ''} ${o.p} ${o.i || ''} ${o.m}`.toLowerCase());
let timer: ReturnType<typeof setTimeout> | undefined;
search.addEventListener('input', () => {
  clearTimeout(timer);
  timer = setTimeout(() => {
    const q = search.value.trim().toLowerCase();
    nav.hidden = q !== '';
    results.hidden = q === '';
    if (!q) return results.replaceChildren();
    const words = q.split(/\s+/);
    const found: number[] = [];
    for (let i = 0; i < hay.length && found.length < 100; i++) {
      const text = hay[i] as string;
      if (words.every((w) => text.indexOf(w) >= 0)) found.push(i);
    }
    const count = found.length
      ? `${found.length}${found.length === 100 ? '+' : ''} results`
      : 'No operations match';
    results.replaceChildren(el('p', { role: 'status' }, [count]));
    results.append(
      el(
        'ul',
        {},
        found.map((i) => {
          const op = D.ops[i] as Operation;
          return el('li', {}, [link(op), el('div', { class: 'path' }, [op.p])]);
        }),
      ),
    );
  }, 60);
});

byId('theme').addEventListener('click', () => {
  const root = document.documentElement;
  const dark = root.dataset.theme
    ? root.dataset.theme === 'dark'
    : matchMedia('(prefers-color-scheme: dark)').matches;
  root.dataset.theme = dark ? 'light' : 'dark';
});

// The web page's preview tells the docs its theme; only these two values are read.
addEventListener('message', (event: MessageEvent) => {
  const batch = event.data?.batch;
  if (D.more && event.source === parent && typeof batch === 'string') receive(batch);
  const theme = event.data?.theme;
  if (theme === 'dark' || theme === 'light') document.documentElement.dataset.theme = theme;
});
addEventListener('hashchange', route);
route();
