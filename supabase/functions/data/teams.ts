// Teams (issue 80 item 4, migrations/20261129201000_teams.sql): make one, list mine, see its members, invite by
// e-mail, accept an invitation (the web link or its code), change a role, remove, leave, hand ownership over.
// RLS decides every read and write; the checks here only turn a refusal into a message that says why.

import { ACCOUNT_LIMITS, Fields, isPlainObject, isUuid } from '../_shared/account/mod.ts';
import { newInvitationCode } from '../_shared/codes.ts';
import { empty, json } from '../_shared/http.ts';
import { iso, type Sql, type SqlRow } from '../_shared/sql.ts';
import { idParam, lockCap, one, type RequestContext, userOf } from './context.ts';
import type { TeamMail } from './deps.ts';
import { Failure, LAST_OWNER, notFound } from './failure.ts';

const TEAM_ROLES = ['owner', 'editor', 'viewer'] as const;
type TeamRole = (typeof TEAM_ROLES)[number];

/** How long an invitation's link and code work (the table allows 14 days at most). */
const INVITATION_DAYS = 7;

const NOT_A_MEMBER = 'No such team of yours: you are not a member of it.';

export const viewerRefused = () =>
  new Failure(
    403,
    'forbidden',
    'You are a viewer of this team: only its editors and owners change its items.',
  );

function teamRow(row: SqlRow) {
  return {
    id: String(row.id),
    name: String(row.name),
    role: String(row.role) as TeamRole,
    members: Number(row.members),
    created_at: iso(row.created_at) ?? '',
  };
}

function memberRow(row: SqlRow) {
  return {
    user_id: String(row.user_id),
    email: String(row.email),
    full_name: String(row.full_name ?? ''),
    role: String(row.role) as TeamRole,
    joined_at: iso(row.joined_at) ?? '',
  };
}

function invitationRow(row: SqlRow) {
  return {
    id: String(row.id),
    email: String(row.email),
    role: String(row.role) as TeamRole,
    created_at: iso(row.created_at) ?? '',
    expires_at: iso(row.expires_at) ?? '',
  };
}

function field(body: unknown, name: string): unknown {
  return isPlainObject(body) ? body[name] : undefined;
}

function invalid(name: string, message: string): Failure {
  return new Failure(400, 'validation_failed', message, { field: name });
}

function teamName(body: unknown): string {
  const name = field(body, 'name');
  if (typeof name !== 'string' || name.trim() === '')
    throw invalid('name', 'name must be a non-empty string');
  if (name.trim().length > ACCOUNT_LIMITS.nameChars)
    throw invalid('name', `name must be at most ${ACCOUNT_LIMITS.nameChars} characters`);
  return name.trim();
}

function roleOf(body: unknown): TeamRole {
  const role = field(body, 'role');
  const found = TEAM_ROLES.find((r) => r === role);
  if (!found) throw invalid('role', 'role must be owner, editor or viewer');
  return found;
}

function emailOf(body: unknown): string {
  const email = field(body, 'email');
  if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(email.trim()) || email.length > 320)
    throw invalid('email', 'email must be an e-mail address');
  return email.trim().toLowerCase();
}

/** The caller's role in a team, or 404 when they are not in it (a team outside is never told apart from none). */
async function myRole(tx: Sql, teamId: string): Promise<TeamRole> {
  const row = await one(
    tx,
    'select role from public.team_members where team_id = $1 and user_id = (select auth.uid())',
    [teamId],
  );
  if (!row) throw notFound(NOT_A_MEMBER);
  return String(row.role) as TeamRole;
}

/** The team a `?team=` names for a write: the caller must be an editor or owner of it. */
export async function writableTeam(tx: Sql, teamText: string): Promise<string> {
  if (!isUuid(teamText)) throw notFound(NOT_A_MEMBER);
  const teamId = teamText.toLowerCase();
  const role = await myRole(tx, teamId);
  if (role === 'viewer') throw viewerRefused();
  return teamId;
}

/** The team a `?team=` names for a read: the caller must be a member. */
export async function readableTeam(tx: Sql, teamText: string): Promise<string> {
  if (!isUuid(teamText)) throw notFound(NOT_A_MEMBER);
  const teamId = teamText.toLowerCase();
  await myRole(tx, teamId);
  return teamId;
}

function requireOwner(role: TeamRole, what: string): void {
  if (role !== 'owner') throw new Failure(403, 'forbidden', `Only the team's owners ${what}.`);
}

/** Where a board or preset moves (`team_id`: a team's id, or null for the caller's own account) and its version. */
export function moveOf(body: unknown): { team: string | null; version: number } {
  const f = Fields.of(body, '', (name, why) => {
    throw invalid(name, `${name} ${why}`);
  });
  if (!f.has('team_id'))
    throw invalid('team_id', 'team_id must be a team’s id, or null for your own account');
  const team = f.nullableUuid('team_id');
  return { team: team === null ? null : team.toLowerCase(), version: f.int('version', 0) };
}

