import { basename, extname, resolve } from 'node:path';
import type { Command } from 'commander';
import type { CommandModule, Example, ParsedCommand } from '../../command-module';
import { UsageError } from '../../errors';
import { defineFlags, forceOutput, outputFile } from '../../flag-table';
import { readFlags } from '../../flags';
import { printText } from '../../output/print-text';
import { addCard, moveCard, tick } from './projects-cards';
import { destinationFlags, destinationFor, destinationOf, teamFlag, teamIdFor } from './team-flag';

export const description =
  'Your projects in the account: list, show, pull a workspace to a file, push one from a file, delete, move between your account and a team; add, move and tick cards on a board.';

export const examples: readonly Example[] = [
  { command: 'toolbox projects list' },
  { command: 'toolbox projects pull Roadmap -o plan.md', description: 'the workspace’s plan text' },
  {
    command: 'toolbox projects push plan.md',
    description: 'back to the project it was pulled from; a change made since on the web stops it (exit 1)',
  },
];

export function configure() {}

/** A project's name or id, the first argument of show, pull and rm. */
function projectArgument(cmd: Command) {
  return cmd.argument('<project>', 'project name or id');
}

function projectRef(parsed: ParsedCommand): string {
  const ref = readFlags(parsed).arg(0)?.trim();
  if (!ref) throw new UsageError('give a project name or id.');
  return ref;
}

async function account() {
  const [{ withAccount }, sync, { terminalJson, terminalText }] = await Promise.all([
    import('../../platform/account'),
    import('./project-sync'),
    import('../../terminal-text'),
  ]);
  return { withAccount, ...sync, terminalJson, terminalText };
}

const teamFlags = defineFlags(teamFlag);

const list: CommandModule<{ team: string | undefined }> = {
  description: 'List your projects (or a team’s): name, visibility, last change, id.',
  examples: [
    { command: 'toolbox projects list' },
    { command: 'toolbox projects list --json' },
    { command: 'toolbox projects list --team acme' },
  ],
  configure: teamFlags.configure,
  toOptions: teamFlags.read,
  async run(options, ctx) {
    const { withAccount, terminalJson, terminalText } = await account();
    const team = await teamIdFor(ctx, options.team);
    const { projects } = await withAccount(ctx, (client) => client.listProjects({ team }));
    if (ctx.json) {
      ctx.print(terminalJson({ projects }));
      return;
    }
    // Said on stderr whether or not a terminal reads it: stdout stays empty for a script reading the list.
    if (projects.length === 0 && team !== undefined) {
      ctx.warn('The team has no projects yet: `toolbox projects push plan.md --team TEAM` makes one.');
      return;
    }
    if (projects.length === 0) {
      ctx.warn(
        'No projects yet: `toolbox projects push plan.md` makes one from a plan file (or save one on the web).',
      );
      return;
    }
    const [{ formatTable }, { createStyle }] = await Promise.all([
      import('../../output/table'),
      import('../../output/style'),
    ]);
    const rows = projects.map((project) =>
      [project.name, project.visibility, project.updated_at, project.id].map((cell) => terminalText(cell)),
    );
    printText(
      ctx,
      formatTable(['NAME', 'VISIBILITY', 'UPDATED', 'ID'], rows, {
        tty: ctx.isTTY,
        style: createStyle(ctx.color),
      }),
    );
  },
};

