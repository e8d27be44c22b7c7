/**
 * `toolbox projects add-card | move-card | tick`: the board of a project in the account, a card at a time, as the web
 * app's Kanban board edits it. A change names the version it was read at (`projects show --json`): when someone
 * changed the card or sub-task since, the data API answers 409 (`--if-version`, as HTTP's If-Match; `--version` is
 * the program's) and nothing is overwritten (exit 1, with the
 * version it is at now).
 */
import {
  ADDED_COMPONENT_KIND,
  COMPONENT_DEFAULTS,
  COMPONENT_PRIORITIES,
  COMPONENT_STATUSES,
} from '@toolbox/core/account';
import type { Command } from 'commander';
import type { CommandModule, ParsedCommand } from '../../command-module';
import type { CliContext } from '../../context';
import { UsageError } from '../../errors';
import { defineFlags } from '../../flag-table';
import { readFlags } from '../../flags';

function argument(parsed: ParsedCommand, index: number, what: string): string {
  const value = readFlags(parsed).arg(index)?.trim();
  if (!value) throw new UsageError(`give ${what}.`);
  return value;
}

async function account() {
  const [{ withAccount }, { readProject }, { terminalJson, terminalText }, core, errors] = await Promise.all([
    import('../../platform/account'),
    import('./project-sync'),
    import('../../terminal-text'),
    import('@toolbox/core/account'),
    import('@toolbox/core/errors'),
  ]);
  return { withAccount, readProject, terminalJson, terminalText, ...core, ...errors };
}

/** The one card of the board by id or exact title (exit 1 when none or several). */
function pick<T extends { id: string; title: string }>(
  rows: readonly T[],
  ref: string,
  what: string,
  fail: (message: string) => Error,
): T {
  const byId = rows.find((row) => row.id === ref);
  if (byId) return byId;
  const named = rows.filter((row) => row.title === ref);
  if (named.length === 1) return named[0]!;
  throw fail(
    named.length > 1
      ? `${named.length} ${what}s are titled "${ref}": give its id (projects show --json).`
      : `no ${what} "${ref}".`,
  );
}

/** A 409 as one line: what changed, its version now, and how to go on. */
async function conflictLine(error: unknown, what: string, project: string): Promise<unknown> {
  const { AccountConflictError } = await import('@toolbox/core/account');
  const { ToolInputError } = await import('@toolbox/core/errors');
  if (!(error instanceof AccountConflictError)) return error;
  const row = error.current.row as { version?: number };
  return Object.assign(
    new ToolInputError(
      `${what} changed since the version you read (it is at version ${row.version ?? '?'} now); nothing was overwritten.`,
    ),
    {
      hint: `Read it again (toolbox projects show "${project}" --json) and repeat the change with its version.`,
    },
  );
}

const versionFlag = {
  flag: '--if-version <n>',
  description:
    'the version you read it at (projects show --json): a change made since is refused, not overwritten',
  number: { integer: true, min: 1 },
  required: true,
} as const;

const addFlags = defineFlags({
  title: { flag: '--title <text>', description: 'the card’s title', required: true },
  status: {
    flag: '--status <status>',
    description: 'its column',
    choices: COMPONENT_STATUSES,
    default: COMPONENT_DEFAULTS.status,
  },
  priority: { flag: '--priority <priority>', description: 'its priority', choices: COMPONENT_PRIORITIES },
  deadline: { flag: '--deadline <date>', description: 'due date, YYYY-MM-DD' },
  tags: { flag: '--tags <list>', description: 'tags, comma-separated', list: 'split' },
  description: { flag: '--description <text>', description: 'what it is about' },
  task: { flag: '--task <title>', description: 'a sub-task (repeatable)', list: 'repeat' },
});

type AddOptions = { project: string } & ReturnType<typeof addFlags.read>;

