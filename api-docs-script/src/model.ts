// The model core embeds in the page (html-payload.ts), as the script reads it.

/** A description: plain text as written, or the number of an entry of `h` (HTML core made with its sanitizer). */
type Rich = string | number | undefined | null;

export interface Schema {
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

export interface NamedExample {
  n: string;
  sm?: unknown;
  d?: Rich;
  r?: string;
  v?: unknown;
}

export interface Media {
  t: string;
  s?: Schema;
  x?: NamedExample[];
  e?: unknown;
  g?: unknown;
  gr?: string;
  /** A form body's encoding object (style and explode by property). */
  en?: Record<string, unknown>;
}

export interface Param {
  n: string;
  in: string;
  r?: boolean;
  x?: boolean;
  d?: Rich;
  s?: Schema;
  e?: unknown;
}

export interface Response {
  st: string;
  d?: Rich;
  c: Media[];
  hd?: Param[];
  l?: { name: string; operationId?: string; description?: Rich }[];
}

export interface Operation {
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

export interface Scheme {
  t: string;
  in: string;
  n: string;
  s: string;
}

export interface Model {
  /** The document's `openapi` version (3.1 applies keywords written beside a `$ref`). */
  openapi?: string;
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

export type Child = Node | string | null | undefined;
