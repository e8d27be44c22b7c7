import { PRESET_VERSION_KEY } from '@toolbox/core/presets';
import type { Command } from 'commander';
import type { CommandModule, Example, ParsedCommand } from '../../command-module';
import { UsageError } from '../../errors';
import { defineFlags } from '../../flag-table';
import { readFlags } from '../../flags';
import { printText } from '../../output/print-text';
import { destinationFlags, destinationFor, destinationOf, teamFlag, teamIdFor } from './team-flag';

export const description =
  'Presets in your account: a tool’s inputs saved under a name, used by `--preset NAME` on any tool command and by the web page’s "Load preset".';

export const examples: readonly Example[] = [
  {
    command: 'toolbox preset save brand og --theme dark --template product --emoji "⚡"',
    description: 'the flags given become the OG tool’s preset "brand"',
  },
  { command: 'toolbox og --preset brand --title "Launch week" -o img', description: 'flags given still win' },
  { command: 'toolbox preset list' },
  { command: 'toolbox preset rm brand --tool og' },
];

export function configure() {}

const toolFlag = {
  tool: {
    flag: '--tool <command>',
    description: 'only this tool’s presets (a command such as og, or a tool id)',
  },
} as const;

/** `og` or `og-generator` -> the tool id; a usage error naming the commands otherwise. */
async function toolIdFor(ref: string): Promise<string> {
  const { findTool, toolForCommand } = await import('@toolbox/core/registry');
  const tool = toolForCommand(ref) ?? findTool(ref);
  if (!tool) throw new UsageError(`"${ref}" is not a tool command.`, { hint: 'toolbox list shows them.' });
  return tool.id;
}

async function account() {
  const [{ withAccount }, { terminalJson, terminalText }] = await Promise.all([
    import('../../platform/account'),
    import('../../terminal-text'),
  ]);
  return { withAccount, terminalJson, terminalText };
}

/** `title=Launch theme=dark`: a preset's inputs on one line, long values cut (its version stamp left out). */
export function inputsLine(inputs: Readonly<Record<string, unknown>>): string {
  return Object.entries(inputs)
    .filter(([key]) => key !== PRESET_VERSION_KEY)
    .map(([key, value]) => {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      return `${key}=${text.length > 30 ? `${text.slice(0, 29)}…` : text}`;
    })
    .join(' ');
}

const listFlags = defineFlags({ ...toolFlag, ...teamFlag });

const list: CommandModule<{ tool: string | undefined; team: string | undefined }> = {
  description: 'List your presets (or a team’s): name, tool, inputs, last change.',
  examples: [
    { command: 'toolbox preset list' },
    { command: 'toolbox preset list --tool og --json' },
    { command: 'toolbox preset list --team acme' },
  ],
  configure: listFlags.configure,
  toOptions: listFlags.read,
  async run(options, ctx) {
    const { withAccount, terminalJson, terminalText } = await account();
    const toolId = options.tool === undefined ? undefined : await toolIdFor(options.tool);
    const team = await teamIdFor(ctx, options.team);
    const presets = await withAccount(ctx, (client) => client.listPresets(toolId, { team }));
    if (ctx.json) {
      ctx.print(terminalJson({ presets }));
      return;
    }
    const [{ formatTable }, { createStyle }] = await Promise.all([
      import('../../output/table'),
      import('../../output/style'),
    ]);
    const rows = presets.map((preset) =>
      [preset.name, preset.tool_id, inputsLine(preset.inputs), preset.updated_at].map((cell) =>
        terminalText(cell),
      ),
    );
    printText(
      ctx,
      formatTable(['NAME', 'TOOL', 'INPUTS', 'UPDATED'], rows, {
        tty: ctx.isTTY,
        style: createStyle(ctx.color),
      }),
    );
  },
};

const saveFlags = defineFlags({
  force: { flag: '-f, --force', description: 'replace the preset of that name if it exists' },
  ...teamFlag,
});

