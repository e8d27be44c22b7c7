import type { DependencyField } from './dependency-ranges';

/** A dependency range changed in one workspace package (`dir` '' is the root, pnpm's importer `.`). */
export interface SpecifierChange {
  dir: string;
  field: DependencyField;
  dependency: string;
  to: string;
}

const unquote = (key: string) => key.replace(/^(['"])(.*)\1$/, '$2');
/** What YAML reads as a plain string (`^2.0.0`, `workspace:^2.0.0`); anything else is single-quoted. */
const PLAIN = /^[\w^~][\w.^~:*+/@-]*$/;
const yamlValue = (value: string) => (PLAIN.test(value) ? value : `'${value.replaceAll("'", "''")}'`);

/**
 * pnpm-lock.yaml (lockfile v6 and v9) with the `specifier:` of each changed range under `importers:` rewritten,
 * so `pnpm install --frozen-lockfile` finds the manifests and the lockfile in step. Nothing else moves: a
 * workspace package stays `version: link:…`.
 */
export function updateLockSpecifiers(text: string, changes: readonly SpecifierChange[]): string {
  if (changes.length === 0) return text;
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text.split(/\r?\n/);
  const wanted = new Map(
    changes.map((change) => [`${change.dir || '.'}\0${change.field}\0${change.dependency}`, change.to]),
  );
  let inImporters = false;
  let importer: string | undefined;
  let field: string | undefined;
  let dependency: string | undefined;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as string;
    if (/^\S/.test(line)) {
      inImporters = /^importers:\s*$/.test(line);
      importer = field = dependency = undefined;
      continue;
    }
    if (!inImporters) continue;
    const entry = /^( +)('[^']*'|"[^"]*"|[^\s:'"][^:]*):(.*)$/.exec(line);
    if (!entry) continue;
    const depth = (entry[1] as string).length;
    const key = unquote(entry[2] as string);
    if (depth === 2) {
      importer = key;
      field = dependency = undefined;
    } else if (depth === 4) {
      field = key;
      dependency = undefined;
    } else if (depth === 6) dependency = key;
    else if (depth === 8 && key === 'specifier' && importer && field && dependency) {
      const to = wanted.get(`${importer}\0${field}\0${dependency}`);
      if (to !== undefined) lines[index] = `${entry[1]}specifier: ${yamlValue(to)}`;
    }
  }
  return lines.join(eol);
}
