-- The account data's policies, same rules, cheaper to plan (issue 38's save + load budget). A policy that asks
-- "is this project public / mine" with a subquery on another table under RLS pulls that table's policies into
-- every plan, nested (a sub-component's read policy expanded components' and projects' policies): planning a
-- board read or save took several milliseconds per statement on the local stack, ten times its execution.
-- The same questions as small SECURITY DEFINER functions in a schema PostgREST does not expose (splinter's
-- 0028/0029 look at exposed schemas): each answers exactly what the subquery under RLS answered, for one id.

create schema if not exists private;
grant usage on schema private to anon, authenticated;

-- A project whose visibility is public (anyone may read it and its board).
create function private.project_is_public(project uuid) returns boolean
  language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.projects p where p.id = project and p.visibility = 'public')
$$;

-- A component of a public project.
create function private.component_is_public(component uuid) returns boolean
  language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.components c join public.projects p on p.id = c.project_id
                  where c.id = component and p.visibility = 'public')
$$;

-- A project of the caller's (the claims' sub).
create function private.owns_project(project uuid) returns boolean
  language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.projects p where p.id = project and p.user_id = (select auth.uid()))
$$;

-- A component of the caller's.
create function private.owns_component(component uuid) returns boolean
  language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.components c where c.id = component and c.user_id = (select auth.uid()))
$$;

revoke all on function private.project_is_public(uuid), private.component_is_public(uuid),
  private.owns_project(uuid), private.owns_component(uuid) from public;
grant execute on function private.project_is_public(uuid), private.component_is_public(uuid),
  private.owns_project(uuid), private.owns_component(uuid) to anon, authenticated;

alter policy "components: owner or public project reads" on public.components
  using ((select auth.uid()) = user_id or private.project_is_public(project_id));
alter policy "components: owner inserts into own project" on public.components
  with check ((select auth.uid()) = user_id and private.owns_project(project_id));
alter policy "components: owner updates within own project" on public.components
  with check ((select auth.uid()) = user_id and private.owns_project(project_id));

alter policy "sub_components: owner or public project reads" on public.sub_components
  using ((select auth.uid()) = user_id or private.component_is_public(component_id));
alter policy "sub_components: owner inserts under own component" on public.sub_components
  with check ((select auth.uid()) = user_id and private.owns_component(component_id));
alter policy "sub_components: owner updates under own component" on public.sub_components
  with check ((select auth.uid()) = user_id and private.owns_component(component_id));

alter policy "presets: owner" on public.presets
  with check ((select auth.uid()) = user_id
              and (project_id is null or private.owns_project(project_id)));
