/**
 * Which bundle the launcher starts for an argv: `version` is answered by the launcher itself, as is `completion`
 * for a shell (the script build.mjs wrote by running the command), `commit-lint`
 * is the hook's `toolbox commit lint FILE` (a file, no flags: stdin, --from and the global flags take the full
 * CLI), `fast` is a small command (fast-commands.ts), `cli` is everything else.
 */
import { commandNameIn } from './command-name';
import { isShell } from './completion/shells';
import { isFastCommand } from './fast-commands';

export type LaunchTarget = 'version' | 'completion' | 'commit-lint' | 'fast' | 'cli';

export function launchTarget(argv: readonly string[]): LaunchTarget {
  if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) return 'version';
  // `eval "$(toolbox completion bash)"` runs at every shell start: the script is written at build time.
  if (argv.length === 2 && argv[0] === 'completion' && isShell(argv[1])) return 'completion';
  if (argv.length === 3 && argv[0] === 'commit' && argv[1] === 'lint' && !argv[2]!.startsWith('-'))
    return 'commit-lint';
  if (isFastCommand(commandNameIn(argv))) return 'fast';
  return 'cli';
}
