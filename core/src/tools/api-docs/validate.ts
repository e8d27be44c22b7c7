import { deref, escapeToken, isRecord, pointerOf, resolvePointer } from './pointer';
import type { Issue } from './read-spec';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const PARAMETER_LOCATIONS = new Set(['path', 'query', 'header', 'cookie']);

type Path = (string | number)[];
const error = (message: string, path: Path): Issue => ({
  severity: 'error',
  message,
  pointer: pointerOf(path),
});
const warning = (message: string, path: Path): Issue => ({
  severity: 'warning',
  message,
  pointer: pointerOf(path),
});

/** The OpenAPI version family of a parsed document, or an error saying what was found instead. */
function versionOf(doc: Record<string, unknown>): { version: '3.0' | '3.1' } | { issue: Issue } {
  if (typeof doc.swagger === 'string' || typeof doc.swagger === 'number') {
    return {
      issue: error(
        `Found Swagger ${String(doc.swagger)}; this tool reads OpenAPI 3.0 and 3.1, and Swagger 2.0`,
        ['swagger'],
      ),
    };
  }
  const openapi = doc.openapi;
  if (openapi === undefined && doc.info === undefined && doc.paths === undefined)
    return {
      issue: error(
        'This is not an OpenAPI document: it has no "openapi" (or "swagger") field, info or paths',
        [],
      ),
    };
  if (openapi === undefined) return { issue: error('Missing required field "openapi"', ['openapi']) };
  const text = String(openapi);
  if (/^3\.0(\.\d+)?$/.test(text)) return { version: '3.0' };
  if (/^3\.1(\.\d+)?$/.test(text)) return { version: '3.1' };
  return {
    issue: error(`Unsupported OpenAPI version "${text}"; 3.0.x and 3.1.x are supported`, ['openapi']),
  };
}

/** A path as a linked list, so walking a 13 MB document allocates one small node per value, not a copied array. */
interface Trail {
  parent?: Trail;
  key: string | number;
}

function trailPath(trail: Trail | undefined): Path {
  const out: Path = [];
  for (let t = trail; t; t = t.parent) out.unshift(t.key);
  return out;
}

/**
 * Every `$ref` in the document, walked without recursion (however deep it nests): containers and their trails
 * on two parallel stacks, values that cannot hold a `$ref` never pushed (GitHub's 13 MB: a quarter of the time
 * a stack of `{value, trail}` objects for every value took).
 */
function checkRefs(doc: unknown, issues: Issue[], used: Set<string>) {
  const values: object[] = [doc as object];
  const trails: (Trail | undefined)[] = [undefined];
  while (values.length > 0) {
    const value = values.pop() as object;
    const trail = trails.pop();
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const child: unknown = value[i];
        if (typeof child === 'object' && child !== null) {
          values.push(child);
          trails.push({ parent: trail, key: i });
        }
      }
      continue;
    }
    const record = value as Record<string, unknown>;
    for (const key in record) {
      const child = record[key];
      if (typeof child === 'object') {
        if (child !== null && key !== 'example') {
          values.push(child);
          trails.push({ parent: trail, key });
        }
      } else if (key === '$ref' && typeof child === 'string' && !used.has(child)) {
        const at = () => trailPath({ parent: trail, key });
        if (!child.startsWith('#'))
          issues.push(
            warning(
              `External $ref "${child}" is not resolved: only this document was read (toolbox api-docs FILE follows refs to files in its folder)`,
              at(),
            ),
          );
        else if (resolvePointer(doc, child) === undefined)
          issues.push(error(`Unresolved $ref "${child}"`, at()));
        else used.add(child);
      }
    }
  }
}

function checkOperation(
  doc: unknown,
  op: Record<string, unknown>,
  path: Path,
  version: string,
  issues: Issue[],
) {
  if (version === '3.0' && op.responses === undefined)
    issues.push(error('Operation has no "responses"', [...path, 'responses']));
  if (op.operationId === undefined) issues.push(warning('Operation has no operationId', path));
  if (op.summary === undefined) issues.push(warning('Operation has no summary', path));
  const parameters = Array.isArray(op.parameters) ? op.parameters : [];
  parameters.forEach((raw, i) => {
    const parameter = deref(doc, raw);
    if (!isRecord(parameter) || typeof parameter.$ref === 'string') return;
    if (typeof parameter.name !== 'string')
      issues.push(error('Parameter has no "name"', [...path, 'parameters', i, 'name']));
    if (!PARAMETER_LOCATIONS.has(String(parameter.in)))
      issues.push(
        error(`Unknown parameter location "${String(parameter.in)}" (path, query, header or cookie)`, [
          ...path,
          'parameters',
          i,
          'in',
        ]),
      );
  });
}

function checkPaths(
  doc: Record<string, unknown>,
  key: 'paths' | 'webhooks',
  version: string,
  issues: Issue[],
) {
  const paths = doc[key];
  if (paths === undefined) return;
  if (!isRecord(paths)) return void issues.push(error(`"${key}" must be an object`, [key]));
  for (const [route, rawItem] of Object.entries(paths)) {
    const item = deref(doc, rawItem);
    if (!isRecord(item)) continue;
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (op === undefined) continue;
      if (!isRecord(op)) issues.push(error('Operation must be an object', [key, route, method]));
      else checkOperation(doc, op, [key, route, method], version, issues);
    }
  }
}

/** Every structural problem and unresolved `$ref` at once, errors first; warnings never block output. */
export function validateDocument(doc: unknown): Issue[] {
  if (!isRecord(doc))
    return [
      error('This is not an OpenAPI document: it must be an object with "openapi", "info" and "paths"', []),
    ];
  const found = versionOf(doc);
  const issues: Issue[] = [];
  if ('issue' in found) return [found.issue];
  if (!isRecord(doc.info)) issues.push(error('Missing required field "info"', ['info']));
  else {
    if (typeof doc.info.title !== 'string')
      issues.push(error('Missing required field "info.title"', ['info', 'title']));
    if (doc.info.version === undefined)
      issues.push(error('Missing required field "info.version"', ['info', 'version']));
  }
  if (found.version === '3.0' && doc.paths === undefined)
    issues.push(error('Missing required field "paths"', ['paths']));
  if (
    found.version === '3.1' &&
    doc.paths === undefined &&
    doc.webhooks === undefined &&
    doc.components === undefined
  )
    issues.push(error('Missing "paths", "webhooks" or "components" (one is required in 3.1)', ['paths']));
  checkPaths(doc, 'paths', found.version, issues);
  checkPaths(doc, 'webhooks', found.version, issues);
  const used = new Set<string>();
  checkRefs(doc, issues, used);
  const schemas = isRecord(doc.components) && isRecord(doc.components.schemas) ? doc.components.schemas : {};
  for (const name of Object.keys(schemas)) {
    const ref = `#/components/schemas/${escapeToken(name)}`;
    if (!used.has(ref))
      issues.push(warning(`Schema "${name}" is never used`, ['components', 'schemas', name]));
  }
  return [...issues.filter((i) => i.severity === 'error'), ...issues.filter((i) => i.severity === 'warning')];
}
