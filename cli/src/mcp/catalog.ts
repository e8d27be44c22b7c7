/**
 * The tools `toolbox mcp` offers, generated: every registry tool's commands and every command of its own
 * (commands/index.ts's `otherCommands`), walked like --help and completion walk them, each (sub)command one
 * operation whose input schema comes from its flag table and arguments (schema.ts). Nothing here names a tool.
 *
 * Grouping (at most 40 tools: Cursor sends only the first 40): a registry tool, or a command of its own, is one
 * MCP tool; when it has several commands, an `operation` field picks one (`dev-utilities`: uuid, slug, hash…).
 * The registry's small utilities (`utility: true`) are all one tool, `utilities`, however many there are.
 * The account's commands are one tool too, `account`. Operations that change something (a command's `effects`)
 * are a tool apart, so a read-only tool's annotations stay true: `changelog` and `release`, `account` and
 * `account_edit`.
 */
import type { ToolGroup } from '@toolbox/core/define-tool';
import { tools } from '@toolbox/core/registry';
import { Command } from 'commander';
import type { CommandModule } from '../command-module';
import { commandSummaries, otherCommands } from '../command-summaries';
import { presetFlags } from '../flag-table';
import { inputLimitFor } from '../input-limits';
import { commandSchema, type JsonSchema, type Param } from './schema';

/** Commands that are about this machine or a terminal, not a job: signing in, shell set-up, hooks, this server. */
const NOT_TOOLS: ReadonlySet<string> = new Set([
  'list',
  'completion',
  'login',
  'logout',
  'hooks',
  'mcp',
  'commit prepare',
]);

/** Flags a tool call never has: it never overwrites a file (the CLI's -f). */
const SKIPPED_FLAGS: ReadonlySet<string> = new Set(['force']);

export interface Operation {
  /** The command path: ['jwt', 'decode']. */
  path: string[];
  /** The registry tool it belongs to, for `preset`. */
  toolId?: string;
  description: string;
  examples: string[];
  needsSignIn: boolean;
  /** Bytes of `stdin` the command reads (its CLI input limit); absent when it reads no input. */
  inputLimit?: number;
  inputSchema: JsonSchema & { properties: Record<string, JsonSchema> };
  params: Param[];
  effects: 'reads' | 'files' | 'writes' | 'destructive';
  /** The command's `reachesNetwork`, or an account command. */
  network: boolean;
}

export interface CatalogTool {
  name: string;
  title: string;
  description: string;
  /** `--toolsets` picks by this: a registry group's id, or `account`. */
  toolset: string;
  inputSchema: JsonSchema;
  outputSchema: JsonSchema;
  annotations: {
    title: string;
    readOnlyHint: boolean;
    destructiveHint: boolean;
    idempotentHint: boolean;
    openWorldHint: boolean;
  };
  operations: Operation[];
}

/** Names every client accepts, short enough after a `mcp__toolbox__` prefix. */
export const TOOL_NAME = /^[a-z0-9_-]{1,40}$/;

const OUTPUT_SCHEMA: JsonSchema = {
  type: 'object',
  description:
    'What `toolbox <command> --json` prints: its JSON object as it is, a JSON array as { items }, plain text as { text }; files written, as { files } (also as content blocks).',
  additionalProperties: true,
};

function toolName(words: string): string {
  return words
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '_')
    .slice(0, 40);
}

/** The command's own `effects`, else the most its flags may do (their table's `effect`, a path they write). */
function effectOf(module: CommandModule, params: Param[]): Operation['effects'] {
  if (module.effects) return module.effects;
  const flagEffect = (effect: string) =>
    params.some((param) => param.kind === 'flag' && param.effect === effect);
  if (flagEffect('destructive')) return 'destructive';
  return flagEffect('writes') || params.some((param) => param.path !== 'none' && param.path !== 'input')
    ? 'files'
    : 'reads';
}

interface Owner {
  /** Its base name: the command (`og`), or the registry tool's id when it has several (`dev-utilities`). */
  base: string;
  title: string;
  description: string;
  toolset: string;
  commands: string[];
  /** The registry tool each command runs, for `preset`; none for a command of its own. */
  toolIds?: Record<string, string>;
}

