import { toolCategories } from '@toolbox/core/define-tool';
import { ToolInputError } from '@toolbox/core/errors';
import { toolForCommand, tools } from '@toolbox/core/registry';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { description, version } from '../package.json';
import type { CommandModule, Example, ParsedCommand, PresetInputs } from './command-module';
import { commandNameIn } from './command-name';
import {
  type CommandLoader,
  type CommandName,
  commandModules,
  commandSummaries,
  otherCommands,
} from './commands/index';
import { type CliContext, type GlobalOptions, withGlobalOptions } from './context';
import { AuthError, ExitCode, NetworkError, UsageError } from './errors';
import { argumentsFromPreset, presetFlags } from './flag-table';
import { formatSize, MAX_INPUT_LIMIT, parseSize } from './input-limits';
import { missingOptionalMessage, missingOptionalPackage } from './optional-package';
import { printText } from './output/print-text';
import { terminalText } from './terminal-text';

export { commandNameIn };

type ErrorClass = abstract new (...args: never[]) => Error;

/** The one place typed errors become exit codes (commander's own usage errors are 2, see exitCodeFor). */
const exitCodeByError: ReadonlyArray<readonly [ErrorClass, ExitCode]> = [
  [ToolInputError, ExitCode.failed],
  [UsageError, ExitCode.usage],
  [AuthError, ExitCode.auth],
  [NetworkError, ExitCode.network],
];

export function exitCodeFor(error: unknown): number {
  if (error instanceof CommanderError) return error.exitCode === 0 ? ExitCode.ok : ExitCode.usage;
  if (isFetchFailure(error)) return ExitCode.network;
  for (const [type, code] of exitCodeByError) if (error instanceof type) return code;
  return ExitCode.failed;
}

/** Node's fetch rejects with `TypeError('fetch failed')` and the socket error as its cause. */
function isFetchFailure(error: unknown): error is TypeError {
  return error instanceof TypeError && error.message === 'fetch failed';
}

/** Command name -> lazy module. main() takes it as a parameter so tests can plug in fake commands. */
export type CommandLoaders = Readonly<Record<string, CommandLoader | undefined>>;

function loaderIn(commands: CommandLoaders, name: string): CommandLoader | undefined {
  return Object.hasOwn(commands, name) ? commands[name] : undefined;
}

export interface CommandEntry {
  name: string;
  summary: string;
  heading: string;
}

/** Registered commands in `toolbox --help` order: General, the registry's categories, then Account. */
export function commandEntries(commands: CommandLoaders): CommandEntry[] {
  const headings = ['General', ...toolCategories.map((category) => category.title), 'Account'];
  const entries: CommandEntry[] = [];
  for (const heading of headings) {
    const category = toolCategories.find((candidate) => candidate.title === heading);
    for (const tool of tools) {
      if (tool.category !== category?.id) continue;
      for (const name of tool.cli?.commands ?? []) {
        entries.push({ name, heading, summary: commandSummaries[name] ?? tool.description });
      }
    }
    for (const [name, meta] of Object.entries(otherCommands)) {
      if (meta.heading === heading) entries.push({ name, heading, summary: meta.description });
    }
  }
  return entries.filter((entry) => loaderIn(commands, entry.name) !== undefined);
}

/** The entry of the one command `name`, as commandEntries lists it; undefined where it lists none. */
export function commandEntry(commands: CommandLoaders, name: string): CommandEntry | undefined {
  if (loaderIn(commands, name) === undefined) return undefined;
  const tool = toolForCommand(name);
  if (tool) {
    const heading = toolCategories.find((category) => category.id === tool.category)?.title;
    return heading === undefined
      ? undefined
      : { name, heading, summary: commandSummaries[name as CommandName] ?? tool.description };
  }
  if (!Object.hasOwn(otherCommands, name)) return undefined;
  const other = otherCommands[name as keyof typeof otherCommands];
  return { name, heading: other.heading, summary: other.description };
}

/** The examples that end the program's help: the list, and one command's help. */
function programExamples(entries: readonly CommandEntry[]): string {
  const examples: Example[] = [
    { command: 'toolbox list', description: 'every tool, its web page and command' },
  ];
  const showcase = entries.find((entry) => !Object.hasOwn(otherCommands, entry.name)) ?? entries[1];
  if (showcase)
    examples.push({
      command: `toolbox ${showcase.name} --help`,
      description: 'a command’s options and examples',
    });
  return `${formatExamples(examples)}\nEvery tool also runs in the web app at /<tool id>.\n`;
}

