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

/**
 * The function with the CLI told to poll every `intervalSeconds`: 5 on the stack, as in production; a test that
 * signs in several times asks for 1, since each sign-in otherwise waits the whole interval after its approval.
 */
export const deviceAuthFunctionPolledEvery =
  (intervalSeconds: number): FunctionFactory =>
  (ctx) =>
    createDeviceAuthHandler({
      sql: ctx.sql,
      verifyUser: verifyUserWithSupabaseAuth(ctx.supabaseUrl, ctx.anonKey),
      now: () => new Date(),
      randomBytes: (n) => crypto.getRandomValues(new Uint8Array(n)),
      config: {
        webOrigin: ctx.siteUrl,
        allowedOrigins: [...new Set([ctx.siteUrl, ...DEFAULT_WEB_ORIGINS])],
        ttlSeconds: 900,
        intervalSeconds,
      },
    });

export const deviceAuthFunction: FunctionFactory = deviceAuthFunctionPolledEvery(5);
