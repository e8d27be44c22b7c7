// How much a command reads before it refuses: one table, one flag (--max-input-size), enforced once in the shared
// reader (output/read-input.ts). Sizes are decimal (1 MB = 1,000,000 bytes), as `ls -h --si` and browsers show them.
import { ToolInputError } from '@toolbox/core/errors';

const MB = 1_000_000;

/** Per command: enough for any real document of its kind, small enough to refuse a runaway one at once. */
const INPUT_LIMITS: Readonly<Record<string, number>> = {
  // pdf: about 10 s of CPU and 400 MB of memory per MB of Markdown (2 MB of real documents: 23.5 s, 820 MB).
  pdf: 5 * MB,
  blog: 20 * MB,
  meta: 20 * MB,
  json: 100 * MB,
  'api-docs': 50 * MB,
  schema: 50 * MB,
  regex: 50 * MB,
  // sql format: about 7 s of CPU and 400 MB per MB of statements (bench/sql-format.bench.mjs).
  sql: 5 * MB,
  base64: 50 * MB,
  workspace: 10 * MB,
  slug: 10 * MB,
  tailwind: 10 * MB,
  readme: 5 * MB,
  commit: 1 * MB,
};

/** Any other command that reads a document. */
const DEFAULT_INPUT_LIMIT = 20 * MB;

/** The most --max-input-size allows: a JavaScript string holds at most about 536 million UTF-16 units. */
export const MAX_INPUT_LIMIT = 500 * MB;

export interface InputLimit {
  bytes: number;
  /** How the command is named in the message: `toolbox pdf`. */
  command: string;
  /** Set by --max-input-size (given, even at a command's default), not by the command's own limit. */
  raised?: true;
}

export function inputLimitFor(command: string, raised: number | undefined): InputLimit {
  const top = command.split(' ')[0] ?? command;
  const name = `toolbox ${command}`.trim();
  if (raised !== undefined) return { bytes: raised, command: name, raised: true };
  return { bytes: INPUT_LIMITS[top] ?? DEFAULT_INPUT_LIMIT, command: name };
}

const UNITS: Readonly<Record<string, number>> = {
  '': 1,
  b: 1,
  k: 1e3,
  kb: 1e3,
  kib: 1024,
  m: MB,
  mb: MB,
  mib: 1024 ** 2,
  g: 1e9,
  gb: 1e9,
  gib: 1024 ** 3,
};

/** "200MB", "1.5 GB", "512KiB", "1048576" -> bytes; undefined when it is no size. */
export function parseSize(text: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(text);
  const factor = match ? UNITS[match[2]!.toLowerCase()] : undefined;
  if (!match || factor === undefined) return undefined;
  return Math.round(Number(match[1]) * factor);
}

/** 104857600 -> "104.9 MB"; 20000000 -> "20 MB". */
export function formatSize(bytes: number): string {
  const [unit, size] =
    bytes >= 1e9
      ? ['GB', bytes / 1e9]
      : bytes >= MB
        ? ['MB', bytes / MB]
        : bytes >= 1e3
          ? ['kB', bytes / 1e3]
          : ['bytes', bytes];
  return `${Number.isInteger(size) ? size : size.toFixed(1).replace(/\.0$/, '')} ${unit}`;
}

/** A round limit (1, 2 or 5 × 10ⁿ MB) that takes `bytes`, capped at the most the flag allows. */
function suggestion(bytes: number): string {
  let step = MB;
  for (;;) {
    for (const factor of [1, 2, 5]) {
      if (step * factor >= bytes)
        return formatSize(Math.min(step * factor, MAX_INPUT_LIMIT)).replace(' ', '');
    }
    step *= 10;
  }
}

/**
 * The one-line refusal. `size` is the whole input's size when known (a file), or undefined when reading stopped
 * at the limit (stdin, a pipe).
 */
export function inputTooLarge(name: string, size: number | undefined, limit: InputLimit): ToolInputError {
  const how =
    limit.bytes >= MAX_INPUT_LIMIT || (size ?? 0) > MAX_INPUT_LIMIT
      ? `toolbox reads at most ${formatSize(MAX_INPUT_LIMIT)} as text`
      : `raise it with --max-input-size ${suggestion(size ?? limit.bytes * 2)}`;
  return new ToolInputError(
    `${name} is ${size === undefined ? 'more than ' : ''}${formatSize(size ?? limit.bytes)}; the limit for ${limit.command} is ${formatSize(limit.bytes)} (${how}).`,
  );
}
