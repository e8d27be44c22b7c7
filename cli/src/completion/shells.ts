/** The shells `toolbox completion` writes a script for; the launcher prints those scripts as built (build.mjs). */
export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];
