import { ToolInputError } from '../../errors';
import statusCodes from './data/iana-status-codes.json' with { type: 'json' };

export const HTTP_REFERENCE_MESSAGES = {
  title: 'Nothing found',
  long: 'A search is at most 200 characters.',
} as const;

/** Most media types a word search lists; a type, an extension or a file name finds its few exactly. */
const HTTP_REFERENCE_LIMITS = { query: 200, mimeMatches: 500 } as const;

/**
 * The names IANA's registry replaced that servers still send, so a status line from a log finds its code: Node's
 * http.STATUS_CODES first, then Python's http.HTTPStatus and nginx's (src/http/ngx_http_header_filter_module.c).
 */
const ALSO_KNOWN_AS: Readonly<Record<number, readonly string[]>> = {
  302: ['Moved Temporarily'],
  408: ['Request Time-out'],
  413: ['Payload Too Large', 'Request Entity Too Large'],
  414: ['Request-URI Too Long', 'Request-URI Too Large'],
  416: ['Requested Range Not Satisfiable'],
  418: ["I'm a Teapot"],
  422: ['Unprocessable Entity'],
};

const CLASSES: Readonly<Record<string, string>> = {
  '1': 'Informational',
  '2': 'Success',
  '3': 'Redirection',
  '4': 'Client Error',
  '5': 'Server Error',
};

export interface Reference {
  /** As IANA writes it: RFC9110, Section 15.5.21. */
  text: string;
  /** The RFC's number when the reference is an RFC (9110), else absent. */
  rfc?: number;
  /** Where to read it: the RFC's section on rfc-editor.org, or the address the registry gives. */
  url?: string;
}

export interface HttpStatus {
  code: number;
  /** IANA's description: Unprocessable Content. */
  description: string;
  /** 4xx Client Error. */
  class: string;
  /** The older names servers still send, where IANA's changed (422 Unprocessable Entity), Node's first. */
  alsoKnownAs?: string[];
  references: Reference[];
}

export interface MediaType {
  type: string;
  /** Extensions without the dot, the usual one first. */
  extensions: string[];
  /** Who registered it as mime-db records: iana, apache, nginx, or none of them. */
  source: 'iana' | 'apache' | 'nginx' | 'other';
  compressible?: boolean;
  charset?: string;
  /** The RFCs and other specifications IANA's registry names for it; none for types outside IANA's. */
  references: Reference[];
  /** Its registration template at IANA, for an IANA type. */
  template?: string;
}

const rfcUrl = (rfc: number, section?: string) =>
  `https://www.rfc-editor.org/rfc/rfc${rfc}${section ? `#section-${section}` : ''}`;

/** IANA's reference column, `[RFC9110, Section 15.5.21][RFC2774]`, one entry a bracket. */
function referencesOf(text: string): Reference[] {
  return [...text.matchAll(/\[([^\]]+)\]/g)].map(([, inner = '']) => {
    const rfc = /^RFC(\d+)(?:, Section ([\d.]+))?$/.exec(inner);
    if (rfc) return { text: inner, rfc: Number(rfc[1]), url: rfcUrl(Number(rfc[1]), rfc[2]) };
    const draft = /^draft-[\w-]+$/.test(inner);
    return draft ? { text: inner, url: `https://datatracker.ietf.org/doc/${inner}` } : { text: inner };
  });
}

const STATUSES: readonly HttpStatus[] = statusCodes.map((row) => ({
  code: row.code,
  description: row.description,
  class: `${String(row.code)[0]}xx ${CLASSES[String(row.code)[0] as string]}`,
  ...(ALSO_KNOWN_AS[row.code] ? { alsoKnownAs: [...(ALSO_KNOWN_AS[row.code] ?? [])] } : {}),
  references: referencesOf(row.reference),
}));

const fail = (message: string): never => {
  throw new ToolInputError(message, HTTP_REFERENCE_MESSAGES.title, 'query');
};

