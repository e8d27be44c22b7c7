// Teams on the wire (issue 80 item 4; DATA.md "Teams"): a team with the caller's role in it, its members, and an
// invitation's answer (the accept link and the code `toolbox team join` takes).

import type { Fields } from '#core/account/fields';

export const TEAM_ROLES = ['owner', 'editor', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** A team as its member lists it: their own role and how many members it has. */
export interface Team {
  id: string;
  name: string;
  role: TeamRole;
  members: number;
  created_at: string;
}

export interface TeamMember {
  user_id: string;
  email: string;
  full_name: string;
  role: TeamRole;
  joined_at: string;
}

export interface TeamInvitation {
  id: string;
  email: string;
  role: TeamRole;
  created_at: string;
  expires_at: string;
}

/** GET /teams/:id/members: the caller's role, the members, and (for owners) the pending invitations. */
export interface TeamMembers {
  role: TeamRole;
  members: TeamMember[];
  invitations: TeamInvitation[];
}

/** POST /teams/:id/invitations: `emailed` is false where the stack has no mailer (pass the link on yourself). */
export interface TeamInvited {
  invitation: TeamInvitation;
  code: string;
  url: string;
  emailed: boolean;
}

export function readTeam(f: Fields): Team {
  return {
    id: f.uuid('id'),
    name: f.string('name'),
    role: f.oneOf('role', TEAM_ROLES),
    members: f.int('members'),
    created_at: f.timestamp('created_at'),
  };
}

export function readTeamMember(f: Fields): TeamMember {
  return {
    user_id: f.uuid('user_id'),
    email: f.string('email'),
    full_name: f.string('full_name'),
    role: f.oneOf('role', TEAM_ROLES),
    joined_at: f.timestamp('joined_at'),
  };
}

export function readTeamInvitation(f: Fields): TeamInvitation {
  return {
    id: f.uuid('id'),
    email: f.string('email'),
    role: f.oneOf('role', TEAM_ROLES),
    created_at: f.timestamp('created_at'),
    expires_at: f.timestamp('expires_at'),
  };
}

/** The code of an invitation from what a person pastes: the code itself or the accept link. */
export function invitationCode(input: string): string | null {
  const trimmed = input.trim();
  const code = /\/teams\/join\/([A-Za-z0-9_-]+)\/?$/.exec(trimmed)?.[1] ?? trimmed;
  return /^[A-Za-z0-9_-]{16,64}$/.test(code) ? code : null;
}

/**
 * The team a person names (its id, or its name in any case) among theirs; `ambiguous` when two of theirs share the
 * name (the id tells them apart).
 */
export function findTeam<T extends { id: string; name: string }>(
  teams: readonly T[],
  ref: string,
): { team: T } | { team: null; ambiguous: boolean } {
  const wanted = ref.trim().toLowerCase();
  const byId = teams.find((team) => team.id === wanted);
  if (byId) return { team: byId };
  const named = teams.filter((team) => team.name.toLowerCase() === wanted);
  if (named.length === 1 && named[0]) return { team: named[0] };
  return { team: null, ambiguous: named.length > 1 };
}
