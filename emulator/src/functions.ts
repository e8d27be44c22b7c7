import { deviceAuthFunction } from './device-auth-host';
import type { FunctionFactory } from './functions-host';

/**
 * The functions the CLI's stack serves at `/functions/v1/<name>/*`. The device sign-in function registers
 * here as `'device-auth'`.
 */
export const defaultFunctions: Record<string, FunctionFactory> = {
  'device-auth': deviceAuthFunction,
};

export function loadDefaultFunctions(): Record<string, FunctionFactory> {
  return { ...defaultFunctions };
}
