import { hasUrlAuthority } from '../../text/url-scheme';
import { type ApiModel, type MediaType, type Operation, type Parameter, serverUrl } from './model';
import { deref, isRecord } from './pointer';
import { exampleFromSchema } from './schema-node';

/** One request, as the three code samples build it. */
export interface SampleRequest {
  method: string;
  url: string;
  headers: [string, string][];
  /** `-u user:password` for HTTP basic. */
  basic?: boolean;
  body?: { mediaType: string; value: unknown; encoding?: Record<string, unknown> };
}

export interface CodeSamples {
  curl: string;
  javascript: string;
  python: string;
}

const PLACEHOLDER_SERVER = 'https://api.example.com';

/** A media type's example: the document's own, else one generated from its schema. */
function exampleOf(doc: unknown, media: MediaType): unknown {
  if (media.hasExample) return media.example;
  return media.schema === undefined ? undefined : exampleFromSchema(doc, media.schema);
}

/** The value the document gives a parameter: its example, else its schema's example, default, const or enum. */
function documentedValue(doc: unknown, p: Parameter): unknown {
  if (p.example !== undefined) return p.example;
  const schema = deref(doc, p.schema);
  if (!isRecord(schema)) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  return Array.isArray(schema.enum) && schema.enum.length > 0 ? schema.enum[0] : undefined;
}

function parameterValue(doc: unknown, p: Parameter): string {
  const documented = documentedValue(doc, p);
  const value = documented !== undefined ? documented : exampleFromSchema(doc, p.schema ?? {});
  return typeof value === 'string' ? value : JSON.stringify(value ?? '');
}

/** A path parameter's value, encoded; `{name}` (to be filled in) when the document gives none. */
function pathValue(doc: unknown, p: Parameter): string {
  const documented = documentedValue(doc, p);
  if (documented === undefined) return `{${p.name}}`;
  return encodeURIComponent(typeof documented === 'string' ? documented : JSON.stringify(documented));
}

/**
 * The operation's request: the first of its servers (the operation's, else its path's, else the document's;
 * variables at their defaults), example parameters, auth and body.
 */
export function sampleRequest(doc: unknown, model: ApiModel, op: Operation): SampleRequest {
  let base = serverUrl((op.servers ?? model.servers)[0]).replace(/\/+$/, '');
  if (!hasUrlAuthority(base)) base = PLACEHOLDER_SERVER + (base.startsWith('/') ? base : '');
  let path = op.path;
  const query: [string, string][] = [];
  const headers: [string, string][] = [];
  for (const p of op.parameters) {
    if (p.in === 'path') path = path.split(`{${p.name}}`).join(pathValue(doc, p));
    else if (p.in === 'query' && p.required) query.push([p.name, parameterValue(doc, p)]);
    else if (p.in === 'header' && p.required) headers.push([p.name, parameterValue(doc, p)]);
  }
  let basic = false;
  const schemes = isRecord(doc) && isRecord(doc.components) ? doc.components.securitySchemes : undefined;
  for (const name of op.auth) {
    const scheme = deref(doc, isRecord(schemes) ? schemes[name] : undefined);
    if (!isRecord(scheme)) continue;
    if (scheme.type === 'apiKey' && typeof scheme.name === 'string') {
      if (scheme.in === 'query') query.push([scheme.name, 'YOUR_API_KEY']);
      else if (scheme.in === 'cookie') headers.push(['Cookie', `${scheme.name}=YOUR_API_KEY`]);
      else headers.push([scheme.name, 'YOUR_API_KEY']);
    } else if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'basic') basic = true;
    else if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect')
      headers.push(['Authorization', 'Bearer YOUR_TOKEN']);
  }
  const search = new URLSearchParams(query).toString();
  const media = op.requestBody?.content[0];
  const value = media ? exampleOf(doc, media) : undefined;
  if (media && value !== undefined) headers.push(['Content-Type', media.mediaType]);
  return {
    method: op.method.toUpperCase(),
    url: `${base}${path}${search ? `?${search}` : ''}`,
    headers,
    ...(basic ? { basic } : {}),
    ...(media && value !== undefined
      ? {
          body: {
            mediaType: media.mediaType,
            value,
            ...(media.encoding ? { encoding: media.encoding } : {}),
          },
        }
      : {}),
  };
}

