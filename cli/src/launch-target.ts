/**
 * Which bundle the launcher starts for an argv: `version` is answered by the launcher itself, `commit-lint`
 * is the hook's `toolbox commit lint FILE` (a file, no flags: stdin, --from and the global flags take the full
 * CLI), `cli` is everything else.
 */
export type LaunchTarget = 'version' | 'commit-lint' | 'cli';

export function launchTarget(argv: readonly string[]): LaunchTarget {
  if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) return 'version';
  if (argv.length === 3 && argv[0] === 'commit' && argv[1] === 'lint' && !argv[2]!.startsWith('-'))
    return 'commit-lint';
  return 'cli';
}
