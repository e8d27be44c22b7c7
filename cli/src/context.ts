import type { Clock, Random } from '@toolbox/core/ports';
import { ExitCode } from './errors';
import { type InputLimit, inputLimitFor } from './input-limits';
import { systemClock } from './platform/clock';
import { systemRandom } from './platform/random';
import { isTerminal, stderrLines, stdoutLines } from './platform/stdio-lines';
import { allowV8FlagChanges } from './platform/v8-flags';

/** The local stack (`pnpm start`); a hosted project is chosen with --api-url or TOOLBOX_API_URL. */
export const DEFAULT_API_URL = 'http://127.0.0.1:54321';

type Env = Readonly<Record<string, string | undefined>>;

/** What differs between the real process and a test (test-context.ts). */
export interface ContextParts {
  /** stdin, opened on first call: creating process.stdin costs every run a few ms that most commands never use. */
  stdin(): NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  /** stdout is a terminal: human tables and colour; otherwise plain, pipe-friendly text. */
  isTTY: boolean;
  stdinIsTTY: boolean;
  /** Terminal width (80 when not a terminal). */
  columns: number;
  cwd: string;
  env: Env;
  clock: Clock;
  random: Random;
}

/**
 * Everything a command touches outside its own code (gh's IOStreams + Factory). Commands read and write only
 * through it, so unit tests swap the whole world with `testContext()` (test-context.ts) instead of mocking modules.
 */
export interface CliContext extends ContextParts {
  /** ANSI colour allowed: a TTY, no --no-color, no NO_COLOR, TERM not dumb (FORCE_COLOR forces it). */
  color: boolean;
  /** --json: print the core's output object instead of text. */
  json: boolean;
  /** --api-url, else TOOLBOX_API_URL, else the local stack. */
  apiUrl: string;
  /** --anon-key, else TOOLBOX_ANON_KEY. */
  anonKey: string | undefined;
  /** How many bytes readInput takes for this command (input-limits.ts; --max-input-size raises it). */
  inputLimit: InputLimit;
  /** Exit codes a command may return from run() (`return ctx.exit.failed`). */
  exit: typeof ExitCode;
  /** Writes one line (or nothing but the newline) to stdout. */
  print(text?: string): void;
  /** Writes one line to stderr (progress, warnings); errors are thrown, not printed. */
  warn(text: string): void;
  /**
   * Resolves when a credential is available, throws AuthError (exit 3) otherwise. main.ts calls it before
   * run() of every command whose module has `needsSignIn` (default true). TOOLBOX_TOKEN, else the stored
   * credential for apiUrl, confirmed with /whoami at most hourly and trusted offline for 7 days
   * (platform/sign-in.ts); AuthError (exit 3) when there is none or it was revoked, NetworkError (exit 4) when it
   * cannot be confirmed in time. A method, so a context copied with other global options checks with its own
   * apiUrl.
   */
  requireCredential(): Promise<void>;
  /**
   * 'skip' where the repository is not the user's to trust (`toolbox mcp`): its JavaScript commitlint config, and
   * the commitlint it installed, are never run (platform/commitlint-config.ts's ConfigCode). Absent: 'run'.
   */
  repositoryCode?: 'run' | 'skip';
}

export interface GlobalOptions {
  apiUrl?: string;
  anonKey?: string;
  json?: boolean;
  /** false with --no-color. */
  color?: boolean;
  /** --max-input-size in bytes. */
  maxInputSize?: number;
}

export function resolveColor(env: Env, isTTY: boolean, flag = true): boolean {
  if (!flag) return false;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  return isTTY && env.TERM !== 'dumb';
}

/**
 * `target` with `source`'s properties laid over it, getters kept as getters (a spread or Object.assign would read
 * each one): the real process's streams and terminal checks stay unread until a command needs them.
 */
function withProperties<T extends object, U extends object>(target: T, source: U): T & U {
  return Object.defineProperties(target, Object.getOwnPropertyDescriptors(source)) as T & U;
}

export function buildContext(parts: ContextParts): CliContext {
  const env = parts.env;
  return withProperties(withProperties({}, parts), {
    json: false,
    apiUrl: env.TOOLBOX_API_URL || DEFAULT_API_URL,
    anonKey: env.TOOLBOX_ANON_KEY || undefined,
    inputLimit: inputLimitFor('', undefined),
    exit: ExitCode,
    get color() {
      return resolveColor(env, parts.isTTY);
    },
    print(this: CliContext, text = '') {
      this.stdout.write(`${text}\n`);
    },
    warn(this: CliContext, text: string) {
      this.stderr.write(`${text}\n`);
    },
    async requireCredential(this: CliContext) {
      // Loaded on first use, so commands that need no sign-in never load the credential store or API client.
      const { confirmCredential } = await import('./platform/sign-in');
      await confirmCredential(this);
    },
  });
}

/**
 * The real process: its streams, environment, wall clock and crypto randomness. Lines are written without making
 * process.stdout and the terminal is asked without node:tty where it can be (platform/stdio-lines.ts): making the
 * stream loads Node's stream modules (for a terminal or a pipe its net and tty too), a tenth of a small command's
 * start, and the commit-msg hook passing a message prints nothing at all (issue 43).
 * @public used through a dynamic import or a module object, which knip does not follow
 */
export function processContext(): CliContext {
  allowV8FlagChanges();
  const ctx = buildContext({
    stdin: () => process.stdin,
    get stdout() {
      return stdoutLines.stream();
    },
    get stderr() {
      return stderrLines.stream();
    },
    get isTTY() {
      return isTerminal(1);
    },
    get stdinIsTTY() {
      return isTerminal(0);
    },
    get columns() {
      // A stream's columns exist only for a terminal.
      return (isTerminal(1) && process.stdout.columns) || 80;
    },
    cwd: process.cwd(),
    env: process.env,
    clock: systemClock,
    random: systemRandom,
  });
  return withProperties(ctx, {
    print(text = '') {
      stdoutLines.write(`${text}\n`);
    },
    warn(text: string) {
      stderrLines.write(`${text}\n`);
    },
  });
}

/**
 * The context a command runs with: the global flags override what the environment gave. `command` (e.g.
 * "commit lint") picks the input limit.
 */
export function withGlobalOptions(ctx: CliContext, options: GlobalOptions, command?: string): CliContext {
  return withProperties(withProperties({}, ctx), {
    inputLimit:
      command === undefined && options.maxInputSize === undefined
        ? ctx.inputLimit
        : inputLimitFor(command ?? ctx.inputLimit.command.replace(/^toolbox ?/, ''), options.maxInputSize),
    json: options.json ?? ctx.json,
    // Asked on use, as the context's own: answering now would make process.stdout.
    get color() {
      return ctx.color && options.color !== false;
    },
    apiUrl: options.apiUrl ?? ctx.apiUrl,
    anonKey: options.anonKey ?? ctx.anonKey,
  });
}
