// `--team NAME` on the account commands that read or write projects and presets: the team's instead of your own.

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