const isJson = (mediaType: string) => /[/+]json\b/i.test(mediaType);
const isForm = (mediaType: string) => /x-www-form-urlencoded/i.test(mediaType);
const isMultipart = (mediaType: string) => /multipart\//i.test(mediaType);
const flat = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const fields = (value: unknown): [string, string][] =>
  isRecord(value) ? Object.entries(value).map(([k, v]) => [k, flat(v)]) : [];

/**
 * A form body (`application/x-www-form-urlencoded`) as the name=value pairs OpenAPI's encoding object says: an
 * array is one pair per item (style `form`, explode, the default) or one joined value (explode false: `,`;
 * `spaceDelimited`: space; `pipeDelimited`: `|`); an object is one pair per property (`deepObject`: `name[key]`);
 * a property with a JSON `contentType` is sent as JSON text.
 */
export function formPairs(value: unknown, encoding: Record<string, unknown> = {}): [string, string][] {
  if (!isRecord(value)) return [];
  const pairs: [string, string][] = [];
  for (const [name, v] of Object.entries(value)) {
    const enc = isRecord(encoding[name]) ? encoding[name] : {};
    const style = typeof enc.style === 'string' ? enc.style : 'form';
    const explode = typeof enc.explode === 'boolean' ? enc.explode : style === 'form';
    if (typeof enc.contentType === 'string' && isJson(enc.contentType)) pairs.push([name, JSON.stringify(v)]);
    else if (Array.isArray(v)) {
      if (explode) for (const item of v) pairs.push([name, flat(item)]);
      else
        pairs.push([
          name,
          v.map(flat).join(style === 'spaceDelimited' ? ' ' : style === 'pipeDelimited' ? '|' : ','),
        ]);
    } else if (isRecord(v)) {
      const entries = Object.entries(v);
      if (style === 'deepObject')
        for (const [key, item] of entries) pairs.push([`${name}[${key}]`, flat(item)]);
      else if (explode) for (const [key, item] of entries) pairs.push([key, flat(item)]);
      else pairs.push([name, entries.flatMap(([key, item]) => [key, flat(item)]).join(',')]);
    } else if (v !== undefined) pairs.push([name, flat(v)]);
  }
  return pairs;
}

/** A word for sh: single-quoted, with `'` written as `'\''`. */
const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

function curl(r: SampleRequest): string {
  // A `{name}` placeholder (or an IPv6 `[host]`) is the URL's text, not one of curl's globs.
  const globoff = /[{}[\]]/.test(r.url) ? ' --globoff' : '';
  const lines = [`curl${globoff} -X ${r.method} ${shellQuote(r.url)}`];
  if (r.basic) lines.push(`-u ${shellQuote('username:password')}`);
  for (const [name, value] of r.headers) {
    if (r.body && isMultipart(r.body.mediaType) && name === 'Content-Type') continue;
    lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  }
  if (r.body) {
    const { mediaType, value } = r.body;
    if (isMultipart(mediaType))
      for (const [k, v] of fields(value)) lines.push(`-F ${shellQuote(`${k}=${v}`)}`);
    else if (isForm(mediaType))
      for (const [k, v] of formPairs(value, r.body.encoding))
        lines.push(`--data-urlencode ${shellQuote(`${k}=${v}`)}`);
    else lines.push(`--data-raw ${shellQuote(isJson(mediaType) ? JSON.stringify(value) : flat(value))}`);
  }
  return lines.join(' \\\n  ');
}

/** A JavaScript literal of JSON data, indented for the sample. */
const js = (value: unknown, indent: string) => JSON.stringify(value, null, 2).replaceAll('\n', `\n${indent}`);

