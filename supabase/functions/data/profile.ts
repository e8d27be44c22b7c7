// The profile: full name (from sign-up, now editable) and username.

import { validateProfilePatch } from '../_shared/account/mod.ts';
import { json } from '../_shared/http.ts';
import { isUniqueViolation } from '../_shared/sql.ts';
import { one, type RequestContext, setList, userOf } from './context.ts';
import { Failure, notFound } from './failure.ts';
import { PROFILE_COLUMNS, profileRow } from './rows.ts';

export function profileRoutes() {
  async function read(ctx: RequestContext): Promise<Response> {
    userOf(ctx);
    const row = await one(ctx.tx, `select ${PROFILE_COLUMNS} from public.profiles`, []);
    if (!row) throw notFound('No profile for this account.');
    return json(200, { profile: profileRow(row) });
  }

  async function update(ctx: RequestContext): Promise<Response> {
    userOf(ctx);
    const patch = validateProfilePatch(ctx.body);
    const set = setList({ full_name: patch.full_name, username: patch.username }, 2);
    // Other profiles are hidden by RLS, so the unique index tells a taken username (the transaction then ends).
    const row = await one(
      ctx.tx,
      `update public.profiles set ${set.sql || 'full_name = full_name'}
        where version = $1 returning ${PROFILE_COLUMNS}`,
      [patch.version, ...set.params],
    ).catch((error: unknown) => {
      throw isUniqueViolation(error)
        ? new Failure(400, 'validation_failed', 'username is taken', { field: 'username' })
        : error;
    });
    if (row) return json(200, { profile: profileRow(row) });
    const current = await one(ctx.tx, `select ${PROFILE_COLUMNS} from public.profiles`, []);
    if (!current) throw notFound('No profile for this account.');
    throw new Failure(409, 'conflict', `The profile changed since version ${patch.version}.`, {
      current: profileRow(current),
    });
  }

  return { read, update };
}
