import { ServerOff } from 'lucide-react';
import { supabaseUrl } from '../platform/supabase';

/** Shown instead of the app when the build found no Supabase URL and key: explain, do not crash. */
export function StackMissing() {
  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/40 p-6">
      <div className="grid max-w-lg gap-4 rounded-xl border bg-card p-8 shadow-xs">
        <ServerOff aria-hidden="true" className="size-8 text-muted-foreground" />
        <h1 className="text-xl font-semibold">The local stack is not running</h1>
        <p className="text-muted-foreground">
          Dev Toolbox signs you in through a Supabase-compatible service, expected at{' '}
          <code className="rounded bg-muted px-1 py-0.5 text-sm">{supabaseUrl}</code>, but no anon key was
          configured when this app was built.
        </p>
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          <li>
            Start everything with <code className="rounded bg-muted px-1 py-0.5">pnpm start</code> at the
            repository root, or start the stack alone with{' '}
            <code className="rounded bg-muted px-1 py-0.5">pnpm --filter @toolbox/emulator start</code>.
          </li>
          <li>
            Or set <code className="rounded bg-muted px-1 py-0.5">VITE_SUPABASE_URL</code> and{' '}
            <code className="rounded bg-muted px-1 py-0.5">VITE_SUPABASE_ANON_KEY</code>.
          </li>
          <li>Then rebuild or restart the web app and reload this page.</li>
        </ol>
      </div>
    </main>
  );
}