function javascript(r: SampleRequest): string {
  const headers: [string, string][] = [...r.headers];
  if (r.basic) headers.push(['Authorization', `Basic ${btoa('username:password')}`]);
  const body = r.body;
  if (body && isMultipart(body.mediaType)) {
    const i = headers.findIndex(([n]) => n === 'Content-Type');
    if (i >= 0) headers.splice(i, 1);
  }
  const lines: string[] = [];
  if (body && isMultipart(body.mediaType)) {
    lines.push('const body = new FormData();');
    for (const [k, v] of fields(body.value))
      lines.push(`body.append(${JSON.stringify(k)}, ${JSON.stringify(v)});`);
  }
  lines.push(
    `const response = await fetch(${JSON.stringify(r.url)}, {`,
    `  method: ${JSON.stringify(r.method)},`,
  );
  if (headers.length > 0) lines.push(`  headers: ${js(Object.fromEntries(headers), '  ')},`);
  if (body) {
    if (isMultipart(body.mediaType)) lines.push('  body,');
    else if (isForm(body.mediaType))
      lines.push(`  body: new URLSearchParams(${js(formPairs(body.value, body.encoding), '  ')}),`);
    else if (isJson(body.mediaType)) lines.push(`  body: JSON.stringify(${js(body.value, '  ')}),`);
    else lines.push(`  body: ${JSON.stringify(flat(body.value))},`);
  }
  lines.push('});', 'console.log(response.status, await response.text());');
  return lines.join('\n');
}

/** A Python literal of JSON data (None, True, False; JSON's string escapes are Python's too). */
function py(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  if (typeof value === 'string') return JSON.stringify(value);
  const inner = `${indent}    `;
  if (Array.isArray(value))
    return value.length === 0
      ? '[]'
      : `[\n${value.map((v) => inner + py(v, inner)).join(',\n')},\n${indent}]`;
  if (isRecord(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${py(v, inner)}`).join(',\n')},\n${indent}}`;
  }
  return 'None';
}

/** Name/value pairs as a Python list of tuples (requests sends a repeated name once per tuple). */
function pyPairs(pairs: [string, string][], indent: string): string {
  if (pairs.length === 0) return '[]';
  const inner = `${indent}    `;
  return `[\n${pairs.map(([k, v]) => `${inner}(${py(k)}, ${py(v)})`).join(',\n')},\n${indent}]`;
}

function python(r: SampleRequest): string {
  const args = [`    ${JSON.stringify(r.url)},`];
  const body = r.body;
  const headers = r.headers.filter(
    ([n]) => !(n === 'Content-Type' && body && (isJson(body.mediaType) || isMultipart(body.mediaType))),
  );
  if (headers.length > 0) args.push(`    headers=${py(Object.fromEntries(headers), '    ')},`);
  if (r.basic) args.push('    auth=("username", "password"),');
  if (body) {
    if (isJson(body.mediaType)) args.push(`    json=${py(body.value, '    ')},`);
    else if (isMultipart(body.mediaType))
      args.push(
        `    files=${py(Object.fromEntries(fields(body.value).map(([k, v]) => [k, [null, v]])), '    ')},`,
      );
    else if (isForm(body.mediaType))
      args.push(`    data=${pyPairs(formPairs(body.value, body.encoding), '    ')},`);
    else args.push(`    data=${py(flat(body.value))},`);
  }
  return [
    'import requests',
    '',
    `response = requests.request(`,
    `    ${JSON.stringify(r.method)},`,
    ...args,
    ')',
    'print(response.status_code, response.text)',
  ].join('\n');
}

/** curl, JavaScript (fetch) and Python (requests) for one operation. */
export function codeSamples(doc: unknown, model: ApiModel, op: Operation): CodeSamples {
  const request = sampleRequest(doc, model, op);
  return { curl: curl(request), javascript: javascript(request), python: python(request) };
}
