// Password recovery, magic links and resends as GoTrue answers them, through unmodified supabase-js where it calls them.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OutboxMail, type RunningEmulator, startEmulator } from './index';
import { signHs256 } from './jwt';
import { migratedStackImage } from './stack-image';
import { rawAuth, readJson, supabaseClient, uniqueEmail } from './test-clients';

const SITE = 'http://localhost:5173';
let stack: RunningEmulator;
let skewMs = 0;

beforeAll(async () => {
  stack = await startEmulator({
    port: 0,
    dataDir: ':memory:',
    initialData: await migratedStackImage(),
    siteUrl: SITE,
    now: () => Date.now() + skewMs,
    rateLimits: { recoverPer5Min: 8 },
  });
});
afterAll(() => stack?.close());

async function mailsTo(email: string): Promise<OutboxMail[]> {
  const response = await fetch(`${stack.url}/_emulator/outbox`, {
    headers: { authorization: `Bearer ${stack.serviceRoleKey}` },
  });
  return ((await readJson(response)) as OutboxMail[]).filter((mail) => mail.to === email);
}

async function account() {
  const email = uniqueEmail('recover');
  const password = 'the-old-password';
  const signedUp = await readJson(
    await rawAuth(stack.url, stack.anonKey, '/signup', { body: { email, password } }),
  );
  return {
    email,
    password,
    refreshToken: signedUp.refresh_token as string,
    accessToken: signedUp.access_token,
  };
}

async function expectError(response: Response, status: number, code: string): Promise<void> {
  expect(response.status).toBe(status);
  expect((await readJson(response)).code).toBe(code);
}

const fresh = () => {
  // A new five-minute window for the per-IP limits, and past every address's 60 s mail spacing.
  skewMs += 5 * 60 * 1000;
};

describe('POST /recover', () => {
  it('answers 200 {} whether or not the address has an account, and mails only a real one', async () => {
    fresh();
    const { email } = await account();
    const nobody = uniqueEmail('nobody');
    const supabase = supabaseClient(stack.url, stack.anonKey);
    const known = await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/reset-password` });
    const unknown = await supabase.auth.resetPasswordForEmail(nobody, {
      redirectTo: `${SITE}/reset-password`,
    });
    expect(known).toEqual({ data: {}, error: null });
    expect(unknown).toEqual({ data: {}, error: null });
    expect(await mailsTo(nobody)).toEqual([]);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Reset Your Password');
    const link = new URL(mail?.link ?? '');
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/reset-password`);
    expect(mail?.otp).toMatch(/^\d{6}$/);
  });

  it('spaces mails to one address 60 s apart, known or not, and limits requests per IP', async () => {
    fresh();
    const { email } = await account();
    const nobody = uniqueEmail('nobody');
    for (const address of [email, nobody]) {
      expect((await rawAuth(stack.url, stack.anonKey, '/recover', { body: { email: address } })).status).toBe(
        200,
      );
      const again = await rawAuth(stack.url, stack.anonKey, '/recover', { body: { email: address } });
      expect(again.status).toBe(429);
      expect(await readJson(again)).toEqual({
        code: 'over_email_send_rate_limit',
        message: expect.stringMatching(
          /^For security purposes, you can only request this after \d+ seconds\.$/,
        ),
      });
    }
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await rawAuth(stack.url, stack.anonKey, '/recover', { body: { email: uniqueEmail('n') } })).status,
      );
    }
    // 8 per IP per five minutes: four went above.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const limited = await rawAuth(stack.url, stack.anonKey, '/recover', {
      body: { email: uniqueEmail('n') },
    });
    expect((await readJson(limited)).code).toBe('over_request_rate_limit');
  });

  it('refuses a missing or malformed address with validation_failed', async () => {
    fresh();
    for (const body of [{}, { email: 'not-an-address' }]) {
      await expectError(
        await rawAuth(stack.url, stack.anonKey, '/recover', { body }),
        400,
        'validation_failed',
      );
    }
  });
});

