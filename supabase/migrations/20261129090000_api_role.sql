-- The account data is reached only through the data function (issue 76, docs/design-notes.md "toolbox_api").
-- A hosted project exposes `public` through /rest/v1 and GraphQL to `anon` and `authenticated`, so any grant to them
-- is a second way in that skips the function's limits, rate limits and version checks (splinter 0026/0027 warn on
-- it, 0028/0029 on security definer functions they may execute). They get nothing; `toolbox_api` (no login, no
-- bypassrls) holds the grants, `postgres` (the function's connection) switches to it per request with the caller's
-- claims, and every policy is `to toolbox_api`, deciding ownership by `(select auth.uid())` as before.

do $$
begin
  create role toolbox_api nologin;
exception
  -- Roles belong to the cluster: the role outlives a database reset, and two databases of one cluster (the tests')
  -- may create it at the same moment.
  when duplicate_object or unique_violation then null;
end $$;
grant toolbox_api to postgres;
-- auth.uid() lives in `auth`, whose usage only its owner may grant: toolbox_api has it as anon has (anon itself is
-- granted nothing below).
grant anon to toolbox_api;

revoke all on public.profiles, public.projects, public.project_deletions, public.components, public.sub_components,
  public.presets, public.favourites, public.recents, public.cli_tokens, public.device_authorizations,
  public.device_auth_attempts from anon, authenticated;
-- Supabase's default privileges grant every new sequence to the API roles too.
revoke all on sequence public.device_auth_attempts_id_seq from anon, authenticated;
revoke all on function public.account_row_written(), public.cli_tokens_keep_revoked(),
  public.create_profile_for_new_user(), public.record_project_deletion(),
  public.revoke_cli_tokens_on_password_change() from public, anon, authenticated;

grant select, insert, update, delete on public.projects, public.components, public.sub_components, public.presets,
  public.favourites, public.recents to toolbox_api;
grant select, update (full_name, username) on public.profiles to toolbox_api;
grant select on public.project_deletions to toolbox_api;

revoke usage on schema private from anon, authenticated;
grant usage on schema private to toolbox_api;
revoke all on function private.project_is_public(uuid), private.component_is_public(uuid),
  private.owns_project(uuid), private.owns_component(uuid) from public, anon, authenticated;
grant execute on function private.project_is_public(uuid), private.component_is_public(uuid),
  private.owns_project(uuid), private.owns_component(uuid) to toolbox_api;

-- Every policy on these tables goes, including any a project had before ours (the dashboard's User Management
-- Starter makes `public.profiles` readable by everyone), and ours come back for toolbox_api. cli_tokens keeps none:
-- only the device-auth function, as the owner, reads or revokes tokens.
do $$
declare
  p record;
begin
  for p in
    select policyname, tablename from pg_policies
     where schemaname = 'public'
       and tablename in ('profiles', 'projects', 'project_deletions', 'components', 'sub_components', 'presets',
                         'favourites', 'recents', 'cli_tokens')
  loop
    execute format('drop policy %I on public.%I', p.policyname, p.tablename);
  end loop;
end $$;

create policy "profiles: owner reads" on public.profiles
  for select to toolbox_api using ((select auth.uid()) = id);
create policy "profiles: owner updates" on public.profiles
  for update to toolbox_api using ((select auth.uid()) = id) with check ((select auth.uid()) = id);

create policy "projects: owner or public reads" on public.projects
  for select to toolbox_api using (visibility = 'public' or (select auth.uid()) = user_id);
create policy "projects: owner inserts" on public.projects
  for insert to toolbox_api with check ((select auth.uid()) = user_id);
create policy "projects: owner updates" on public.projects
  for update to toolbox_api using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "projects: owner deletes" on public.projects
  for delete to toolbox_api using ((select auth.uid()) = user_id);

create policy "project_deletions: owner reads" on public.project_deletions
  for select to toolbox_api using ((select auth.uid()) = user_id);

create policy "components: owner or public project reads" on public.components
  for select to toolbox_api using ((select auth.uid()) = user_id or private.project_is_public(project_id));
create policy "components: owner inserts into own project" on public.components
  for insert to toolbox_api with check ((select auth.uid()) = user_id and private.owns_project(project_id));
create policy "components: owner updates within own project" on public.components
  for update to toolbox_api using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id and private.owns_project(project_id));
create policy "components: owner deletes" on public.components
  for delete to toolbox_api using ((select auth.uid()) = user_id);

create policy "sub_components: owner or public project reads" on public.sub_components
  for select to toolbox_api using ((select auth.uid()) = user_id or private.component_is_public(component_id));
create policy "sub_components: owner inserts under own component" on public.sub_components
  for insert to toolbox_api with check ((select auth.uid()) = user_id and private.owns_component(component_id));
create policy "sub_components: owner updates under own component" on public.sub_components
  for update to toolbox_api using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id and private.owns_component(component_id));
create policy "sub_components: owner deletes" on public.sub_components
  for delete to toolbox_api using ((select auth.uid()) = user_id);

create policy "presets: owner" on public.presets
  for all to toolbox_api using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id and (project_id is null or private.owns_project(project_id)));
create policy "favourites: owner" on public.favourites
  for all to toolbox_api using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "recents: owner" on public.recents
  for all to toolbox_api using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