function formatExamples(examples: readonly Example[]): string {
  const lines = examples.flatMap((example) => [
    ...(example.description ? [`  # ${example.description}`] : []),
    `  $ ${example.command}`,
  ]);
  return `\nExamples:\n${lines.join('\n')}\n`;
}

function parseApiUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidArgumentError('expected an http(s) URL such as http://127.0.0.1:54321.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InvalidArgumentError('expected an http(s) URL such as http://127.0.0.1:54321.');
  }
  return value.replace(/\/+$/, '');
}

function parseMaxInputSize(value: string): number {
  const bytes = parseSize(value);
  if (bytes === undefined || bytes <= 0) {
    throw new InvalidArgumentError('expected a size such as 200MB, 1.5GB or 500kB.');
  }
  if (bytes > MAX_INPUT_LIMIT) {
    throw new InvalidArgumentError(`toolbox reads at most ${formatSize(MAX_INPUT_LIMIT)} as text.`);
  }
  return bytes;
}

/** `commit lint` for the lint subcommand: the names below the program. */
function commandPath(cmd: Command): string {
  const names: string[] = [];
  for (let at: Command | null = cmd; at?.parent; at = at.parent) names.unshift(at.name());
  return names.join(' ');
}

interface Run {
  exitCode: number;
  /** Another command's module, for a command that reads that command's flags (`preset save NAME og --theme …`). */
  loadCommand: (name: string) => Promise<CommandModule | undefined>;
}

function attachModule(
  cmd: Command,
  commandModule: CommandModule,
  program: Command,
  base: CliContext,
  run: Run,
  toolId: string | undefined,
) {
  if (commandModule.description) cmd.description(commandModule.description);
  commandModule.configure(cmd);
  // Every tool command takes `--preset NAME`; one whose own table already has it (regex) serves both meanings.
  const acceptsPreset = toolId !== undefined && commandModule.run !== undefined;
  if (acceptsPreset && !cmd.options.some((option) => option.long === '--preset')) presetFlags.configure(cmd);
  // A preset may hold a required flag (convert's --to): with --preset, read() checks them instead of commander.
  if (acceptsPreset) {
    cmd.on('option:preset', () => {
      for (const option of cmd.options) option.mandatory = false;
    });
  }
  cmd.addHelpText('after', formatExamples(commandModule.examples));
  for (const [name, sub] of Object.entries(commandModule.subcommands ?? {})) {
    attachModule(cmd.command(name), sub, program, base, run, toolId);
  }
  const runCommand = commandModule.run;
  if (!runCommand) return; // only subcommands: commander prints this command's help and we exit 2
  cmd.action(async (...received: unknown[]) => {
    const self = received.at(-1) as Command;
    const ctx = withGlobalOptions(base, program.opts<GlobalOptions>(), commandPath(self));
    let parsed: ParsedCommand = { flags: self.opts(), args: self.processedArgs, command: self };
    const presetName = acceptsPreset ? presetFlags.read(parsed).preset : undefined;
    const fromAccount =
      toolId !== undefined && presetName !== undefined && !commandModule.builtInPresets?.includes(presetName)
        ? { toolId, name: presetName }
        : undefined;
    // A preset is read from the account before the flags are checked, so it needs the credential first.
    if (fromAccount) {
      await ctx.requireCredential();
      parsed = await withAccountPreset(parsed, self, fromAccount.toolId, fromAccount.name, ctx);
    }
    const options = commandModule.toOptions
      ? commandModule.toOptions(parsed)
      : { ...parsed.flags, args: parsed.args };
    if (!fromAccount && (commandModule.needsSignIn ?? true)) await ctx.requireCredential();
    run.exitCode = (await runCommand.call(commandModule, options, ctx, run.loadCommand)) ?? ExitCode.ok;
  });
}

