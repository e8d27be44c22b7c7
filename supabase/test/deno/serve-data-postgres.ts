// Runs under the real Deno binary: the data function's Edge glue (serve.ts -> env -> handler) on npm:postgres, the
// hosted driver, against the test PostgreSQL server. Only the connection URL differs from index.ts.

import postgres from 'npm:postgres@3.4.9';
import { postgresSql } from '../../functions/data/postgres-sql.ts';
import { serveData } from '../../functions/data/serve.ts';

const url = Deno.env.get('TEST_DATABASE_URL');
if (!url) throw new Error('set TEST_DATABASE_URL');

serveData(postgresSql(postgres(url, { prepare: false, max: 3, onnotice: () => {} })), {
  hostname: '127.0.0.1',
  port: 0,
  onListen: ({ port }) => console.log(`listening on ${port}`),
});
