import type { Plugin } from 'vite';

/** A core tool's registry entry. */
const META = /[\\/]core[\\/]src[\\/]tools[\\/][^\\/]+[\\/]meta\.ts$/;
const COMMANDS = /cli:\s*\{\s*commands:\s*\[[^\]]*\]\s*\}/;

/** The meta's source with its command names dropped; the source as it is when it has no `cli` field. */
export function withoutCommandNames(code: string): string {
  if (!/\bcli:/.test(code)) return code;
  if (!COMMANDS.test(code)) throw new Error('its cli field is not `cli: { commands: [...] }`');
  return code.replace(COMMANDS, 'cli: { commands: [] }');
}

/**
 * The shell's registry without the `toolbox` command names (~0.2 KB gzipped of the shell, whose budget the
 * dashboard's first load shares): no page shows them; the dashboard only counts the tools that have a command.
 */
export function cliNamesUnused(): Plugin {
  return {
    name: 'toolbox:cli-names-unused',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!META.test(id)) return null;
      try {
        return { code: withoutCommandNames(code), map: null };
      } catch (error) {
        this.error(`${id}: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}
