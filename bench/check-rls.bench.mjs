// Issue 40's budget: `toolbox check rls` on a 50-migration project under 3 s (wall, the built CLI, its
// new-project database cached as after a first run). The project is generated: each migration adds a table with a
// foreign key, RLS, policies, an index and a function, as a real app's history does; it audits clean (exit 0).
// Also the first run on a machine (no cache: PGlite's initdb and the Supabase base applied, then cached).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MIGRATIONS = 50;

function migration(i) {
  const t = `items_${i}`;
  const parent = i > 0 ? `,\n  parent_id bigint references public.items_${i - 1} (id) on delete cascade` : '';
  const parentIndex = i > 0 ? `\ncreate index ${t}_parent_id_idx on public.${t} (parent_id);` : '';
  return `-- migration ${i}: ${t}
create table public.${t} (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  title text not null,
  created_at timestamptz not null default now()${parent}
);
create index ${t}_user_id_idx on public.${t} (user_id);${parentIndex}
alter table public.${t} enable row level security;
create policy "read own ${t}" on public.${t} for select to authenticated using ((select auth.uid()) = user_id);
create policy "add own ${t}" on public.${t} for insert to authenticated with check ((select auth.uid()) = user_id);
create function public.count_${t}() returns bigint language sql stable set search_path = ''
  as $$ select count(*) from public.${t} $$;
`;
}

export async function run({ root, measure }) {
  const toolbox = join(root, 'cli', 'dist', 'toolbox.js');
  const missing = measure.ensureBuilt({ root, output: toolbox, filter: 'dev-toolbox-cli' });
  if (missing) return [{ metric: 'check rls', skipped: missing }];
  const project = join(root, 'bench', 'out', 'check-rls-50');
  rmSync(project, { recursive: true, force: true });
  const folder = join(project, 'supabase', 'migrations');
  mkdirSync(folder, { recursive: true });
  for (let i = 0; i < MIGRATIONS; i++)
    writeFileSync(join(folder, `2025${String(i).padStart(10, '0')}_items_${i}.sql`), migration(i));
  const args = [toolbox, 'check', 'rls', '--fail-on', 'info'];
  const cold = () => ({
    ...process.env,
    XDG_CACHE_HOME: mkdtempSync(join(tmpdir(), 'toolbox-bench-cache-')),
  });
  const [first] = measure.timeCommands([{ command: process.execPath, args }], {
    runs: 1,
    warmup: 0,
    cwd: project,
    env: cold(),
  });
  const env = cold();
  const [warm] = measure.timeCommands([{ command: process.execPath, args }], {
    runs: 5,
    warmup: 1,
    cwd: project,
    env,
  });
  return [
    {
      metric: `check rls: ${MIGRATIONS} migrations`,
      value: warm.median,
      unit: 'ms',
      budget: 3000,
      note: `${warm.runs} runs, ${warm.min.toFixed(0)}-${warm.max.toFixed(0)} ms; new-project database cached`,
    },
    {
      metric: `  first run (no cache: initdb + base)`,
      value: first.median,
      unit: 'ms',
      note: '1 run',
    },
  ];
}
