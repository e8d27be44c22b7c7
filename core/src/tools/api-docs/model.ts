import { deref, isRecord } from './pointer';
import { HTTP_METHODS } from './validate';

type HttpMethod = (typeof HTTP_METHODS)[number];

export interface Parameter {
  name: string;
  in: string;
  required: boolean;
  deprecated: boolean;
  description?: string;
  schema?: unknown;
  example?: unknown;
}

export interface MediaType {
  mediaType: string;
  schema?: unknown;
  /** The document's own example (`example` or the first of `examples`), if any. */
  example?: unknown;
  hasExample: boolean;
  /** The `$ref` of that example when it is shared (`#/components/examples/…`): embedded once in the HTML. */
  exampleRef?: string;
  /** Every named example (`examples`), in order: a value, or the `$ref` of a shared one. */
  examples: NamedExample[];
  /** How each property of a form body is written (`style`, `explode`, `contentType`), by property name. */
  encoding?: Record<string, unknown>;
}

interface NamedExample {
  name: string;
  summary?: string;
  description?: string;
  value?: unknown;
  /** A shared example's `$ref`; its value is the target's `value`. */
  ref?: string;
}

interface Response {
  status: string;
  description: string;
  content: MediaType[];
  headers: Parameter[];
  links: { name: string; operationId?: string; description?: string }[];
}

export interface Operation {
  /** Anchor: `operation/<operationId>` (or method and path when there is none). */
  anchor: string;
  method: HttpMethod;
  path: string;
  operationId?: string;
  summary?: string;
  description?: string;
  deprecated: boolean;
  tags: string[];
  parameters: Parameter[];
  requestBody?: { required: boolean; description?: string; content: MediaType[] };
  responses: Response[];
  security: string[][];
  /** The scheme names of the first security requirement (what a code sample authenticates with). */
  auth: string[];
  callbacks: { name: string; operations: Operation[] }[];
  webhook: boolean;
  /**
   * The servers of this operation when it or its path item declares its own (`servers`: the operation's over the
   * path's, the path's over the document's, as OpenAPI 3.x says); undefined when the document's apply.
   */
  servers?: Server[];
}

export interface Server {
  url: string;
  description?: string;
  variables: { name: string; default: string; enum?: string[]; description?: string }[];
}

/** A server's URL with each `{variable}` replaced by the value given, else its default. */
export function serverUrl(server: Server | undefined, values: Record<string, string> = {}): string {
  if (!server) return '';
  return server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = server.variables.find((v) => v.name === name);
    return values[name] ?? variable?.default ?? whole;
  });
}

export interface Group {
  name: string;
  description?: string;
  operations: Operation[];
}

