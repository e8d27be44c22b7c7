// Where the CLI's API calls go. Apart from the client (api.ts), so the sign-in check that the hourly confirmation
// covers loads no HTTP client or account data.

import { dirname, join, resolve } from 'node:path';

// Not an import: see stdio-lines.ts.
const { existsSync, readFileSync, realpathSync } = process.getBuiltinModule('node:fs');

export interface ApiTarget {
  apiUrl: string;
  anonKey: string | undefined;
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The anon key when none was given: the local stack's `.data/stack.json` (written by the emulator) in the repository
 * this CLI runs from, when it describes the same API URL.
 */
export function localStackAnonKey(
  apiUrl: string,
  env: Env,
  scriptPath = process.argv[1],
): string | undefined {
  const candidates: string[] = [];
  if (env.TOOLBOX_STACK_FILE) candidates.push(env.TOOLBOX_STACK_FILE);
  if (scriptPath) {
    try {
      // cli/dist/toolbox.js and cli/src/bin.ts both sit two folders below the repository root.
      candidates.push(join(resolve(dirname(realpathSync(scriptPath)), '..', '..'), '.data', 'stack.json'));
    } catch {
      // A script path that no longer exists: no local stack to read.
    }
  }
  for (const path of candidates) {
    if (!existsSync(path)) continue;
    try {
      const stack = JSON.parse(readFileSync(path, 'utf8')) as { url?: unknown; anonKey?: unknown };
      if (typeof stack.anonKey === 'string' && String(stack.url).replace(/\/+$/, '') === apiUrl)
        return stack.anonKey;
    } catch {
      // Half-written or foreign file: ignore it.
    }
  }
  return undefined;
}
