import { describe, expect, it } from 'vitest';
import { guardDecision, returnPath } from './guard';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('guardDecision', () => {
  it('waits while the session loads', () => {
    expect(guardDecision({ loading: true, signedIn: false }, at('/'))).toEqual({ kind: 'loading' });
  });

  it('sends a signed-out visitor to /auth, remembering the full path', () => {
    expect(
      guardDecision({ loading: false, signedIn: false }, at('/device', '?code=ABCD-EFGH', '#x')),
    ).toEqual({
      kind: 'redirect',
      to: '/auth',
      state: { from: '/device?code=ABCD-EFGH#x' },
    });
  });

  it('lets a signed-in user through', () => {
    expect(guardDecision({ loading: false, signedIn: true }, at('/profile'))).toEqual({ kind: 'allow' });
  });
});

describe('returnPath', () => {
  it.each([
    [{ from: '/profile' }, '/profile'],
    [{ from: '/device?code=ABCD-EFGH' }, '/device?code=ABCD-EFGH'],
    [undefined, '/'],
    [null, '/'],
    ['/profile', '/'],
    [{ from: 42 }, '/'],
    [{ from: 'https://evil.example/' }, '/'],
    [{ from: '//evil.example/' }, '/'],
    [{ from: '/\\evil.example' }, '/'],
    [{ from: '/auth' }, '/'],
    [{ from: '/auth?x=1' }, '/'],
  ])('%j -> %s', (state, path) => {
    expect(returnPath(state)).toBe(path);
  });
});
