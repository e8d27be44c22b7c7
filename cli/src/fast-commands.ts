/**
 * The small commands people run in scripts and loops (issue 43: each within 1.5x a bare `node -e 0`). The launcher
 * sends an argv naming one of them to dist/fast/commands.cjs (fast-entry.ts), one CommonJS file holding main.ts
 * and only these modules, so they start without the ES module loader, commander's chunk graph or the other
 * commands. The names are checked against commands/index.ts (fast-entry.ts's table is typed by it).
 */
export const FAST_COMMANDS = ['jwt', 'url', 'hash', 'cron', 'time', 'diff'] as const;

export type FastCommandName = (typeof FAST_COMMANDS)[number];

export function isFastCommand(name: string | undefined): name is FastCommandName {
  return (FAST_COMMANDS as readonly (string | undefined)[]).includes(name);
}
