// How long a share lives: `30m`, `12h`, `7d` (at most the data API's 30 days, at least a minute).

import { ACCOUNT_LIMITS } from '#core/account/limits';
import { SHARE_MIN_SECONDS } from '#core/account/shares';
import { ToolInputError } from '#core/errors';

const UNITS = { m: 60, h: 60 * 60, d: 24 * 60 * 60 } as const;

export const DEFAULT_SHARE_EXPIRY = '7d';

/** The choices the web's menu offers, shortest first. */
export const SHARE_EXPIRY_CHOICES = ['1h', '1d', '7d', '30d'] as const;

/** A duration such as `7d` in seconds; a clear error naming the accepted forms and the bounds otherwise. */
export function parseShareExpiry(text: string): number {
  const match = /^\s*(\d{1,6})\s*([mhd])\s*$/i.exec(text);
  const unit = match?.[2]?.toLowerCase() as keyof typeof UNITS | undefined;
  const seconds = match && unit ? Number(match[1]) * UNITS[unit] : Number.NaN;
  if (!(seconds >= SHARE_MIN_SECONDS && seconds <= ACCOUNT_LIMITS.shareMaxSeconds))
    throw new ToolInputError(
      `"${text}" is not an expiry: give minutes, hours or days such as 30m, 12h or 7d, from 1m to ${ACCOUNT_LIMITS.shareMaxSeconds / UNITS.d}d.`,
      'Invalid expiry',
      'expires',
    );
  return seconds;
}
