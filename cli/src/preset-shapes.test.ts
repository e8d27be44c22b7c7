import { PRESET_SHAPES, type PresetKind } from '@toolbox/core/presets';
import { tools } from '@toolbox/core/registry';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import type { CommandModule } from './command-module';
import { loaderFor } from './commands/index';
import { entryOf, type FlagSpec, neverInPreset } from './flag-table';

// Core's preset shape of each tool (core/src/presets/shapes.ts) is what `preset save` writes and `--preset` reads:
// every flag and argument a preset may fill must be there with a kind its value takes, and a flag holding a
// secret must be one the shape never keeps. A new flag, a renamed one or a changed type fails here.

/** The kinds `preset save` writes for a flag (preset-inputs.ts), and the reader must accept. */
function kindsOf(spec: FlagSpec): PresetKind[] {
  if ('list' in spec) return ['list'];
  if ('negate' in spec) return ['text', 'boolean'];
  if ('number' in spec) return ['number'];
  if ('choices' in spec || /<[^>]*>/.test(spec.flag)) return ['text'];
  if (/\[[^\]]*\]/.test(spec.flag)) return ['text', 'boolean'];
  return ['boolean'];
}

function commandsOf(module: CommandModule, name: string): [string, CommandModule][] {
  const own: [string, CommandModule][] = module.run ? [[name, module]] : [];
  return [
    ...own,
    ...Object.entries(module.subcommands ?? {}).flatMap(([sub, child]) =>
      commandsOf(child, `${name} ${sub}`),
    ),
  ];
}

describe("each tool command's flags are in its tool's preset shape", () => {
  it.each(tools.filter((tool) => tool.cli).map((tool) => [tool.id, tool.cli?.commands ?? []] as const))(
    '%s',
    async (toolId, commandNames) => {
      const shape: Readonly<Record<string, PresetKind | readonly PresetKind[]>> =
        PRESET_SHAPES[toolId].fields;
      const kinds = (name: string) => {
        const kind = Object.hasOwn(shape, name) ? shape[name] : undefined;
        return kind === undefined ? [] : typeof kind === 'string' ? [kind] : [...kind];
      };
      const wrong: string[] = [];
      for (const commandName of commandNames) {
        const loaded = await loaderFor(commandName)?.();
        for (const [name, module] of commandsOf(loaded as CommandModule, commandName)) {
          const cmd = new Command(name);
          module.configure(cmd);
          for (const option of cmd.options) {
            const entry = entryOf(option);
            if (!entry) continue;
            const { name: field, spec } = entry;
            if (spec.effect === 'credential') {
              if (!kinds(field).includes('secret'))
                wrong.push(`${name} ${option.long}: a secret the shape keeps`);
            } else if (!neverInPreset(field, spec)) {
              const missing = kindsOf(spec).filter((kind) => !kinds(field).includes(kind));
              if (missing.length > 0) wrong.push(`${name} ${option.long} (${field}): shape lacks ${missing}`);
            }
          }
          for (const argument of cmd.registeredArguments) {
            const kind = argument.variadic ? 'list' : 'text';
            if (!kinds(argument.name()).includes(kind))
              wrong.push(`${name} <${argument.name()}>: shape lacks ${kind}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    },
    60_000,
  );
});