const UTILITIES: Omit<Owner, 'commands' | 'toolIds'> = {
  base: 'utilities',
  title: 'Everyday utilities',
  description: 'Small everyday conversions, checks and generators; the `operation` field picks one.',
  toolset: 'utilities',
};

// The account's commands (whoami, projects, preset, share) are one tool and its `_edit` twin, as the utilities are
// one: each new account command would otherwise cost the 40 two more.
const ACCOUNT: Omit<Owner, 'commands'> = {
  base: 'account',
  title: 'Your Dev Toolbox account',
  description:
    'Your account through the data API: who is signed in, projects and their boards, tool presets, end-to-end encrypted share links, teams; the `operation` field picks one.',
  toolset: 'account',
};

function owners(): Owner[] {
  const list: Owner[] = [];
  const utilities: Owner = { ...UTILITIES, commands: [], toolIds: {} };
  for (const tool of tools) {
    const commands = [...(tool.cli?.commands ?? [])].filter((name) => !NOT_TOOLS.has(name));
    if (commands.length === 0) continue;
    const toolIds = Object.fromEntries(commands.map((command) => [command, tool.id]));
    if ('utility' in tool && tool.utility) {
      utilities.commands.push(...commands);
      Object.assign(utilities.toolIds!, toolIds);
      continue;
    }
    list.push({
      base: commands.length === 1 ? commands[0]! : tool.id,
      title: tool.title,
      description: tool.description,
      toolset: tool.group satisfies ToolGroup,
      commands,
      toolIds,
    });
  }
  if (utilities.commands.length > 0) list.push(utilities);
  const account: Owner = { ...ACCOUNT, commands: [] };
  for (const [name, meta] of Object.entries(otherCommands)) {
    if (NOT_TOOLS.has(name)) continue;
    if (meta.heading === 'Account') {
      account.commands.push(name);
      continue;
    }
    list.push({
      base: name,
      title: name,
      description: meta.description,
      toolset: 'project',
      commands: [name],
    });
  }
  if (account.commands.length > 0) list.push(account);
  return list;
}

/** A command's module by its name: the CLI's table, handed in (importing it from here would be a cycle). */
export type LoadCommand = (name: string) => Promise<CommandModule | undefined>;

async function operationsOf(owner: Owner, loadCommand: LoadCommand): Promise<Operation[]> {
  const operations: Operation[] = [];
  const walk = (path: string[], module: CommandModule) => {
    if (NOT_TOOLS.has(path.join(' '))) return;
    if (module.run) {
      const cmd = new Command(path.join(' '));
      module.configure(cmd);
      // main.ts gives every tool command `--preset NAME`; a tool call gets it the same way.
      const toolId = owner.toolIds?.[path[0]!];
      if (toolId !== undefined && !cmd.options.some((option) => option.long === '--preset'))
        presetFlags.configure(cmd);
      const { inputSchema, params } = commandSchema(cmd, SKIPPED_FLAGS);
      const reads = params.some((param) => param.path === 'input');
      if (reads) {
        inputSchema.properties.stdin = {
          type: 'string',
          description:
            'the document the command reads from standard input: give it with "-" (or nothing) where the CLI takes a file',
          maxLength: inputLimitFor(path.join(' '), undefined).bytes,
        };
      }
      const effects = effectOf(module, params);
      // A destructive command that can only plan (`release --dry-run`) plans unless the call says otherwise: nothing
      // is committed, tagged or pushed without the argument that asks for it.
      const plan = inputSchema.properties.dryRun;
      if (effects === 'destructive' && plan)
        inputSchema.properties.dryRun = {
          ...plan,
          default: true,
          description: `${String(plan.description)}; a tool call plans unless given false`,
        };
      operations.push({
        path,
        ...(toolId !== undefined ? { toolId } : {}),
        description:
          module.description ??
          (path.length === 1
            ? (commandSummaries[path[0] as keyof typeof commandSummaries] ?? owner.description)
            : owner.description),
        examples: module.examples.map((example) => example.command),
        needsSignIn: module.needsSignIn ?? true,
        ...(reads ? { inputLimit: inputLimitFor(path.join(' '), undefined).bytes } : {}),
        inputSchema,
        params,
        effects,
        network: owner.toolset === 'account' || module.reachesNetwork === true,
      });
    }
    for (const [name, sub] of Object.entries(module.subcommands ?? {})) walk([...path, name], sub);
  };
  for (const command of owner.commands) {
    const module = await loadCommand(command);
    if (module) walk([command], module);
  }
  return operations;
}

