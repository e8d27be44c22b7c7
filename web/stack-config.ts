import { existsSync, readFileSync } from 'node:fs';

export const defaultSupabaseUrl = 'http://127.0.0.1:54321';

export interface StackConfig {
  url: string;
  /** Empty when no stack is configured: the app then explains how to start one instead of crashing. */
  anonKey: string;
  source: 'env' | 'stack.json' | 'none';
}

/** VITE_* variables win; otherwise the emulator's `.data/stack.json`; otherwise the local default URL. */
export function resolveStackConfig(
  env: Record<string, string | undefined>,
  stackJsonPath: string,
): StackConfig {
  const url = env.VITE_SUPABASE_URL?.trim();
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim();
  if (url && anonKey) return { url, anonKey, source: 'env' };
  const fromFile = readStackJson(stackJsonPath);
  if (fromFile)
    return { url: url || fromFile.url, anonKey: anonKey || fromFile.anonKey, source: 'stack.json' };
  return { url: url || defaultSupabaseUrl, anonKey: anonKey ?? '', source: anonKey ? 'env' : 'none' };
}

function readStackJson(path: string): { url: string; anonKey: string } | undefined {
  if (!existsSync(path)) return undefined;
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (
      parsed &&
      typeof parsed === 'object' &&
      'url' in parsed &&
      'anonKey' in parsed &&
      typeof parsed.url === 'string' &&
      typeof parsed.anonKey === 'string'
    ) {
      return { url: parsed.url, anonKey: parsed.anonKey };
    }
  } catch {
    // A half-written or foreign file means "no stack"; the app shows how to start one.
  }
  return undefined;
}
