import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OutboxMail, type RunningEmulator, startEmulator, verifyAccessToken } from './index';
import { migratedStackImage } from './stack-image';
import { rawAuth, readJson, supabaseClient, uniqueEmail } from './test-clients';

let stack: RunningEmulator;
const SITE = 'http://localhost:5173';

beforeAll(async () => {
  stack = await startEmulator({
    port: 0,
    dataDir: ':memory:',
    initialData: await migratedStackImage(),
    confirmEmail: true,
    siteUrl: SITE,
  });
});

afterAll(async () => {
  await stack?.close();
});

async function outbox(): Promise<OutboxMail[]> {
  const response = await fetch(`${stack.url}/_emulator/outbox`, {
    headers: { authorization: `Bearer ${stack.serviceRoleKey}` },
  });
  expect(response.status).toBe(200);
  return readJson(response);
}

async function mailTo(email: string): Promise<OutboxMail> {
  const mail = (await outbox()).filter((entry) => entry.to === email).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

function fragmentOf(location: string): URLSearchParams {
  return new URLSearchParams(new URL(location).hash.slice(1));
}

async function follow(link: string): Promise<Response> {
  return fetch(link, { redirect: 'manual' });
}

describe('confirmation mode', () => {
  it('signs up without a session and refuses the password grant until confirmed', async () => {
    const email = uniqueEmail('confirm');
    const supabase = supabaseClient(stack.url, stack.anonKey);
    const { data, error } = await supabase.auth.signUp({
      email,
      password: 'confirm-me-please',
      options: { data: { full_name: 'Grace H' }, emailRedirectTo: `${SITE}/welcome` },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.user_metadata.full_name).toBe('Grace H');

    const early = await supabase.auth.signInWithPassword({ email, password: 'confirm-me-please' });
    expect(early.error?.code).toBe('email_not_confirmed');
    expect(early.error?.status).toBe(400);
    // The password is checked first: a wrong one is still invalid_credentials.
    const wrong = await supabase.auth.signInWithPassword({ email, password: 'not-the-password' });
    expect(wrong.error?.code).toBe('invalid_credentials');

    const mail = await mailTo(email);
    expect(mail.subject).toBe('Confirm Your Signup');
    const link = new URL(mail.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${stack.url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/welcome`);
    expect(Date.parse(mail.created_at)).not.toBeNaN();

    const response = await follow(mail.link);
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location.startsWith(`${SITE}/welcome#access_token=`)).toBe(true);
    const fragment = fragmentOf(location);
    expect([...fragment.keys()]).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'token_type',
      'type',
    ]);
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('expires_in')).toBe('3600');
    const claims = verifyAccessToken(fragment.get('access_token') ?? '', stack.jwtSecret);
    expect(claims?.amr?.[0]?.method).toBe('otp');
    expect(claims?.user_metadata?.email_verified).toBe(true);

    const me = await supabase.auth.getUser(fragment.get('access_token') ?? '');
    expect(me.data.user?.email_confirmed_at).toBeTruthy();
    const later = await supabase.auth.signInWithPassword({ email, password: 'confirm-me-please' });
    expect(later.error).toBeNull();
    expect(later.data.session?.access_token).toBeTruthy();

    // A link works once.
    const replay = await follow(mail.link);
    const replayFragment = fragmentOf(replay.headers.get('location') ?? '');
    expect(replayFragment.get('error')).toBe('access_denied');
    expect(replayFragment.get('error_code')).toBe('otp_expired');
  });

  it('re-sign-up of a confirmed email answers a decoy user with no identities', async () => {
    const email = uniqueEmail('again');
    const supabase = supabaseClient(stack.url, stack.anonKey);
    const first = await supabase.auth.signUp({ email, password: 'first-password' });
    await follow((await mailTo(email)).link);
    const before = (await outbox()).length;
    const second = await supabase.auth.signUp({ email, password: 'second-password' });
    expect(second.error).toBeNull();
    expect(second.data.session).toBeNull();
    expect(second.data.user?.identities).toEqual([]);
    expect(second.data.user?.id).not.toBe(first.data.user?.id);
    expect((await outbox()).length).toBe(before);
    // The account keeps its first password.
    expect((await supabase.auth.signInWithPassword({ email, password: 'first-password' })).error).toBeNull();
  });

  it('re-sign-up of an unconfirmed email sends a fresh link that works', async () => {
    const email = uniqueEmail('resend');
    const supabase = supabaseClient(stack.url, stack.anonKey);
    await supabase.auth.signUp({ email, password: 'resend-password' });
    const firstLink = (await mailTo(email)).link;
    await supabase.auth.signUp({ email, password: 'resend-password' });
    const secondLink = (await mailTo(email)).link;
    expect(secondLink).not.toBe(firstLink);
    const stale = fragmentOf((await follow(firstLink)).headers.get('location') ?? '');
    expect(stale.get('error_code')).toBe('otp_expired');
    const fresh = fragmentOf((await follow(secondLink)).headers.get('location') ?? '');
    expect(fresh.get('access_token')).toBeTruthy();
  });

  it('sends a link to a foreign redirect_to back to the site URL', async () => {
    const email = uniqueEmail('redirect');
    await supabaseClient(stack.url, stack.anonKey).auth.signUp({
      email,
      password: 'redirect-password',
      options: { emailRedirectTo: 'https://evil.example/steal' },
    });
    const mail = await mailTo(email);
    expect(new URL(mail.link).searchParams.get('redirect_to')).toBe(SITE);
    const location = (await follow(mail.link)).headers.get('location') ?? '';
    expect(location.startsWith(`${SITE}/#access_token=`)).toBe(true);
  });

  it('POST /verify with token_hash answers a session, like verifyOtp', async () => {
    const email = uniqueEmail('otp');
    const supabase = supabaseClient(stack.url, stack.anonKey);
    await supabase.auth.signUp({ email, password: 'verify-otp-password' });
    const tokenHash = new URL((await mailTo(email)).link).searchParams.get('token') ?? '';
    const { data, error } = await supabase.auth.verifyOtp({ type: 'signup', token_hash: tokenHash });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    const replay = await supabase.auth.verifyOtp({ type: 'signup', token_hash: tokenHash });
    expect(replay.error?.code).toBe('otp_expired');
    expect(replay.error?.status).toBe(403);
  });

  it('changes the email only after the link sent to the new address', async () => {
    const email = uniqueEmail('old');
    const supabase = supabaseClient(stack.url, stack.anonKey);
    await supabase.auth.signUp({ email, password: 'change-email-pw' });
    await follow((await mailTo(email)).link);
    await supabase.auth.signInWithPassword({ email, password: 'change-email-pw' });
    const newEmail = uniqueEmail('new');
    const { data, error } = await supabase.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(newEmail);
    const mail = await mailTo(newEmail);
    expect(mail.subject).toBe('Confirm Email Change');
    const fragment = fragmentOf((await follow(mail.link)).headers.get('location') ?? '');
    expect(fragment.get('type')).toBe('email_change');
    const me = await supabase.auth.getUser(fragment.get('access_token') ?? '');
    expect(me.data.user?.email).toBe(newEmail);
    expect(
      (await supabase.auth.signInWithPassword({ email: newEmail, password: 'change-email-pw' })).error,
    ).toBeNull();
  });

  it('reports confirmation mode in settings and keeps /verify open without an apikey', async () => {
    const settings = await readJson(await rawAuth(stack.url, stack.anonKey, '/settings'));
    expect(settings.mailer_autoconfirm).toBe(false);
    const bogus = await follow(`${stack.url}/auth/v1/verify?token=nope&type=signup&redirect_to=${SITE}`);
    expect(bogus.status).toBe(303);
    expect(fragmentOf(bogus.headers.get('location') ?? '').get('error_code')).toBe('otp_expired');
  });
});

describe('admin API with the service key', () => {
  it('creates a confirmed user who can sign in at once, and refuses a duplicate', async () => {
    const admin = supabaseClient(stack.url, stack.serviceRoleKey).auth.admin;
    const email = uniqueEmail('admin');
    const { data, error } = await admin.createUser({
      email,
      password: 'admin-made-pw',
      email_confirm: true,
      user_metadata: { full_name: 'Made By Admin' },
    });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata.full_name).toBe('Made By Admin');
    const signIn = await supabaseClient(stack.url, stack.anonKey).auth.signInWithPassword({
      email,
      password: 'admin-made-pw',
    });
    expect(signIn.error).toBeNull();
    const again = await admin.createUser({ email, password: 'admin-made-pw' });
    expect(again.error?.code).toBe('email_exists');
    expect(again.error?.status).toBe(422);
  });

  it('gets, lists and deletes users', async () => {
    const admin = supabaseClient(stack.url, stack.serviceRoleKey).auth.admin;
    const { data } = await admin.createUser({ email: uniqueEmail('listed'), password: 'listed-pw' });
    const id = data.user?.id ?? '';
    expect((await admin.getUserById(id)).data.user?.id).toBe(id);
    const list = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(list.data.users.some((user) => user.id === id)).toBe(true);
    expect((await admin.deleteUser(id)).error).toBeNull();
    const gone = await admin.getUserById(id);
    expect(gone.error?.status).toBe(404);
  });

  it('refuses the anon key and user tokens on admin routes', async () => {
    const anon = await supabaseClient(stack.url, stack.anonKey).auth.admin.createUser({
      email: uniqueEmail('x'),
    });
    expect(anon.error?.code).toBe('not_admin');
    expect(anon.error?.status).toBe(403);
    const admin = supabaseClient(stack.url, stack.serviceRoleKey).auth.admin;
    const email = uniqueEmail('plain');
    await admin.createUser({ email, password: 'plain-user-pw', email_confirm: true });
    const { data } = await supabaseClient(stack.url, stack.anonKey).auth.signInWithPassword({
      email,
      password: 'plain-user-pw',
    });
    const asUser = await rawAuth(stack.url, stack.anonKey, '/admin/users', {
      bearer: data.session?.access_token ?? '',
    });
    expect(asUser.status).toBe(403);
    expect((await readJson(asUser)).code).toBe('not_admin');
  });

  it('mints a session from a generated magic link, once, by token hash or by email code', async () => {
    const admin = supabaseClient(stack.url, stack.serviceRoleKey).auth.admin;
    const email = uniqueEmail('magic');
    await admin.createUser({ email, password: 'magic-user-pw', email_confirm: true });
    const { data, error } = await admin.generateLink({ type: 'magiclink', email });
    expect(error).toBeNull();
    expect(data.properties?.verification_type).toBe('magiclink');
    expect(data.properties?.hashed_token).toMatch(/^[0-9a-f]{56}$/);
    expect(data.properties?.action_link).toContain('type=magiclink');
    expect(data.user?.email).toBe(email);
    const anon = supabaseClient(stack.url, stack.anonKey);
    const minted = await anon.auth.verifyOtp({
      type: 'magiclink',
      token_hash: data.properties?.hashed_token ?? '',
    });
    expect(minted.error).toBeNull();
    const claims = verifyAccessToken(minted.data.session?.access_token ?? '', stack.jwtSecret);
    expect(claims?.amr?.[0]?.method).toBe('otp');
    const replay = await anon.auth.verifyOtp({
      type: 'magiclink',
      token_hash: data.properties?.hashed_token ?? '',
    });
    expect(replay.error?.code).toBe('otp_expired');

    const second = await admin.generateLink({ type: 'magiclink', email });
    const byCode = await anon.auth.verifyOtp({
      type: 'email',
      email,
      token: second.data.properties?.email_otp ?? '',
    });
    expect(byCode.error).toBeNull();
    expect(byCode.data.session?.user.email).toBe(email);
  });
});
