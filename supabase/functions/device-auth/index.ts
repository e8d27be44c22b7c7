// Supabase Edge Function entry: `supabase functions deploy device-auth` (verify_jwt = false in config.toml;
// the handler checks bearers itself). SUPABASE_DB_URL is provided by the platform.

import postgres from 'postgres';
import type { Sql } from './handler.ts';
import { serveDeviceAuth } from './serve.ts';

const dbUrl = Deno.env.get('SUPABASE_DB_URL');
if (!dbUrl) throw new Error('device-auth: SUPABASE_DB_URL is not set');
// prepare: false because the pooler in transaction mode cannot keep prepared statements.
const db = postgres(dbUrl, { prepare: false, max: 3 });
const sql: Sql = async (text, params = []) => ({ rows: [...(await db.unsafe(text, params as never[]))] });

serveDeviceAuth(sql);