const wordsOf = (query: string) => {
  if (query.length > HTTP_REFERENCE_LIMITS.query) fail(HTTP_REFERENCE_MESSAGES.long);
  return query.toLowerCase().split(/\s+/).filter(Boolean);
};

/**
 * Status codes from IANA's registry: all of them for an empty query, one for a code (422), a class for 4xx, else
 * those whose description, older name or reference holds every word (teapot, too many, RFC6585).
 */
export function runHttpStatus(input: { query: string }): HttpStatus[] {
  const query = input.query.trim();
  const words = wordsOf(query);
  if (/^[1-5]\d\d$/.test(query)) {
    const found = STATUSES.filter((status) => status.code === Number(query));
    if (found.length === 0) fail(`${query} is unassigned in IANA's HTTP status code registry.`);
    return found;
  }
  if (/^[1-5]xx$/i.test(query)) return STATUSES.filter((status) => String(status.code)[0] === query[0]);
  const found = STATUSES.filter((status) => {
    const text = [
      status.code,
      status.description,
      ...(status.alsoKnownAs ?? []),
      ...status.references.map((r) => r.text),
    ]
      .join(' ')
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
  if (found.length === 0) fail(`No HTTP status code matches "${query}".`);
  return found;
}

interface MimeDbEntry {
  source?: string;
  extensions?: string[];
  compressible?: boolean;
  charset?: string;
}

interface MimeData {
  db: Record<string, MimeDbEntry>;
  references: Record<string, string[]>;
  /** The extensions Debian's media-types gives an IANA type that mime-db lists without them (audio/flac's flac). */
  extensions: Record<string, string[]>;
  /** Each extension's types in mime-db's order (mime-db's extensions and Debian's), made on the first lookup of one. */
  byExtension?: Map<string, string[]>;
}

let mimeData: Promise<MimeData> | undefined;

/** mime-db and IANA's references, loaded on the first lookup: a page or command that needs no media type skips them. */
function loadMimeData(): Promise<MimeData> {
  mimeData ??= Promise.all([
    import('mime-db/db.json', { with: { type: 'json' } }),
    import('./data/media-type-references.json', { with: { type: 'json' } }),
    import('./data/media-type-extensions.json', { with: { type: 'json' } }),
  ]).then(([db, references, extensions]) => ({
    db: db.default as Record<string, MimeDbEntry>,
    references: references.default as Record<string, string[]>,
    extensions: extensions.default as Record<string, string[]>,
  }));
  return mimeData;
}

const extensionsOf = ({ extensions }: MimeData, type: string, entry: MimeDbEntry) => {
  const more = extensions[type];
  return more ? [...(entry.extensions ?? []), ...more] : (entry.extensions ?? []);
};

/** One of mime-db's entries as the tool shows it; made only for the types a lookup returns (a command's start). */
function mediaTypeOf(data: MimeData, type: string, entry: MimeDbEntry): MediaType {
  const { references } = data;
  return {
    type,
    extensions: extensionsOf(data, type, entry),
    source:
      entry.source === 'iana' || entry.source === 'apache' || entry.source === 'nginx'
        ? entry.source
        : 'other',
    ...(entry.compressible === undefined ? {} : { compressible: entry.compressible }),
    ...(entry.charset === undefined ? {} : { charset: entry.charset }),
    references: (references[type] ?? []).map((text) => {
      const rfc = /^RFC(\d+)$/.exec(text);
      return rfc ? { text, rfc: Number(rfc[1]), url: rfcUrl(Number(rfc[1])) } : { text, url: text };
    }),
    ...(entry.source === 'iana' ? { template: `https://www.iana.org/assignments/media-types/${type}` } : {}),
  };
}

/** The media types whose entry passes `keep`, at most `limit` of them. */
function mediaTypesWhere(
  data: MimeData,
  keep: (type: string, entry: MimeDbEntry) => boolean,
  limit = Number.POSITIVE_INFINITY,
) {
  const found: MediaType[] = [];
  for (const type in data.db) {
    if (found.length >= limit) break;
    const entry = data.db[type] as MimeDbEntry;
    if (keep(type, entry)) found.push(mediaTypeOf(data, type, entry));
  }
  return found;
}

/**
 * Each extension's types, in mime-db's order: one walk over its 2,500 entries, not one a lookup (`git ls-files |
 * toolbox mime -` looked each of 50,000 names up in 22 s).
 */
function typesOfExtension(data: MimeData): Map<string, string[]> {
  if (data.byExtension) return data.byExtension;
  const index = new Map<string, string[]>();
  for (const type in data.db) {
    for (const extension of new Set(extensionsOf(data, type, data.db[type] as MimeDbEntry))) {
      const types = index.get(extension);
      if (types) types.push(type);
      else index.set(extension, [type]);
    }
  }
  data.byExtension = index;
  return index;
}

/**
 * Which type an extension means first, as mime-types ranks them: IANA's, then a media type over application/; an
 * IANA type that has the extension only from Debian's list after those mime-db gives it (.ts stays video/mp2t).
 */
const extensionRank = (data: MimeData, media: MediaType, extension: string) =>
  (media.source === 'iana' ? 0 : 4) +
  (media.source === 'iana' && !data.db[media.type]?.extensions?.includes(extension) ? 2 : 0) +
  (media.type.startsWith('application/') ? 1 : 0);

/**
 * Media types from mime-db (IANA's registry, and Apache's and nginx's extension lists): every one for an empty
 * query, the type itself (application/json), the types of an extension or file name (.json, report.pdf), else
 * those whose name or extensions hold every word (json, vnd.openxml).
 */
export async function runMimeLookup(input: { query: string }): Promise<MediaType[]> {
  const query = input.query.trim();
  const words = wordsOf(query);
  const data = await loadMimeData();
  const lower = query.toLowerCase();
  const type = lower.split(';')[0]?.trim() ?? '';
  if (lower.includes('/') && Object.hasOwn(data.db, type))
    return [mediaTypeOf(data, type, data.db[type] as MimeDbEntry)];
  // An extension, a file name's longest registered one first (report.sarif.json is sarif.json, then json).
  const parts = lower.slice(lower.lastIndexOf('/') + 1).split('.');
  const extensions =
    parts.length === 1 ? parts : parts.slice(1).map((_, at) => parts.slice(at + 1).join('.'));
  for (const extension of extensions.filter((text) => /^[a-z0-9+_.-]+$/.test(text))) {
    const byExtension = (typesOfExtension(data).get(extension) ?? []).map((type) =>
      mediaTypeOf(data, type, data.db[type] as MimeDbEntry),
    );
    const rank = (media: MediaType) => extensionRank(data, media, extension);
    if (byExtension.length > 0) return byExtension.sort((a, b) => rank(a) - rank(b));
  }
  const found = mediaTypesWhere(
    data,
    (name, entry) => {
      const text = [name, ...extensionsOf(data, name, entry), ...(data.references[name] ?? [])]
        .join(' ')
        .toLowerCase();
      return words.every((word) => text.includes(word));
    },
    HTTP_REFERENCE_LIMITS.mimeMatches,
  );
  if (found.length === 0) fail(`No media type matches "${query}".`);
  return found;
}

const referencesText = (references: readonly Reference[]) => references.map((r) => `[${r.text}]`).join('');

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');

/** One line a status, as the CLI prints them. */
export function runHttpStatusText(statuses: readonly HttpStatus[]): string {
  return statuses
    .map(
      (s) =>
        `${s.code} ${s.description}${s.alsoKnownAs ? ` (also ${quoted(s.alsoKnownAs)})` : ''}  ${referencesText(s.references)}`,
    )
    .join('\n');
}

/** One line a media type, as the CLI prints them. */
export function runMimeLookupText(types: readonly MediaType[]): string {
  return types
    .map((m) =>
      [
        m.type,
        m.extensions.map((e) => `.${e}`).join(' ') || '-',
        m.source,
        ...(m.references.length > 0 ? [referencesText(m.references)] : []),
      ].join('  '),
    )
    .join('\n');
}