/**
 * May the caller move an item out of where it is (`from`: its team, or null when it is their own)? Only a team's
 * owners take its items out of it (the database's team_item_stays holds the same rule).
 */
export async function mayMoveOut(tx: Sql, from: string | null): Promise<void> {
  if (from === null) return;
  requireOwner(await myRole(tx, from), 'move its items out of it');
}

/** A member named by `user_id` or `email` in the body. */
async function memberOf(tx: Sql, teamId: string, body: unknown) {
  const userId = field(body, 'user_id');
  const email = field(body, 'email');
  if (userId === undefined && email === undefined)
    throw invalid('email', 'name the member by email or user_id');
  const { rows } = await tx('select * from private.team_member_list($1)', [teamId]);
  const wanted = typeof email === 'string' ? email.trim().toLowerCase() : undefined;
  const found = rows
    .map(memberRow)
    .find((m) => (wanted !== undefined ? m.email.toLowerCase() === wanted : m.user_id === userId));
  if (!found) throw notFound('No such member of this team.');
  return found;
}

async function ownerCount(tx: Sql, teamId: string): Promise<number> {
  const row = await one(
    tx,
    `select count(*)::int as n from public.team_members where team_id = $1 and role = 'owner'`,
    [teamId],
  );
  return Number(row?.n);
}

