import { ToolInputError } from '@toolbox/core/errors';

/**
 * Errors a command throws to end with a given exit code. main.ts maps them (and core's ToolInputError, exit 1)
 * in one table; the message becomes the one stderr line `toolbox: <message>`, the hint an optional second line.
 */
export const ExitCode = {
  ok: 0,
  /** Invalid input or a failed check (a commit message that does not lint). */
  failed: 1,
  usage: 2,
  /** Not signed in, or the token was rejected. */
  auth: 3,
  /** Network or server error. */
  network: 4,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

interface CliErrorOptions {
  /** A second stderr line telling the user what to do next. */
  hint?: string;
  cause?: unknown;
}

abstract class CliError extends Error {
  readonly hint: string | undefined;
  constructor(message: string, options: CliErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.hint = options.hint;
  }
}

/** Bad flags or arguments (exit 2). */
export class UsageError extends CliError {
  override readonly name = 'UsageError';
}

/** No credential, or the server rejected it (exit 3). */
export class AuthError extends CliError {
  override readonly name = 'AuthError';
}

/** The API could not be reached or answered with a server error (exit 4). */
export class NetworkError extends CliError {
  override readonly name = 'NetworkError';
}

/**
 * Invalid input (exit 1, as core's ToolInputError) whose findings are listed one per line under the message:
 * the hint's lines, each printed as it is.
 */
export class ListedInputError extends ToolInputError {
  constructor(
    message: string,
    readonly hint: string,
  ) {
    super(message);
  }
}

/** The one line every command prints for a file it cannot read: its path and the system's error code. */
/** How a refused overwrite ends its message: the command line's way out. A tool call has no --force (mcp). */
export const OVERWRITE_HINT = 'use --force to overwrite.';

export const cannotRead = (path: string, error: unknown) =>
  new ToolInputError(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? 'error'}.`);
