// Hosts supabase/functions/data on the local stack, as device-auth is hosted (device-auth-host.ts): the same
// handler, its transactions on the emulator's PGlite, sessions verified through this stack's GET /auth/v1/user.

import { createDataHandler, verifyUserWithSupabaseAuth } from '../../supabase/functions/data/handler';
import { DEFAULT_WEB_ORIGINS } from './cors';
import type { FunctionFactory } from './functions-host';

export const dataFunction: FunctionFactory = (ctx) =>
  createDataHandler({
    sql: ctx.sql,
    verifyUser: verifyUserWithSupabaseAuth(ctx.supabaseUrl, ctx.anonKey),
    now: () => new Date(),
    config: { allowedOrigins: [...new Set([ctx.siteUrl, ...DEFAULT_WEB_ORIGINS])] },
    ...(ctx.mail && { sendMail: async (mail) => ctx.mail?.(mail) }),
  });
