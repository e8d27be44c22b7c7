/**
 * runHotp and runTotp with only the algorithm's @noble/hashes module loaded, when asked for: `toolbox totp` uses one
 * algorithm, where run.ts imports all three for the page (issue 79: a small command's start within 2x of node -e 0).
 */
import { loadHmac } from '../../digest/load-hash';
import type { Clock } from '../../ports';
import {
  hotpWith,
  type OtpAlgorithm,
  type OtpSettings,
  type TotpInput,
  type TotpReport,
  totpWith,
} from './otp';

const DIGEST = { SHA1: 'sha1', SHA256: 'sha256', SHA512: 'sha512' } as const;
const macOf = (algorithm: OtpAlgorithm) => loadHmac(DIGEST[algorithm]);

export async function runHotpLoading(input: OtpSettings & { counter: number }): Promise<string> {
  return hotpWith(input, await macOf(input.algorithm));
}

export async function runTotpLoading(input: TotpInput, clock: Clock): Promise<TotpReport> {
  return totpWith(input, clock, await macOf(input.algorithm));
}
