// `toolbox preset save NAME COMMAND --flag value…`: the tool command's own flags, parsed by its own flag table
// (so a misspelt flag or a value outside its choices is refused as the command refuses it), become the inputs.

import type { JsonObject, JsonValue } from '@toolbox/core/account';
import { Command, CommanderError } from 'commander';
import type { CommandModule } from '../../command-module';
import { UsageError } from '../../errors';
import { entryOf, type FlagSpec, neverInPreset } from '../../flag-table';

/** A parsed flag value as the web page keeps it: numbers as numbers, lists as lists. */
function jsonValue(spec: FlagSpec, value: unknown): JsonValue | undefined {
  if ('number' in spec && typeof value === 'string') {
    const n = Number(value);
    return value.trim() !== '' && Number.isFinite(n) ? n : value;
  }
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' || typeof value === 'boolean' ? value : undefined;
}

/** What `preset save` keeps, and the flags given that a preset never holds (where to write, push, a secret). */
export interface SavedInputs {
  inputs: JsonObject;
  /** Their long spellings, as given: `--apply`, `--push`. */
  leftOut: string[];
}

/** The inputs `argv` gives `command` (a tool command with its own run): flags by table name, arguments by name. */
export async function presetInputs(
  command: string,
  given: readonly string[],
  loadCommand: (name: string) => Promise<CommandModule | undefined>,
): Promise<SavedInputs> {
  let commandModule = await loadCommand(command);
  let argv = given;
  // `preset save NAME sql format --keyword-case lower`: a subcommand's flags, saved for its tool.
  const sub = argv[0] === undefined ? undefined : commandModule?.subcommands?.[argv[0]];
  if (sub && !commandModule?.run) {
    commandModule = sub;
    argv = argv.slice(1);
  }
  if (!commandModule?.run) {
    const names = Object.keys(commandModule?.subcommands ?? {}).join(', ');
    throw new UsageError(
      `toolbox ${command} is a group of subcommands: name one (${names}) before its flags.`,
    );
  }
  const cmd = new Command(command).exitOverride().configureOutput({ writeOut: () => {}, writeErr: () => {} });
  commandModule.configure(cmd);
  try {
    cmd.parse([...argv], { from: 'user' });
  } catch (error) {
    // A preset may leave out what the command line will give (the file, the text): only bad flags are refused.
    if (!(error instanceof CommanderError)) throw error;
    if (error.code !== 'commander.missingArgument') {
      throw new UsageError(`toolbox ${command}: ${error.message.replace(/^error: /, '')}`);
    }
  }
  const inputs: JsonObject = {};
  const leftOut = new Set<string>();
  for (const option of cmd.options) {
    const entry = entryOf(option);
    const key = option.attributeName();
    if (!entry || cmd.getOptionValueSource(key) !== 'cli') continue;
    if (neverInPreset(entry.name, entry.spec)) {
      leftOut.add(option.long ?? option.flags);
      continue;
    }
    const value = jsonValue(entry.spec, cmd.getOptionValue(key));
    if (value !== undefined) inputs[entry.name] = value;
  }
  cmd.registeredArguments.forEach((argument, i) => {
    if (i >= cmd.args.length) return;
    inputs[argument.name()] = argument.variadic ? cmd.args.slice(i) : (cmd.args[i] ?? '');
  });
  return { inputs, leftOut: [...leftOut] };
}
