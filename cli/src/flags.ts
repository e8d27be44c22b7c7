import type { ParsedCommand } from './command-module';
import { UsageError } from './errors';

/** How a flag's camelCase key is shown in messages: `logoOpacity` -> `--logo-opacity`. */
export function flagName(key: string): string {
  return `--${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** `a, b,,c` -> `['a', 'b', 'c']`: a comma-separated flag value, trimmed, empty items dropped. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export interface NumberRule {
  min?: number;
  max?: number;
  /** Whole numbers only. */
  integer?: boolean;
  /** Used when the flag is absent. Without one, an absent flag is a usage error. */
  fallback?: number;
}

/**
 * Typed reads of what commander parsed, so commands hold no `as` casts. Every read checks the value's type
 * and shape and throws a UsageError (exit 2) that names the flag as the user typed it.
 */
export interface Flags {
  string(name: string): string | undefined;
  string(name: string, fallback: string): string;
  /** One of `choices`; commander's `.choices()` already checks, this narrows the type and checks again. */
  choice<const T extends string>(name: string, choices: readonly T[], fallback: T): T;
  choice<const T extends string>(name: string, choices: readonly T[]): T | undefined;
  number(name: string, rule?: NumberRule): number;
  /** Commander's `true`: `--x` was given, or a `--no-x` flag was not (its default is true). */
  boolean(name: string): boolean;
  /** Comma-separated and/or repeated values, trimmed, empty items dropped. */
  list(name: string): string[];
  /** A repeatable flag's values as typed, never split (texts that may hold commas). */
  repeated(name: string): string[];
  /** The i-th positional argument when it is a string. */
  arg(index: number): string | undefined;
  /** Every positional string, variadic arguments flattened. */
  args(): string[];
}

export function readFlags({ flags, args }: ParsedCommand): Flags {
  const raw = (name: string): unknown => flags[name];

  function string(name: string): string | undefined;
  function string(name: string, fallback: string): string;
  function string(name: string, fallback?: string): string | undefined {
    const value = raw(name);
    if (value === undefined) return fallback;
    if (typeof value !== 'string') throw new UsageError(`${flagName(name)} needs a value.`);
    return value;
  }

  function choice<const T extends string>(name: string, choices: readonly T[], fallback: T): T;
  function choice<const T extends string>(name: string, choices: readonly T[]): T | undefined;
  function choice<const T extends string>(name: string, choices: readonly T[], fallback?: T): T | undefined {
    const value = string(name);
    if (value === undefined) return fallback;
    const found = choices.find((item) => item === value);
    if (found === undefined) {
      throw new UsageError(`${flagName(name)} must be one of ${choices.join(', ')}, not "${value}".`);
    }
    return found;
  }

  function number(name: string, rule: NumberRule = {}): number {
    const value = raw(name);
    if (value === undefined) {
      if (rule.fallback !== undefined) return rule.fallback;
      throw new UsageError(`${flagName(name)} is required.`);
    }
    const n =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && value.trim() !== ''
          ? Number(value)
          : NaN;
    if (!Number.isFinite(n))
      throw new UsageError(`${flagName(name)} must be a number, not "${String(value)}".`);
    if (rule.integer && !Number.isInteger(n))
      throw new UsageError(`${flagName(name)} must be a whole number.`);
    const { min, max } = rule;
    if ((min !== undefined && n < min) || (max !== undefined && n > max)) {
      const range =
        min !== undefined && max !== undefined
          ? `between ${min} and ${max}`
          : min !== undefined
            ? `at least ${min}`
            : `at most ${max}`;
      throw new UsageError(`${flagName(name)} must be ${range}.`);
    }
    return n;
  }

  function list(name: string): string[] {
    const value = raw(name);
    if (value === undefined || value === false) return [];
    const items = Array.isArray(value) ? value : [value];
    return items.flatMap((item) => {
      if (typeof item !== 'string') throw new UsageError(`${flagName(name)} needs a value.`);
      return splitList(item);
    });
  }

  function repeated(name: string): string[] {
    const value = raw(name);
    if (value === undefined) return [];
    const items = Array.isArray(value) ? value : [value];
    return items.map((item) => {
      if (typeof item !== 'string') throw new UsageError(`${flagName(name)} needs a value.`);
      return item;
    });
  }

  const positionals = (): string[] =>
    args
      .flatMap((arg) => (Array.isArray(arg) ? arg : [arg]))
      .filter((arg): arg is string => typeof arg === 'string');

  return {
    string,
    choice,
    number,
    boolean: (name) => raw(name) === true,
    list,
    repeated,
    arg: (index) => {
      const value = args[index];
      return typeof value === 'string' ? value : undefined;
    },
    args: positionals,
  };
}

/**
 * A subcommand's flags its parent declares too (`schema diff -o`, `data-uri decode -o`): commander gives a flag after
 * the subcommand's name to the parent that declares it (the program keeps its global flags anywhere on the line, so
 * options cannot be positional), so the subcommand reads those values from its parent.
 */
export function parentFlags(parsed: ParsedCommand, keys: readonly string[]): Record<string, unknown> {
  const parent = parsed.command?.parent?.opts() ?? {};
  const shared: Record<string, unknown> = {};
  for (const key of keys) if (parent[key] !== undefined && parent[key] !== false) shared[key] = parent[key];
  return shared;
}
