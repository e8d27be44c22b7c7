// Hosts supabase/functions/device-auth on the local stack, as Supabase Edge Functions host it in production:
// the same handler, its SQL on the emulator's PGlite (as the owner role, like SUPABASE_DB_URL), and signed-in
// users verified through this stack's own GET /auth/v1/user (so signed-out sessions fail here too).

// No `.ts` suffix: the handler has no relative imports, so tsc in every package that loads the emulator accepts it.
import {
  createDeviceAuthHandler,
  verifyUserWithSupabaseAuth,
} from '../../supabase/functions/device-auth/handler';
import { DEFAULT_WEB_ORIGINS } from './cors';
import type { FunctionFactory } from './functions-host';

export const deviceAuthFunction: FunctionFactory = (ctx) =>
  createDeviceAuthHandler({
    sql: ctx.sql,
    verifyUser: verifyUserWithSupabaseAuth(ctx.supabaseUrl, ctx.anonKey),
    now: () => new Date(),
    randomBytes: (n) => crypto.getRandomValues(new Uint8Array(n)),
    config: {
      webOrigin: ctx.siteUrl,
      allowedOrigins: [...new Set([ctx.siteUrl, ...DEFAULT_WEB_ORIGINS])],
      ttlSeconds: 900,
      intervalSeconds: 5,
    },
  });
