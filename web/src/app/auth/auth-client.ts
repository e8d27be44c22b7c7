import type { AuthChangeEvent, Session } from '@supabase/supabase-js';

/** What the app asks of the auth service; `supabase.auth` satisfies it and unit tests hand in a fake. */
export interface AuthClient {
  getSession(): Promise<{ data: { session: Session | null }; error: AuthMessage | null }>;
  onAuthStateChange(callback: (event: AuthChangeEvent, session: Session | null) => void): {
    data: { subscription: { unsubscribe(): void } };
  };
  signInWithPassword(credentials: { email: string; password: string }): Promise<{
    data: { session: Session | null };
    error: AuthMessage | null;
  }>;
  signUp(credentials: {
    email: string;
    password: string;
    options: { emailRedirectTo: string; data: { full_name: string } };
  }): Promise<{ data: { session: Session | null }; error: AuthMessage | null }>;
  /** `local` ends this browser's session; `global` every session of the user (supabase-js's default). */
  signOut(options: { scope: 'global' | 'local' }): Promise<{ error: AuthMessage | null }>;
  /** Mails a password-reset link (GoTrue `POST /recover`); answers the same whether or not the address has an account. */
  resetPasswordForEmail(
    email: string,
    options: { redirectTo: string },
  ): Promise<{ error: AuthMessage | null }>;
  /** Sets the signed-in user's new password (`PUT /user`); GoTrue signs out every other session. */
  updateUser(attributes: { password: string }): Promise<{ error: AuthMessage | null }>;
}

export interface AuthMessage {
  message: string;
  /** GoTrue's error code (`invalid_credentials`, `weak_password`, …) when the server sent one. */
  code?: string;
}
