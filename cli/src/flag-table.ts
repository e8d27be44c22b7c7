/**
 * A command's flags, declared once: one table gives commander its options (`configure`: spellings, help,
 * choices, defaults, hidden older spellings) and the command its typed values (`read`), the type inferred from
 * the table. A command's toOptions only maps those values to the core tool's options and checks combinations.
 *
 *   const flags = defineFlags({
 *     format: { flag: '--format <format>', description: 'image format', choices: IMAGE_FORMAT_NAMES, default: 'png' },
 *     quality: { flag: '--quality <n>', description: 'JPEG/WebP quality', number: { min: 1, max: 100 }, default: 92 },
 *     output: { flag: '-o, --output <dir>', description: 'folder to write to', default: '.', aliases: ['--out <dir>'] },
 *     force: { flag: '-f, --force', description: 'overwrite files that already exist' },
 *   });
 *   flags.read(parsed) // { format: 'png' | 'jpeg' | 'webp'; quality: number; output: string; force: boolean }
 *
 * What a value is follows from its entry: `choices` -> one of them; `number` -> a checked number; `list` ->
 * string[] (repeatable; 'split' also splits on commas); `negate` -> the text, false for `--no-<name>`, else true;
 * otherwise the spelling: `<value>` -> string, `[value]` -> string or true, no value -> boolean (`--no-x`: true
 * unless given). A value that can be absent (no `default`, not `required`) may be undefined.
 * Reads go through readFlags (./flags.ts), so a wrong value is a UsageError (exit 2) naming the flag as typed.
 */
import { ToolInputError } from '@toolbox/core/errors';
import { type Command, Option } from 'commander';
import type { CommandModule, ParsedCommand, PresetInputs } from './command-module';
import { UsageError } from './errors';
import { flagName, type NumberRule, readFlags } from './flags';

interface CommonSpec {
  /** Commander's spelling: `-o, --output <file>`, `--v7`, `--no-shadow`, `--from-package [file]`. */
  flag: string;
  description: string;
  /** Older spellings that still work, hidden from --help and completion (`--out <dir>` for `--output <dir>`). */
  aliases?: readonly string[];
  /** Left out of --help and completion. */
  hidden?: boolean;
  /** Commander refuses the command without it (exit 2). */
  required?: boolean;
  /**
   * What giving it does beyond the tool's result, in CommandModule.effects' words ('writes': files, a commit;
   * 'destructive': a push, a publication), or 'credential' (its value holds a secret, a database URL's password).
   * Such a flag is never saved in a preset nor read from one (neverInPreset): a preset is a tool's inputs only.
   */
  effect?: NonNullable<CommandModule['effects']> | 'credential';
}

/** A boolean switch (`--force`, `--no-shadow`), a text value (`--title <text>`) or an optional one (`[file]`). */
export interface TextSpec extends CommonSpec {
  default?: string;
}

/** One of `choices`: commander checks it, completion offers them, help lists them. */
interface ChoiceSpec extends CommonSpec {
  choices: readonly string[];
  default?: string;
}

/** A number within `number`'s rule (checked when read, so the message names the flag and the range). */
interface NumberSpec extends CommonSpec {
  number: Omit<NumberRule, 'fallback'>;
  default?: number;
}

/** Repeatable values: 'split' also splits each on commas (`--tz a,b --tz c`), 'repeat' keeps each as typed. */
interface ListSpec extends CommonSpec {
  list: 'split' | 'repeat';
  default?: readonly string[];
}

/** A text flag with a `--no-<name>` opposite (`--props TEXT` / `--no-props`); `negate` is the opposite's help. */
interface NegatableSpec extends CommonSpec {
  negate: string;
}

export type FlagSpec = TextSpec | ChoiceSpec | NumberSpec | ListSpec | NegatableSpec;
export type FlagTable = Readonly<Record<string, FlagSpec>>;

/** `undefined` when the flag may be absent: it has no default and is not required. */
type Absent<S> = S extends { default: unknown } ? never : S extends { required: true } ? never : undefined;

/** The type of one flag's value, from its table entry. */
type FlagValue<S extends FlagSpec> = S extends { choices: readonly (infer C)[] }
  ? C | Absent<S>
  : S extends { number: object }
    ? number | Absent<S>
    : S extends { list: string }
      ? string[]
      : S extends { negate: string }
        ? string | boolean
        : S['flag'] extends `${string}<${string}`
          ? string | Absent<S>
          : S['flag'] extends `${string}[${string}`
            ? string | true | undefined
            : boolean;

type FlagValues<T extends FlagTable> = { -readonly [K in keyof T]: FlagValue<T[K]> };

export interface Flags<T extends FlagTable> {
  readonly table: T;
  /** Adds the table's options to `cmd` (after whatever arguments it declared) and returns it. */
  configure(cmd: Command): Command;
  /** The typed values of what commander parsed (defaults applied, so tests may pass only some flags). */
  read(parsed: ParsedCommand): FlagValues<T>;
}

/** Options made from a table; a test checks that every command's options are (flag-table.test.ts). */
const declared = new WeakSet<Option>();

