/**
 * One tool call, run as `toolbox <command>` runs: the command's own configure(), toOptions() and run(), with a
 * context whose stdout and stderr are kept (the CLI's --json output), whose stdin is the call's `stdin` text,
 * and whose folder is the client's root. Runs in a worker thread (worker.ts), so a cancelled or overdue call is
 * stopped by ending the thread.
 */
import { basename, join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { ToolInputError } from '@toolbox/core/errors';
import { toolForCommand } from '@toolbox/core/registry';
import { Command } from 'commander';
import type { CommandModule, ParsedCommand } from '../command-module';
import { buildContext, type CliContext, withGlobalOptions } from '../context';
import { ExitCode, OVERWRITE_HINT, UsageError } from '../errors';
import { presetFlags } from '../flag-table';
import { reportError, withAccountPreset } from '../main';
import { systemClock } from '../platform/clock';
import { systemRandom } from '../platform/random';
import type { RunRequest, RunResult } from './run-types';
import type { Param } from './schema';

export type { RunRequest, RunResult } from './run-types';

/** A command's module by its name: the CLI's table, handed in by worker.ts (importing it here would be a cycle). */
export type LoadCommand = (name: string) => Promise<CommandModule | undefined>;

async function moduleFor(path: readonly string[], loadCommand: LoadCommand): Promise<CommandModule> {
  const [first, ...rest] = path;
  const loaded = first === undefined ? undefined : await loadCommand(first);
  if (!loaded) throw new UsageError(`no command ${path.join(' ')}.`);
  let module: CommandModule = loaded;
  for (const name of rest) {
    const sub = module.subcommands?.[name];
    if (!sub) throw new UsageError(`no command ${path.join(' ')}.`);
    module = sub;
  }
  return module;
}

/** A call's value as commander would have stored it for the flag. */
function flagValue(param: Extract<Param, { kind: 'flag' }>, value: unknown): unknown {
  if (param.value === 'number' && typeof value === 'number') return String(value);
  return value;
}

/** The command configured and given the call's values, as commander leaves it after parsing a command line. */
function parsedFrom(module: CommandModule, request: RunRequest, toolId: string | undefined) {
  const cmd = new Command(request.path.join(' '));
  module.configure(cmd);
  if (toolId !== undefined && !cmd.options.some((option) => option.long === '--preset'))
    presetFlags.configure(cmd);
  const args: unknown[] = [];
  for (const param of request.params) {
    if (!Object.hasOwn(request.values, param.property)) continue;
    const value = request.values[param.property];
    if (param.kind === 'argument') args[param.index] = value;
    else if (!(param.value === 'switch' && value === false && cmd.getOptionValue(param.attribute) !== true))
      cmd.setOptionValueWithSource(param.attribute, flagValue(param, value), 'cli');
  }
  // Variadic arguments absent are [] for commander; single ones undefined.
  cmd.registeredArguments.forEach((argument, index) => {
    if (args[index] === undefined) args[index] = argument.variadic ? [] : argument.defaultValue;
  });
  // As commander leaves it after parsing a command line: the arguments as strings.
  cmd.args = args
    .filter((arg) => arg !== undefined)
    .flat()
    .map((arg) => String(arg));
  const parsed: ParsedCommand = { flags: cmd.opts(), args, command: cmd };
  return { cmd, parsed };
}

/**
 * The server's environment for a call, without the variables that name files outside the roots for a command to
 * write or read (GitHub Actions' step summary, outputs and event payload: `check pr` would use them).
 */
export function callEnvironment(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  const kept: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(env))
    if (!/^GITHUB_(STEP_SUMMARY|OUTPUT|ENV|PATH|STATE|EVENT_PATH)$/.test(name)) kept[name] = value;
  return kept;
}

/**
 * A file the command named itself for an `output` the call did not give (`pdf`: the input's name with .pdf; the
 * CLI's default, in the current folder): made in the call's private folder instead, under that name.
 */
