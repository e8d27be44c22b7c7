// The web app's calls to the device-auth function, as the signed-in user (Bearer <Supabase access token>).

import { supabaseUrl } from '../../platform/supabase';

const anonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY;

export interface DeviceAnswer {
  status: number;
  body: Record<string, unknown> | null;
}

export async function callDeviceAuth(
  accessToken: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<DeviceAnswer> {
  const headers: Record<string, string> = { apikey: anonKey, Authorization: `Bearer ${accessToken}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${supabaseUrl}/functions/v1/device-auth${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return {
    status: res.status,
    body: parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null,
  };
}
