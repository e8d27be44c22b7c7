-- The account's data (issue 38, DATA.md): profiles, projects with their components and sub-components (document
-- 001's sample schema), tool presets, favourites and recent tools. Postgres's RLS is the guard: every row is its
-- owner's (`(select auth.uid()) = user_id`), a project whose visibility is public (and its components) is
-- readable by anyone, and nothing else. The data function runs each request as `authenticated` (or `anon`) with
-- the caller's claims, so these policies decide what a request sees; user_id defaults to the caller.

-- Every mutable row: a version that counts writes (a stale write is refused by the data function) and updated_at.
create function public.account_row_written() returns trigger
  language plpgsql set search_path = '' as $$
begin
  new.version := old.version + 1;
  new.updated_at := now();
  return new;
end $$;

create table if not exists public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text not null default '' check (length(full_name) <= 200),
  username text check (username ~ '^[A-Za-z0-9_][A-Za-z0-9_.-]{2,39}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
-- A project made with the dashboard's "User Management Starter" already has public.profiles (id, updated_at,
-- username, full_name, avatar_url, website) and its trigger on_auth_user_created: the table is adopted (its other
-- columns stay; rows already there are not re-checked) and our trigger replaces that one, which would otherwise insert
-- the same user's profile a second time. Its policies go in 20261129090000_api_role.sql.
alter table public.profiles
  add column if not exists created_at timestamptz not null default now(),
  add column if not exists version integer not null default 1;
update public.profiles set full_name = '' where full_name is null;
update public.profiles set updated_at = now() where updated_at is null;
alter table public.profiles
  alter column full_name set default '',
  alter column full_name set not null,
  alter column updated_at set default now(),
  alter column updated_at set not null;
do $$
begin
  if not exists (select 1 from pg_constraint where conrelid = 'public.profiles'::regclass and conname = 'profiles_full_name_check') then
    alter table public.profiles add constraint profiles_full_name_check check (length(full_name) <= 200) not valid;
  end if;
  if not exists (select 1 from pg_constraint where conrelid = 'public.profiles'::regclass and conname = 'profiles_username_check') then
    alter table public.profiles
      add constraint profiles_username_check check (username ~ '^[A-Za-z0-9_][A-Za-z0-9_.-]{2,39}$') not valid;
  end if;
end $$;
drop trigger if exists on_auth_user_created on auth.users;
do $$
begin
  if to_regprocedure('public.handle_new_user()') is not null then
    revoke all on function public.handle_new_user() from public, anon, authenticated;
  end if;
end $$;
create unique index if not exists profiles_username_idx on public.profiles (lower(username));
create trigger profiles_written before update of full_name, username on public.profiles
  for each row execute function public.account_row_written();

-- A profile for each new user, named from sign-up's full name (options.data.full_name), as Supabase projects do.
create function public.create_profile_for_new_user() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  insert into public.profiles (id, full_name)
  values (new.id, left(coalesce(new.raw_user_meta_data ->> 'full_name', ''), 200))
  on conflict (id) do nothing;
  return new;
end $$;
revoke all on function public.create_profile_for_new_user() from public, anon, authenticated;
create trigger create_profile_for_new_user after insert on auth.users
  for each row execute function public.create_profile_for_new_user();
-- Users who signed up before this migration.
insert into public.profiles (id, full_name)
select id, left(coalesce(raw_user_meta_data ->> 'full_name', ''), 200) from auth.users
on conflict (id) do nothing;

create table public.projects (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 200),
  description text not null default '' check (length(description) <= 20000),
  github_url text check (length(github_url) <= 2000),
  supabase_url text check (length(supabase_url) <= 2000),
  lovable_project_id text,
  lovable_project_url text,
  visibility text not null default 'private' check (visibility in ('private', 'public')),
  -- The Visual Workspace's plan text (2 MB, the limits table's workspaceSourceBytes).
  workspace_source text check (octet_length(workspace_source) <= 2097152),
  last_synced_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
