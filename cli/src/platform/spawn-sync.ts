/**
 * A child run to its end, synchronously, as `child_process.spawnSync` runs it, without loading node:child_process
 * where Node's own binding can be asked directly (issue 43). That module loads Node's socket and stream machinery
 * (net, dgram, the stream operators) before its first child: ~14M instructions of `toolbox commit -t`'s start, about a
 * sixth of a bare `node -e 0` (docs/design-notes.md, "A git child without node:child_process").
 *
 * `spawnSync` is, in Node 20, 22 and 24 alike, `normalizeSpawnArguments`, then `getValidStdio`, then the
 * `spawn_sync` binding's `spawn`: this module gives the binding the same options for the few uses the CLI has (a
 * file on PATH, its arguments, a folder, an environment, pipes or nothing, text on stdin), and reads its answer as
 * `spawnSync` does. Where it cannot promise the same run it asks node:child_process itself: Windows (the environment
 * is deduplicated there), a NUL in any string (Node refuses it with its own error), `--pending-deprecation` (asking
 * for a binding would print a deprecation warning, DEP0111), or a Node without the binding.
 */

type Env = Readonly<Record<string, string | undefined>>;

export interface SyncChildOptions {
  cwd: string;
  /** The child's environment; process.env when left out. */
  env?: Env;
  /** Text for the child's stdin (as UTF-8); stdin is a pipe closed at once without it, or nothing (ignore). */
  input?: string;
  stdin?: 'pipe' | 'ignore';
  /** What becomes of the child's stdout and stderr: read (pipe), or dropped (ignore). */
  stdout?: 'pipe' | 'ignore';
  stderr?: 'pipe' | 'ignore';
  /** Past this many bytes on stdout or stderr the child is killed and `error` is ENOBUFS, as spawnSync does. */
  maxBuffer: number;
}

/** What the child did: as spawnSync's result with `encoding: 'utf8'` (an ignored stream reads as ''). */
export interface SyncChildResult {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** The child could not be started or was cut short (ENOENT, ENOBUFS, EPIPE…), as spawnSync's ErrnoException. */
  error?: NodeJS.ErrnoException;
}

/** What Node's `spawn_sync` binding answers (src/spawn_sync.cc, SyncProcessRunner::BuildResultObject). */
interface BindingResult {
  status: number | null;
  signal: NodeJS.Signals | null;
  output: (Buffer | null)[] | null;
  pid: number;
  /** A negative libuv error number. */
  error?: number;
}

type BindingStdio =
  | { type: 'pipe'; readable: boolean; writable: boolean; input?: Buffer }
  | { type: 'ignore' };

interface SpawnSyncBinding {
  spawn(options: {
    file: string;
    args: string[];
    cwd: string;
    /** `KEY=value` each; none: the child inherits the process's environment. */
    envPairs: string[] | undefined;
    stdio: BindingStdio[];
    detached: false;
    windowsHide: false;
    windowsVerbatimArguments: false;
    maxBuffer: number;
    killSignal: undefined;
  }): BindingResult;
}

/** The binding, once looked for; null where Node's own spawnSync must run the child. */
let binding: SpawnSyncBinding | null | undefined;

function pendingDeprecation(): boolean {
  return (
    process.env.NODE_PENDING_DEPRECATION === '1' ||
    process.execArgv.includes('--pending-deprecation') ||
    (process.env.NODE_OPTIONS ?? '').includes('--pending-deprecation')
  );
}

/** process.binding: left out of @types/node (deprecated for modules, DEP0111); there in Node 20, 22 and 24. */
type ProcessBinding = (name: 'spawn_sync') => { spawn?: unknown };

function spawnSyncBinding(): SpawnSyncBinding | null {
  if (binding !== undefined) return binding;
  binding = null;
  const bind = (process as NodeJS.Process & { binding?: ProcessBinding }).binding;
  if (process.platform === 'win32' || typeof bind !== 'function' || pendingDeprecation()) return binding;
  try {
    const found = bind.call(process, 'spawn_sync');
    if (typeof found.spawn === 'function') binding = found as SpawnSyncBinding;
  } catch {
    // Not allowed here (the permission model), or gone from this Node: node:child_process runs it.
  }
  return binding;
}

