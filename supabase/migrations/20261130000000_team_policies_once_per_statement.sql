-- The teams migration's policies at 10,000 teams of five (issue 80; `pnpm bench data-api-scale`), same rules:
--
-- * A sub-component's policies asked private.can_read_component / can_write_component(component_id) of every row:
--   a security definer call per row (an export called it once per sub-task, 100 times for 20 boards). They now ask
--   once per statement for the ids of the components on the boards the caller reads or writes (a hashed subplan,
--   as components ask for projects), and only a row outside those asks whether its board is public.
-- * The presets read policy's `... or team_id in (select …)` left the planner no index for the OR: the export read
--   every user's presets (Seq Scan). `team_id = any (array(select …))` is an initplan's array that the team index
--   takes, and with the personal index a BitmapOr reads the caller's presets alone.
-- * The id lists are plpgsql instead of SQL: a non-inlined SQL function is planned again on every statement that
--   calls it (a board save's card upsert calls six), a plpgsql one keeps its plan for the session.

create or replace function private.my_team_ids() returns setof uuid
  language plpgsql stable security definer set search_path = '' as $$
begin
  return query select m.team_id from public.team_members m where m.user_id = (select auth.uid());
end $$;
create or replace function private.my_writable_team_ids() returns setof uuid
  language plpgsql stable security definer set search_path = '' as $$
begin
  return query select m.team_id from public.team_members m
    where m.user_id = (select auth.uid()) and m.role in ('owner', 'editor');
end $$;
create or replace function private.my_owned_team_ids() returns setof uuid
  language plpgsql stable security definer set search_path = '' as $$
begin
  return query select m.team_id from public.team_members m where m.user_id = (select auth.uid()) and m.role = 'owner';
end $$;

create or replace function private.my_project_ids() returns setof uuid
  language plpgsql stable security definer set search_path = '' as $$
begin
  return query
    select p.id from public.projects p where p.user_id = (select auth.uid()) and p.team_id is null
    union all
    select p.id from public.projects p
     where p.team_id in (select m.team_id from public.team_members m where m.user_id = (select auth.uid()));
end $$;
create or replace function private.my_writable_project_ids() returns setof uuid
  language plpgsql stable security definer set search_path = '' as $$
begin
  return query
    select p.id from public.projects p where p.user_id = (select auth.uid()) and p.team_id is null
    union all
    select p.id from public.projects p
     where p.team_id in (select m.team_id from public.team_members m
                          where m.user_id = (select auth.uid()) and m.role in ('owner', 'editor'));
end $$;

-- The components on the boards the caller reads (their personal projects' and their teams') and writes.
create function private.my_component_ids() returns setof uuid
  language plpgsql stable security definer set search_path = '' as $$
begin
  return query
    select c.id from public.projects p join public.components c on c.project_id = p.id
     where p.user_id = (select auth.uid()) and p.team_id is null
    union all
    select c.id from public.team_members m join public.projects p on p.team_id = m.team_id
      join public.components c on c.project_id = p.id
     where m.user_id = (select auth.uid());
end $$;
create function private.my_writable_component_ids() returns setof uuid
  language plpgsql stable security definer set search_path = '' as $$
begin
  return query
    select c.id from public.projects p join public.components c on c.project_id = p.id
     where p.user_id = (select auth.uid()) and p.team_id is null
    union all
    select c.id from public.team_members m join public.projects p on p.team_id = m.team_id
      join public.components c on c.project_id = p.id
     where m.user_id = (select auth.uid()) and m.role in ('owner', 'editor');
end $$;
revoke all on function private.my_component_ids(), private.my_writable_component_ids() from public, anon, authenticated;
grant execute on function private.my_component_ids(), private.my_writable_component_ids() to toolbox_api;

alter policy "sub_components: owner or public project reads" on public.sub_components
  using (component_id in (select private.my_component_ids()) or private.component_is_public(component_id));
alter policy "sub_components: owner inserts under own component" on public.sub_components
  with check ((select auth.uid()) = user_id and component_id in (select private.my_writable_component_ids()));
alter policy "sub_components: owner updates under own component" on public.sub_components
  using (component_id in (select private.my_writable_component_ids()))
  with check (component_id in (select private.my_writable_component_ids()));
alter policy "sub_components: owner deletes" on public.sub_components
  using (component_id in (select private.my_writable_component_ids()));

drop function private.can_read_component(uuid), private.can_write_component(uuid);

alter policy "presets: owner or team reads" on public.presets
  using ((team_id is null and (select auth.uid()) = user_id) or team_id = any (array(select private.my_team_ids())));