/** Each table-made option's entry: its name in the table (the tool's input name) and its spec. */
const entries = new WeakMap<Option, { name: string; spec: FlagSpec }>();

/** The table entry an option was made from (older spellings and `--no-x` opposites give their flag's). */
export function entryOf(option: Option): { name: string; spec: FlagSpec } | undefined {
  return entries.get(option);
}

/** Whether a commander option came from a flag table. */
export function isDeclared(option: Option): boolean {
  return declared.has(option);
}

/** The camelCase key commander stores a spelling's value under (`--no-shadow` -> `shadow`). */
function attributeOf(flag: string): string {
  return new Option(flag).attributeName();
}

function isNegated(flag: string): boolean {
  return new Option(flag).negate;
}

/** Repeatable values: the first one given replaces the default (commander would append to it). */
function collector(initial: readonly string[] | undefined) {
  return (value: string, previous: unknown): string[] =>
    Array.isArray(previous) && previous !== initial ? [...previous, value] : [value];
}

function optionFor(spec: FlagSpec): Option {
  const option = new Option(spec.flag, spec.description);
  if ('choices' in spec) option.choices(spec.choices);
  if ('list' in spec) {
    const initial = spec.default === undefined ? undefined : [...spec.default];
    option.argParser(collector(initial));
    if (initial !== undefined) option.default(initial, initial.join(','));
  } else if ('default' in spec && spec.default !== undefined) option.default(spec.default);
  if (spec.required) option.makeOptionMandatory();
  if (spec.hidden) option.hideHelp();
  declared.add(option);
  return option;
}

function addFlag(cmd: Command, name: string, spec: FlagSpec) {
  // `--no-x` first: commander then defaults x to true, which `--x TEXT` replaces.
  if ('negate' in spec) {
    const negated = new Option(`--no-${new Option(spec.flag).name()}`, spec.negate);
    declared.add(negated);
    entries.set(negated, { name, spec });
    cmd.addOption(negated);
  }
  const option = optionFor(spec);
  entries.set(option, { name, spec });
  cmd.addOption(option);
  for (const spelling of spec.aliases ?? []) {
    const alias = new Option(spelling, `same as ${option.long}`).hideHelp();
    if ('choices' in spec) alias.choices(spec.choices);
    if ('list' in spec) alias.argParser(collector(undefined));
    declared.add(alias);
    entries.set(alias, { name, spec });
    cmd.addOption(alias);
    // Commander has checked and stored the alias's value by now: it becomes the flag's, unless the flag was given
    // by its own name (which wins whatever the order).
    cmd.on(`option:${alias.name()}`, () => {
      const key = option.attributeName();
      if (cmd.getOptionValueSource(key) === 'cli') return;
      cmd.setOptionValueWithSource(key, cmd.getOptionValue(alias.attributeName()), 'cli');
    });
  }
}

export function defineFlags<const T extends FlagTable>(table: T): Flags<T> {
  return {
    table,
    configure(cmd) {
      for (const [name, spec] of Object.entries(table)) addFlag(cmd, name, spec);
      return cmd;
    },
    read(parsed) {
      const flags = { ...parsed.flags };
      // A test (or an older caller) may give only an alias's key: it stands for the flag.
      for (const spec of Object.values(table)) {
        const key = attributeOf(spec.flag);
        for (const alias of spec.aliases ?? []) {
          const aliasKey = attributeOf(alias);
          if (flags[key] === undefined && flags[aliasKey] !== undefined) flags[key] = flags[aliasKey];
        }
      }
      const fromPreset = parsed.preset ? fillFromPreset(table, flags, parsed) : new Set<string>();
      const f = readFlags({ flags, args: parsed.args });
      const values: Record<string, unknown> = {};
      for (const [name, spec] of Object.entries(table)) {
        try {
          values[name] = readValue(f, attributeOf(spec.flag), spec, flags);
        } catch (error) {
          if (!(fromPreset.has(name) && error instanceof UsageError)) throw error;
          // The user did not type it: the saved preset holds a value this version of the command refuses.
          throw new ToolInputError(`preset "${parsed.preset?.name}": ${error.message}`);
        }
      }
      // Each value was read by the rule its entry's type names (FlagValue mirrors readValue's branches).
      return values as FlagValues<T>;
    },
  };
}

function readValue(
  f: ReturnType<typeof readFlags>,
  key: string,
  spec: FlagSpec,
  flags: Record<string, unknown>,
) {
  const raw = flags[key];
  if (spec.required && raw === undefined) throw new UsageError(`${flagName(key)} is required.`);
  if ('choices' in spec) {
    return spec.default === undefined
      ? f.choice(key, spec.choices)
      : f.choice(key, spec.choices, spec.default);
  }
  if ('number' in spec) {
    return raw === undefined && spec.default === undefined
      ? undefined
      : f.number(key, { ...spec.number, fallback: spec.default });
  }
  if ('list' in spec) {
    const list = spec.list === 'split' ? f.list(key) : f.repeated(key);
    return raw === undefined ? [...(spec.default ?? [])] : list;
  }
  if ('negate' in spec) return typeof raw === 'string' ? raw : raw !== false;
  if (/<[^>]*>/.test(spec.flag))
    return spec.default === undefined ? f.string(key) : f.string(key, spec.default);
  if (/\[[^\]]*\]/.test(spec.flag)) return raw === true ? true : f.string(key);
  return isNegated(spec.flag) ? raw !== false : raw === true;
}

