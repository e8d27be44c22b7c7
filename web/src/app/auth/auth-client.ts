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
  signOut(): Promise<{ error: AuthMessage | null }>;
}

export interface AuthMessage {
  message: string;
}
