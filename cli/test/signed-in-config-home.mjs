// Plain JavaScript so CLI tests, e2e specs and benches (plain Node) can all share it.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A fresh $XDG_CONFIG_HOME holding a just-confirmed credential for the local stack, so gated commands run
 * offline exactly as for a signed-in user (the confirmation is trusted for an hour, see src/platform/sign-in.ts).
 */
export function signedInConfigHome(prefix = 'toolbox-config-') {
  const home = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(home, 'toolbox'), { recursive: true, mode: 0o700 });
  const credential = {
    token: 'tbx_test',
    user: { id: 'u1', email: 'dev@example.com' },
    confirmed_at: new Date().toISOString(),
  };
  writeFileSync(
    join(home, 'toolbox', 'credentials.json'),
    JSON.stringify({ version: 1, hosts: { 'http://127.0.0.1:54321': credential } }),
    { mode: 0o600 },
  );
  return home;
}
