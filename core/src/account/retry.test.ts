import { describe, expect, it } from 'vitest';
import {
  AccountApiError,
  AccountNetworkError,
  AccountResponseError,
  isUnreachable,
  retryLater,
} from './errors';

describe('unreachable, retry later', () => {
  it.each([
    [0, true],
    [200, false],
    [400, false],
    [401, false],
    [404, false],
    [409, false],
    [413, false],
    [429, true],
    [500, true],
    [502, true],
    [503, true],
    [504, true],
  ])('status %i: %s', (status, expected) => {
    expect(retryLater(status)).toBe(expected);
  });

  it.each([
    ['no connection', new AccountNetworkError('offline'), true],
    ["a gateway's HTML page", new AccountResponseError(502, 'not JSON'), true],
    ['a wrong server answering 200', new AccountResponseError(200, 'not the shape'), false],
    ["the function's own failure", new AccountApiError(500, 'unexpected_failure', 'Try again.'), true],
    ['the rate limit', new AccountApiError(429, 'over_request_rate_limit', 'Slow down.'), true],
    ['a refused input', new AccountApiError(400, 'validation_failed', 'No.'), false],
    ['anything else', new Error('bug'), false],
  ])('%s: %s', (_, error, expected) => {
    expect(isUnreachable(error)).toBe(expected);
  });
});