const show: CommandModule<{ project: string; team: string | undefined }> = {
  description: 'Show a project: its details and its components with their status.',
  examples: [
    { command: 'toolbox projects show Roadmap' },
    { command: 'toolbox projects show Roadmap --json' },
    { command: 'toolbox projects show Launch --team acme' },
  ],
  configure: (cmd) => teamFlags.configure(projectArgument(cmd)),
  toOptions: (parsed) => ({ project: projectRef(parsed), ...teamFlags.read(parsed) }),
  async run(options, ctx) {
    const { withAccount, readProject, terminalJson, terminalText } = await account();
    const team = await teamIdFor(ctx, options.team);
    const detail = await withAccount(ctx, (client) => readProject(client, options.project, team));
    if (ctx.json) {
      ctx.print(terminalJson(detail));
      return;
    }
    const { project, components } = detail;
    ctx.print(`${terminalText(project.name)} (${project.visibility}, version ${project.version})`);
    if (project.description) ctx.print(terminalText(project.description));
    ctx.print(
      terminalText(`id ${project.id} · updated ${project.updated_at}${project.owner ? '' : ' · read-only'}`),
    );
    for (const component of components) {
      const subs = component.sub_components;
      const done = subs.filter((sub) => sub.done).length;
      const extras = [
        component.priority,
        component.deadline && `due ${component.deadline}`,
        subs.length > 0 && `${done}/${subs.length} sub-tasks`,
      ].filter((extra): extra is string => typeof extra === 'string');
      const line = `[${component.status}] ${component.title}${extras.length ? `  ${extras.join(' · ')}` : ''}`;
      ctx.print(`  ${terminalText(line)}`);
    }
  },
};

const pullFlags = defineFlags({ output: outputFile, force: forceOutput, ...teamFlag });

interface PullOptions {
  project: string;
  output: string | undefined;
  force: boolean;
  team: string | undefined;
}

const pull: CommandModule<PullOptions> = {
  description:
    'Write a project’s workspace (its plan text, as the web page edits it) to a file or stdout. A push from that file later sends the version it was pulled at.',
  examples: [
    { command: 'toolbox projects pull Roadmap -o plan.md' },
    {
      command: 'toolbox projects pull Roadmap -o plan.md --force',
      description: 'take theirs over a local copy',
    },
    { command: 'toolbox projects pull Roadmap | toolbox workspace - --format tree' },
  ],
  configure: (cmd) => pullFlags.configure(projectArgument(cmd)),
  toOptions: (parsed) => ({ project: projectRef(parsed), ...pullFlags.read(parsed) }),
  async run(options, ctx) {
    const { withAccount, readProject, terminalJson, terminalText } = await account();
    const team = await teamIdFor(ctx, options.team);
    const detail = await withAccount(ctx, (client) => readProject(client, options.project, team));
    const { ToolInputError } = await import('@toolbox/core/errors');
    const { project, workspace } = detail;
    if (!workspace) throw new ToolInputError(`project "${project.name}" has no workspace saved yet.`);
    const toStdout = options.output === undefined || options.output === '-';
    if (ctx.json && toStdout) {
      ctx.print(terminalJson({ project, workspace }));
      return;
    }
    const { writeOutput } = await import('../../output/write-output');
    // Someone else's public project is their text: on a terminal it prints inert; a file or a pipe gets it as saved.
    const text =
      toStdout && ctx.isTTY ? terminalText(workspace.source, { multiline: true }) : workspace.source;
    const path = await writeOutput(ctx, text, options);
    const { boardChangedAt } = await import('./project-sync');
    const boardAt = boardChangedAt(detail.components);
    if (path && project.owner) {
      const { savePulled } = await import('./pulled-projects');
      const pulled = {
        project_id: project.id,
        name: project.name,
        version: project.version,
        board_at: boardAt,
      };
      savePulled(ctx.env, ctx.apiUrl, path, pulled, (text) => ctx.warn(text));
    }
    if (ctx.json && path) ctx.print(terminalJson({ project, file: path }));
    else if (path) ctx.warn(terminalText(`Pulled version ${project.version} to ${options.output}`));
  },
};

const pushFlags = defineFlags({
  project: {
    flag: '--project <name>',
    description: 'the project to save to (default: the one FILE was pulled from, else FILE’s name)',
  },
  force: { flag: '-f, --force', description: 'replace the project even if it changed since FILE was pulled' },
  ...teamFlag,
});

interface PushOptions {
  file: string;
  project: string | undefined;
  force: boolean;
  team: string | undefined;
}