const hasNul = (text: string) => text.includes('\0');

/**
 * `KEY=value` for each variable with a value, in the environment's order, as normalizeSpawnArguments lists them;
 * null for a NUL in one, which Node refuses with its own error.
 */
function envPairsOf(env: Env): string[] | null {
  const pairs: string[] = [];
  for (const key in env) {
    const value = env[key];
    if (value === undefined) continue;
    if (hasNul(key) || hasNul(value)) return null;
    pairs.push(`${key}=${value}`);
  }
  return pairs;
}

/** The environment Node gives a child: an own one still carries NODE_V8_COVERAGE, so coverage follows the run. */
function childEnv(env: Env | undefined): Env {
  if (env === undefined || env === process.env) return process.env;
  const coverage = process.env.NODE_V8_COVERAGE;
  return coverage && !Object.hasOwn(env, 'NODE_V8_COVERAGE') ? { ...env, NODE_V8_COVERAGE: coverage } : env;
}

function errnoError(errno: number, file: string, args: readonly string[]): NodeJS.ErrnoException {
  const code = process.getBuiltinModule('node:util').getSystemErrorName(errno);
  const syscall = `spawnSync ${file}`;
  return Object.assign(new Error(`${syscall} ${code}`), {
    errno,
    code,
    syscall,
    path: file,
    spawnargs: [...args],
  });
}

function nodeSpawnSync(file: string, args: readonly string[], options: SyncChildOptions): SyncChildResult {
  const run = process.getBuiltinModule('node:child_process').spawnSync(file, args, {
    cwd: options.cwd,
    env: options.env,
    input: options.input,
    maxBuffer: options.maxBuffer,
    encoding: 'utf8',
    stdio: [options.stdin ?? 'pipe', options.stdout ?? 'pipe', options.stderr ?? 'pipe'],
  });
  return {
    status: run.status,
    signal: run.signal,
    stdout: run.stdout ?? '',
    stderr: run.stderr ?? '',
    ...(run.error ? { error: run.error as NodeJS.ErrnoException } : {}),
  };
}

const pipeOut = { type: 'pipe', readable: false, writable: true } as const;

/** Runs `file` (looked up on PATH) with `args` to its end; its stdout and stderr as UTF-8 text. */
export function spawnSyncChild(
  file: string,
  args: readonly string[],
  options: SyncChildOptions,
): SyncChildResult {
  const spawn = spawnSyncBinding();
  const env = childEnv(options.env);
  // On the main thread, where the CLI runs, process.env is the process's own environment (Node reads and writes
  // the C one, changes included; a worker's is a copy): a child given no list inherits exactly it, which spares
  // listing every variable through process.env at each child (~0.45M instructions a child with 35 variables). An
  // own environment is listed, as spawnSync lists it.
  const envPairs = env === process.env ? undefined : envPairsOf(env);
  if (!spawn || envPairs === null || [file, options.cwd, ...args].some(hasNul) || file.length === 0)
    return nodeSpawnSync(file, args, { ...options, env });
  const stdin: BindingStdio =
    options.stdin === 'ignore' ? { type: 'ignore' } : { type: 'pipe', readable: true, writable: false };
  // spawnSync passes no input for an empty string (`if (options.input)`): stdin is then closed at once.
  if (options.input && stdin.type === 'pipe') stdin.input = Buffer.from(options.input, 'utf8');
  const result = spawn.spawn({
    file,
    args: [file, ...args],
    cwd: options.cwd,
    envPairs,
    stdio: [
      stdin,
      options.stdout === 'ignore' ? { type: 'ignore' } : pipeOut,
      options.stderr === 'ignore' ? { type: 'ignore' } : pipeOut,
    ],
    detached: false,
    windowsHide: false,
    windowsVerbatimArguments: false,
    maxBuffer: options.maxBuffer,
    killSignal: undefined,
  });
  return {
    status: result.status,
    signal: result.signal,
    stdout: result.output?.[1]?.toString('utf8') ?? '',
    stderr: result.output?.[2]?.toString('utf8') ?? '',
    ...(result.error !== undefined && result.error !== 0
      ? { error: errnoError(result.error, file, args) }
      : {}),
  };
}
