// Helpers for this package's tests: unmodified supabase-js clients pointed at a running emulator.
import { AuthClient } from '@supabase/auth-js';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

/** Node 20 has no global WebSocket and supabase-js refuses to start without one; realtime is never used here. */
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not part of the local stack');
  }
}

export function supabaseClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as never },
  });
}

export function authClient(url: string, key: string): InstanceType<typeof AuthClient> {
  return new AuthClient({
    url: `${url}/auth/v1`,
    headers: { apikey: key, Authorization: `Bearer ${key}` },
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
}

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.dev`;
}

/** A raw call with the headers supabase-js sends, for asserting wire details. */
export function rawAuth(
  url: string,
  key: string,
  path: string,
  init: { method?: string; body?: unknown; bearer?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    apikey: key,
    authorization: `Bearer ${init.bearer ?? key}`,
    'x-supabase-api-version': '2024-01-01',
    ...init.headers,
  };
  if (init.body !== undefined) headers['content-type'] = 'application/json;charset=UTF-8';
  return fetch(`${url}/auth/v1${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
}

// biome-ignore lint/suspicious/noExplicitAny: assertions read arbitrary JSON bodies
export type Json = any;

export async function readJson(response: Response): Promise<Json> {
  return response.json();
}
