import { invitationCode } from '@toolbox/core/account';
import type { Command } from 'commander';
import type { CommandModule, Example, ParsedCommand } from '../../command-module';
import { UsageError } from '../../errors';
import { defineFlags } from '../../flag-table';
import { readFlags } from '../../flags';
import { printText } from '../../output/print-text';

export const description =
  'Your teams: list, create, see members, invite by e-mail with a role (viewer, editor, owner), change a role, remove, leave, hand ownership over, and join with an invitation’s code. Projects and presets take --team NAME.';

export const examples: readonly Example[] = [
  { command: 'toolbox team create acme' },
  { command: 'toolbox team invite acme ana@example.com --role editor' },
  { command: 'toolbox team join 3Jx…', description: 'the code (or the link) from the invitation e-mail' },
  { command: 'toolbox og --preset brand --team acme', description: 'a tool run with the team’s preset' },
];

export const effects = 'writes';

export function configure() {}

const ROLES = ['viewer', 'editor', 'owner'] as const;
type Role = (typeof ROLES)[number];

async function teamTools() {
  const [{ withTeams, teamIdOf }, { terminalJson, terminalText }] = await Promise.all([
    import('../../platform/account'),
    import('../../terminal-text'),
  ]);
  return { withTeams, teamIdOf, terminalJson, terminalText };
}

function arg(parsed: ParsedCommand, index: number, what: string): string {
  const value = readFlags(parsed).arg(index)?.trim();
  if (!value) throw new UsageError(`give ${what}.`);
  return value;
}

function role(value: unknown): Role {
  const found = ROLES.find((r) => r === value);
  if (!found) throw new UsageError(`--role must be viewer, editor or owner (got ${String(value)}).`);
  return found;
}

const teamArgument = (cmd: Command) => cmd.argument('<team>', 'the team’s name or id');
const teamAndEmail = (cmd: Command) => teamArgument(cmd).argument('<email>', 'the member’s e-mail address');

async function table(
  ctx: Parameters<NonNullable<CommandModule['run']>>[1],
  head: string[],
  rows: string[][],
) {
  const [{ formatTable }, { createStyle }] = await Promise.all([
    import('../../output/table'),
    import('../../output/style'),
  ]);
  printText(ctx, formatTable(head, rows, { tty: ctx.isTTY, style: createStyle(ctx.color) }));
}

const list: CommandModule<Record<string, never>> = {
  description: 'List your teams: name, your role, members, id.',
  examples: [{ command: 'toolbox team list' }, { command: 'toolbox team list --json' }],
  configure() {},
  toOptions: () => ({}),
  async run(_options, ctx) {
    const t = await teamTools();
    const teams = await t.withTeams(ctx, (client) => client.listTeams());
    if (ctx.json) {
      ctx.print(t.terminalJson({ teams }));
      return;
    }
    if (teams.length === 0) {
      ctx.warn(
        'No teams: `toolbox team create NAME` makes one; an invitation’s code joins one (toolbox team join).',
      );
      return;
    }
    await table(
      ctx,
      ['NAME', 'ROLE', 'MEMBERS', 'ID'],
      teams.map((team) => [t.terminalText(team.name), team.role, String(team.members), team.id]),
    );
  },
};

const create: CommandModule<string> = {
  effects: 'writes',
  description: 'Make a team; you are its owner.',
  examples: [{ command: 'toolbox team create acme' }],
  configure: (cmd) => cmd.argument('<name>', 'the team’s name'),
  toOptions: (parsed) => arg(parsed, 0, 'the team’s name'),
  async run(name, ctx) {
    const t = await teamTools();
    const team = await t.withTeams(ctx, (client) => client.createTeam(name));
    if (ctx.json) ctx.print(t.terminalJson({ team }));
    else ctx.print(`Made team ${t.terminalText(team.name)} (id ${team.id}); you are its owner.`);
  },
};

const members: CommandModule<string> = {
  description: 'The team’s members with their roles (and, for owners, the pending invitations).',
  examples: [{ command: 'toolbox team members acme' }],
  configure: teamArgument,
  toOptions: (parsed) => arg(parsed, 0, 'the team’s name or id'),
  async run(ref, ctx) {
    const t = await teamTools();
    const teamId = await t.teamIdOf(ctx, ref);
    const answer = await t.withTeams(ctx, (client) => client.members(teamId));
    if (ctx.json) {
      ctx.print(t.terminalJson(answer));
      return;
    }
    await table(
      ctx,
      ['EMAIL', 'NAME', 'ROLE', 'JOINED'],
      answer.members.map((m) => [t.terminalText(m.email), t.terminalText(m.full_name), m.role, m.joined_at]),
    );
    for (const invitation of answer.invitations)
      ctx.print(
        `invited: ${t.terminalText(invitation.email)} as ${invitation.role}, until ${invitation.expires_at}`,
      );
  },
};

interface InviteOptions {
  team: string;
  email: string;
  role: Role;
}

const inviteFlags = defineFlags({
  role: {
    flag: '--role <role>',
    description: 'what the member may do: viewer (read), editor (read and write), owner (and manage members)',
    choices: ROLES,
    default: 'viewer',
  },
});