export interface SaveOptions {
  name: string;
  command: string;
  /** The tool command's flags and arguments, as typed. */
  argv: string[];
  force: boolean;
  /** The team to save it for (editors and owners), by name or id. */
  team: string | undefined;
}

const save: CommandModule<SaveOptions> = {
  effects: 'writes',
  description:
    'Save a tool’s inputs as a preset: the flags (and arguments) given after the command, checked as that command checks them. Where to write, push or publish (-o, --apply, --push, --remote…), --force, --git and secrets are never saved.',
  examples: [
    { command: 'toolbox preset save brand og --theme dark --template product' },
    { command: 'toolbox preset save team commit --scope api --format conventional' },
    { command: 'toolbox preset save brand og --theme light --force', description: 'replace it' },
    { command: 'toolbox preset save brand --team acme og --theme dark', description: 'the team’s, for CI' },
  ],
  configure(cmd: Command) {
    saveFlags.configure(
      cmd
        .argument('<name>', 'the preset’s name')
        .argument('<command>', 'the tool command, e.g. og')
        .argument('[flags...]', 'that command’s flags and arguments')
        .allowUnknownOption(),
    );
  },
  toOptions(parsed: ParsedCommand) {
    const f = readFlags(parsed);
    const [name, command, ...argv] = f.args();
    if (!name?.trim() || !command) throw new UsageError('give a preset name and a tool command.');
    return { name: name.trim(), command, argv, ...saveFlags.read(parsed) };
  },
  async run(options, ctx, loadCommand) {
    if (!loadCommand) throw new Error('preset save runs from main(), which loads the command it saves for.');
    const toolId = await toolIdFor(options.command);
    const [{ presetInputs }, { writePreset }] = await Promise.all([
      import('./preset-inputs'),
      import('@toolbox/core/presets'),
    ]);
    const given = await presetInputs(options.command, options.argv, loadCommand);
    if (given.leftOut.length > 0) {
      ctx.warn(
        `not saved in the preset: ${given.leftOut.join(', ')} (where to write, push or publish, and secrets, are given on each run)`,
      );
    }
    const { inputs, leftOut } = writePreset(options.name, toolId, given.inputs);
    for (const line of leftOut) ctx.warn(line);
    if (Object.keys(inputs).every((key) => key === PRESET_VERSION_KEY)) {
      throw new UsageError(
        `give the ${options.command} flags to save, e.g. toolbox preset save ${options.name} ${options.command} --flag value.`,
      );
    }
    const { withAccount, terminalJson, terminalText } = await account();
    const { AccountConflictError } = await import('@toolbox/core/account');
    const { ToolInputError } = await import('@toolbox/core/errors');
    const team = await teamIdFor(ctx, options.team);
    const { preset, replaced } = await withAccount(ctx, async (client) => {
      try {
        return {
          preset: await client.createPreset({ tool_id: toolId, name: options.name, inputs }, { team }),
          replaced: false,
        };
      } catch (error) {
        if (!(error instanceof AccountConflictError && error.current.kind === 'preset')) throw error;
        const current = error.current.row;
        if (!options.force) {
          throw Object.assign(
            new ToolInputError(
              `preset "${options.name}" for ${options.command} exists (${inputsLine(current.inputs)}; changed ${current.updated_at}).`,
            ),
            { hint: 'Add --force to replace it.' },
          );
        }
        const updated = await client.updatePreset(current.id, { version: current.version, inputs });
        return { preset: updated, replaced: true };
      }
    });
    if (ctx.json) ctx.print(terminalJson({ preset, replaced }));
    else {
      ctx.print(
        `${replaced ? 'Replaced' : 'Saved'} preset "${terminalText(preset.name)}" for ${options.command}: ${terminalText(inputsLine(preset.inputs))}`,
      );
    }
  },
};

const nameFlags = defineFlags({ ...toolFlag, ...teamFlag });

interface NamedPreset {
  name: string;
  tool: string | undefined;
  team: string | undefined;
}

function namedPreset(parsed: ParsedCommand): NamedPreset {
  const name = readFlags(parsed).arg(0)?.trim();
  if (!name) throw new UsageError('give a preset name.');
  return { name, ...nameFlags.read(parsed) };
}

