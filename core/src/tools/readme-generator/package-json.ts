import { ToolInputError } from '../../errors';
import { withoutNpmScope } from '../../text/npm-name';
import type { PackageFacts, ReadmeInput } from './options';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function authorOf(value: unknown): string {
  if (typeof value === 'string') return value.replace(/\s*[<(].*$/, '').trim();
  if (value && typeof value === 'object' && 'name' in value) return text(value.name);
  return '';
}

function repositoryOf(value: unknown): string {
  const url =
    typeof value === 'string'
      ? value
      : value && typeof value === 'object' && 'url' in value
        ? text(value.url)
        : '';
  const match =
    /github(?:\.com[:/]|:)([^/\s]+\/[^/\s#]+?)(?:\.git)?(?:[#/].*)?$/i.exec(url) ??
    /^([\w.-]+\/[\w.-]+)$/.exec(url);
  return match?.[1] ?? '';
}

function packageFacts(pkg: Record<string, unknown>): PackageFacts {
  const name = pkg.private === true ? '' : text(pkg.name);
  const scripts =
    pkg.scripts && typeof pkg.scripts === 'object' && !Array.isArray(pkg.scripts)
      ? Object.fromEntries(
          Object.entries(pkg.scripts).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : {};
  const bin =
    typeof pkg.bin === 'string'
      ? [withoutNpmScope(text(pkg.name))].filter(Boolean)
      : pkg.bin && typeof pkg.bin === 'object' && !Array.isArray(pkg.bin)
        ? Object.keys(pkg.bin)
        : [];
  return { name, scripts, bin };
}

/** The longest package.json read; real manifests are a few kilobytes (semantic-release's is 4.5 KB). */
export const PACKAGE_JSON_MAX_BYTES = 1024 * 1024;
export const PACKAGE_JSON_TOO_LARGE =
  'package.json is over 1 MB; a manifest is a few kilobytes, so this is not one.';

// A manifest has at least one of these; JSON with none of them (a tsconfig.json, an API response) is not one.
const MANIFEST_KEYS = [
  'name',
  'version',
  'description',
  'scripts',
  'bin',
  'main',
  'author',
  'license',
  'repository',
  'private',
  'dependencies',
  'devDependencies',
  'workspaces',
];

/** The README fields package.json holds (name, description, version, license, author, repository) and its scripts and bin. */
export function fieldsFromPackageJson(json: string): Partial<ReadmeInput> {
  if (json.length > PACKAGE_JSON_MAX_BYTES) {
    throw new ToolInputError(PACKAGE_JSON_TOO_LARGE, 'Invalid package.json');
  }
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw new ToolInputError('package.json is not valid JSON.', 'Invalid package.json');
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new ToolInputError('package.json should hold a JSON object.', 'Invalid package.json');
  }
  const pkg = data as Record<string, unknown>;
  if (!MANIFEST_KEYS.some((key) => key in pkg)) {
    throw new ToolInputError(
      "This JSON is not a package.json: it has none of a manifest's fields (name, version, scripts, dependencies and the like).",
      'Invalid package.json',
    );
  }
  const fields: Partial<ReadmeInput> = {
    projectName: text(pkg.name),
    description: text(pkg.description),
    version: text(pkg.version),
    license: text(pkg.license),
    author: authorOf(pkg.author),
    repository: repositoryOf(pkg.repository),
  };
  return {
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '')),
    package: packageFacts(pkg),
  };
}
