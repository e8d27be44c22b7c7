/**
 * The command an argv asks for, read without parsing flags: main.ts builds only that command.
 */

/** Global options that take a value: skipped when looking for the command name in argv. */
const valueOptions = new Set(['--api-url', '--anon-key', '--max-input-size']);

/** The command argv asks for (`toolbox [globals] <name> ...` or `toolbox help <name>`), without parsing flags. */
export function commandNameIn(argv: readonly string[]): string | undefined {
  return commandPathIn(argv)[0];
}

/**
 * The command and the word after it (a subcommand, or the command's first argument): `toolbox [globals] <name>
 * <word> ...`; `toolbox help <name>` is the command alone.
 */
function commandPathIn(argv: readonly string[]): [name?: string, word?: string] {
  const positionals: string[] = [];
  for (let i = 0; i < argv.length && positionals.length < 2; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      const next = argv[i + 1];
      if (next !== undefined) positionals.push(next);
      break;
    }
    if (valueOptions.has(arg)) i++;
    else if (!arg.startsWith('-')) positionals.push(arg);
  }
  if (positionals[0] === 'help') return positionals[1] === undefined ? [] : [positionals[1]];
  return positionals as [string?, string?];
}
