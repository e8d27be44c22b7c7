import { escapeSumsName, HASH_ALGORITHM_IDS, HASH_ALGORITHMS, type HashAlgorithm } from '../../digest/names';
import { ToolInputError } from '../../errors';

export const SUMS_MESSAGES = {
  title: 'Invalid checksum file',
  blank: 'Please paste the lines of a checksum file: <digest>  <file name>, as sha256sum writes them.',
  none: 'no properly formatted checksum lines found',
  tooLong: 'A checksum file of at most 1 MiB, please.',
  tooMany: 'At most 10,000 files in one check, please.',
} as const;

const SUMS_LIMITS = { chars: 1024 * 1024, entries: 10_000 } as const;

/** One file a checksum file names. */
interface SumsEntry {
  /** 1-based line in the checksum file. */
  line: number;
  name: string;
  algorithm: HashAlgorithm;
  /** Lowercase hex. */
  digest: string;
}

export interface ParsedSums {
  entries: SumsEntry[];
  /** Lines that are neither blank, a comment nor a checksum line (sha256sum warns of them). */
  malformed: number[];
}

const TAGS = new Map<string, HashAlgorithm>(
  HASH_ALGORITHM_IDS.map((id) => [HASH_ALGORITHMS[id].tag.toLowerCase(), id]),
);

/** GNU's escaping of a name holding a backslash or a newline: the line starts with `\`. */
function unescapeName(name: string): string | undefined {
  let out = '';
  for (let i = 0; i < name.length; i++) {
    const char = name[i];
    if (char !== '\\') {
      out += char;
      continue;
    }
    const next = name[++i];
    if (next === '\\') out += '\\';
    else if (next === 'n') out += '\n';
    else if (next === 'r') out += '\r';
    else return undefined;
  }
  return out;
}

const TAGGED = /^([A-Za-z0-9-]+) ?\((.*)\) ?= ?([0-9A-Fa-f]+)$/;
const PLAIN = /^([0-9A-Fa-f]+)[ \t][ *]?(.+)$/;

function parseLine(raw: string, line: number, algorithm: HashAlgorithm): SumsEntry | undefined {
  // sha256sum -c skips the spaces and tabs a line starts with.
  const text = raw.replace(/^[ \t]+/, '');
  const escaped = text.startsWith('\\');
  const body = escaped ? text.slice(1) : text;
  const tagged = TAGGED.exec(body);
  const plain = tagged ? undefined : PLAIN.exec(body);
  const tag = tagged ? TAGS.get(tagged[1]?.toLowerCase() ?? '') : algorithm;
  const rawName = tagged ? tagged[2] : plain?.[2];
  const hex = tagged ? tagged[3] : plain?.[1];
  if (tag === undefined || rawName === undefined || hex === undefined || rawName === '') return undefined;
  if (hex.length !== HASH_ALGORITHMS[tag].bytes * 2) return undefined;
  const name = escaped ? unescapeName(rawName) : rawName;
  if (name === undefined) return undefined;
  return { line, name, algorithm: tag, digest: hex.toLowerCase() };
}

const listed = (names: string[]) =>
  names.length === 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/**
 * When no line was read: the algorithms whose digests have the length every untagged line's digest has (a SHA512SUMS
 * checked as SHA-256, the default), so the fix is named; '' when they vary or fit no algorithm.
 */
function lengthHint(text: string, algorithm: HashAlgorithm): string {
  const lengths = new Set<number>();
  for (const line of text.split('\n')) {
    const digest = PLAIN.exec(line.replace(/^[ \t]*\\?/, ''))?.[1];
    if (digest !== undefined) lengths.add(digest.length);
  }
  const [hexLength] = lengths;
  const fits = HASH_ALGORITHM_IDS.filter((id) => HASH_ALGORITHMS[id].bytes * 2 === hexLength);
  if (lengths.size !== 1 || fits.length === 0) return '';
  const labels = listed(fits.map((id) => HASH_ALGORITHMS[id].label));
  return ` (its digests are ${hexLength} hex digits: ${labels}, not ${HASH_ALGORITHMS[algorithm].label})`;
}