/** `--preset NAME`: the account's preset for this tool, read once here for every tool command (and `toolbox mcp`'s). */
export async function withAccountPreset(
  parsed: ParsedCommand,
  self: Command,
  toolId: string,
  name: string,
  ctx: CliContext,
): Promise<ParsedCommand> {
  const [{ findPreset }, { readPreset }] = await Promise.all([
    import('./platform/account'),
    import('@toolbox/core/presets'),
  ]);
  const { preset: _name, team, ...flags } = parsed.flags;
  const found = await findPreset(ctx, toolId, name, typeof team === 'string' ? team : undefined);
  const read = readPreset({ name, tool_id: toolId, inputs: found.inputs });
  for (const line of read.leftOut) ctx.warn(terminalText(line));
  const preset: PresetInputs = { name, inputs: read.fields };
  return { ...parsed, flags, args: argumentsFromPreset(self, parsed.args, preset), preset };
}

/**
 * Builds the program for this argv: every registered command is named (for --help and "did you mean"),
 * unless argv names one, and only the one argv asks for is imported and configured (see commands/index.ts).
 */
export async function buildProgram(
  argv: readonly string[],
  base: CliContext,
  commands: CommandLoaders,
  run: Run,
): Promise<Command> {
  const program = new Command('toolbox')
    .description(description)
    .version(version, '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .option('--api-url <url>', 'API base URL (env TOOLBOX_API_URL)', parseApiUrl)
    .option('--anon-key <key>', 'the project’s anon key (env TOOLBOX_ANON_KEY)')
    .option('--json', 'print machine-readable JSON')
    .option(
      '--max-input-size <size>',
      'read documents up to this size (e.g. 200MB); each command has its own limit, see the README',
      parseMaxInputSize,
    )
    .option('--no-color', 'no ANSI colours (also NO_COLOR)')
    .exitOverride()
    .configureOutput({
      // Help as lines where it can (output/print-text.ts): `toolbox <command> --help` without Node's stream modules.
      writeOut: (text) => printText(base, text),
      writeErr: (text) => base.stderr.write(text),
      getOutHelpWidth: () => base.columns,
      getErrHelpWidth: () => base.columns,
      outputError: () => {}, // reportError prints the one line
    })
    .configureHelp({ showGlobalOptions: true })
    .commandsGroup('General:')
    .helpCommand('help [command]', 'Show help for a command.');

  const wanted = commandNameIn(argv);
  const wantedModule = wanted === undefined ? undefined : await loaderIn(commands, wanted)?.();
  // With the command known, the others would only be named, never run or listed (help for a command shows its
  // own options): skipping them spares every run some seventy commander objects, and going through the registry.
  const onlyWanted = wantedModule !== undefined && !wantedModule.needsAllCommands;
  const entries =
    onlyWanted && wanted !== undefined
      ? [commandEntry(commands, wanted)].filter((entry) => entry !== undefined)
      : commandEntries(commands);
  for (const entry of entries) {
    const cmd = program.command(entry.name).description(entry.summary).helpGroup(`${entry.heading}:`);
    if (entry.name === wanted && wantedModule)
      attachModule(cmd, wantedModule, program, base, run, toolForCommand(entry.name)?.id);
    else if (wantedModule?.needsAllCommands) {
      attachModule(
        cmd,
        await loaderIn(commands, entry.name)!(),
        program,
        base,
        run,
        toolForCommand(entry.name)?.id,
      );
    }
  }
  // Only the program's own help shows these (no command named, or `toolbox --help`).
  program.addHelpText('after', () => programExamples(commandEntries(commands)));
  return program;
}

/**
 * What an input made the runtime throw (too deep, too large, not UTF-8, not parseable), as one clear line: these
 * are the document's problems, not bugs, so they never reach the user as "Unexpected error" (exit 1).
 */
export function inputProblem(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as NodeJS.ErrnoException).code;
  if (error instanceof RangeError && /Maximum call stack size exceeded/.test(error.message)) {
    return 'the input is nested too deeply to process.';
  }
  if (
    code === 'ERR_STRING_TOO_LONG' ||
    (error instanceof RangeError &&
      /Invalid (string|array|typed array) length|allocation failed/i.test(error.message))
  ) {
    return 'the input is too large to process in memory; give a smaller document.';
  }
  if (code === 'ERR_ENCODING_INVALID_ENCODED_DATA') return 'the input is not valid UTF-8.';
  if (error instanceof SyntaxError) return `the input could not be parsed: ${error.message}`;
  return undefined;
}

