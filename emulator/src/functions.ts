import { dataFunction } from './data-host';
import { deviceAuthFunction } from './device-auth-host';
import type { FunctionFactory } from './functions-host';

/**
 * The functions the CLI's stack serves at `/functions/v1/<name>/*`: the device sign-in function as
 * `'device-auth'`, the account data API as `'data'`.
 */
export const defaultFunctions: Record<string, FunctionFactory> = {
  'device-auth': deviceAuthFunction,
  data: dataFunction,
};

export function loadDefaultFunctions(): Record<string, FunctionFactory> {
  return { ...defaultFunctions };
}