/**
 * The lines of a checksum file as `sha256sum -c` reads them: `<hex>  <name>` (or ` *<name>`, binary mode), the
 * `--tag` form `SHA256 (<name>) = <hex>` naming its own algorithm, `\`-escaped names; blank lines and `#` comments
 * skipped. Untagged lines are read as `algorithm`, and a digest of another length is a malformed line.
 */
export function runSumsParse(text: string, algorithm: HashAlgorithm): ParsedSums {
  if (text.trim() === '') throw new ToolInputError(SUMS_MESSAGES.blank, SUMS_MESSAGES.title, 'sums');
  if (text.length > SUMS_LIMITS.chars)
    throw new ToolInputError(SUMS_MESSAGES.tooLong, SUMS_MESSAGES.title, 'sums');
  const entries: SumsEntry[] = [];
  const malformed: number[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.trim() === '' || line.startsWith('#')) return;
    const entry = parseLine(line, index + 1, algorithm);
    if (entry) entries.push(entry);
    else malformed.push(index + 1);
  });
  if (entries.length === 0)
    throw new ToolInputError(SUMS_MESSAGES.none + lengthHint(text, algorithm), SUMS_MESSAGES.title, 'sums');
  if (entries.length > SUMS_LIMITS.entries)
    throw new ToolInputError(SUMS_MESSAGES.tooMany, SUMS_MESSAGES.title, 'sums');
  return { entries, malformed };
}

type SumsStatus = 'OK' | 'FAILED' | 'missing';

export interface SumsOutcome {
  entry: SumsEntry;
  /** The file's digest (lowercase hex), or undefined when it could not be read. */
  actual: string | undefined;
}

interface SumsResult {
  line: number;
  name: string;
  algorithm: HashAlgorithm;
  expected: string;
  actual: string | undefined;
  status: SumsStatus;
}

export interface SumsReport {
  results: SumsResult[];
  /** sha256sum -c's lines: `<name>: OK`, `<name>: FAILED`, `<name>: FAILED open or read`. */
  text: string;
  /** sha256sum -c's warnings (it prints them on stderr), without its program name. */
  warnings: string[];
  ok: number;
  failed: number;
  missing: number;
  malformed: number;
  /** Whether sha256sum -c would exit non-zero. */
  passed: boolean;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Each named file's digest against the listed one, worded as `sha256sum -c` words it. */
export function runSumsCheck(
  outcomes: readonly SumsOutcome[],
  malformed: number,
  options: { ignoreMissing?: boolean } = {},
): SumsReport {
  const results = outcomes
    .filter((outcome) => !(options.ignoreMissing && outcome.actual === undefined))
    .map(({ entry, actual }): SumsResult => {
      const status: SumsStatus = actual === undefined ? 'missing' : actual === entry.digest ? 'OK' : 'FAILED';
      return {
        line: entry.line,
        name: entry.name,
        algorithm: entry.algorithm,
        expected: entry.digest,
        actual,
        status,
      };
    });
  const count = (status: SumsStatus) => results.filter((result) => result.status === status).length;
  const ok = count('OK');
  const failed = count('FAILED');
  const missing = count('missing');
  // sha256sum -c (coreutils 9.1) escapes a name only when it holds a newline; a backslash or CR alone is printed as is.
  const shown = (name: string) => {
    if (!name.includes('\n')) return name;
    const escaped = escapeSumsName(name);
    return escaped.prefix + escaped.name;
  };
  const text = results
    .map((r) => `${shown(r.name)}: ${r.status === 'missing' ? 'FAILED open or read' : r.status}`)
    .join('\n');
  const warnings: string[] = [];
  if (malformed > 0)
    warnings.push(`WARNING: ${plural(malformed, 'line is', 'lines are')} improperly formatted`);
  if (missing > 0)
    warnings.push(`WARNING: ${plural(missing, 'listed file', 'listed files')} could not be read`);
  if (failed > 0)
    warnings.push(`WARNING: ${plural(failed, 'computed checksum', 'computed checksums')} did NOT match`);
  if (options.ignoreMissing && results.length === 0) warnings.push('no file was verified');
  const passed = failed === 0 && missing === 0 && !(options.ignoreMissing && results.length === 0);
  return { results, text, warnings, ok, failed, missing, malformed, passed };
}
