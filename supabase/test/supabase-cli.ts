// The Supabase CLI from npm (supabase/package.json's `supabase`, its linux binary from @supabase/cli-linux-x64), run
// the way a deploy runs it: `supabase db push --db-url …` from a folder holding supabase/migrations/. The CLI needs
// no config.toml for that; it keeps its history in supabase_migrations.schema_migrations on the target database.

import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../node_modules/.bin/supabase', import.meta.url));
const migrations = fileURLToPath(new URL('../migrations/', import.meta.url));

export interface CliRun {
  code: number;
  output: string;
}

/** `supabase db push --db-url <url> --yes` with a copy of our migrations, in a throwaway project folder and HOME. */
export async function supabaseDbPush(databaseUrl: string): Promise<CliRun> {
  const folder = mkdtempSync(join(tmpdir(), 'toolbox-db-push-'));
  try {
    mkdirSync(join(folder, 'supabase'));
    cpSync(migrations, join(folder, 'supabase', 'migrations'), { recursive: true });
    const url = new URL(databaseUrl);
    // The test server speaks no TLS; the CLI asks for it unless told.
    url.searchParams.set('sslmode', 'disable');
    return await new Promise((resolve) => {
      execFile(
        cli,
        ['db', 'push', '--db-url', url.toString(), '--yes'],
        {
          cwd: folder,
          timeout: 120_000,
          env: {
            PATH: process.env.PATH,
            HOME: folder,
            DO_NOT_TRACK: '1',
            SUPABASE_TELEMETRY_DISABLED: '1',
          },
        },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
          resolve({ code, output: `${stdout}${stderr}` });
        },
      );
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
