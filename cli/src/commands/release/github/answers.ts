// GitHub's answers, read field by field: a body missing a field the toolbox relies on is an error naming the
// operation, never a cast.

export interface GitHubRelease {
  id: number;
  tagName: string;
  name: string | null;
  body: string | null;
  draft: boolean;
  prerelease: boolean;
  htmlUrl: string;
}

export interface GitHubPull {
  number: number;
  title: string;
  body: string | null;
  state: string;
  head: string;
  base: string;
  htmlUrl: string;
}

export interface GitHubRepository {
  fullName: string;
  defaultBranch: string;
  /** Whether the token may push (absent from answers to tokens without repository scope). */
  canPush: boolean | undefined;
}

export class AnswerShapeError extends Error {
  override readonly name = 'AnswerShapeError';
}

type Field = 'string' | 'number' | 'boolean' | 'nullable-string' | 'object';

function record(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new AnswerShapeError(`${what} is not an object`);
  return Object.fromEntries(Object.entries(value));
}

function field(object: Record<string, unknown>, key: string, kind: 'string', what: string): string;
function field(object: Record<string, unknown>, key: string, kind: 'number', what: string): number;
function field(object: Record<string, unknown>, key: string, kind: 'boolean', what: string): boolean;
function field(
  object: Record<string, unknown>,
  key: string,
  kind: 'nullable-string',
  what: string,
): string | null;
function field(
  object: Record<string, unknown>,
  key: string,
  kind: 'object',
  what: string,
): Record<string, unknown>;
function field(object: Record<string, unknown>, key: string, kind: Field, what: string) {
  const value = object[key];
  if (kind === 'object') return record(value, `${what}.${key}`);
  if (kind === 'nullable-string' && (value === null || value === undefined)) return null;
  const expected = kind === 'nullable-string' ? 'string' : kind;
  if (typeof value !== expected) throw new AnswerShapeError(`${what}.${key} is not a ${expected}`);
  return value;
}

function list<T>(value: unknown, what: string, read: (item: unknown, what: string) => T): T[] {
  if (!Array.isArray(value)) throw new AnswerShapeError(`${what} is not a list`);
  return value.map((item, index) => read(item, `${what}[${index}]`));
}

export function readRelease(value: unknown, what = 'release'): GitHubRelease {
  const object = record(value, what);
  return {
    id: field(object, 'id', 'number', what),
    tagName: field(object, 'tag_name', 'string', what),
    name: field(object, 'name', 'nullable-string', what),
    body: field(object, 'body', 'nullable-string', what),
    draft: field(object, 'draft', 'boolean', what),
    prerelease: field(object, 'prerelease', 'boolean', what),
    htmlUrl: field(object, 'html_url', 'string', what),
  };
}

export const readReleases = (value: unknown): GitHubRelease[] => list(value, 'releases', readRelease);

export function readPull(value: unknown, what = 'pull request'): GitHubPull {
  const object = record(value, what);
  return {
    number: field(object, 'number', 'number', what),
    title: field(object, 'title', 'string', what),
    body: field(object, 'body', 'nullable-string', what),
    state: field(object, 'state', 'string', what),
    head: field(field(object, 'head', 'object', what), 'ref', 'string', `${what}.head`),
    base: field(field(object, 'base', 'object', what), 'ref', 'string', `${what}.base`),
    htmlUrl: field(object, 'html_url', 'string', what),
  };
}

export const readPulls = (value: unknown): GitHubPull[] => list(value, 'pull requests', readPull);

export function readRepository(value: unknown): GitHubRepository {
  const object = record(value, 'repository');
  const permissions = object.permissions;
  const push =
    typeof permissions === 'object' && permissions !== null && 'push' in permissions
      ? permissions.push
      : undefined;
  return {
    fullName: field(object, 'full_name', 'string', 'repository'),
    defaultBranch: field(object, 'default_branch', 'string', 'repository'),
    canPush: typeof push === 'boolean' ? push : undefined,
  };
}