/** The one preset of that name (of that tool with --tool), or exit 1 saying why not. */
async function onePreset(ctx: Parameters<NonNullable<CommandModule['run']>>[1], options: NamedPreset) {
  const { withAccount } = await account();
  const { ToolInputError } = await import('@toolbox/core/errors');
  const toolId = options.tool === undefined ? undefined : await toolIdFor(options.tool);
  const team = await teamIdFor(ctx, options.team);
  const presets = await withAccount(ctx, (client) => client.listPresets(toolId, { team }));
  const found = presets.filter((preset) => preset.name === options.name);
  if (found.length === 0)
    throw new ToolInputError(
      `no preset "${options.name}"${toolId ? ` for ${toolId}` : ''}${options.team ? ` in team ${options.team}` : ''}.`,
    );
  if (found.length > 1) {
    throw Object.assign(
      new ToolInputError(
        `${found.length} tools have a preset "${options.name}": ${found.map((p) => p.tool_id).join(', ')}.`,
      ),
      { hint: 'Give --tool COMMAND.' },
    );
  }
  return found[0]!;
}

const show: CommandModule<NamedPreset> = {
  description: 'Print a preset’s inputs as JSON.',
  examples: [{ command: 'toolbox preset show brand' }],
  configure: (cmd) => nameFlags.configure(cmd.argument('<name>', 'the preset’s name')),
  toOptions: namedPreset,
  async run(options, ctx) {
    const preset = await onePreset(ctx, options);
    const { terminalJson } = await account();
    ctx.print(terminalJson(ctx.json ? preset : preset.inputs));
  },
};

const rm: CommandModule<NamedPreset> = {
  effects: 'destructive',
  description: 'Delete a preset.',
  examples: [{ command: 'toolbox preset rm brand' }, { command: 'toolbox preset rm brand --tool og' }],
  configure: (cmd) => nameFlags.configure(cmd.argument('<name>', 'the preset’s name')),
  toOptions: namedPreset,
  async run(options, ctx) {
    const preset = await onePreset(ctx, options);
    const { withAccount, terminalJson, terminalText } = await account();
    await withAccount(ctx, (client) => client.deletePreset(preset.id));
    if (ctx.json) ctx.print(terminalJson({ deleted: preset }));
    else ctx.print(terminalText(`Deleted preset "${preset.name}" (${preset.tool_id})`));
  },
};

const moveFlags = defineFlags({ ...toolFlag, ...teamFlag, ...destinationFlags });

interface MovePreset extends NamedPreset {
  /** The destination team's name or id, or null for the caller's own account. */
  to: string | null;
}

const move: CommandModule<MovePreset> = {
  effects: 'writes',
  description:
    'Move a preset between your account and a team: your own to a team you edit or own, or a team’s (you own the team) to your account or another team.',
  examples: [
    { command: 'toolbox preset move brand --tool og --to acme' },
    { command: 'toolbox preset move brand --team acme --personal', description: 'back to your account' },
  ],
  configure: (cmd) => moveFlags.configure(cmd.argument('<name>', 'the preset’s name')),
  toOptions(parsed) {
    const { to, personal } = moveFlags.read(parsed);
    return { ...namedPreset(parsed), to: destinationOf({ to, personal }) };
  },
  async run(options, ctx) {
    const preset = await onePreset(ctx, options);
    const destination = await destinationFor(ctx, options.to);
    const [{ withTeams }, { terminalJson, terminalText }] = await Promise.all([
      import('../../platform/account'),
      import('../../terminal-text'),
    ]);
    const moved = await withTeams(ctx, (client) =>
      client.movePreset(preset.id, destination.team, preset.version),
    );
    if (ctx.json) ctx.print(terminalJson({ preset: moved }));
    else ctx.print(terminalText(`Moved preset "${moved.name}" (${moved.tool_id}) to ${destination.shown}`));
  },
};

export const subcommands = { list, show, save, rm, move };
