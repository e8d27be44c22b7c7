import { describe, expect, it } from 'vitest';
import { fallbackInitials, initialsFromEmail } from './initials';

describe('initialsFromEmail', () => {
  it.each([
    ['jane.doe@example.com', 'JD'],
    ['alex@example.com', 'AL'],
    ['a@example.com', 'A'],
    ['mary-ann_smith@example.com', 'MA'],
    ['dev+toolbox@example.com', 'DT'],
    ['x.42@example.com', 'X4'],
    ['  bob@example.com ', 'BO'],
  ])('%s -> %s', (email, initials) => {
    expect(initialsFromEmail(email)).toBe(initials);
  });

  it.each([[undefined], [null], [''], ['@example.com'], ['...@example.com']])(
    'falls back for %j',
    (email) => {
      expect(initialsFromEmail(email)).toBe(fallbackInitials);
    },
  );
});
