// The emulator an auth test file runs against, started for the file: its clock can be moved on (skewMs) and its log
// lines are kept; supabase-js clients signed up and signed in through it.
import type { Session, SupabaseClient, User } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect } from 'vitest';
import { type RunningEmulator, startEmulator } from './index';
import { migratedStackImage } from './stack-image';
import { supabaseClient, uniqueEmail } from './test-clients';

interface AuthStack {
  readonly stack: RunningEmulator;
  /** Added to the emulator's clock. */
  skewMs: number;
  /** The emulator's log, one request a line. */
  readonly lines: string[];
  client(): SupabaseClient;
  signedUp(
    password?: string,
  ): Promise<{ email: string; password: string; supabase: SupabaseClient; session: Session; user: User }>;
  signedIn(email: string, password: string): Promise<{ supabase: SupabaseClient; session: Session }>;
}

/** Starts the emulator before the file's tests and closes it after them. */
export function authStack(): AuthStack {
  let running: RunningEmulator | undefined;
  const auth: AuthStack = {
    get stack() {
      if (!running) throw new Error('the emulator has not started');
      return running;
    },
    skewMs: 0,
    lines: [],
    client: () => supabaseClient(auth.stack.url, auth.stack.anonKey),
    async signedUp(password = 'correct-horse') {
      const email = uniqueEmail('user');
      const supabase = auth.client();
      const { data, error } = await supabase.auth.signUp({
        email,
        password,
        options: { data: { full_name: 'Ada L' } },
      });
      expect(error).toBeNull();
      if (!data.session || !data.user) throw new Error('sign-up gave no session');
      return { email, password, supabase, session: data.session, user: data.user };
    },
    async signedIn(email, password) {
      const supabase = auth.client();
      const { data, error } = await supabase.auth.signInWithPassword({ email, password });
      expect(error).toBeNull();
      if (!data.session) throw new Error('sign-in gave no session');
      return { supabase, session: data.session };
    },
  };
  beforeAll(async () => {
    running = await startEmulator({
      port: 0,
      dataDir: ':memory:',
      initialData: await migratedStackImage(),
      now: () => Date.now() + auth.skewMs,
      log: (line) => auth.lines.push(line),
    });
  });
  afterAll(async () => {
    await running?.close();
  });
  return auth;
}
