// The web app's calls to the device-auth function, as the signed-in user (Bearer <Supabase access token>).

import { isPlainObject } from '@toolbox/core/account';
import { supabaseUrl } from '../../platform/supabase';

const anonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY;

export interface DeviceAnswer {
  status: number;
  /** The answer when it is a JSON object, its members still to be checked one by one. */
  body: Record<string, unknown> | null;
  /** The whole parsed answer (an array for `GET /tokens`), for a checked reader. */
  json: unknown;
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
  return { status: res.status, body: isPlainObject(parsed) ? parsed : null, json: parsed };
}