describe('the recovery link and PUT /user', () => {
  it('signs in through the mailed link, sets a new password, and ends the old sessions', async () => {
    fresh();
    const user = await account();
    await rawAuth(
      stack.url,
      stack.anonKey,
      `/recover?redirect_to=${encodeURIComponent(`${SITE}/reset-password`)}`,
      {
        body: { email: user.email },
      },
    );
    const [mail] = await mailsTo(user.email);
    const opened = await fetch(mail?.link ?? '', { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const location = new URL(opened.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE}/reset-password`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    const accessToken = fragment.get('access_token') ?? '';
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString());
    expect(claims.amr[0].method).toBe('recovery');

    // Single use: the same link again lands with an error and no session.
    const reused = await fetch(mail?.link ?? '', { redirect: 'manual' });
    const again = new URLSearchParams(new URL(reused.headers.get('location') ?? '').hash.slice(1));
    expect(again.get('error_code')).toBe('otp_expired');
    expect(again.get('access_token')).toBeNull();

    const changed = await rawAuth(stack.url, stack.anonKey, '/user', {
      method: 'PUT',
      bearer: accessToken,
      body: { password: 'a-new-password' },
    });
    expect(changed.status).toBe(200);
    // The recovery session stays; the session from before (its refresh token) is gone, as GoTrue does.
    expect((await rawAuth(stack.url, stack.anonKey, '/user', { bearer: accessToken })).status).toBe(200);
    const oldRefresh = await rawAuth(stack.url, stack.anonKey, '/token?grant_type=refresh_token', {
      body: { refresh_token: user.refreshToken },
    });
    await expectError(oldRefresh, 400, 'refresh_token_not_found');
    expect((await rawAuth(stack.url, stack.anonKey, '/user', { bearer: user.accessToken })).status).toBe(403);

    const supabase = supabaseClient(stack.url, stack.anonKey);
    expect(
      (await supabase.auth.signInWithPassword({ email: user.email, password: user.password })).error?.code,
    ).toBe('invalid_credentials');
    expect(
      (await supabase.auth.signInWithPassword({ email: user.email, password: 'a-new-password' })).error,
    ).toBeNull();
  });

  it('verifies by token_hash or by e-mail and code with POST /verify, once', async () => {
    fresh();
    const supabase = supabaseClient(stack.url, stack.anonKey);
    const byHash = await account();
    await supabase.auth.resetPasswordForEmail(byHash.email);
    const hashed = new URL((await mailsTo(byHash.email))[0]?.link ?? '').searchParams.get('token') ?? '';
    const verified = await supabase.auth.verifyOtp({ type: 'recovery', token_hash: hashed });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(byHash.email);
    expect((await supabase.auth.verifyOtp({ type: 'recovery', token_hash: hashed })).error?.code).toBe(
      'otp_expired',
    );

    const byCode = await account();
    await supabase.auth.resetPasswordForEmail(byCode.email);
    const code = (await mailsTo(byCode.email))[0]?.otp ?? '';
    const wrong = await supabase.auth.verifyOtp({
      type: 'recovery',
      email: byCode.email,
      token: '000000' === code ? '111111' : '000000',
    });
    expect(wrong.error?.code).toBe('otp_expired');
    const right = await supabase.auth.verifyOtp({ type: 'recovery', email: byCode.email, token: code });
    expect(right.error).toBeNull();
    expect(right.data.session?.user.email).toBe(byCode.email);
  });

  it('refuses a link older than an hour', async () => {
    fresh();
    const user = await account();
    await rawAuth(stack.url, stack.anonKey, '/recover', { body: { email: user.email } });
    const hashed = new URL((await mailsTo(user.email))[0]?.link ?? '').searchParams.get('token') ?? '';
    skewMs += 3601 * 1000;
    const late = await rawAuth(stack.url, stack.anonKey, '/verify', {
      body: { type: 'recovery', token_hash: hashed },
    });
    await expectError(late, 403, 'otp_expired');
  });
});

describe('POST /otp and /resend', () => {
  it('mails a magic link to a known address; refuses unknown ones when create_user is false; no phone', async () => {
    fresh();
    const user = await account();
    const supabase = supabaseClient(stack.url, stack.anonKey);
    expect((await supabase.auth.signInWithOtp({ email: user.email })).error).toBeNull();
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Your Magic Link');
    const verified = await supabase.auth.verifyOtp({
      type: 'email',
      email: user.email,
      token: mail?.otp ?? '',
    });
    expect(verified.error).toBeNull();

    const refused = await supabase.auth.signInWithOtp({
      email: uniqueEmail('new'),
      options: { shouldCreateUser: false },
    });
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled' });
    const created = uniqueEmail('otp-new');
    expect((await supabase.auth.signInWithOtp({ email: created })).error).toBeNull();
    expect(await mailsTo(created)).toHaveLength(1);
    const phone = await supabase.auth.signInWithOtp({ phone: '+15555550100' });
    expect(phone.error).toMatchObject({ status: 422, code: 'phone_provider_disabled' });
  });

  it('resends a sign-up confirmation only to an unconfirmed account, answering the same for every address', async () => {
    fresh();
    const supabase = supabaseClient(stack.url, stack.anonKey);
    const confirmed = await account();
    expect((await supabase.auth.resend({ type: 'signup', email: confirmed.email })).error).toBeNull();
    expect(await mailsTo(confirmed.email)).toEqual([]);
    const pending = uniqueEmail('pending');
    await rawAuth(stack.url, stack.serviceRoleKey, '/admin/users', {
      body: { email: pending, password: 'secret-123' },
    });
    expect((await supabase.auth.resend({ type: 'signup', email: pending })).error).toBeNull();
    expect((await mailsTo(pending))[0]?.subject).toBe('Confirm Your Signup');
    const bad = await rawAuth(stack.url, stack.anonKey, '/resend', {
      body: { type: 'nope', email: pending },
    });
    await expectError(bad, 400, 'validation_failed');
  });
});

describe('JWT times', () => {
  it('refuses a token whose nbf is in the future with 403 bad_jwt', async () => {
    fresh();
    const user = await account();
    const claims = JSON.parse(Buffer.from(user.accessToken.split('.')[1], 'base64url').toString());
    const later = signHs256(
      { ...claims, nbf: Math.floor((Date.now() + skewMs) / 1000) + 600 },
      stack.jwtSecret,
    );
    const response = await rawAuth(stack.url, stack.anonKey, '/user', { bearer: later });
    expect(response.status).toBe(403);
    expect(await readJson(response)).toEqual({
      code: 'bad_jwt',
      message:
        'invalid JWT: unable to parse or verify signature, token has invalid claims: token is not valid yet',
    });
    const now = signHs256({ ...claims, nbf: Math.floor((Date.now() + skewMs) / 1000) - 5 }, stack.jwtSecret);
    expect((await rawAuth(stack.url, stack.anonKey, '/user', { bearer: now })).status).toBe(200);
  });
});
