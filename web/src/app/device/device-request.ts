// What the /device page says about a code, from the function's answers. Pure, so every case is tested.

import type { DeviceAnswer } from './device-auth-api';

export interface DeviceRequest {
  clientName: string;
  createdAt: string;
  expiresAt: string;
  status: 'pending' | 'approved' | 'denied' | 'consumed';
  clientIp: string | null;
  userAgent: string | null;
}

const STATUSES = [
  'pending',
  'approved',
  'denied',
  'consumed',
] as const satisfies readonly DeviceRequest['status'][];

export type LookupOutcome =
  | { kind: 'request'; request: DeviceRequest }
  | { kind: 'problem'; title: string; message: string };

const ALPHABET = /^[BCDFGHJKLMNPQRSTVWXZ]{8}$/;

/** The code as the CLI shows it (XXXX-XXXX), from what was typed in any case, with or without dash or spaces. */
export function normalizeCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  return ALPHABET.test(code) ? `${code.slice(0, 4)}-${code.slice(4)}` : null;
}

export const problems = {
  invalid: {
    title: 'That is not a code',
    message: 'Codes have 8 letters, like BCDF-GHJK. Copy it from your terminal.',
  },
  unknown: { title: 'Unknown code', message: 'No sign-in request has this code. Check it and try again.' },
  expired: {
    title: 'Code expired',
    message: 'This code has expired. Run `toolbox login` again for a new one.',
  },
  decided: {
    title: 'Already decided',
    message:
      'This request was already approved or denied. Run `toolbox login` again if you still need to sign in.',
  },
  signedOut: { title: 'Signed out', message: 'Your session has ended. Sign in again to continue.' },
  tooMany: { title: 'Too many attempts', message: 'Too many codes were tried. Wait a minute and try again.' },
  tooManyTokens: {
    title: 'Too many CLI tokens',
    message:
      'Your account holds as many live CLI tokens as it may. Revoke the ones you no longer use on your Profile page, then approve again.',
  },
  server: { title: 'Something went wrong', message: 'The server could not answer. Try again in a moment.' },
} as const;

function problem(key: keyof typeof problems): LookupOutcome {
  return { kind: 'problem', ...problems[key] };
}

export function lookupOutcome(answer: Pick<DeviceAnswer, 'status' | 'body'>): LookupOutcome {
  const body = answer.body ?? {};
  if (answer.status === 200) {
    const status = STATUSES.find((known) => known === body.status);
    if (!status) return problem('decided');
    const request: DeviceRequest = {
      clientName: String(body.client_name ?? ''),
      createdAt: String(body.created_at ?? ''),
      expiresAt: String(body.expires_at ?? ''),
      status,
      clientIp: typeof body.client_ip === 'string' ? body.client_ip : null,
      userAgent: typeof body.user_agent === 'string' ? body.user_agent : null,
    };
    return request.status === 'pending' ? { kind: 'request', request } : problem('decided');
  }
  if (answer.status === 404) return problem(body.error === 'expired_code' ? 'expired' : 'unknown');
  if (answer.status === 409) return problem('decided');
  if (answer.status === 401) return problem('signedOut');
  if (answer.status === 429) return problem('tooMany');
  if (answer.status === 413 && body.error === 'too_many_tokens') return problem('tooManyTokens');
  return problem('server');
}

/** "just now", "2 minutes ago", "1 hour ago". */
export function askedAgo(createdAt: string, now: Date): string {
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(createdAt).getTime()) / 1000));
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.round(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'} ago`;
}
