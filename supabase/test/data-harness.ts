// Drives the data handler on a Backend with two kinds of callers per user: a web session (verified by a fake
// Auth server) and a `tbx_` CLI token (through the real cli_tokens table), as the CLI and the web call it.

import { randomBytes } from 'node:crypto';
import { newCliToken, sha256Hex } from '../functions/_shared/codes.ts';
import { createDataHandler, type DataConfig, type DataDeps } from '../functions/data/handler.ts';
import type { Backend } from './data-backends.ts';

export interface TestUser {
  id: string;
  email: string;
  session: string;
  cliToken: string;
}

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read the answers' members directly
  body: any;
}

export function harness(
  backend: Backend,
  config: Partial<DataConfig> = {},
  more: Pick<DataDeps, 'sendMail'> = {},
) {
  const sessions = new Map<string, { id: string; email: string }>();
  const handler = createDataHandler({
    sql: backend.sql,
    verifyUser: async (token) => sessions.get(token) ?? null,
    now: () => new Date(),
    config: { allowedOrigins: ['https://toolbox.example'], ...config },
    ...more,
  });

  async function createUser(email: string, fullName = ''): Promise<TestUser> {
    const [row] = await backend.admin(
      `insert into auth.users (id, email, email_confirmed_at, raw_user_meta_data)
       values (gen_random_uuid(), $1, now(), $2::text::jsonb) returning id`,
      [email, JSON.stringify({ full_name: fullName })],
    );
    const id = String(row?.id);
    const session = `session-${randomBytes(12).toString('hex')}`;
    sessions.set(session, { id, email });
    const cliToken = newCliToken((n) => new Uint8Array(randomBytes(n)));
    await backend.admin(`insert into public.cli_tokens (user_id, name, token_hash) values ($1, 'test', $2)`, [
      id,
      await sha256Hex(cliToken),
    ]);
    return { id, email, session, cliToken };
  }

  async function call(token: string | null, method: string, path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { apikey: 'anon-key' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await handler(
      new Request(`http://stack.test/functions/v1/data${path}`, {
        method,
        headers,
        ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      }),
    );
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }

  return { createUser, call, handler };
}
