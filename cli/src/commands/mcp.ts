import type { CommandModule, Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { defineFlags } from '../flag-table';

export const description =
  'Serve every tool to an AI coding agent: a Model Context Protocol server on stdio (claude mcp add toolbox -- toolbox mcp).';

/** Each tool call checks the sign-in itself: a signed-out call is that tool's error, not a server that will not start. */
export const needsSignIn = false;

export const examples: readonly Example[] = [
  { command: 'claude mcp add toolbox -- toolbox mcp', description: 'Claude Code' },
  { command: 'toolbox mcp --list', description: 'the tools and their input schemas, for people' },
  { command: 'toolbox mcp --toolsets converters,account', description: 'only these groups of tools' },
  { command: 'toolbox mcp --root ~/src/app', description: 'read and write only in this folder' },
];

const flags = defineFlags({
  list: {
    flag: '--list',
    description: 'print the tools and their schemas instead of serving (--json: all of it)',
  },
  toolsets: {
    flag: '--toolsets <names>',
    description:
      'only the tools of these groups: developer, project, supabase, converters, utilities, account (default: all)',
    list: 'split',
  },
  root: {
    flag: '--root <dir>',
    description: 'the one folder tools read and write in (default: the client’s roots, else this folder)',
  },
  timeout: {
    flag: '--timeout <seconds>',
    description: 'stop a tool call that runs longer',
    number: { min: 1, max: 86_400 },
    default: 300,
  },
});

export const configure = flags.configure;

export type McpOptions = ReturnType<typeof flags.read>;

export function toOptions(parsed: ParsedCommand): McpOptions {
  return flags.read(parsed);
}

export async function run(
  options: McpOptions,
  ctx: CliContext,
  loadCommand: (name: string) => Promise<CommandModule | undefined> = async () => undefined,
) {
  const { TOOLSETS } = await import('../mcp/toolsets');
  const { UsageError } = await import('../errors');
  const unknown = options.toolsets.filter(
    (name) => name !== 'all' && !(TOOLSETS as readonly string[]).includes(name),
  );
  if (unknown.length > 0)
    throw new UsageError(
      `--toolsets: no toolset ${unknown.join(', ')}; the toolsets are ${TOOLSETS.join(', ')}.`,
    );
  if (options.list) {
    const { printTools } = await import('../mcp/list');
    await printTools(ctx, options.toolsets, loadCommand);
    return;
  }
  const { serve } = await import('../mcp/server');
  await serve(ctx, { toolsets: options.toolsets, root: options.root, timeout: options.timeout, loadCommand });
}
