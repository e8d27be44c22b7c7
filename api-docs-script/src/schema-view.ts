// Schemas, examples and parameter tables as elements, read the way core's Markdown reads them.
import { branchNameWith, constraintsOf, nullableBranch } from '@toolbox/core/tools/api-docs/browser';
import type { Child, Media, NamedExample, Param, Schema } from './model';
import { D, el, own, rich } from './page';

// Every $ref the page can meet was resolved by core and embedded in D.refs; nothing else is looked up.
export function resolve(start: unknown): Schema {
  let schema = start as Schema | undefined;
  for (let hops = 0; schema && typeof schema.$ref === 'string' && hops < 20; hops++) {
    if (!own.call(D.refs, schema.$ref)) return {};
    schema = D.refs[schema.$ref];
  }
  return schema && typeof schema === 'object' && !Array.isArray(schema) ? schema : {};
}

export function merge(s: Schema): Schema {
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
export function arr<T>(value: T[] | undefined | unknown): T[] {
  return Array.isArray(value) ? value : [];
}
export function str(value: unknown): string {
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
  // OpenAPI 3.1 (JSON Schema 2020-12) applies a description written beside a $ref; 3.0 ignores it (as core does).
  const beside = ref && raw.description != null && String(D.openapi).startsWith('3.1');
  const description = beside ? raw.description : s.description;
  const note =
    notes.length || description != null
      ? el('div', { class: 'note' }, [
          description != null ? rich(description) : null,
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

export function pretty(value: unknown): string {
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

export function content(list: Media[] | undefined): HTMLElement[] {
  return arr<Media>(list).map((m) => {
    const box = el('div', { class: 'media' }, [el('div', { class: 'mt' }, [m.t])]);
    if (m.s) box.append(el('ul', { class: 'schema' }, [schemaItem('body', m.s, false, [])]));
    const ex = examples(m);
    if (ex) box.append(ex);
    return box;
  });
}

export function paramTable(list: Param[], title: string, withIn: boolean): HTMLElement[] {
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
