import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import type { AuthClient, AuthMessage } from '../app/auth/auth-client';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

export function fakeSession(email = 'jane.doe@example.com'): Session {
  return {
    access_token: 'access',
    refresh_token: 'refresh',
    expires_in: 3600,
    token_type: 'bearer',
    user: {
      id: 'user-1',
      email,
      created_at: '2024-03-05T10:00:00Z',
      app_metadata: {},
      user_metadata: {},
      aud: 'authenticated',
    },
  };
}

/** An in-memory auth client: records calls, answers what the test queues, and emits events like supabase-js. */
export function fakeAuthClient(options: { session?: Session | null; getSessionPending?: boolean } = {}) {
  let session = options.session ?? null;
  const listeners = new Set<Listener>();
  const calls = {
    signIn: [] as unknown[],
    signUp: [] as unknown[],
    signOut: 0,
    signOutScopes: [] as string[],
    reset: [] as { email: string; redirectTo: string }[],
    updateUser: [] as { password: string }[],
  };
  const answers: {
    signIn?: Promise<{ error: AuthMessage | null; session?: Session | null }>;
    signUp?: Promise<{ error: AuthMessage | null; session: Session | null }>;
    signOut?: { error: AuthMessage | null };
    reset?: Promise<{ error: AuthMessage | null }>;
    updateUser?: Promise<{ error: AuthMessage | null }>;
  } = {};

  const emit = (event: AuthChangeEvent, next: Session | null) => {
    session = next;
    for (const listener of listeners) listener(event, next);
  };

  const client: AuthClient = {
    getSession: () =>
      options.getSessionPending ? new Promise(() => {}) : Promise.resolve({ data: { session }, error: null }),
    onAuthStateChange(callback) {
      listeners.add(callback);
      return { data: { subscription: { unsubscribe: () => listeners.delete(callback) } } };
    },
    async signInWithPassword(credentials) {
      calls.signIn.push(credentials);
      const answer = (await answers.signIn) ?? { error: null, session: fakeSession(credentials.email) };
      if (answer.error) return { data: { session: null }, error: answer.error };
      const next = answer.session ?? fakeSession(credentials.email);
      emit('SIGNED_IN', next);
      return { data: { session: next }, error: null };
    },
    async signUp(credentials) {
      calls.signUp.push(credentials);
      const answer = (await answers.signUp) ?? { error: null, session: fakeSession(credentials.email) };
      if (answer.session) emit('SIGNED_IN', answer.session);
      return { data: { session: answer.session }, error: answer.error };
    },
    async signOut(options) {
      calls.signOut += 1;
      calls.signOutScopes.push(options.scope);
      const answer = answers.signOut ?? { error: null };
      if (!answer.error) emit('SIGNED_OUT', null);
      return answer;
    },
    async resetPasswordForEmail(email, options) {
      calls.reset.push({ email, redirectTo: options.redirectTo });
      return (await answers.reset) ?? { error: null };
    },
    async updateUser(attributes) {
      calls.updateUser.push(attributes);
      const answer = (await answers.updateUser) ?? { error: null };
      if (!answer.error && session) emit('USER_UPDATED', session);
      return answer;
    },
  };
  return { client, calls, answers, emit };
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
