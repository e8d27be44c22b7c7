import { hmac } from '@noble/hashes/hmac';
import { sha1 } from '@noble/hashes/legacy';
import { sha256, sha512 } from '@noble/hashes/sha2';
import type { Clock } from '../../ports';
import {
  hotpWith,
  type OtpAlgorithm,
  type OtpSettings,
  type TotpInput,
  type TotpReport,
  totpWith,
} from './otp';

const HASHES = { SHA1: sha1, SHA256: sha256, SHA512: sha512 } as const;
const macOf = (algorithm: OtpAlgorithm) => (key: Uint8Array, message: Uint8Array) =>
  hmac(HASHES[algorithm], key, message);

/** An RFC 4226 HOTP code for one counter value. */
export function runHotp(input: OtpSettings & { counter: number }): string {
  return hotpWith(input, macOf(input.algorithm));
}

/** RFC 6238: the current and next codes at the clock's time, a code verified within the window, and the URI. */
export function runTotp(input: TotpInput, clock: Clock): TotpReport {
  return totpWith(input, clock, macOf(input.algorithm));
}
