// Reading untyped JSON into the account's shapes without casts: each read checks the value's type and,
// when it is wrong, calls `fail` with the field's path (`components[2].title`) and why.

import type { JsonObject, JsonValue } from '#core/account/types';

export type Fail = (field: string, why: string) => never;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Levels of nesting a stored JSON value may have (Postgres' jsonb and every reader stay far from their limits). */
const JSON_DEPTH = 64;

/** Why a value is no JSON the account stores (too deep, a NUL, a number JSON.parse made Infinity), or null. */
function jsonProblem(value: unknown, depth = 0): string | null {
  if (depth > JSON_DEPTH) return `must be nested at most ${JSON_DEPTH} levels deep`;
  if (typeof value === 'string') return value.includes('\u0000') ? 'must not contain NUL characters' : null;
  if (value === null || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : 'must hold finite numbers only';
  const entries = Array.isArray(value)
    ? value.map((item): [string, unknown] => ['', item])
    : isPlainObject(value)
      ? Object.entries(value)
      : null;
  if (entries === null) return 'must be JSON';
  for (const [key, item] of entries) {
    if (key.includes('\u0000')) return 'must not contain NUL characters';
    const problem = jsonProblem(item, depth + 1);
    if (problem !== null) return problem;
  }
  return null;
}

export function isJsonValue(value: unknown, depth = 0): value is JsonValue {
  return jsonProblem(value, depth) === null;
}

export function isJsonObject(value: unknown): value is JsonObject {
  return isPlainObject(value) && isJsonValue(value);
}

/** The members of one JSON object, read by name. */
export class Fields {
  private constructor(
    private readonly value: Record<string, unknown>,
    private readonly path: string,
    readonly fail: Fail,
  ) {}

  static of(value: unknown, path: string, fail: Fail): Fields {
    if (!isPlainObject(value)) return fail(path || 'body', 'must be a JSON object');
    return new Fields(value, path, fail);
  }

  /** The path of a member, for messages. */
  at(key: string): string {
    return this.path ? `${this.path}.${key}` : key;
  }

  /** Present and not undefined (null counts as present). */
  has(key: string): boolean {
    return this.value[key] !== undefined;
  }

  raw(key: string): unknown {
    return this.value[key];
  }

  string(key: string, max?: number): string {
    const value = this.value[key];
    if (typeof value !== 'string') return this.fail(this.at(key), 'must be a string');
    // Postgres text cannot hold NUL: refused here, not by a database error.
    if (value.includes('\u0000')) return this.fail(this.at(key), 'must not contain NUL characters');
    if (max !== undefined && value.length > max)
      return this.fail(this.at(key), `must be at most ${max} characters`);
    return value;
  }

  nonEmpty(key: string, max?: number): string {
    const value = this.string(key, max);
    if (value.trim() === '') return this.fail(this.at(key), 'must not be empty');
    return value;
  }

  nullableString(key: string, max?: number): string | null {
    return this.value[key] === null ? null : this.string(key, max);
  }

  uuid(key: string): string {
    const value = this.string(key);
    return isUuid(value) ? value : this.fail(this.at(key), 'must be a uuid');
  }

  nullableUuid(key: string): string | null {
    return this.value[key] === null ? null : this.uuid(key);
  }

  /** `YYYY-MM-DD`, or null. */
  nullableDate(key: string): string | null {
    const value = this.nullableString(key);
    if (value === null) return null;
    return DATE.test(value) && !Number.isNaN(Date.parse(value))
      ? value
      : this.fail(this.at(key), 'must be a date as YYYY-MM-DD');
  }

  /** An ISO timestamp, normalised to `toISOString()`. */
  timestamp(key: string): string {
    const value = this.string(key);
    const time = Date.parse(value);
    return Number.isNaN(time)
      ? this.fail(this.at(key), 'must be an ISO timestamp')
      : new Date(time).toISOString();
  }

  nullableTimestamp(key: string): string | null {
    return this.value[key] === null ? null : this.timestamp(key);
  }

  /** A whole number in [min, max]. */
  int(key: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
    const value = this.value[key];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
      return this.fail(this.at(key), `must be a whole number from ${min} to ${max}`);
    return value;
  }

  boolean(key: string): boolean {
    const value = this.value[key];
    return typeof value === 'boolean' ? value : this.fail(this.at(key), 'must be true or false');
  }

  oneOf<T extends string>(key: string, values: readonly T[]): T {
    const value = this.value[key];
    const found = values.find((allowed) => allowed === value);
    return found ?? this.fail(this.at(key), `must be one of ${values.join(', ')}`);
  }

  nullableOneOf<T extends string>(key: string, values: readonly T[]): T | null {
    return this.value[key] === null ? null : this.oneOf(key, values);
  }

  stringArray(key: string, maxItems: number, maxChars: number): string[] {
    return this.array(key, maxItems).map((item, i) => {
      if (typeof item !== 'string' || item.includes('\u0000'))
        return this.fail(`${this.at(key)}[${i}]`, 'must be a string without NUL characters');
      if (item.length > maxChars)
        return this.fail(`${this.at(key)}[${i}]`, `must be at most ${maxChars} characters`);
      return item;
    });
  }

  array(key: string, maxItems = Number.MAX_SAFE_INTEGER): unknown[] {
    const value = this.value[key];
    if (!Array.isArray(value)) return this.fail(this.at(key), 'must be a list');
    if (value.length > maxItems) return this.fail(this.at(key), `must have at most ${maxItems} items`);
    return value;
  }

  uuids(key: string): string[] {
    return this.array(key).map((item, i) =>
      typeof item === 'string' && isUuid(item) ? item : this.fail(`${this.at(key)}[${i}]`, 'must be a uuid'),
    );
  }

  /** The member names. */
  keys(): string[] {
    return Object.keys(this.value);
  }

  /** Each item of a list member as Fields. */
  objects(key: string, maxItems?: number): Fields[] {
    return this.array(key, maxItems).map((item, i) => Fields.of(item, `${this.at(key)}[${i}]`, this.fail));
  }

  object(key: string): Fields {
    return Fields.of(this.value[key], this.at(key), this.fail);
  }

  jsonObject(key: string): JsonObject {
    const value = this.value[key];
    if (isJsonObject(value)) return value;
    // Walked a second time only to say why: too deep, a NUL, an Infinity, or no object at all.
    const why = isPlainObject(value) ? (jsonProblem(value) ?? 'must be JSON') : 'must be a JSON object';
    return this.fail(this.at(key), why);
  }

  /** `read(key)` when the member is present, else undefined. */
  optional<T>(key: string, read: (key: string) => T): T | undefined {
    return this.has(key) ? read(key) : undefined;
  }
}
