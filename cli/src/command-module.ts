import type { Command } from 'commander';
import type { CliContext } from './context';

/** One line of a command's "Examples:" help section. */
export interface Example {
  command: string;
  /** What it does, shown as a comment above the command. */
  description?: string;
}

/** What commander parsed for one command: its flags (camelCased) and its positional arguments. */
export interface ParsedCommand {
  flags: Record<string, unknown>;
  args: unknown[];
  /** The commander command that parsed them (its `parent` is the program). */
  command?: Command;
  /** `--preset NAME`: the account preset's inputs fill the flags not given on the command line (flag-table.ts). */
  preset?: PresetInputs;
}

/**
 * A saved preset as the flag reader uses it: its name (for messages) and the tool's inputs by flag name, as core's
 * readPreset gives them (checked against the tool's preset shape, flat, in the current version).
 */
export interface PresetInputs {
  name: string;
  inputs: Readonly<Record<string, unknown>>;
}

/**
 * A `toolbox` command (gh's flags -> options -> run(options, ctx)). A file in src/commands/ exports these as
 * named exports, so its module namespace satisfies the interface; subcommands are plain objects of this shape.
 */
export interface CommandModule<Options = unknown> {
  /** Help text; defaults to the registry tool's description (a one-line summary for `toolbox --help` lives in index.ts). */
  description?: string;
  /** Shown under "Examples:" in the command's --help; at least one. */
  examples: readonly Example[];
  /** Calls ctx.requireCredential() before run(). Default true; false only for commands CONTRACTS.md exempts. */
  needsSignIn?: boolean;
  /**
   * Names its own `--preset` flag keeps for built-in inputs (regex's pattern library); any other `--preset NAME`
   * is a preset saved in the account, as on every tool command.
   */
  builtInPresets?: readonly string[];
  /**
   * What running it changes beyond the files its `-o` names: 'writes' (a commit, the account), 'destructive' (it
   * deletes or replaces what was there: a release's tags and push, a project removed). Absent: it changes nothing.
   * `toolbox mcp` turns it into the tool's annotations (src/mcp/catalog.ts).
   */
  effects?: 'writes' | 'destructive';
  /**
   * With the arguments that ask for it, it reaches beyond this machine: a git remote or GitHub (`release --push`),
   * a database (`schema --db`), the account (`workspace --project`). The account's own commands need not say so.
   */
  reachesNetwork?: boolean;
  /** main.ts configures every command, not only this one, before parsing (`toolbox completion` walks them all). */
  needsAllCommands?: boolean;
  /** Declares arguments and flags. Light: must not import ink, react, @napi-rs/canvas or other heavy code. */
  configure(cmd: Command): void;
  /**
   * Flags -> typed options; throw UsageError for invalid combinations. Default: `{ ...flags, args }`.
   * Tests call it directly to check parsing (gh's TestNewCmd).
   */
  toOptions?(parsed: ParsedCommand): Options;
  /**
   * Does the work. Returns an exit code (default 0) or throws a typed error; await-imports heavy deps.
   * Omitted only by a command that is just a group of subcommands (`toolbox hooks` alone shows help, exit 2).
   */
  run?(
    options: Options,
    ctx: CliContext,
    /** Another command's module by its name (main.ts's table: a command never imports it, which would be a cycle). */
    loadCommand?: (name: string) => Promise<CommandModule | undefined>,
    // biome-ignore lint/suspicious/noConfusingVoidType: lets an async run() end without `return`
  ): Promise<number | void>;
  /** `toolbox <command> <sub>`: e.g. commit's `lint`, hooks' `install`/`uninstall`. */
  subcommands?: Readonly<Record<string, CommandModule>>;
}