/**
 * Flags about this machine and this run, never read from a preset nor saved in one: where to write, whether to
 * overwrite, whether to run git. A preset carries a tool's inputs, not leave to write files or make commits.
 */
const LOCAL_FLAGS: ReadonlySet<string> = new Set(['output', 'force', 'git', 'verify', 'project', 'preset']);

/** Whether a table entry is about this machine and this run (LOCAL_FLAGS, or a flag with an `effect`). */
export function neverInPreset(name: string, spec: FlagSpec): boolean {
  return LOCAL_FLAGS.has(name) || spec.effect !== undefined;
}

/** Whether the user typed this flag (with a parsing command: commander's value source; in tests: present). */
export function typed(parsed: ParsedCommand, key: string): boolean {
  return parsed.command
    ? parsed.command.getOptionValueSource(key) === 'cli'
    : parsed.flags[key] !== undefined;
}

/**
 * `--preset NAME`: each flag the command line did not give takes the preset's input of the same name (the table's
 * key, which is the tool's input name: `logoPosition`), when its type fits the flag; inputs of another shape (what
 * only the web page has, like an uploaded logo) are left out. Returns the names filled.
 */
function fillFromPreset(
  table: FlagTable,
  flags: Record<string, unknown>,
  parsed: ParsedCommand,
): Set<string> {
  const filled = new Set<string>();
  const inputs = parsed.preset?.inputs ?? {};
  for (const [name, spec] of Object.entries(table)) {
    const key = attributeOf(spec.flag);
    if (neverInPreset(name, spec) || !Object.hasOwn(inputs, name) || typed(parsed, key)) continue;
    const value = presetValue(spec, inputs[name]);
    if (value === undefined) continue;
    flags[key] = value;
    filled.add(name);
  }
  return filled;
}

/** A saved input as commander would have given the flag, or undefined when it cannot be that flag's value. */
function presetValue(spec: FlagSpec, value: unknown): unknown {
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' && Number.isFinite(value)
        ? String(value)
        : undefined;
  if ('list' in spec) {
    if (Array.isArray(value)) {
      const items = value.map((item) => presetValue({ flag: '--x <x>', description: '' }, item));
      return items.every((item) => typeof item === 'string') ? items : undefined;
    }
    return text;
  }
  if ('negate' in spec) return typeof value === 'boolean' ? value : text;
  if ('choices' in spec || 'number' in spec || /<[^>]*>/.test(spec.flag)) return text;
  if (/\[[^\]]*\]/.test(spec.flag)) return value === true ? true : text;
  return typeof value === 'boolean' ? value : undefined;
}

/** `--preset NAME` on every tool command (main.ts adds it): inputs saved in the account fill the flags not given. */
export const presetFlags = defineFlags({
  preset: {
    flag: '--preset <name>',
    description: 'take the flags not given from this preset saved in your account (toolbox preset list)',
  },
  team: {
    flag: '--team <team>',
    description:
      'with --preset: the preset of this team of yours (its name or id), as CI uses it with a member’s token',
  },
});

/**
 * The positional arguments a preset fills: each argument the command line left out takes the preset's input
 * named like it (`contrast`'s `foreground`); a variadic one takes a list.
 */
export function argumentsFromPreset(cmd: Command, args: readonly unknown[], preset: PresetInputs): unknown[] {
  const filled = [...args];
  const { inputs } = preset;
  cmd.registeredArguments.forEach((argument, i) => {
    const name = argument.name();
    if (cmd.args.length > i || !Object.hasOwn(inputs, name)) return;
    const value = presetValue(
      argument.variadic
        ? { flag: '--x <x>', description: '', list: 'repeat' }
        : { flag: '--x <x>', description: '' },
      inputs[name],
    );
    if (value !== undefined) filled[i] = argument.variadic && typeof value === 'string' ? [value] : value;
  });
  return filled;
}

/** `-o, --output <file>`: a command that prints to stdout unless given (writeOutput's target). */
export const outputFile = {
  flag: '-o, --output <file>',
  description: 'write to this file instead of stdout',
} as const satisfies TextSpec;

/** `-f, --force` beside `-o FILE`. */
export const forceOutput = {
  flag: '-f, --force',
  description: 'overwrite the -o file',
} as const satisfies TextSpec;

/**
 * `-o, --output <dir>`: a command that writes its files into a folder (writeFiles' target). `--out` was its
 * spelling before every command said `-o, --output`; it still works, hidden from help and completion.
 */
export function outputFolder(description: string) {
  return { flag: '-o, --output <dir>', description, aliases: ['--out <dir>'] } as const satisfies TextSpec;
}
