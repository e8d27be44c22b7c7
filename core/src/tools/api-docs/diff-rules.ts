/** oasdiff's levels: ERR a breaking change, WARN one that may break clients, INFO one that does not. */
export type DiffLevel = 'ERR' | 'WARN' | 'INFO';
export const DIFF_LEVELS: readonly DiffLevel[] = ['ERR', 'WARN', 'INFO'];

/** What fails `--fail-on`: a breaking change, or a breaking change or a warning. */
export type FailOn = 'breaking' | 'warn';
export const FAIL_ON = ['breaking', 'warn'] as const;
