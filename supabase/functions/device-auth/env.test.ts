import { describe, expect, it } from 'vitest';
import { fromEnv, verifyUserWithSupabaseAuth } from './env.ts';

function fakeAuth(status: number, body: unknown) {
  const seen: Request[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    seen.push(new Request(input, init));
    return new Response(JSON.stringify(body), { status });
  }) as typeof fetch;
  return { fetchFn, seen };
}

describe('verifyUserWithSupabaseAuth', () => {
  it('asks /auth/v1/user with the anon key and the bearer', async () => {
    const { fetchFn, seen } = fakeAuth(200, {
      id: 'u1',
      email: 'a@x.dev',
      email_confirmed_at: '2026-01-01T00:00:00Z',
    });
    const verify = verifyUserWithSupabaseAuth('https://ref.supabase.co/', 'anon-key', fetchFn);
    expect(await verify('jwt')).toEqual({ id: 'u1', email: 'a@x.dev' });
    expect(seen[0]?.url).toBe('https://ref.supabase.co/auth/v1/user');
    expect(seen[0]?.headers.get('apikey')).toBe('anon-key');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer jwt');
  });

  it('refuses unconfirmed e-mail and rejected tokens, and throws on server errors', async () => {
    expect(
      await verifyUserWithSupabaseAuth(
        'http://auth.test',
        'k',
        fakeAuth(200, { id: 'u1', email: 'a@x.dev' }).fetchFn,
      )('t'),
    ).toBeNull();
    expect(
      await verifyUserWithSupabaseAuth(
        'http://auth.test',
        'k',
        fakeAuth(403, { code: 'bad_jwt' }).fetchFn,
      )('t'),
    ).toBeNull();
    await expect(
      verifyUserWithSupabaseAuth('http://auth.test', 'k', fakeAuth(502, {}).fetchFn)('t'),
    ).rejects.toThrow(/502/);
  });
});

describe('fromEnv', () => {
  const sql = async () => ({ rows: [] });
  it('reads the origins and the fixed timings', () => {
    const deps = fromEnv(
      {
        SUPABASE_URL: 'https://r.supabase.co',
        SUPABASE_ANON_KEY: 'k',
        TOOLBOX_WEB_ORIGIN: 'https://app.dev/, http://localhost:5173',
      },
      sql,
    );
    expect(deps.config).toMatchObject({
      webOrigin: 'https://app.dev',
      allowedOrigins: ['https://app.dev', 'http://localhost:5173'],
      ttlSeconds: 900,
      intervalSeconds: 5,
    });
    expect(deps.randomBytes(32)).toHaveLength(32);
  });

  it('names the missing variable', () => {
    expect(() => fromEnv({ SUPABASE_URL: 'x', SUPABASE_ANON_KEY: 'k' }, sql)).toThrow(/TOOLBOX_WEB_ORIGIN/);
  });
});
