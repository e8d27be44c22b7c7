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
import { type Command, Option } from 'commander';
import type { ParsedCommand } from './command-module';
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
}

/** A boolean switch (`--force`, `--no-shadow`), a text value (`--title <text>`) or an optional one (`[file]`). */
export interface TextSpec extends CommonSpec {
  default?: string;
}

/** One of `choices`: commander checks it, completion offers them, help lists them. */
export interface ChoiceSpec extends CommonSpec {
  choices: readonly string[];
  default?: string;
}

/** A number within `number`'s rule (checked when read, so the message names the flag and the range). */
export interface NumberSpec extends CommonSpec {
  number: Omit<NumberRule, 'fallback'>;
  default?: number;
}

/** Repeatable values: 'split' also splits each on commas (`--tz a,b --tz c`), 'repeat' keeps each as typed. */
export interface ListSpec extends CommonSpec {
  list: 'split' | 'repeat';
  default?: readonly string[];
}

/** A text flag with a `--no-<name>` opposite (`--props TEXT` / `--no-props`); `negate` is the opposite's help. */
export interface NegatableSpec extends CommonSpec {
  negate: string;
}

export type FlagSpec = TextSpec | ChoiceSpec | NumberSpec | ListSpec | NegatableSpec;
export type FlagTable = Readonly<Record<string, FlagSpec>>;

/** `undefined` when the flag may be absent: it has no default and is not required. */
type Absent<S> = S extends { default: unknown } ? never : S extends { required: true } ? never : undefined;

/** The type of one flag's value, from its table entry. */
export type FlagValue<S extends FlagSpec> = S extends { choices: readonly (infer C)[] }
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

export type FlagValues<T extends FlagTable> = { -readonly [K in keyof T]: FlagValue<T[K]> };

export interface Flags<T extends FlagTable> {
  readonly table: T;
  /** Adds the table's options to `cmd` (after whatever arguments it declared) and returns it. */
  configure(cmd: Command): Command;
  /** The typed values of what commander parsed (defaults applied, so tests may pass only some flags). */
  read(parsed: ParsedCommand): FlagValues<T>;
}

/** Options made from a table; a test checks that every command's options are (flag-table.test.ts). */
const declared = new WeakSet<Option>();

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

function addFlag(cmd: Command, spec: FlagSpec) {
  // `--no-x` first: commander then defaults x to true, which `--x TEXT` replaces.
  if ('negate' in spec) {
    const negated = new Option(`--no-${new Option(spec.flag).name()}`, spec.negate);
    declared.add(negated);
    cmd.addOption(negated);
  }
  const option = optionFor(spec);
  cmd.addOption(option);
  for (const spelling of spec.aliases ?? []) {
    const alias = new Option(spelling, `same as ${option.long}`).hideHelp();
    if ('choices' in spec) alias.choices(spec.choices);
    if ('list' in spec) alias.argParser(collector(undefined));
    declared.add(alias);
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
      for (const spec of Object.values(table)) addFlag(cmd, spec);
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
      const f = readFlags({ flags, args: parsed.args });
      const values: Record<string, unknown> = {};
      for (const [name, spec] of Object.entries(table)) {
        const key = attributeOf(spec.flag);
        const raw = flags[key];
        if (spec.required && raw === undefined) throw new UsageError(`${flagName(key)} is required.`);
        if ('choices' in spec) {
          values[name] =
            spec.default === undefined
              ? f.choice(key, spec.choices)
              : f.choice(key, spec.choices, spec.default);
        } else if ('number' in spec) {
          values[name] =
            raw === undefined && spec.default === undefined
              ? undefined
              : f.number(key, { ...spec.number, fallback: spec.default });
        } else if ('list' in spec) {
          const list = spec.list === 'split' ? f.list(key) : f.repeated(key);
          values[name] = raw === undefined ? [...(spec.default ?? [])] : list;
        } else if ('negate' in spec) {
          values[name] = typeof raw === 'string' ? raw : raw !== false;
        } else if (/<[^>]*>/.test(spec.flag)) {
          values[name] = spec.default === undefined ? f.string(key) : f.string(key, spec.default);
        } else if (/\[[^\]]*\]/.test(spec.flag)) {
          values[name] = raw === true ? true : f.string(key);
        } else {
          values[name] = isNegated(spec.flag) ? raw !== false : raw === true;
        }
      }
      // Each value was read by the rule its entry's type names (FlagValue mirrors the branches above).
      return values as FlagValues<T>;
    },
  };
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