export interface ApiModel {
  openapi: string;
  title: string;
  version: string;
  description?: string;
  servers: Server[];
  /** Operations by tag, in the document's tag order; untagged ones in `default`; webhooks last. */
  groups: Group[];
  /** `x-tagGroups`: sections of tags. */
  tagGroups: { name: string; tags: string[] }[];
  securitySchemes: { name: string; type: string; description?: string; detail: string }[];
  operationCount: number;
  /** `Swagger 2.0` when the document was converted to OpenAPI 3.0 to be documented. */
  convertedFrom?: string;
  /** `info.contact`, `info.license` and `info.termsOfService`: names and URLs as the document gives them. */
  contact?: { name?: string; url?: string; email?: string };
  license?: { name?: string; url?: string };
  termsOfService?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

function mediaTypes(doc: unknown, content: unknown): MediaType[] {
  if (!isRecord(content)) return [];
  return Object.entries(content).map(([mediaType, raw]) => {
    const media = isRecord(raw) ? raw : {};
    let example: unknown;
    let hasExample = false;
    let exampleRef: string | undefined;
    const examples: NamedExample[] = [];
    if (isRecord(media.examples))
      for (const [name, rawExample] of Object.entries(media.examples)) {
        const resolved = deref(doc, rawExample);
        if (!isRecord(resolved)) continue;
        const ref = isRecord(rawExample) && typeof rawExample.$ref === 'string' ? rawExample.$ref : undefined;
        examples.push({
          name,
          summary: text(resolved.summary),
          description: text(resolved.description),
          ...(ref ? { ref } : { value: resolved.value }),
        });
      }
    if (media.example !== undefined) [example, hasExample] = [media.example, true];
    else if (isRecord(media.examples)) {
      const raw = Object.values(media.examples)[0];
      const first = deref(doc, raw);
      if (isRecord(first) && first.value !== undefined) [example, hasExample] = [first.value, true];
      if (isRecord(raw) && typeof raw.$ref === 'string') exampleRef = raw.$ref;
    }
    return {
      mediaType,
      schema: media.schema,
      example,
      hasExample,
      ...(exampleRef ? { exampleRef } : {}),
      examples,
      ...(isRecord(media.encoding) ? { encoding: media.encoding } : {}),
    };
  });
}

function parameter(doc: unknown, raw: unknown): Parameter | undefined {
  const p = deref(doc, raw);
  if (!isRecord(p) || typeof p.name !== 'string') return undefined;
  const example =
    p.example ??
    (isRecord(p.examples)
      ? (deref(doc, Object.values(p.examples)[0]) as { value?: unknown })?.value
      : undefined);
  const schema = p.schema ?? (isRecord(p.content) ? mediaTypes(doc, p.content)[0]?.schema : undefined);
  return {
    name: p.name,
    in: String(p.in),
    required: p.required === true || p.in === 'path',
    deprecated: p.deprecated === true,
    description: text(p.description),
    schema,
    example,
  };
}

function mergeParameters(doc: unknown, shared: unknown, own: unknown): Parameter[] {
  const byKey = new Map<string, Parameter>();
  for (const list of [shared, own])
    for (const raw of Array.isArray(list) ? list : []) {
      const p = parameter(doc, raw);
      if (p) byKey.set(`${p.in}:${p.name}`, p);
    }
  return [...byKey.values()];
}

function responses(doc: unknown, raw: unknown): Response[] {
  if (!isRecord(raw)) return [];
  return Object.entries(raw).map(([status, value]) => {
    const r = deref(doc, value);
    const response = isRecord(r) ? r : {};
    const headers = isRecord(response.headers)
      ? Object.entries(response.headers).flatMap(([name, h]) => {
          const header = parameter(doc, {
            ...(isRecord(deref(doc, h)) ? (deref(doc, h) as object) : {}),
            name,
            in: 'header',
          });
          return header ? [header] : [];
        })
      : [];
    const links = isRecord(response.links)
      ? Object.entries(response.links).map(([name, l]) => {
          const link = deref(doc, l);
          return isRecord(link)
            ? { name, operationId: text(link.operationId), description: text(link.description) }
            : { name };
        })
      : [];
    return {
      status,
      description: text(response.description) ?? '',
      content: mediaTypes(doc, response.content),
      headers,
      links,
    };
  });
}

function anchorFor(method: string, path: string, operationId: unknown) {
  return typeof operationId === 'string' && operationId !== ''
    ? `operation/${operationId}`
    : `operation/${method}${path.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

function operations(
  doc: unknown,
  paths: unknown,
  webhook: boolean,
  globalSecurity: unknown,
  depth = 0,
): Operation[] {
  if (!isRecord(paths)) return [];
  const out: Operation[] = [];
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = deref(doc, rawItem);
    if (!isRecord(item)) continue;
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isRecord(op)) continue;
      const body = deref(doc, op.requestBody);
      const security = Array.isArray(op.security)
        ? op.security
        : Array.isArray(globalSecurity)
          ? globalSecurity
          : [];
      const servers = serverList(op.servers) ?? serverList(item.servers);
      out.push({
        ...(servers ? { servers } : {}),
        anchor: anchorFor(method, path, op.operationId),
        method,
        path,
        operationId: text(op.operationId),
        summary: text(op.summary),
        description: text(op.description) ?? text(item.description),
        deprecated: op.deprecated === true,
        tags: Array.isArray(op.tags) ? op.tags.map(String) : [],
        parameters: mergeParameters(doc, item.parameters, op.parameters),
        requestBody: isRecord(body)
          ? {
              required: body.required === true,
              description: text(body.description),
              content: mediaTypes(doc, body.content),
            }
          : undefined,
        responses: responses(doc, op.responses),
        // Each scheme with its scopes, if any: OAuth2 scopes, or roles for other schemes (OpenAPI 3.1).
        security: security
          .filter(isRecord)
          .map((req) =>
            Object.entries(req).map(([name, scopes]) =>
              Array.isArray(scopes) && scopes.length > 0 ? `${name} (${scopes.join(', ')})` : name,
            ),
          ),
        auth: isRecord(security[0]) ? Object.keys(security[0]) : [],
        callbacks:
          isRecord(op.callbacks) && depth < 2
            ? Object.entries(op.callbacks).map(([name, cb]) => ({
                name,
                operations: operations(doc, deref(doc, cb), false, [], depth + 1),
              }))
            : [],
        webhook,
      });
    }
  }
  return out;
}

/** A `servers` list as the model keeps it; undefined when there is none (or it is empty). */
function serverList(raw: unknown): Server[] | undefined {
  if (!Array.isArray(raw) || raw.length === 0) return undefined;
  return raw.filter(isRecord).map((s) => ({
    url: String(s.url),
    description: text(s.description),
    variables: Object.entries(isRecord(s.variables) ? s.variables : {}).flatMap(([name, v]) =>
      isRecord(v)
        ? [
            {
              name,
              default: String(v.default ?? ''),
              ...(Array.isArray(v.enum) ? { enum: v.enum.map(String) } : {}),
              description: text(v.description),
            },
          ]
        : [],
    ),
  }));
}

function schemeDetail(scheme: Record<string, unknown>): string {
  if (scheme.type === 'apiKey') return `API key in ${String(scheme.in)} "${String(scheme.name)}"`;
  if (scheme.type === 'http')
    return `HTTP ${String(scheme.scheme)}${scheme.bearerFormat ? ` (${String(scheme.bearerFormat)})` : ''}`;
  if (scheme.type === 'oauth2' && isRecord(scheme.flows))
    return `OAuth 2 flows: ${Object.keys(scheme.flows).join(', ')}`;
  if (scheme.type === 'openIdConnect') return `OpenID Connect: ${String(scheme.openIdConnectUrl)}`;
  return String(scheme.type);
}

/** The normalized model of a validated OpenAPI 3.x description. */
export function buildModel(doc: Record<string, unknown>): ApiModel {
  const info = isRecord(doc.info) ? doc.info : {};
  const all = [
    ...operations(doc, doc.paths, false, doc.security),
    ...operations(doc, doc.webhooks, true, doc.security),
  ];
  const tagDocs = Array.isArray(doc.tags) ? doc.tags.filter(isRecord) : [];
  const groups = new Map<string, Group>();
  for (const tag of tagDocs)
    groups.set(String(tag.name), {
      name: String(tag.name),
      description: text(tag.description),
      operations: [],
    });
  for (const op of all) {
    const names = op.webhook ? ['Webhooks'] : op.tags.length > 0 ? op.tags : ['default'];
    for (const name of names) {
      if (!groups.has(name)) groups.set(name, { name, operations: [] });
      groups.get(name)?.operations.push(op);
    }
  }
  const components = isRecord(doc.components) ? doc.components : {};
  const schemes = isRecord(components.securitySchemes) ? components.securitySchemes : {};
  const tagGroups = Array.isArray(doc['x-tagGroups'])
    ? doc['x-tagGroups']
        .filter(isRecord)
        .map((g) => ({ name: String(g.name), tags: Array.isArray(g.tags) ? g.tags.map(String) : [] }))
    : [];
  return {
    openapi: String(doc.openapi),
    title: text(info.title) ?? 'API',
    version: String(info.version ?? ''),
    description: text(info.description),
    servers: serverList(doc.servers) ?? [],
    groups: [...groups.values()].filter((g) => g.operations.length > 0),
    tagGroups,
    securitySchemes: Object.entries(schemes).flatMap(([name, raw]) => {
      const scheme = deref(doc, raw);
      return isRecord(scheme)
        ? [
            {
              name,
              type: String(scheme.type),
              description: text(scheme.description),
              detail: schemeDetail(scheme),
            },
          ]
        : [];
    }),
    operationCount: all.length,
    ...(isRecord(info.contact)
      ? {
          contact: {
            name: text(info.contact.name),
            url: text(info.contact.url),
            email: text(info.contact.email),
          },
        }
      : {}),
    ...(isRecord(info.license)
      ? { license: { name: text(info.license.name), url: text(info.license.url) } }
      : {}),
    ...(text(info.termsOfService) ? { termsOfService: text(info.termsOfService) } : {}),
  };
}
