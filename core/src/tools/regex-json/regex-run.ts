export const REGEX_FLAGS = ['d', 'g', 'i', 'm', 's', 'u', 'v', 'y'] as const;
export const DEFAULT_REGEX_FLAGS = 'g';
/** Time a pattern may run before the page or the CLI gives up on it. */
export const REGEX_TIMEOUT_MS = 2000;
/** Matches listed; past this the count is still exact but the list stops. */
const REGEX_MATCH_LIST_LIMIT = 1000;
export const INVALID_REGEX = 'Invalid regex';

/** What the page and the CLI say when a pattern runs past its time limit and is stopped. */
export const REGEX_TIMED_OUT =
  'The pattern ran longer than its time limit and was stopped (catastrophic backtracking?).';

interface RegexGroup {
  /** 1-based group number. */
  number: number;
  /** The group's name when it is a named group. */
  name?: string;
  /** undefined when the group did not take part in the match. */
  value: string | undefined;
  /** [start, end) with the `d` flag. */
  indices?: [number, number] | undefined;
}

export interface RegexMatch {
  text: string;
  index: number;
  end: number;
  groups: RegexGroup[];
}

export interface RegexRequest {
  pattern: string;
  flags: string;
  text: string;
  /** When given, the `String.replace` result is computed too. */
  replacement?: string | undefined;
}

export type RegexResult =
  | {
      isValid: true;
      count: number;
      matches: RegexMatch[];
      /** More matches than REGEX_MATCH_LIST_LIMIT. */
      truncated: boolean;
      /** Whether the pattern matched at all (`RegExp.test`). */
      test: boolean;
      replaced?: string;
    }
  | { isValid: false; error: string };

/** `new RegExp`, or the engine's own message (the spec falls back to "Invalid regex"). */
export function compileRegex(pattern: string, flags: string): RegExp | { error: string } {
  try {
    return new RegExp(pattern, flags);
  } catch (error) {
    return { error: error instanceof Error && error.message ? error.message : INVALID_REGEX };
  }
}

/**
 * The name of each capturing group by number (undefined for unnamed ones), read from the pattern's source:
 * escapes and character classes are skipped, `(?:`, lookarounds and `(?<=`/`(?<!` do not capture.
 */
export function captureGroupNames(source: string, unicodeSets = false): (string | undefined)[] {
  const names: (string | undefined)[] = [];
  let classDepth = 0;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') {
      i++;
    } else if (char === '[') {
      // Only the v flag nests classes; elsewhere a `[` inside a class is a literal.
      if (classDepth === 0 || unicodeSets) classDepth++;
    } else if (char === ']' && classDepth > 0) {
      classDepth--;
    } else if (char === '(' && classDepth === 0) {
      if (source[i + 1] !== '?') names.push(undefined);
      else if (source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!') {
        const close = source.indexOf('>', i + 3);
        names.push(source.slice(i + 3, close));
      }
    }
  }
  return names;
}

function toMatch(match: RegExpExecArray, names: readonly (string | undefined)[]): RegexMatch {
  const groups: RegexGroup[] = [];
  for (let i = 1; i < match.length; i++) {
    const group: RegexGroup = { number: i, value: match[i] };
    const name = names[i - 1];
    if (name !== undefined && match.groups && name in match.groups) group.name = name;
    if (match.indices) group.indices = match.indices[i];
    groups.push(group);
  }
  return { text: match[0], index: match.index, end: match.index + match[0].length, groups };
}

/**
 * Runs the pattern as JavaScript does: every match with `g` (zero-length matches step on, as matchAll does),
 * else the first. Synchronous: callers run it where a runaway pattern can be stopped (a worker, vm timeout).
 */
export function runRegex(request: RegexRequest): RegexResult {
  const compiled = compileRegex(request.pattern, request.flags);
  if (!(compiled instanceof RegExp)) return { isValid: false, error: compiled.error };
  const names = captureGroupNames(request.pattern, compiled.flags.includes('v'));
  const matches: RegexMatch[] = [];
  let count = 0;
  if (compiled.global) {
    for (const match of request.text.matchAll(compiled)) {
      count++;
      if (matches.length < REGEX_MATCH_LIST_LIMIT) matches.push(toMatch(match, names));
    }
  } else {
    const match = compiled.exec(request.text);
    if (match) {
      count = 1;
      matches.push(toMatch(match, names));
    }
  }
  const result: RegexResult = {
    isValid: true,
    count,
    matches,
    truncated: count > matches.length,
    test: count > 0,
  };
  if (request.replacement !== undefined) {
    compiled.lastIndex = 0;
    result.replaced = request.text.replace(compiled, request.replacement);
  }
  return result;
}
