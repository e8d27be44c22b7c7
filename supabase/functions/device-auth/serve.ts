// Deno glue shared by the Edge entry (index.ts) and the Deno test: env -> deps -> Deno.serve.

import { fromEnv } from './env.ts';
import { createDeviceAuthHandler, type Sql } from './handler.ts';

export function serveDeviceAuth(sql: Sql, options: Deno.ServeTcpOptions = {}): Deno.HttpServer {
  return Deno.serve(options, createDeviceAuthHandler(fromEnv(Deno.env.toObject(), sql)));
}