-- The list is mine, newest change first; `?since=` reads updated_at.
create index projects_user_updated_idx on public.projects (user_id, updated_at desc);
-- A write of a project's own fields (or `set version = version`, the whole-board save) counts; the function's
-- `set updated_at = now()` after a component changes only marks the project changed for other devices.
create trigger projects_written before update of name, description, github_url, supabase_url, lovable_project_id,
  lovable_project_url, visibility, workspace_source, last_synced_at, version on public.projects
  for each row execute function public.account_row_written();

-- Ids of deleted projects, so `GET /projects?since=` can tell other devices what went.
create table public.project_deletions (
  project_id uuid primary key,
  user_id uuid not null references public.profiles (id) on delete cascade,
  deleted_at timestamptz not null default now()
);
create index project_deletions_user_idx on public.project_deletions (user_id, deleted_at);
create function public.record_project_deletion() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  insert into public.project_deletions (project_id, user_id) values (old.id, old.user_id)
  on conflict (project_id) do nothing;
  return old;
end $$;
revoke all on function public.record_project_deletion() from public, anon, authenticated;
create trigger record_project_deletion after delete on public.projects
  for each row execute function public.record_project_deletion();

create table public.components (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  project_id uuid not null references public.projects (id) on delete cascade,
  parent_id uuid,
  title text not null check (length(btrim(title)) between 1 and 20000),
  description text not null default '' check (length(description) <= 20000),
  kind text not null default 'node' check (kind in ('node', 'card')),
  status text not null default 'Not Started' check (status in ('Not Started', 'In Progress', 'Blocked', 'Complete')),
  priority text check (priority in ('Urgent', 'High', 'Medium', 'Low')),
  deadline date,
  tags text[] not null default '{}' check (cardinality(tags) <= 50),
  notes text not null default '' check (length(notes) <= 20000),
  position integer not null default 0 check (position >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  unique (id, project_id),
  -- A parent is a component of the same project.
  foreign key (parent_id, project_id) references public.components (id, project_id) on delete cascade
);
create index components_project_idx on public.components (project_id, position);
create index components_user_idx on public.components (user_id);
create index components_parent_idx on public.components (parent_id, project_id);
create trigger components_written before update on public.components
  for each row execute function public.account_row_written();

create table public.sub_components (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  component_id uuid not null references public.components (id) on delete cascade,
  title text not null check (length(btrim(title)) between 1 and 20000),
  completed boolean not null default false,
  position integer not null default 0 check (position >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index sub_components_component_idx on public.sub_components (component_id, position);
create index sub_components_user_idx on public.sub_components (user_id);
create trigger sub_components_written before update on public.sub_components
  for each row execute function public.account_row_written();

create table public.presets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  tool_id text not null check (tool_id ~ '^[a-z0-9][a-z0-9-]{0,99}$'),
  name text not null check (length(btrim(name)) between 1 and 200),
  -- 256 KB, the limits table's presetInputsBytes (the function refuses larger before this check).
  inputs jsonb not null default '{}' check (jsonb_typeof(inputs) = 'object' and octet_length(inputs::text) <= 300000),
  project_id uuid references public.projects (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  unique (user_id, tool_id, name)
);
create index presets_project_idx on public.presets (project_id);
create trigger presets_written before update of name, inputs, project_id on public.presets
  for each row execute function public.account_row_written();

create table public.favourites (
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  tool_id text not null check (tool_id ~ '^[a-z0-9][a-z0-9-]{0,99}$'),
  created_at timestamptz not null default now(),
  primary key (user_id, tool_id)
);

create table public.recents (
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  tool_id text not null check (tool_id ~ '^[a-z0-9][a-z0-9-]{0,99}$'),
  used_at timestamptz not null default now(),
  primary key (user_id, tool_id)
);
create index recents_user_used_idx on public.recents (user_id, used_at desc);

-- Row-level security. `(select auth.uid())` is evaluated once per statement (splinter's auth_rls_initplan).
alter table public.profiles enable row level security;
alter table public.projects enable row level security;
alter table public.project_deletions enable row level security;
alter table public.components enable row level security;
alter table public.sub_components enable row level security;
alter table public.presets enable row level security;
alter table public.favourites enable row level security;
alter table public.recents enable row level security;

revoke all on public.profiles, public.projects, public.project_deletions, public.components, public.sub_components,
  public.presets, public.favourites, public.recents from anon, authenticated;
grant select on public.projects, public.components, public.sub_components to anon;
grant select, insert, update, delete on public.projects, public.components, public.sub_components, public.presets,
  public.favourites, public.recents to authenticated;
grant select, update (full_name, username) on public.profiles to authenticated;
grant select on public.project_deletions to authenticated;

create policy "profiles: owner reads" on public.profiles
  for select to authenticated using ((select auth.uid()) = id);
create policy "profiles: owner updates" on public.profiles
  for update to authenticated using ((select auth.uid()) = id) with check ((select auth.uid()) = id);

create policy "projects: owner or public reads" on public.projects
  for select to anon, authenticated using (visibility = 'public' or (select auth.uid()) = user_id);
create policy "projects: owner inserts" on public.projects
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "projects: owner updates" on public.projects
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "projects: owner deletes" on public.projects
  for delete to authenticated using ((select auth.uid()) = user_id);

create policy "project_deletions: owner reads" on public.project_deletions
  for select to authenticated using ((select auth.uid()) = user_id);

-- A component belongs to its project's owner: written only into a project of mine, read by me or, when its
-- project is public, by anyone.
create policy "components: owner or public project reads" on public.components
  for select to anon, authenticated using (
    (select auth.uid()) = user_id
    or exists (select 1 from public.projects p where p.id = project_id and p.visibility = 'public'));
create policy "components: owner inserts into own project" on public.components
  for insert to authenticated with check (
    (select auth.uid()) = user_id
    and exists (select 1 from public.projects p where p.id = project_id and p.user_id = (select auth.uid())));
create policy "components: owner updates within own project" on public.components
  for update to authenticated using ((select auth.uid()) = user_id) with check (
    (select auth.uid()) = user_id
    and exists (select 1 from public.projects p where p.id = project_id and p.user_id = (select auth.uid())));
create policy "components: owner deletes" on public.components
  for delete to authenticated using ((select auth.uid()) = user_id);

create policy "sub_components: owner or public project reads" on public.sub_components
  for select to anon, authenticated using (
    (select auth.uid()) = user_id
    or exists (select 1 from public.components c join public.projects p on p.id = c.project_id
               where c.id = component_id and p.visibility = 'public'));
create policy "sub_components: owner inserts under own component" on public.sub_components
  for insert to authenticated with check (
    (select auth.uid()) = user_id
    and exists (select 1 from public.components c where c.id = component_id and c.user_id = (select auth.uid())));
create policy "sub_components: owner updates under own component" on public.sub_components
  for update to authenticated using ((select auth.uid()) = user_id) with check (
    (select auth.uid()) = user_id
    and exists (select 1 from public.components c where c.id = component_id and c.user_id = (select auth.uid())));
create policy "sub_components: owner deletes" on public.sub_components
  for delete to authenticated using ((select auth.uid()) = user_id);

create policy "presets: owner" on public.presets
  for all to authenticated using ((select auth.uid()) = user_id) with check (
    (select auth.uid()) = user_id
    and (project_id is null
         or exists (select 1 from public.projects p where p.id = project_id and p.user_id = (select auth.uid()))));
create policy "favourites: owner" on public.favourites
  for all to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "recents: owner" on public.recents
  for all to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);

-- The one foreign key of an earlier migration that splinter finds unindexed (approvals look rows up by user).
create index device_authorizations_user_idx on public.device_authorizations (user_id);