function intoSpare(request: RunRequest, spare: string, options: Record<string, unknown>) {
  for (const param of request.params) {
    if (
      param.path !== 'output-file' ||
      param.kind !== 'flag' ||
      Object.hasOwn(request.values, param.property)
    )
      continue;
    const named = options[param.attribute];
    if (typeof named === 'string' && named !== '-') options[param.attribute] = join(spare, basename(named));
  }
}

class Kept extends Writable {
  readonly chunks: Buffer[] = [];
  constructor(private readonly onLine?: (line: string) => void) {
    super();
  }
  override _write(chunk: unknown, encoding: BufferEncoding, done: () => void) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), encoding);
    this.chunks.push(bytes);
    if (this.onLine)
      for (const line of bytes.toString('utf8').split('\n')) if (line.trim()) this.onLine(line);
    done();
  }
}

/** A refused overwrite said for an agent: a tool call has no --force, it never overwrites a file. */
function forToolCall(error: unknown): unknown {
  if (!(error instanceof ToolInputError) || !error.message.endsWith(OVERWRITE_HINT)) return error;
  const refused = error.message.slice(0, -OVERWRITE_HINT.length);
  return new ToolInputError(
    `${refused}a tool call never overwrites a file: give another output name, or remove it first.`,
    error.title,
    error.field,
  );
}

export async function runOperation(
  request: RunRequest,
  loadCommand: LoadCommand,
  onStderrLine?: (line: string) => void,
): Promise<RunResult> {
  const stdout = new Kept();
  const stderr = new Kept(onStderrLine);
  const base = buildContext({
    stdin: () => Readable.from(request.stdin === undefined ? [] : [Buffer.from(request.stdin)]),
    stdout,
    stderr,
    isTTY: false,
    stdinIsTTY: request.stdin === undefined,
    columns: 80,
    cwd: request.cwd,
    env: callEnvironment(process.env),
    clock: systemClock,
    random: systemRandom,
  });
  const ctx: CliContext = {
    ...withGlobalOptions(
      base,
      {
        json: true,
        color: false,
        apiUrl: request.apiUrl,
        anonKey: request.anonKey,
        ...(request.maxInputSize !== undefined ? { maxInputSize: request.maxInputSize } : {}),
      },
      request.path.join(' '),
    ),
    // A tool call's repository is whatever folder the agent is in: its JavaScript config never runs.
    repositoryCode: 'skip',
  };
  let exitCode: number;
  try {
    const module = await moduleFor(request.path, loadCommand);
    const toolId = toolForCommand(request.path[0] ?? '')?.id;
    const { cmd, parsed: given } = parsedFrom(module, request, toolId);
    let parsed = given;
    // What main.ts's action does for a command line, in its order: the account's preset, the flags, sign-in, run.
    const acceptsPreset = toolId !== undefined && module.run !== undefined;
    const presetName = acceptsPreset ? presetFlags.read(parsed).preset : undefined;
    const fromAccount =
      toolId !== undefined && presetName !== undefined && !module.builtInPresets?.includes(presetName);
    if (fromAccount && toolId !== undefined && presetName !== undefined) {
      await ctx.requireCredential();
      parsed = await withAccountPreset(parsed, cmd, toolId, presetName, ctx);
    }
    const options = module.toOptions ? module.toOptions(parsed) : { ...parsed.flags, args: parsed.args };
    if (request.spare !== undefined) intoSpare(request, request.spare, options as Record<string, unknown>);
    if (!fromAccount && (module.needsSignIn ?? true)) await ctx.requireCredential();
    const run = module.run;
    if (!run) throw new UsageError(`${request.path.join(' ')} needs an operation.`);
    exitCode = (await run.call(module, options, ctx, loadCommand)) ?? ExitCode.ok;
  } catch (error) {
    exitCode = reportError(forToolCall(error), ctx, ['mcp']);
  }
  return {
    exitCode,
    stdout: Buffer.concat(stdout.chunks),
    stderr: Buffer.concat(stderr.chunks).toString('utf8'),
  };
}
