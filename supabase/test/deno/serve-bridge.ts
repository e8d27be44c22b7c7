// Runs under the real Deno binary: the Edge entry's glue (serve.ts -> env -> handler) with SQL sent over HTTP to
// the emulator's PGlite in the test process. Only the database adapter differs from index.ts (npm:postgres).

import type { Sql } from '../../functions/device-auth/handler.ts';
import { serveDeviceAuth } from '../../functions/device-auth/serve.ts';

const bridge = Deno.env.get('SQL_BRIDGE_URL');
const secret = Deno.env.get('SQL_BRIDGE_SECRET');
if (!bridge || !secret) throw new Error('set SQL_BRIDGE_URL and SQL_BRIDGE_SECRET');

const sql: Sql = async (text, params = []) => {
  const res = await fetch(bridge, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-bridge-secret': secret },
    body: JSON.stringify({ text, params }),
  });
  const body = await res.json();
  if (!res.ok) throw Object.assign(new Error(body.message), { code: body.code });
  return body;
};

serveDeviceAuth(sql, {
  hostname: '127.0.0.1',
  port: 0,
  onListen: ({ port }) => console.log(`listening on ${port}`),
});