export function teamRoutes(webOrigin: string | undefined, sendMail?: (mail: TeamMail) => Promise<void>) {
  async function list(ctx: RequestContext): Promise<Response> {
    userOf(ctx);
    const { rows } = await ctx.tx(
      `select t.id, t.name, t.created_at, m.role,
              (select count(*)::int from public.team_members a where a.team_id = t.id) as members
         from public.team_members m join public.teams t on t.id = m.team_id
        where m.user_id = (select auth.uid())
        order by lower(t.name), t.id`,
      [],
    );
    return json(200, { teams: rows.map(teamRow) });
  }

  /** A user in the most teams an account may be in makes or joins no other. */
  async function refuseAnotherTeam(tx: RequestContext['tx']): Promise<void> {
    await lockCap(tx, 'team_members', null);
    const count = await one(
      tx,
      'select count(*)::int as n from public.team_members where user_id = (select auth.uid())',
      [],
    );
    if (Number(count?.n) >= ACCOUNT_LIMITS.teamsPerUser)
      throw new Failure(
        413,
        'payload_too_large',
        `You are in the most teams an account may be in (${ACCOUNT_LIMITS.teamsPerUser}).`,
      );
  }

  async function create(ctx: RequestContext): Promise<Response> {
    userOf(ctx);
    const name = teamName(ctx.body);
    await refuseAnotherTeam(ctx.tx);
    const id = crypto.randomUUID();
    await ctx.tx('insert into public.teams (id, name) values ($1, $2)', [id, name]);
    const row = await one(
      ctx.tx,
      `select t.id, t.name, t.created_at, 'owner' as role, 1 as members from public.teams t where t.id = $1`,
      [id],
    );
    if (!row) throw new Failure(500, 'unexpected_failure', 'The team was not saved.');
    return json(201, { team: teamRow(row) });
  }

  async function members(ctx: RequestContext, idText?: string): Promise<Response> {
    userOf(ctx);
    const teamId = idParam(idText);
    const role = await myRole(ctx.tx, teamId);
    const { rows } = await ctx.tx('select * from private.team_member_list($1)', [teamId]);
    const invitations =
      role === 'owner'
        ? (
            await ctx.tx(
              `select id, email, role, created_at, expires_at from public.team_invitations
                where team_id = $1 and expires_at > now() order by created_at desc`,
              [teamId],
            )
          ).rows.map(invitationRow)
        : [];
    return json(200, { role, members: rows.map(memberRow), invitations });
  }

  async function invite(ctx: RequestContext, idText?: string): Promise<Response> {
    userOf(ctx);
    const teamId = idParam(idText);
    requireOwner(await myRole(ctx.tx, teamId), 'invite people');
    const email = emailOf(ctx.body);
    const role = roleOf(ctx.body);
    await lockCap(ctx.tx, 'team_invitations', teamId);
    await ctx.tx('delete from public.team_invitations where team_id = $1 and expires_at <= now()', [teamId]);
    const counted = await one(
      ctx.tx,
      `select (select count(*)::int from public.team_members where team_id = $1)
            + (select count(*)::int from public.team_invitations where team_id = $1) as n`,
      [teamId],
    );
    if (Number(counted?.n) >= ACCOUNT_LIMITS.membersPerTeam)
      throw new Failure(
        413,
        'payload_too_large',
        `The team has the most members and invitations it may hold (${ACCOUNT_LIMITS.membersPerTeam}).`,
      );
    const code = newInvitationCode((n) => crypto.getRandomValues(new Uint8Array(n)));
    const row = await one(
      ctx.tx,
      `insert into public.team_invitations (team_id, email, role, code_hash, expires_at)
       values ($1, $2, $3, sha256(convert_to($4, 'UTF8')), now() + make_interval(days => $5))
       returning id, email, role, created_at, expires_at`,
      [teamId, email, role, code, INVITATION_DAYS],
    );
    if (!row) throw new Failure(500, 'unexpected_failure', 'The invitation was not saved.');
    const team = await one(ctx.tx, 'select name from public.teams where id = $1', [teamId]);
    const path = `/teams/join/${code}`;
    const url = webOrigin ? `${webOrigin}${path}` : path;
    let emailed = false;
    if (sendMail) {
      await sendMail({
        to: email,
        subject: `You are invited to the team ${String(team?.name)} on Dev Toolbox`,
        link: url,
        code,
      });
      emailed = true;
    }
    return json(201, { invitation: invitationRow(row), code, url, emailed });
  }

  async function join(ctx: RequestContext): Promise<Response> {
    userOf(ctx);
    const code = field(ctx.body, 'code');
    const gone = () => notFound('This invitation is unknown, used or expired: ask for a new one.');
    if (typeof code !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(code.trim())) throw gone();
    await refuseAnotherTeam(ctx.tx);
    const row = await one(ctx.tx, 'select * from private.accept_team_invitation($1)', [code.trim()]);
    if (!row) throw gone();
    if (row.wrong_email === true)
      throw new Failure(
        403,
        'forbidden',
        'This invitation was sent to another e-mail address: sign in with that address to accept it.',
      );
    return json(200, {
      team: { id: String(row.team_id), name: String(row.team_name), role: String(row.role) as TeamRole },
    });
  }

  async function changeRole(ctx: RequestContext, idText?: string): Promise<Response> {
    userOf(ctx);
    const teamId = idParam(idText);
    requireOwner(await myRole(ctx.tx, teamId), 'change roles');
    const role = roleOf(ctx.body);
    const member = await memberOf(ctx.tx, teamId, ctx.body);
    if (member.role === 'owner' && role !== 'owner' && (await ownerCount(ctx.tx, teamId)) <= 1)
      throw new Failure(409, 'conflict', LAST_OWNER);
    await ctx.tx('update public.team_members set role = $3 where team_id = $1 and user_id = $2', [
      teamId,
      member.user_id,
      role,
    ]);
    return json(200, { member: { ...member, role } });
  }

  async function remove(ctx: RequestContext, idText?: string): Promise<Response> {
    const me = userOf(ctx);
    const teamId = idParam(idText);
    const role = await myRole(ctx.tx, teamId);
    const member = await memberOf(ctx.tx, teamId, ctx.body);
    if (member.user_id !== me) requireOwner(role, 'remove members');
    if (member.role === 'owner' && (await ownerCount(ctx.tx, teamId)) <= 1)
      throw new Failure(409, 'conflict', LAST_OWNER);
    await ctx.tx('delete from public.team_members where team_id = $1 and user_id = $2', [
      teamId,
      member.user_id,
    ]);
    return empty(204);
  }

  async function leave(ctx: RequestContext, idText?: string): Promise<Response> {
    const me = userOf(ctx);
    const teamId = idParam(idText);
    const role = await myRole(ctx.tx, teamId);
    if (role === 'owner' && (await ownerCount(ctx.tx, teamId)) <= 1)
      throw new Failure(409, 'conflict', LAST_OWNER);
    await ctx.tx('delete from public.team_members where team_id = $1 and user_id = $2', [teamId, me]);
    return empty(204);
  }

  /** Makes another member owner and the caller an editor, in one transaction (the team is never ownerless). */
  async function transfer(ctx: RequestContext, idText?: string): Promise<Response> {
    const me = userOf(ctx);
    const teamId = idParam(idText);
    requireOwner(await myRole(ctx.tx, teamId), 'hand ownership over');
    const member = await memberOf(ctx.tx, teamId, ctx.body);
    if (member.user_id === me) throw invalid('email', 'name another member: you own the team already');
    await ctx.tx(`update public.team_members set role = 'owner' where team_id = $1 and user_id = $2`, [
      teamId,
      member.user_id,
    ]);
    await ctx.tx(`update public.team_members set role = 'editor' where team_id = $1 and user_id = $2`, [
      teamId,
      me,
    ]);
    return json(200, { member: { ...member, role: 'owner' } });
  }

  return { list, create, members, invite, join, changeRole, remove, leave, transfer };
}
