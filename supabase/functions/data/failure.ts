// Errors in GoTrue's shape: `{ code: <status>, error_code, msg }` (+ `field`, `current`), one line each.

import { type AccountErrorCode, AccountLimitError, AccountValidationError } from '../_shared/account/mod.ts';
import { json } from '../_shared/http.ts';

/** An answer other than success; routes throw it (rolling the request's transaction back). */
export class Failure extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: AccountErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Response headers the answer needs (405's `Allow`). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const LAST_OWNER =
  'A team keeps an owner: make another member owner first (toolbox team transfer, or Make owner on the Teams page).';

export const notFound = (what = 'No such row of yours.') => new Failure(404, 'not_found', what);

export function failureResponse(failure: Failure): Response {
  return json(
    failure.status,
    { code: failure.status, error_code: failure.errorCode, msg: failure.message, ...failure.extra },
    failure.headers,
  );
}

function pgCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

function pgHint(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('hint' in error)) return undefined;
  return typeof error.hint === 'string' ? error.hint : undefined;
}

/** What a thrown error answers: the API's own failures, validation, limits, and the database's refusals. */
export function toFailure(error: unknown): Failure {
  if (error instanceof Failure) return error;
  if (error instanceof AccountValidationError)
    return new Failure(400, 'validation_failed', error.message, { field: error.field });
  if (error instanceof AccountLimitError) return new Failure(413, 'payload_too_large', error.message);
  switch (pgCode(error)) {
    // RLS refused the row (another user's project or component), or a foreign key names no row of mine.
    case '42501':
    case '23503':
      return notFound('No such project or component of yours.');
    // Two writes raced for one unique name (the loser's transaction cannot read the winner's row any more).
    case '23505':
      return new Failure(409, 'conflict', 'Another write took that name at the same moment. Try again.');
    case '23514':
    // numeric_value_out_of_range: a whole number past an int column (a version or position of 2^31).
    case '22003':
    case '22021':
    case '22P05':
    case '22P02':
    case '22007':
    case '22008':
      return new Failure(400, 'validation_failed', 'A value is out of range for its field.');
    // team_keeps_owner (migrations): the last owner stepped down in a race the route's own check could not see.
    case 'P0001':
      if (pgHint(error) === 'team_needs_owner') return new Failure(409, 'conflict', LAST_OWNER);
      return new Failure(500, 'unexpected_failure', 'Something went wrong on the server. Try again.');
    // The request's statement_timeout (context.ts), or its statement cancelled because the client went away.
    case '57014':
      return new Failure(
        504,
        'request_timeout',
        'The database took too long to answer, so the request was stopped. Try again.',
      );
    default:
      return new Failure(500, 'unexpected_failure', 'Something went wrong on the server. Try again.');
  }
}
