// A description split across files, made one document as Redocly's `bundle` makes it: every schema a `$ref` leads
// to in another file becomes a component (`#/components/schemas/<file name>`, so cycles and names survive), every
// other target (path item, operation, parameter, response…) is put in place of its `$ref`. Only relative file
// references inside the root document's folder are followed; URLs are never fetched.
import type { SourceFolder } from '../../ports';
import { hasUrlScheme } from '../../text/url-scheme';
import { locatePointers, parseSpecText } from './parse';
import { escapeToken, isRecord, pointerOf, resolvePointer, unescapeToken } from './pointer';
import type { Issue } from './read-spec';

/** Files read at most for one description (Redocly's starter has 43; Box's split description about 600). */
const MAX_REF_FILES = 2000;
/** Nesting followed at most, through files and within them: a stack, never a crash, on hostile input. */
const MAX_DEPTH = 400;
/**
 * Values the put-in-place targets may add, counted as a reader walking the result meets them: a target used
 * twice is walked twice. Ten files each using the next ten times would be 10^10 (a "$ref bomb"); real split
 * descriptions add a few thousand (Redocly's starter: 1,700).
 */
const MAX_INLINED_VALUES = 2_000_000;

/** How many values a reader walking `value` meets (shared parts counted each time), memoized per object. */
function walkedSize(value: unknown, sizes: WeakMap<object, number>): number {
  if (typeof value !== 'object' || value === null) return 1;
  const known = sizes.get(value);
  if (known !== undefined) return known;
  let size = 1;
  for (const child of Array.isArray(value) ? value : Object.values(value)) {
    size += walkedSize(child, sizes);
    if (size > MAX_INLINED_VALUES) break;
  }
  sizes.set(value, size);
  return size;
}

type Path = (string | number)[];
/** Where a value sits: the file (relative to the root folder) and the path inside it. */
interface Site {
  file: string;
  path: Path;
}
/**
 * What a value is, which decides what its `$ref`s become: a schema (hoisted to a component), a map of named
 * schemas (`properties`), an Example object (its `value` is data), data (never followed), or anything else.
 */
type Role = 'schema' | 'schema-map' | 'examples' | 'example' | 'discriminator' | 'data' | 'other';

type Loaded = { ok: true; doc: unknown; text: string } | { ok: false; reason: string; issues?: Issue[] };

const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
const SCHEMA_DATA = new Set(['example', 'examples', 'default', 'const', 'enum']);
const isUrl = (ref: string) => hasUrlScheme(ref) || ref.startsWith('//');
const isParsed = (file: string) => /\.(ya?ml|json)$/i.test(file);

function childRole(role: Role, key: string, site: Site): Role {
  switch (role) {
    case 'data':
      return 'data';
    case 'schema-map':
      return 'schema';
    case 'schema':
      if (SCHEMA_MAPS.has(key)) return 'schema-map';
      if (key === 'discriminator') return 'discriminator';
      return SCHEMA_DATA.has(key) ? 'data' : 'schema';
    case 'discriminator':
      return 'data';
    case 'examples':
      return 'example';
    case 'example':
      return key === 'value' ? 'data' : 'other';
    default:
      if (key === 'schema') return 'schema';
      if (key === 'schemas' && site.path[site.path.length - 1] === 'components') return 'schema-map';
      if (key === 'examples') return 'examples';
      return key === 'example' ? 'data' : 'other';
  }
}