/**
 * What the system refused (a full disk, a read-only file system, no permission, an I/O error), as one line: the
 * machine's state, not a bug, so it is not "Unexpected error". Node writes `ENOSPC: no space left on device, write`;
 * this reads `no space left on device (ENOSPC, write)`, with the path when Node names one.
 */
function systemProblem(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code, syscall, path } = error as NodeJS.ErrnoException;
  if (typeof code !== 'string' || typeof syscall !== 'string' || !/^E[A-Z0-9]+$/.test(code)) return undefined;
  const what = new RegExp(`^${code}: (.+?), ${syscall}\\b`).exec(error.message)?.[1] ?? error.message;
  return `${what}${path ? `: ${path}` : ''} (${code}, ${syscall}).`;
}

/** The error's line (and hint) on ctx's stderr, as every command reports it; returns the exit code. */
export function reportError(
  error: unknown,
  ctx: CliContext,
  argv: readonly string[],
  commands: CommandLoaders = commandModules,
): number {
  const code = exitCodeFor(error);
  if (error instanceof CommanderError) {
    // Help or version was printed, or commander already printed help for a command needing a subcommand.
    if (code === ExitCode.ok || error.code === 'commander.help') return code;
    const [message = '', ...rest] = error.message.replace(/^error: /, '').split('\n');
    const suggestion = /\(Did you mean (.+)\?\)/.exec(rest.join(' '));
    const name = commandNameIn(argv);
    const helpFor =
      name !== undefined && loaderIn(commands, name) ? `toolbox ${name} --help` : 'toolbox --help';
    writeError(ctx, message, suggestion ? `Did you mean ${suggestion[1]}?` : `See '${helpFor}'.`);
    return code;
  }
  const missing = missingOptionalPackage(error);
  if (missing !== undefined) {
    const { message, hint } = missingOptionalMessage(missing);
    writeError(ctx, message, hint);
    if (ctx.env.TOOLBOX_DEBUG === '1' && error instanceof Error && error.stack) ctx.warn(error.stack);
    return ExitCode.failed;
  }
  const problem = inputProblem(error) ?? systemProblem(error);
  if (problem !== undefined) {
    writeError(ctx, problem, undefined);
    if (ctx.env.TOOLBOX_DEBUG === '1' && error instanceof Error && error.stack) ctx.warn(error.stack);
    return ExitCode.failed;
  }
  if (isFetchFailure(error)) {
    const cause = error.cause as { code?: string; message?: string } | undefined;
    writeError(
      ctx,
      `could not reach the API (${cause?.code ?? cause?.message ?? 'network error'})`,
      'Check --api-url or TOOLBOX_API_URL, and your connection.',
    );
  } else if (error instanceof Error) {
    const known = exitCodeByError.some(([type]) => error instanceof type);
    const hint = (error as { hint?: unknown }).hint;
    writeError(
      ctx,
      error.message,
      typeof hint === 'string'
        ? hint
        : known
          ? undefined
          : 'Unexpected error; TOOLBOX_DEBUG=1 shows details.',
    );
  } else {
    writeError(ctx, String(error), undefined);
  }
  if (ctx.env.TOOLBOX_DEBUG === '1' && error instanceof Error && error.stack) ctx.warn(error.stack);
  return code;
}

/** The one error line (and hint): whatever a message quotes (a server's text, a file name) is made terminal-safe. */
function writeError(ctx: CliContext, message: string, hint: string | undefined) {
  ctx.warn(`toolbox: ${terminalText(message.replace(/\s*\n\s*/g, ' ')).trim()}`);
  if (hint) ctx.warn(terminalText(hint, { multiline: true }));
}

/** Runs `toolbox` with these arguments (without node and the script) and returns the exit code. */
export async function main(
  argv: readonly string[],
  ctx: CliContext,
  commands: CommandLoaders = commandModules,
): Promise<number> {
  const run: Run = { exitCode: ExitCode.ok, loadCommand: async (name) => loaderIn(commands, name)?.() };
  try {
    const program = await buildProgram(argv, ctx, commands, run);
    if (argv.length === 0) {
      program.outputHelp();
      return ExitCode.ok;
    }
    await program.parseAsync(argv, { from: 'user' });
    return run.exitCode;
  } catch (error) {
    return reportError(error, ctx, argv, commands);
  }
}