const invite: CommandModule<InviteOptions> = {
  effects: 'writes',
  description:
    'Invite someone by e-mail with a role: they accept on the page the e-mail links to, or with toolbox team join CODE.',
  examples: [{ command: 'toolbox team invite acme ana@example.com --role editor' }],
  configure: (cmd) => inviteFlags.configure(teamAndEmail(cmd)),
  toOptions: (parsed) => ({
    team: arg(parsed, 0, 'the team’s name or id'),
    email: arg(parsed, 1, 'the e-mail address to invite'),
    role: role(inviteFlags.read(parsed).role),
  }),
  async run(options, ctx) {
    const t = await teamTools();
    const teamId = await t.teamIdOf(ctx, options.team);
    const invited = await t.withTeams(ctx, (client) => client.invite(teamId, options.email, options.role));
    if (ctx.json) {
      ctx.print(t.terminalJson(invited));
      return;
    }
    ctx.print(
      invited.emailed
        ? `Invited ${t.terminalText(options.email)} as ${options.role}: the e-mail links to ${invited.url}`
        : `Invited ${t.terminalText(options.email)} as ${options.role}. Send them this link: ${invited.url}`,
    );
    ctx.print(`Or they run: toolbox team join ${invited.code}`);
  },
};

const join: CommandModule<string> = {
  effects: 'writes',
  description:
    'Accept an invitation with its code (or the link from its e-mail), signed in with the invited address.',
  examples: [{ command: 'toolbox team join 3Jx…' }],
  configure: (cmd) => cmd.argument('<code>', 'the invitation’s code or link'),
  toOptions(parsed) {
    const code = invitationCode(arg(parsed, 0, 'the invitation’s code'));
    if (code === null) throw new UsageError('that is not an invitation code or link.');
    return code;
  },
  async run(code, ctx) {
    const t = await teamTools();
    const team = await t.withTeams(ctx, (client) => client.join(code));
    if (ctx.json) ctx.print(t.terminalJson({ team }));
    else ctx.print(`Joined team ${t.terminalText(team.name)} as ${team.role}.`);
  },
};

interface MemberOptions {
  team: string;
  email: string;
}

const memberOptions = (parsed: ParsedCommand): MemberOptions => ({
  team: arg(parsed, 0, 'the team’s name or id'),
  email: arg(parsed, 1, 'the member’s e-mail address'),
});

const remove: CommandModule<MemberOptions> = {
  effects: 'destructive',
  description: 'Remove a member (owners only): they lose the team’s projects and presets at once.',
  examples: [{ command: 'toolbox team remove acme ana@example.com' }],
  configure: teamAndEmail,
  toOptions: memberOptions,
  async run(options, ctx) {
    const t = await teamTools();
    const teamId = await t.teamIdOf(ctx, options.team);
    await t.withTeams(ctx, (client) => client.remove(teamId, { email: options.email }));
    if (ctx.json) ctx.print(t.terminalJson({ removed: { team: teamId, email: options.email } }));
    else ctx.print(`Removed ${t.terminalText(options.email)} from ${t.terminalText(options.team)}.`);
  },
};

const leave: CommandModule<string> = {
  effects: 'destructive',
  description: 'Leave a team (its last owner hands ownership over first: toolbox team transfer).',
  examples: [{ command: 'toolbox team leave acme' }],
  configure: teamArgument,
  toOptions: (parsed) => arg(parsed, 0, 'the team’s name or id'),
  async run(ref, ctx) {
    const t = await teamTools();
    const teamId = await t.teamIdOf(ctx, ref);
    await t.withTeams(ctx, (client) => client.leave(teamId));
    if (ctx.json) ctx.print(t.terminalJson({ left: teamId }));
    else ctx.print(`Left team ${t.terminalText(ref)}.`);
  },
};

interface RoleOptions extends MemberOptions {
  role: Role;
}

const setRole: CommandModule<RoleOptions> = {
  effects: 'writes',
  description: 'Change a member’s role (owners only).',
  examples: [{ command: 'toolbox team role acme ana@example.com viewer' }],
  configure: (cmd) => teamAndEmail(cmd).argument('<role>', 'viewer, editor or owner'),
  toOptions: (parsed) => ({ ...memberOptions(parsed), role: role(readFlags(parsed).arg(2)?.trim()) }),
  async run(options, ctx) {
    const t = await teamTools();
    const teamId = await t.teamIdOf(ctx, options.team);
    const member = await t.withTeams(ctx, (client) =>
      client.setRole(teamId, { email: options.email }, options.role),
    );
    if (ctx.json) ctx.print(t.terminalJson({ member }));
    else ctx.print(`${t.terminalText(member.email)} is now ${member.role}.`);
  },
};

const transfer: CommandModule<MemberOptions> = {
  effects: 'writes',
  description: 'Make another member the owner; you become an editor.',
  examples: [{ command: 'toolbox team transfer acme ana@example.com' }],
  configure: teamAndEmail,
  toOptions: memberOptions,
  async run(options, ctx) {
    const t = await teamTools();
    const teamId = await t.teamIdOf(ctx, options.team);
    const member = await t.withTeams(ctx, (client) => client.transfer(teamId, { email: options.email }));
    if (ctx.json) ctx.print(t.terminalJson({ member }));
    else
      ctx.print(
        `${t.terminalText(member.email)} now owns ${t.terminalText(options.team)}; you are an editor.`,
      );
  },
};

export const subcommands = { list, create, members, invite, join, role: setRole, remove, leave, transfer };