export const addCard: CommandModule<AddOptions> = {
  effects: 'writes',
  description: 'Add a card to a project’s board, with sub-tasks.',
  examples: [
    {
      command:
        'toolbox projects add-card Roadmap --title "Dark mode" --status "In Progress" --task "Colours" --task "Toggle"',
    },
  ],
  configure: (cmd: Command) => addFlags.configure(cmd.argument('<project>', 'project name or id')),
  toOptions: (parsed) => ({ project: argument(parsed, 0, 'a project name or id'), ...addFlags.read(parsed) }),
  async run(options, ctx: CliContext) {
    const { withAccount, readProject, terminalJson, terminalText } = await account();
    const card = await withAccount(ctx, async (client) => {
      const { project } = await readProject(client, options.project);
      return client.addComponent(project.id, {
        title: options.title,
        kind: ADDED_COMPONENT_KIND,
        status: options.status,
        ...(options.priority !== undefined ? { priority: options.priority } : {}),
        ...(options.deadline !== undefined ? { deadline: options.deadline } : {}),
        ...(options.tags.length > 0 ? { tags: options.tags } : {}),
        ...(options.description !== undefined ? { description: options.description } : {}),
        ...(options.task.length > 0 ? { sub_components: options.task.map((title) => ({ title })) } : {}),
      });
    });
    if (ctx.json) ctx.print(terminalJson({ card }));
    else
      ctx.print(
        `Added [${card.status}] ${terminalText(card.title)} (version ${card.version}, id ${card.id})`,
      );
  },
};

const moveFlags = defineFlags({
  status: {
    flag: '--status <status>',
    description: 'the column to move it to',
    choices: COMPONENT_STATUSES,
    required: true,
  },
  version: versionFlag,
});

type MoveOptions = { project: string; card: string } & ReturnType<typeof moveFlags.read>;

export const moveCard: CommandModule<MoveOptions> = {
  effects: 'writes',
  description: 'Move a card of a project’s board to another column, unless it changed since you read it.',
  examples: [{ command: 'toolbox projects move-card Roadmap "Dark mode" --status Complete --if-version 3' }],
  configure: (cmd: Command) =>
    moveFlags.configure(
      cmd.argument('<project>', 'project name or id').argument('<card>', 'card title or id'),
    ),
  toOptions: (parsed) => ({
    project: argument(parsed, 0, 'a project name or id'),
    card: argument(parsed, 1, 'a card title or id'),
    ...moveFlags.read(parsed),
  }),
  async run(options, ctx: CliContext) {
    const { withAccount, readProject, terminalJson, terminalText, ToolInputError } = await account();
    const card = await withAccount(ctx, async (client) => {
      const { components } = await readProject(client, options.project);
      const found = pick(components, options.card, 'card', (message) => new ToolInputError(message));
      try {
        return await client.updateComponent(found.id, { version: options.version, status: options.status });
      } catch (error) {
        throw await conflictLine(error, `card "${found.title}"`, options.project);
      }
    });
    if (ctx.json) ctx.print(terminalJson({ card }));
    else ctx.print(`Moved ${terminalText(card.title)} to ${card.status} (version ${card.version})`);
  },
};

const tickFlags = defineFlags({
  version: versionFlag,
  undo: { flag: '--undo', description: 'mark it not done' },
});

type TickOptions = { project: string; card: string; task: string } & ReturnType<typeof tickFlags.read>;

export const tick: CommandModule<TickOptions> = {
  effects: 'writes',
  description: 'Tick (or with --undo untick) a sub-task of a card, unless it changed since you read it.',
  examples: [{ command: 'toolbox projects tick Roadmap "Dark mode" Colours --if-version 1' }],
  configure: (cmd: Command) =>
    tickFlags.configure(
      cmd
        .argument('<project>', 'project name or id')
        .argument('<card>', 'card title or id')
        .argument('<task>', 'sub-task title or id'),
    ),
  toOptions: (parsed) => ({
    project: argument(parsed, 0, 'a project name or id'),
    card: argument(parsed, 1, 'a card title or id'),
    task: argument(parsed, 2, 'a sub-task title or id'),
    ...tickFlags.read(parsed),
  }),
  async run(options, ctx: CliContext) {
    const { withAccount, readProject, terminalJson, terminalText, ToolInputError } = await account();
    const task = await withAccount(ctx, async (client) => {
      const { components } = await readProject(client, options.project);
      const fail = (message: string) => new ToolInputError(message);
      const card = pick(components, options.card, 'card', fail);
      const found = pick(card.sub_components, options.task, 'sub-task', fail);
      try {
        return await client.updateSubComponent(found.id, { version: options.version, done: !options.undo });
      } catch (error) {
        throw await conflictLine(error, `sub-task "${found.title}"`, options.project);
      }
    });
    if (ctx.json) ctx.print(terminalJson({ task }));
    else
      ctx.print(`${task.done ? 'Ticked' : 'Unticked'} ${terminalText(task.title)} (version ${task.version})`);
  },
};
