/** JSON pointer helpers (RFC 6901) for `$ref`s and error locations. */
export function escapeToken(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

export function unescapeToken(token: string): string {
  return token.replaceAll('~1', '/').replaceAll('~0', '~');
}

export function pointerOf(path: readonly (string | number)[]): string {
  return path.map((token) => `/${escapeToken(String(token))}`).join('');
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a local `$ref` such as `#/components/schemas/Pet`, or undefined. */
export function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  const body = ref.slice(1);
  if (body === '') return doc;
  if (!body.startsWith('/')) return undefined;
  let current: unknown = doc;
  for (const raw of body.slice(1).split('/')) {
    const token = unescapeToken(decodeURIComponent(raw));
    if (Array.isArray(current)) current = current[Number(token)];
    else if (isRecord(current) && Object.hasOwn(current, token)) current = current[token];
    else return undefined;
  }
  return current;
}

/** Follows `$ref` chains (bounded) to the referenced object; returns the input when it has no `$ref`. */
export function deref(doc: unknown, value: unknown): unknown {
  let current = value;
  for (let hops = 0; hops < 20 && isRecord(current) && typeof current.$ref === 'string'; hops++) {
    const next = resolvePointer(doc, current.$ref);
    if (next === undefined) return current;
    current = next;
  }
  return current;
}

/** Whether a document has any `$ref` to another file (or URL): only then is it bundled. */
export function hasExternalRefs(doc: unknown): boolean {
  const stack: unknown[] = [doc];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) for (const item of value) stack.push(item);
    else if (isRecord(value))
      for (const key in value) {
        const child = value[key];
        if (key === '$ref' && typeof child === 'string' && !child.startsWith('#')) return true;
        if (typeof child === 'object' && child !== null && key !== 'example') stack.push(child);
      }
  }
  return false;
}
