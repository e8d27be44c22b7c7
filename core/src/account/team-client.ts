// The data API's teams (issue 80 item 4), a client of its own: the Teams page and `toolbox team` load it, the
// dashboard's account client does not.

import { type AccountClientOptions, accountRequests } from '#core/account/client';
import { readPreset, readProject } from '#core/account/rows';
import {
  readTeam,
  readTeamInvitation,
  readTeamMember,
  TEAM_ROLES,
  type Team,
  type TeamInvited,
  type TeamMember,
  type TeamMembers,
  type TeamRole,
} from '#core/account/teams';
import type { Preset, Project } from '#core/account/types';

export type TeamClient = ReturnType<typeof createTeamClient>;

/** A member is named by e-mail (what people know each other by) or by user id. */
export type MemberRef = { email: string } | { user_id: string };

export function createTeamClient(options: AccountClientOptions) {
  const { call, none } = accountRequests(options);
  const team = (teamId: string) => `/teams/${encodeURIComponent(teamId)}`;
  return {
    async listTeams(): Promise<Team[]> {
      return (await call('GET', '/teams')).fields().objects('teams').map(readTeam);
    },
    async createTeam(name: string): Promise<Team> {
      return readTeam((await call('POST', '/teams', { body: { name } })).fields().object('team'));
    },
    async members(teamId: string): Promise<TeamMembers> {
      const f = (await call('GET', `${team(teamId)}/members`)).fields();
      return {
        role: f.oneOf('role', TEAM_ROLES),
        members: f.objects('members').map(readTeamMember),
        invitations: f.objects('invitations').map(readTeamInvitation),
      };
    },
    async invite(teamId: string, email: string, role: TeamRole): Promise<TeamInvited> {
      const f = (await call('POST', `${team(teamId)}/invitations`, { body: { email, role } })).fields();
      return {
        invitation: readTeamInvitation(f.object('invitation')),
        code: f.string('code'),
        url: f.string('url'),
        emailed: f.boolean('emailed'),
      };
    },
    /** Accepts an invitation by its code: the caller joins with the invitation's role. */
    async join(code: string): Promise<Pick<Team, 'id' | 'name' | 'role'>> {
      const f = (await call('POST', '/teams/join', { body: { code } })).fields().object('team');
      return { id: f.uuid('id'), name: f.string('name'), role: f.oneOf('role', TEAM_ROLES) };
    },
    async setRole(teamId: string, member: MemberRef, role: TeamRole): Promise<TeamMember> {
      const f = (await call('PATCH', `${team(teamId)}/members`, { body: { ...member, role } })).fields();
      return readTeamMember(f.object('member'));
    },
    async remove(teamId: string, member: MemberRef): Promise<void> {
      await call('POST', `${team(teamId)}/remove`, { body: member });
    },
    async leave(teamId: string): Promise<void> {
      await none('POST', `${team(teamId)}/leave`);
    },
    /**
     * Moves a board to a team the caller writes (`teamId`) or to their own account (null): from their own account,
     * or out of a team they own. It becomes the caller's, with its version up; a stale `version` is a conflict.
     */
    async moveProject(projectId: string, teamId: string | null, version: number): Promise<Project> {
      const path = `/projects/${encodeURIComponent(projectId)}/move`;
      const answer = await call('POST', path, { body: { team_id: teamId, version }, conflict: 'project' });
      return readProject(answer.fields().object('project'));
    },
    /** Moves a preset as a board moves; a preset of that name and tool where it lands is a conflict. */
    async movePreset(presetId: string, teamId: string | null, version: number): Promise<Preset> {
      const path = `/presets/${encodeURIComponent(presetId)}/move`;
      const answer = await call('POST', path, { body: { team_id: teamId, version }, conflict: 'preset' });
      return readPreset(answer.fields().object('preset'));
    },
    /** Makes the member owner and the caller an editor. */
    async transfer(teamId: string, member: MemberRef): Promise<TeamMember> {
      const f = (await call('POST', `${team(teamId)}/transfer`, { body: member })).fields();
      return readTeamMember(f.object('member'));
    },
  };
}
