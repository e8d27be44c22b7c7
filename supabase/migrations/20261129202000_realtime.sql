-- Live boards (issue 80 item 5, DATA.md "Live boards"). Every write to a board (a card moved, added or deleted, a
-- sub-task ticked, a whole-board save) also touches its project's row, so one small row per project, "this board
-- changed at", is all a page needs to hear: it then reads the board again through the data function, as it does on
-- focus, with the function's limits, version checks and conflicts unchanged.
--
-- Supabase Realtime (postgres_changes) checks each change as the subscriber: `select exists (… where pk = …)`
-- under their JWT's role, `authenticated`, and claims. Since issue 76 that role holds nothing on the account tables
-- (/rest/v1 and GraphQL must not pass the data function), so the signal lives in its own schema, `live`, which
-- PostgREST does not expose: `authenticated` may select it, through one policy, "the projects whose boards I
-- read" (their own and their teams', the rule the teams migration keeps in private.my_project_ids()). The row holds
-- no content, only the project's id and a time. Cards and sub-tasks stay out of the publication: their rows would
-- make Realtime a second way to read a board around the data function.

create schema if not exists live;
revoke all on schema live from public;
grant usage on schema live to authenticated;

create table live.board_changes (
  project_id uuid primary key references public.projects (id) on delete cascade,
  changed_at timestamptz not null default now()
);
alter table live.board_changes enable row level security;
revoke all on live.board_changes from public, anon, authenticated;
grant select on live.board_changes to authenticated;

-- Whether the caller reads this project's board (security definer: `authenticated` reads no project row itself).
do $$
begin
  if to_regprocedure('private.my_project_ids()') is not null then
    create function live.reads_board(project uuid) returns boolean
      language sql stable security definer set search_path = '' as $f$
      select project in (select private.my_project_ids())
    $f$;
  else
    create function live.reads_board(project uuid) returns boolean
      language sql stable security definer set search_path = '' as $f$
      select exists (select 1 from public.projects p where p.id = project and p.user_id = (select auth.uid()))
    $f$;
  end if;
end $$;
revoke all on function live.reads_board(uuid) from public, anon, authenticated;
grant execute on function live.reads_board(uuid) to authenticated;

create policy "board_changes: readers of the board hear it" on live.board_changes
  for select to authenticated using (live.reads_board(project_id));

create function live.board_changed() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  insert into live.board_changes (project_id, changed_at) values (new.id, now())
  on conflict (project_id) do update set changed_at = excluded.changed_at;
  return null;
end $$;
revoke all on function live.board_changed() from public, anon, authenticated;
create trigger board_changed after insert or update on public.projects
  for each row execute function live.board_changed();

-- A hosted project has the publication from the start (empty); a plain PostgreSQL (CI, `toolbox check rls`) has
-- none, and then there is nothing to add to.
do $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    alter publication supabase_realtime add table live.board_changes;
  end if;
end $$;
