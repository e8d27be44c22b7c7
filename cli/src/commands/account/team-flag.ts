// `--team NAME` on the account commands that read or write projects and presets: the team's instead of your own.

import { UsageError } from '../../errors';
import type { SignInContext } from '../../platform/sign-in';

export const teamFlag = {
  team: {
    flag: '--team <team>',
    description: 'a team’s (its name or id, toolbox team list) instead of your own',
  },
} as const;

/** The team's id for `--team`, or undefined without it (exit 1 when the caller is in no such team). */
export async function teamIdFor(ctx: SignInContext, team: string | undefined): Promise<string | undefined> {
  if (team === undefined) return undefined;
  const { teamIdOf } = await import('../../platform/account');
  return teamIdOf(ctx, team);
}

/** Where `projects move` and `preset move` take an item: `--to TEAM` (a team you edit) or `--personal` (your own). */
export const destinationFlags = {
  to: { flag: '--to <team>', description: 'move it to this team (its name or id), which you edit or own' },
  personal: { flag: '--personal', description: 'move it to your own account (out of a team you own)' },
} as const;

/** The destination as `--to`'s team, or null for `--personal`; exactly one of them. */
export function destinationOf(flags: { to: string | undefined; personal: boolean }): string | null {
  const to = flags.to?.trim();
  if (to && flags.personal) throw new UsageError('give --to TEAM or --personal, not both.');
  if (to) return to;
  if (flags.personal) return null;
  throw new UsageError('say where it goes: --to TEAM or --personal.');
}

/** The destination team's id (null: the caller's own account), with the words that name it. */
export async function destinationFor(
  ctx: SignInContext,
  to: string | null,
): Promise<{ team: string | null; shown: string }> {
  if (to === null) return { team: null, shown: 'your account' };
  const { teamIdOf } = await import('../../platform/account');
  return { team: await teamIdOf(ctx, to), shown: `team ${to}` };
}
