export interface GuardInput {
  loading: boolean;
  signedIn: boolean;
}

export interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

export type GuardDecision =
  | { kind: 'loading' }
  | { kind: 'redirect'; to: '/auth'; state: { from: string } }
  | { kind: 'allow' };

export function guardDecision(auth: GuardInput, location: LocationLike): GuardDecision {
  if (auth.loading) return { kind: 'loading' };
  if (!auth.signedIn) {
    return {
      kind: 'redirect',
      to: '/auth',
      state: { from: location.pathname + location.search + location.hash },
    };
  }
  return { kind: 'allow' };
}

/**
 * Where to go after signing in: the page first asked for, or "/". Only same-app paths are accepted, so a
 * crafted link cannot send a freshly signed-in user to another site.
 */
export function returnPath(state: unknown): string {
  const from = state && typeof state === 'object' && 'from' in state ? state.from : undefined;
  if (typeof from !== 'string') return '/';
  if (!from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/';
  if (from === '/auth' || from.startsWith('/auth?') || from.startsWith('/auth#')) return '/';
  return from;
}
