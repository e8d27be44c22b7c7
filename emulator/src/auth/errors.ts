import { jsonReply, type Reply } from '../reply';

/** GoTrue's fixed errors: code -> [status, message] (supabase/auth `api/*.go`, `apierrors`). */
const FIXED = {
  invalid_credentials: [400, 'Invalid login credentials'],
  email_not_confirmed: [400, 'Email not confirmed'],
  user_already_exists: [422, 'User already registered'],
  email_exists: [422, 'A user with this email address has already been registered'],
  same_password: [422, 'New password should be different from the old password.'],
  refresh_token_not_found: [400, 'Invalid Refresh Token: Refresh Token Not Found'],
  refresh_token_already_used: [400, 'Invalid Refresh Token: Already Used'],
  no_authorization: [401, 'This endpoint requires a valid Bearer token'],
  session_not_found: [403, 'Session from session_id claim in JWT does not exist'],
  user_not_found: [403, 'User from sub claim in JWT does not exist'],
  otp_expired: [403, 'Email link is invalid or has expired'],
  over_request_rate_limit: [429, 'Request rate limit reached'],
  not_found: [404, 'Not found'],
  method_not_allowed: [405, 'Method not allowed'],
} as const satisfies Record<string, readonly [number, string]>;

export type FixedErrorCode = keyof typeof FIXED;

/** An error answered in Supabase's shape; `extra` carries fields such as `weak_password`. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** OAuth-style errors (`{"error","error_description"}`, always 400) that GoTrue keeps for some token-grant input. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export function authError(code: FixedErrorCode): AuthError {
  const [status, message] = FIXED[code];
  return new AuthError(status, code, message);
}

export function validationFailed(message: string): AuthError {
  return new AuthError(400, 'validation_failed', message);
}

export function badJwt(message: string): AuthError {
  return new AuthError(403, 'bad_jwt', message);
}

export function weakPassword(message: string, reasons: string[]): AuthError {
  return new AuthError(422, 'weak_password', message, { weak_password: { reasons } });
}

const API_VERSION_2024 = '2024-01-01';

/** GoTrue's `DetermineClosestAPIVersion`: a valid date on or after 2024-01-01 selects the 2024 error shape. */
export function apiVersionOf(header: string | undefined): string | null {
  if (!header || !/^\d{4}-\d{2}-\d{2}$/.test(header)) return null;
  const time = Date.parse(`${header}T00:00:00Z`);
  if (Number.isNaN(time)) return null;
  return header >= API_VERSION_2024 ? API_VERSION_2024 : null;
}

export function errorReply(error: AuthError | OAuthError, apiVersion: string | null): Reply {
  if (error instanceof OAuthError) {
    return jsonReply(400, {
      error: error.error,
      ...(error.description ? { error_description: error.description } : {}),
    });
  }
  const headers = { 'x-sb-error-code': error.code };
  if (apiVersion) {
    return jsonReply(error.status, { code: error.code, message: error.message, ...error.extra }, headers);
  }
  return jsonReply(
    error.status,
    { code: error.status, error_code: error.code, msg: error.message, ...error.extra },
    headers,
  );
}