const push: CommandModule<PushOptions> = {
  effects: 'destructive',
  description:
    'Save a plan file as a project’s workspace: creates the project when none has the name, else updates the one the file was pulled from. A project changed since (on the web, another machine) is a conflict: exit 1 unless --force.',
  examples: [
    {
      command: 'toolbox projects push plan.md',
      description: 'creates project "plan", or updates the pulled one',
    },
    { command: 'toolbox projects push roadmap.md --project "Q4 roadmap"' },
    { command: 'toolbox projects push plan.md --force', description: 'yours wins over a change made since' },
  ],
  configure: (cmd) => pushFlags.configure(cmd.argument('<file>', 'plain-text plan (FILE, or - for stdin)')),
  toOptions(parsed) {
    const file = readFlags(parsed).arg(0);
    if (!file) throw new UsageError('give a plan file, or - for stdin.');
    return { file, ...pushFlags.read(parsed) };
  },
  async run(options, ctx) {
    const [{ readDocument }, { pushWorkspace }] = await Promise.all([
      import('../../output/read-input'),
      import('./project-sync'),
    ]);
    const source = await readDocument(ctx, options.file, 'a plan file');
    const stdin = options.file === '-';
    const team = await teamIdFor(ctx, options.team);
    await pushWorkspace(ctx, {
      ...(team !== undefined && { team }),
      project: options.project,
      fallbackName: stdin ? undefined : basename(options.file, extname(options.file)),
      source,
      file: stdin ? undefined : resolve(ctx.cwd, options.file),
      shown: options.file,
      force: options.force,
    });
  },
};

const rm: CommandModule<{ project: string; team: string | undefined }> = {
  effects: 'destructive',
  description: 'Delete a project with its components and workspace.',
  examples: [{ command: 'toolbox projects rm "Old roadmap"' }],
  configure: (cmd) => teamFlags.configure(projectArgument(cmd)),
  toOptions: (parsed) => ({ project: projectRef(parsed), ...teamFlags.read(parsed) }),
  async run(options, ctx) {
    const ref = options.project;
    const { withAccount, findProject, terminalJson, terminalText } = await account();
    const { ToolInputError } = await import('@toolbox/core/errors');
    const team = await teamIdFor(ctx, options.team);
    const project = await withAccount(ctx, async (client) => {
      const found = await findProject(client, ref, team);
      if (!found) throw new ToolInputError(`no project "${ref}".`);
      await client.deleteProject(found.id);
      return found;
    });
    const { forgetProject } = await import('./pulled-projects');
    forgetProject(ctx.env, ctx.apiUrl, project.id, (text) => ctx.warn(text));
    if (ctx.json) ctx.print(terminalJson({ deleted: project }));
    else ctx.print(`Deleted project ${terminalText(project.name)}`);
  },
};

const moveFlags = defineFlags({ ...destinationFlags, ...teamFlag });

interface MoveOptions {
  project: string;
  /** The destination team's name or id, or null for the caller's own account. */
  to: string | null;
  team: string | undefined;
}

const move: CommandModule<MoveOptions> = {
  effects: 'writes',
  description:
    'Move a project between your account and a team: your own to a team you edit or own, or a team’s (you own the team) to your account or another team. It becomes yours; a page holding the old version is told it changed.',
  examples: [
    { command: 'toolbox projects move Roadmap --to acme' },
    { command: 'toolbox projects move Launch --team acme --personal', description: 'back to your account' },
    { command: 'toolbox projects move 0b6a… --to acme --json' },
  ],
  configure: (cmd) => moveFlags.configure(projectArgument(cmd)),
  toOptions(parsed) {
    const { to, personal, team } = moveFlags.read(parsed);
    return { project: projectRef(parsed), to: destinationOf({ to, personal }), team };
  },
  async run(options, ctx) {
    const { withAccount, readProject, terminalJson, terminalText } = await account();
    const { withTeams } = await import('../../platform/account');
    const from = await teamIdFor(ctx, options.team);
    const destination = await destinationFor(ctx, options.to);
    const { project: found } = await withAccount(ctx, (client) => readProject(client, options.project, from));
    const project = await withTeams(ctx, (client) =>
      client.moveProject(found.id, destination.team, found.version),
    );
    if (ctx.json) ctx.print(terminalJson({ project }));
    else
      ctx.print(
        terminalText(`Moved project ${project.name} to ${destination.shown} (version ${project.version})`),
      );
  },
};

export const subcommands = {
  list,
  show,
  pull,
  push,
  rm,
  move,
  'add-card': addCard,
  'move-card': moveCard,
  tick,
};
