// Deno glue shared by the Edge entry (index.ts) and the Deno test: env -> deps -> Deno.serve.

import { createDataHandler, fromEnv } from './env.ts';
import type { TransactionalSql } from './handler.ts';

export function serveData(sql: TransactionalSql, options: Deno.ServeTcpOptions = {}): Deno.HttpServer {
  return Deno.serve(options, createDataHandler(fromEnv(Deno.env.toObject(), sql)));
}
