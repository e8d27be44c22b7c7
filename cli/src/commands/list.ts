import { type ToolGroup, toolGroups } from '@toolbox/core/define-tool';
import { tools } from '@toolbox/core/registry';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { defineFlags } from '../flag-table';
import { printText } from '../output/print-text';
import { createStyle } from '../output/style';
import { formatTable } from '../output/table';

export const needsSignIn = false;

export const examples: readonly Example[] = [
  { command: 'toolbox list' },
  { command: 'toolbox list --group project', description: 'only the Project Tools' },
  { command: "toolbox list --json | jq -r '.[].route'", description: 'machine-readable' },
];

const flags = defineFlags({
  group: {
    flag: '--group <group>',
    description: 'only tools in this group',
    choices: toolGroups.map((group) => group.id),
  },
});

export const configure = flags.configure;

export interface ListOptions {
  group: ToolGroup | undefined;
}

export function toOptions(parsed: ParsedCommand): ListOptions {
  return flags.read(parsed);
}

/** One line of `toolbox list --json`. */
export interface ListedTool {
  id: string;
  title: string;
  description: string;
  group: ToolGroup;
  /** The tool's page in the web app. */
  route: string;
  /** The `toolbox` commands that run it (commands/index.ts has a module for each, or it does not compile). */
  commands: string[];
}

export function listTools(group?: ToolGroup): ListedTool[] {
  return tools
    .filter((tool) => group === undefined || tool.group === group)
    .map((tool) => ({
      id: tool.id,
      title: tool.title,
      description: tool.description,
      group: tool.group,
      route: `/${tool.id}`,
      commands: [...(tool.cli?.commands ?? [])],
    }));
}

export async function run(options: ListOptions, ctx: CliContext) {
  const listed = listTools(options.group);
  if (ctx.json) {
    ctx.print(JSON.stringify(listed, null, 2));
    return;
  }
  const groupTitle = (id: ToolGroup) => toolGroups.find((group) => group.id === id)?.title ?? id;
  const rows = listed.map((tool) => [
    tool.id,
    tool.title,
    ctx.isTTY ? groupTitle(tool.group) : tool.group,
    tool.route,
    tool.commands.join(ctx.isTTY ? ', ' : ',') || (ctx.isTTY ? '-' : ''),
  ]);
  printText(
    ctx,
    formatTable(['ID', 'TITLE', 'GROUP', 'ROUTE', 'COMMANDS'], rows, {
      tty: ctx.isTTY,
      style: createStyle(ctx.color),
    }),
  );
}
