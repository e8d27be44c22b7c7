// Supabase Edge Function entry: `supabase functions deploy data` (verify_jwt = false in config.toml: the handler
// accepts tbx_ CLI tokens, which are no JWTs, and verifies sessions itself). SUPABASE_DB_URL is provided by the platform.

import postgres from 'postgres';
import { postgresSql } from './postgres-sql.ts';
import { serveData } from './serve.ts';

const dbUrl = Deno.env.get('SUPABASE_DB_URL');
if (!dbUrl) throw new Error('data: SUPABASE_DB_URL is not set');
// prepare: false because the pooler in transaction mode cannot keep prepared statements.
serveData(postgresSql(postgres(dbUrl, { prepare: false, max: 3 })));
