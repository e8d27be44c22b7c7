/**
 * What the registered claims (RFC 7519 §4.1), the usual header parameters (RFC 7515 §4.1) and Supabase Auth's
 * own claims mean, in one line each, for the decoded view.
 */
export const HEADER_MEANINGS: Readonly<Record<string, string>> = {
  alg: 'Signing algorithm',
  typ: 'Token type',
  kid: 'Key id: which key of the issuer’s JWKS signed it',
  cty: 'Content type of the payload',
  jku: 'URL of the issuer’s JWKS (never fetched here)',
  x5t: 'SHA-1 thumbprint of the signing certificate',
};

export const CLAIM_MEANINGS: Readonly<Record<string, string>> = {
  iss: 'Issuer: who made the token (Supabase: https://<project>.supabase.co/auth/v1)',
  sub: 'Subject: the user id, auth.uid() in RLS policies',
  aud: 'Audience: who should accept it (Supabase: authenticated)',
  exp: 'Expires',
  nbf: 'Not valid before',
  iat: 'Issued at',
  jti: 'Token id',
  role: 'Postgres role the request runs as',
  aal: 'Authenticator assurance level',
  amr: 'How the user signed in during this session (method and when)',
  session_id: 'The auth.sessions row; signing out ends it and its tokens stop refreshing',
  is_anonymous: 'Signed in anonymously (signInAnonymously): no e-mail or phone yet',
  email: 'E-mail of the user',
  phone: 'Phone number of the user',
  app_metadata: 'Set by the server (provider, claims you add): safe to use in RLS',
  user_metadata: 'Editable by the user with updateUser(): never trust it in RLS',
  ref: 'Supabase project ref (anon and service_role keys)',
};

/** Supabase values that change what the claim means. */
export const VALUE_MEANINGS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  role: {
    anon: 'anon: not signed in; RLS policies "to anon" apply',
    authenticated: 'authenticated: a signed-in user; RLS policies "to authenticated" apply',
    service_role: 'service_role: bypasses Row Level Security; keep it on the server, never in a browser',
  },
  /** Matched in any case: "None" and "NONE" are how alg-none attacks slip past a case-sensitive check. */
  alg: {
    none: 'none: unsigned; anyone can write this token, so never accept it',
  },
  aal: {
    aal1: 'aal1: one factor (password, magic link, OTP or OAuth)',
    aal2: 'aal2: two factors, MFA passed',
  },
};

/** The time claims, in seconds since the epoch (RFC 7519 NumericDate). */
export const TIME_CLAIMS = ['exp', 'nbf', 'iat', 'auth_time', 'updated_at'] as const;

/** Claims a Supabase access token carries, for a test token to sign (times are added from the clock). */
export const SUPABASE_SAMPLE_CLAIMS = {
  iss: 'http://127.0.0.1:54321/auth/v1',
  sub: '6f1c2a4e-8d3b-4b7a-9c1e-2f5d8a9b0c1d',
  aud: 'authenticated',
  email: 'dev@example.com',
  phone: '',
  app_metadata: { provider: 'email', providers: ['email'] },
  user_metadata: {},
  role: 'authenticated',
  aal: 'aal1',
  amr: [{ method: 'password', timestamp: 1768478400 }],
  session_id: '0b8c7d6e-5f4a-4321-9e8d-7c6b5a493827',
  is_anonymous: false,
};