/** `base`'s folder joined with `relative`, normalized; undefined when it climbs out of the root folder. */
function joinInside(base: string, relative: string): string | undefined {
  const parts = base.split('/').slice(0, -1);
  for (const part of relative.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

/** A short file name fit for a component: `components/schemas/Pet.yaml` → `Pet`. */
function componentName(file: string, pointer: string): string {
  const tokens = pointer.split('/').filter(Boolean);
  const last = tokens[tokens.length - 1];
  if (last !== undefined) return unescapeToken(last);
  const base = file.split('/').pop() ?? file;
  return base.replace(/\.[^.]*$/, '') || base;
}

interface Bundled {
  doc: unknown;
  issues: Issue[];
  /** Files a `$ref` needs that are not read yet: read them and bundle again. */
  missing: Set<string>;
}

function bundleOnce(root: string, rootDoc: unknown, files: Map<string, Loaded>): Bundled {
  const issues: Issue[] = [];
  const reported = new Set<string>();
  const missing = new Set<string>();
  const report = (site: Site, message: string, at?: { line?: number; column?: number }) => {
    const key = `${site.file}\n${message}`;
    if (reported.has(key)) return;
    reported.add(key);
    issues.push({
      severity: 'error',
      message,
      file: site.file,
      ...(at ?? { pointer: pointerOf(site.path) }),
    });
  };
  const rootSchemas =
    isRecord(rootDoc) && isRecord(rootDoc.components) && isRecord(rootDoc.components.schemas)
      ? rootDoc.components.schemas
      : {};
  const taken = new Set(Object.keys(rootSchemas));
  /** Target (`file#pointer`) → the component it became. */
  const hoisted = new Map<string, string>();
  const hoistedValues = new Map<string, unknown>();
  /** Root components that only point at another file: the file's schema takes their place, under their name. */
  const aliases = new Set<string>();
  const inlined = new Map<string, unknown>();
  const inProgress = new Set<string>();
  const sizes = new WeakMap<object, number>();
  let added = 0;

  type Target = { file: string; pointer: string };
  const targetOf = (ref: string, site: Site): Target | undefined => {
    if (ref.startsWith('#')) return { file: site.file, pointer: ref.slice(1) };
    if (isUrl(ref)) {
      report(
        site,
        `$ref "${ref}" is a URL: URLs are never fetched (bundle the description into one file first)`,
      );
      return undefined;
    }
    const hash = ref.indexOf('#');
    let path: string;
    try {
      path = decodeURIComponent(hash < 0 ? ref : ref.slice(0, hash));
    } catch {
      report(site, `$ref "${ref}" is not a valid file reference (bad percent-encoding)`);
      return undefined;
    }
    const file = path.startsWith('/') ? undefined : joinInside(site.file, path);
    if (file === undefined || file === '') {
      report(site, `$ref "${ref}" leads outside the description's folder: not followed`);
      return undefined;
    }
    return { file, pointer: hash < 0 ? '' : ref.slice(hash + 1) };
  };

  const valueAt = (target: Target, ref: string, site: Site): { found: true; value: unknown } | undefined => {
    const loaded = files.get(target.file);
    if (loaded === undefined) {
      missing.add(target.file);
      return undefined;
    }
    if (!loaded.ok) {
      if (loaded.issues)
        for (const issue of loaded.issues)
          report({ file: target.file, path: [] }, issue.message, { line: issue.line, column: issue.column });
      else report(site, `$ref "${ref}": cannot read ${target.file} (${loaded.reason})`);
      return undefined;
    }
    const value = resolvePointer(loaded.doc, `#${target.pointer}`);
    if (value === undefined) {
      report(site, `Unresolved $ref "${ref}" (no ${target.pointer || 'document'} in ${target.file})`);
      return undefined;
    }
    return { found: true, value };
  };

  const pathOf = (pointer: string): Path => pointer.split('/').slice(1).map(unescapeToken);

  /** The component a schema target is (hoisted on first use), or undefined when it cannot be read. */
  const schemaComponent = (target: Target, ref: string, site: Site, depth: number): string | undefined => {
    const key = `${target.file}#${target.pointer}`;
    let name = hoisted.get(key);
    if (name !== undefined && hoistedValues.has(name)) return name;
    const found = valueAt(target, ref, site);
    if (!found) return undefined;
    if (name === undefined) {
      const base = componentName(target.file, target.pointer);
      name = base;
      for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
      taken.add(name);
      hoisted.set(key, name);
    }
    hoistedValues.set(name, undefined);
    hoistedValues.set(
      name,
      walk(found.value, { file: target.file, path: pathOf(target.pointer) }, 'schema', depth + 1),
    );
    return name;
  };

  const resolveRef = (value: Record<string, unknown>, site: Site, role: Role, depth: number): unknown => {
    const ref = value.$ref as string;
    if (ref.startsWith('#') && site.file === root) return value;
    const target = targetOf(ref, site);
    if (!target) return value;
    const { $ref: _ref, ...siblings } = value;
    if (target.file === root) return { ...siblings, $ref: `#${target.pointer}` };
    if (role === 'schema') {
      const name = schemaComponent(target, ref, site, depth);
      return name === undefined ? value : { ...siblings, $ref: `#/components/schemas/${escapeToken(name)}` };
    }
    const key = `${target.file}#${target.pointer}`;
    if (inProgress.has(key)) {
      report(site, `$ref "${ref}" is circular: it leads back to itself`);
      return {};
    }
    let resolved = inlined.get(key);
    if (resolved === undefined) {
      const found = valueAt(target, ref, site);
      if (!found) return value;
      inProgress.add(key);
      resolved = walk(found.value, { file: target.file, path: pathOf(target.pointer) }, role, depth + 1);
      inProgress.delete(key);
      inlined.set(key, resolved);
    } else {
      // Used again: the same object, but whoever reads the document walks it once more.
      added += walkedSize(resolved, sizes);
      if (added > MAX_INLINED_VALUES) {
        report(
          { file: root, path: [] },
          `The $refs put more than ${MAX_INLINED_VALUES.toLocaleString('en-US')} values in place: not bundled`,
        );
        return {};
      }
    }
    return isRecord(resolved) && Object.keys(siblings).length > 0 ? { ...resolved, ...siblings } : resolved;
  };

  const walk = (value: unknown, site: Site, role: Role, depth: number): unknown => {
    if (role === 'data' || typeof value !== 'object' || value === null) return value;
    if (depth > MAX_DEPTH) {
      report(site, `Nested more than ${MAX_DEPTH} levels deep: not followed further`);
      return value;
    }
    if (Array.isArray(value))
      return value.map((item, i) =>
        walk(item, { file: site.file, path: [...site.path, i] }, role, depth + 1),
      );
    const record = value as Record<string, unknown>;
    if (typeof record.$ref === 'string' && role !== 'schema-map' && role !== 'examples')
      return resolveRef(record, site, role, depth);
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(record)) {
      const child = record[key];
      const at = { file: site.file, path: [...site.path, key] };
      if (role === 'discriminator' && key === 'mapping' && isRecord(child)) {
        out[key] = mapping(child, at, depth);
        continue;
      }
      out[key] = walk(child, at, childRole(role, key, site), depth + 1);
    }
    return out;
  };

  /** Discriminator mapping values that name a schema in another file become that schema's component. */
  const mapping = (values: Record<string, unknown>, site: Site, depth: number) => {
    const out: Record<string, unknown> = {};
    for (const [key, ref] of Object.entries(values)) {
      out[key] = ref;
      if (typeof ref !== 'string' || (site.file === root && ref.startsWith('#'))) continue;
      if (!ref.includes('/') && !ref.includes('.') && !ref.startsWith('#')) continue; // a bare schema name
      const at = { file: site.file, path: [...site.path, key] };
      const target = targetOf(ref, at);
      if (!target) continue;
      if (target.file === root) out[key] = `#${target.pointer}`;
      else {
        const name = schemaComponent(target, ref, at, depth);
        if (name !== undefined) out[key] = `#/components/schemas/${escapeToken(name)}`;
      }
    }
    return out;
  };

  // Root schemas that are only a `$ref` to another file keep their name for what that file holds.
  for (const [name, value] of Object.entries(rootSchemas)) {
    if (!isRecord(value) || typeof value.$ref !== 'string' || Object.keys(value).length !== 1) continue;
    const target = targetOf(value.$ref, { file: root, path: ['components', 'schemas', name] });
    if (!target || target.file === root) continue;
    const key = `${target.file}#${target.pointer}`;
    if (hoisted.has(key)) continue;
    hoisted.set(key, name);
    aliases.add(name);
  }

  const doc = walk(rootDoc, { file: root, path: [] }, 'other', 0);
  if (isRecord(doc) && hoistedValues.size > 0) {
    const components = isRecord(doc.components) ? doc.components : {};
    const walked = isRecord(components.schemas) ? components.schemas : {};
    const schemas: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(walked))
      schemas[name] = aliases.has(name) && hoistedValues.has(name) ? hoistedValues.get(name) : value;
    for (const [name, value] of hoistedValues) if (!(name in schemas)) schemas[name] = value;
    doc.components = { ...components, schemas };
  }
  return { doc, issues, missing };
}