const changes = (operation: Operation) =>
  operation.effects === 'writes' || operation.effects === 'destructive';

function describe(owner: Owner, operations: Operation[]): string {
  const [only] = operations;
  // One operation of a tool with several commands (release beside changelog) is described by its own words.
  const lines = operations.length === 1 && owner.commands.length > 1 && only ? [] : [owner.description];
  if (operations.length === 1) {
    if (only && only.description !== owner.description) lines.push(only.description);
  } else {
    lines.push('operation:');
    for (const operation of operations) lines.push(`- ${operation.path.join(' ')}: ${operation.description}`);
  }
  const examples = operations.flatMap((operation) => operation.examples).slice(0, 4);
  if (examples.length > 0) lines.push(`CLI equivalents: ${examples.join(' ; ')}`);
  return lines.join('\n');
}

function groupSchema(operations: Operation[]): JsonSchema {
  if (operations.length === 1) return operations[0]!.inputSchema;
  const names = operations.map((operation) => operation.path.join(' '));
  return {
    type: 'object',
    properties: {
      operation: { type: 'string', enum: names, description: 'which command to run' },
      options: {
        type: 'object',
        description: "the operation's arguments and flags (each operation's schema below)",
      },
    },
    required: ['operation'],
    additionalProperties: false,
    allOf: operations.map((operation) => ({
      // `required`: without it an `if` holds when `operation` is missing, and every operation's options apply at once.
      if: { properties: { operation: { const: operation.path.join(' ') } }, required: ['operation'] },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then, never awaited
      then: { properties: { options: operation.inputSchema } },
    })),
  };
}

function toolFrom(owner: Owner, operations: Operation[], edit: boolean): CatalogTool {
  const name = toolName(
    operations.length === 1 ? operations[0]!.path.join('_') : edit ? `${owner.base}_edit` : owner.base,
  );
  const destructive = operations.some((operation) => operation.effects === 'destructive');
  const readOnly = operations.every((operation) => operation.effects === 'reads');
  const title =
    operations.length === 1 && owner.commands.length > 1
      ? `${owner.title}: ${operations[0]!.path.join(' ')}`
      : owner.title;
  return {
    name,
    title,
    description: describe(owner, operations),
    toolset: owner.toolset,
    inputSchema: groupSchema(operations),
    outputSchema: OUTPUT_SCHEMA,
    annotations: {
      title,
      readOnlyHint: readOnly,
      destructiveHint: destructive,
      // Reading is; a write is refused the second time (the file exists), a push finds a newer version.
      idempotentHint: readOnly,
      // The account's data API (projects, presets), a release's push, a live database: what the commands declare.
      openWorldHint: operations.some((operation) => operation.network),
    },
    operations,
  };
}

/** Every tool, in `toolbox --help`'s order of the registry. */
export async function buildCatalog(loadCommand: LoadCommand): Promise<CatalogTool[]> {
  const catalog: CatalogTool[] = [];
  for (const owner of owners()) {
    const operations = await operationsOf(owner, loadCommand);
    const reading = operations.filter((operation) => !changes(operation));
    const changing = operations.filter(changes);
    if (reading.length > 0) catalog.push(toolFrom(owner, reading, false));
    if (changing.length > 0) catalog.push(toolFrom(owner, changing, true));
  }
  return catalog;
}

/** The tools `--toolsets` asks for (all when none named). */
export function selectTools(catalog: readonly CatalogTool[], toolsets: readonly string[]): CatalogTool[] {
  return toolsets.length === 0 || toolsets.includes('all')
    ? [...catalog]
    : catalog.filter((tool) => toolsets.includes(tool.toolset));
}
