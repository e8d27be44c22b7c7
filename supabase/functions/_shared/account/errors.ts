// GENERATED from core/src/account/errors.ts by supabase/scripts/core-account-copy.mjs: edit core, then run it.

import type { AccountLimit } from './limits.ts';
import type { Component, Preset, Profile, Project, SubComponent } from './types.ts';
import { ToolInputError } from './core-errors.ts';

/** A value the user sent that the API refuses (400 `validation_failed`); `field` names it, e.g. `components[2].title`. */
export class AccountValidationError extends ToolInputError {
  declare readonly field: string;
  constructor(field: string, message: string) {
    super(message, 'Invalid input', field);
  }
}

/** A size or count over the limits table (413 `payload_too_large`); the message names the limit. */
export class AccountLimitError extends ToolInputError {
  constructor(
    readonly limit: AccountLimit,
    message: string,
  ) {
    super(message, 'Too large');
  }
}

/** The API's error codes (GoTrue's `error_code`). */
export const ACCOUNT_ERROR_CODES = [
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'over_request_rate_limit',
  'validation_failed',
  'bad_request',
  'method_not_allowed',
  'unexpected_failure',
  'request_timeout',
] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

/** An error answer of the data API: `{ code, error_code, msg, field? }`. */
export class AccountApiError extends Error {
  override readonly name: string = 'AccountApiError';
  constructor(
    readonly status: number,
    readonly errorCode: AccountErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** The row a stale write lost to, by kind. */
export type ConflictCurrent =
  | { kind: 'project'; row: Project }
  | { kind: 'component'; row: Component }
  | { kind: 'sub_component'; row: SubComponent }
  | { kind: 'preset'; row: Preset }
  | { kind: 'profile'; row: Profile };

/** 409: the row changed since the version this write started from (or a preset of that name exists). */
export class AccountConflictError extends AccountApiError {
  override readonly name = 'AccountConflictError';
  constructor(
    message: string,
    readonly current: ConflictCurrent,
  ) {
    super(409, 'conflict', message);
  }
}

/** The API could not be reached (offline, DNS, connection refused, aborted). */
export class AccountNetworkError extends Error {
  override readonly name = 'AccountNetworkError';
}

/** The API answered something that is not the contract's shape (a proxy's HTML page, a wrong server). */
export class AccountResponseError extends Error {
  override readonly name = 'AccountResponseError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The server failed, not the request (5xx): nothing is said about the input or the credential. */
export const isServerError = (status: number): boolean => status >= 500;

/**
 * "Unreachable, retry later", by status: no answer (0), the rate limit (429) or a server error. AUTH.md's rule
 * (retry only network/5xx): the web keeps such a write queued, the CLI exits 4.
 */
export const retryLater = (status: number): boolean =>
  status === 0 || status === 429 || isServerError(status);

/** The request got no usable answer (offline, stack down, a gateway's error page, the rate limit). */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof AccountNetworkError) return true;
  if (error instanceof AccountResponseError || error instanceof AccountApiError)
    return retryLater(error.status);
  return false;
}