async function readRefFile(folder: SourceFolder, file: string): Promise<Loaded> {
  const read = await folder.read(file);
  if (!read.ok) return read;
  if (!isParsed(file)) return { ok: true, doc: read.text, text: read.text };
  const parsed = parseSpecText(read.text);
  if (parsed.ok) return { ok: true, doc: parsed.doc, text: read.text };
  return {
    ok: false,
    reason: 'not JSON or YAML',
    issues: parsed.errors,
  };
}

/**
 * The description whose root is `rootText` (named `root` inside `folder`), with every file `$ref` followed; the
 * errors name the file and place (JSON pointer, line and column) of the `$ref` that failed.
 */
export async function bundleFromFolder(
  root: string,
  rootText: string,
  rootDoc: unknown,
  folder: SourceFolder,
): Promise<{ doc: unknown; issues: Issue[] }> {
  const files = new Map<string, Loaded>();
  for (;;) {
    const result = bundleOnce(root, rootDoc, files);
    if (result.missing.size === 0) {
      const texts = new Map<string, string>([[root, rootText]]);
      for (const [name, loaded] of files) if (loaded.ok) texts.set(name, loaded.text);
      return { doc: result.doc, issues: locateInFiles(result.issues, texts) };
    }
    if (files.size + result.missing.size > MAX_REF_FILES)
      return {
        doc: rootDoc,
        issues: [
          {
            severity: 'error',
            message: `The description refers to more than ${MAX_REF_FILES} files: not read`,
            file: root,
          },
        ],
      };
    const names = [...result.missing];
    const read = await Promise.all(names.map((name) => readRefFile(folder, name)));
    for (const [i, name] of names.entries()) files.set(name, read[i] as Loaded);
  }
}

function locateInFiles(issues: Issue[], texts: Map<string, string>): Issue[] {
  return issues.map((issue) => {
    const text = issue.file === undefined ? undefined : texts.get(issue.file);
    if (text === undefined || issue.line !== undefined || issue.pointer === undefined) return issue;
    return locatePointers(text, [issue])[0] ?? issue;
  });
}
