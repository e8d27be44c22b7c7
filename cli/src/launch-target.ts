/**
 * Which bundle the launcher starts for an argv: `version` is answered by the launcher itself, `commit-lint`
 * is the hook's `toolbox commit lint FILE` (a file, no flags: stdin, --from and the global flags take the full
 * CLI), `fast` is a small command (fast-commands.ts), `cli` is everything else.
 */
import { commandNameIn } from './command-name';
import { isFastCommand } from './fast-commands';

export type LaunchTarget = 'version' | 'commit-lint' | 'fast' | 'cli';

export function launchTarget(argv: readonly string[]): LaunchTarget {
  if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) return 'version';
  if (argv.length === 3 && argv[0] === 'commit' && argv[1] === 'lint' && !argv[2]!.startsWith('-'))
    return 'commit-lint';
  if (isFastCommand(commandNameIn(argv))) return 'fast';
  return 'cli';
}
