-- Teams (issue 80 item 4; DATA.md "Teams"): a team holds members with a role (owner, editor, viewer) and may own
-- projects and presets (their nullable team_id). Members read the team's items, editors and owners write them,
-- owners manage members; nobody outside sees anything. A team always keeps an owner.
--
-- Membership is asked through security definer functions returning the caller's team ids, used in policies as
-- `team_id in (select private.…())`: evaluated once per statement (a hashed subplan), not per row, and without
-- pulling team_members' own policies into every plan. Access follows the membership row alone: a member removed
-- loses the team's items in the next statement, whoever created them.

create table public.teams (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 200),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index teams_created_by_idx on public.teams (created_by);
create trigger teams_written before update of name on public.teams
  for each row execute function public.account_row_written();

create table public.team_members (
  team_id uuid not null references public.teams (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  role text not null check (role in ('owner', 'editor', 'viewer')),
  created_at timestamptz not null default now(),
  primary key (team_id, user_id)
);
-- "My teams" (every policy's question) reads by user; the primary key serves "the team's members".
create index team_members_user_idx on public.team_members (user_id, team_id, role);

-- An invitation names an e-mail and a role; the link's code is kept as its SHA-256 only (as encrypted shares keep
-- their secret), so the table opens nothing. It lives 14 days at most and goes when accepted.
create table public.team_invitations (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  email text not null check (length(email) between 3 and 320 and email = lower(email) and position('@' in email) > 1),
  role text not null check (role in ('owner', 'editor', 'viewer')),
  code_hash bytea not null unique check (octet_length(code_hash) = 32),
  invited_by uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null check (expires_at > created_at and expires_at <= created_at + interval '14 days')
);
create index team_invitations_team_idx on public.team_invitations (team_id, created_at desc);
create index team_invitations_invited_by_idx on public.team_invitations (invited_by);

alter table public.projects add column team_id uuid references public.teams (id) on delete cascade;
alter table public.presets add column team_id uuid references public.teams (id) on delete cascade;
create index projects_team_updated_idx on public.projects (team_id, updated_at desc) where team_id is not null;
-- One name per tool per owner: a person's presets and each team's apart (a person's "brand" and acme's "brand").
alter table public.presets drop constraint if exists presets_user_id_tool_id_name_key;
create unique index presets_user_tool_name_idx on public.presets (user_id, tool_id, name) where team_id is null;
create unique index presets_team_tool_name_idx on public.presets (team_id, tool_id, name) where team_id is not null;

-- An item stays where it was made: moving a project or preset between a person and a team is not a write any role
-- may make (an editor could otherwise take a team's board for themselves).
create function public.team_item_stays() returns trigger
  language plpgsql set search_path = '' as $$
begin
  if new.team_id is distinct from old.team_id then
    raise exception 'a project or preset stays with the team or person it was made for' using errcode = '42501';
  end if;
  return new;
end $$;
create trigger projects_team_stays before update of team_id on public.projects
  for each row execute function public.team_item_stays();
create trigger presets_team_stays before update of team_id on public.presets
  for each row execute function public.team_item_stays();

-- The caller's teams: every one, the ones they may write (owner, editor), the ones they own.
create function private.my_team_ids() returns setof uuid
  language sql stable security definer set search_path = '' as $$
  select m.team_id from public.team_members m where m.user_id = (select auth.uid())
$$;
create function private.my_writable_team_ids() returns setof uuid
  language sql stable security definer set search_path = '' as $$
  select m.team_id from public.team_members m where m.user_id = (select auth.uid()) and m.role in ('owner', 'editor')
$$;
create function private.my_owned_team_ids() returns setof uuid
  language sql stable security definer set search_path = '' as $$
  select m.team_id from public.team_members m where m.user_id = (select auth.uid()) and m.role = 'owner'
$$;

-- The projects whose boards the caller reads (their own personal ones and their teams') and writes.
create function private.my_project_ids() returns setof uuid
  language sql stable security definer set search_path = '' as $$
  select p.id from public.projects p where p.user_id = (select auth.uid()) and p.team_id is null
  union all
  select p.id from public.projects p
   where p.team_id in (select m.team_id from public.team_members m where m.user_id = (select auth.uid()))
$$;
create function private.my_writable_project_ids() returns setof uuid
  language sql stable security definer set search_path = '' as $$
  select p.id from public.projects p where p.user_id = (select auth.uid()) and p.team_id is null
  union all
  select p.id from public.projects p
   where p.team_id in (select m.team_id from public.team_members m
                        where m.user_id = (select auth.uid()) and m.role in ('owner', 'editor'))
$$;

-- A component the caller may read or write, for its sub-components (one id at a time, as owns_component did).
create function private.can_read_component(component uuid) returns boolean
  language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.components c join public.projects p on p.id = c.project_id
     where c.id = component
       and (p.visibility = 'public'
            or (p.team_id is null and p.user_id = (select auth.uid()))
            or exists (select 1 from public.team_members m where m.team_id = p.team_id and m.user_id = (select auth.uid()))))
$$;
create function private.can_write_component(component uuid) returns boolean
  language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.components c join public.projects p on p.id = c.project_id
     where c.id = component
       and ((p.team_id is null and p.user_id = (select auth.uid()))
            or exists (select 1 from public.team_members m where m.team_id = p.team_id
                          and m.user_id = (select auth.uid()) and m.role in ('owner', 'editor'))))
$$;

revoke all on function private.my_team_ids(), private.my_writable_team_ids(), private.my_owned_team_ids(),
  private.my_project_ids(), private.my_writable_project_ids(), private.can_read_component(uuid),
  private.can_write_component(uuid) from public, anon, authenticated;
grant execute on function private.my_team_ids(), private.my_writable_team_ids(), private.my_owned_team_ids(),
  private.my_project_ids(), private.my_writable_project_ids(), private.can_read_component(uuid),
  private.can_write_component(uuid) to toolbox_api;
revoke all on function public.team_item_stays() from public, anon, authenticated;

-- The team's maker is its first owner (no member may be inserted by hand: members come from invitations).
create function public.team_maker_owns() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  if new.created_by is not null then
    insert into public.team_members (team_id, user_id, role) values (new.id, new.created_by, 'owner');
  end if;
  return new;
end $$;
revoke all on function public.team_maker_owns() from public, anon, authenticated;
create trigger team_maker_owns after insert on public.teams
  for each row execute function public.team_maker_owns();

-- A team keeps an owner: demoting or removing the last one is refused, so ownership is handed over first (promote,
-- then step down, in one request). When the last owner's account is deleted the longest-standing member becomes
-- owner; a team left with nobody goes, with its items.
create function public.team_keeps_owner() returns trigger
  language plpgsql security definer set search_path = '' as $$
declare
  heir uuid;
begin
  if old.role <> 'owner' or (tg_op = 'UPDATE' and new.role = 'owner') then
    return null;
  end if;
  if not exists (select 1 from public.teams t where t.id = old.team_id) then
    return null;
  end if;
  if exists (select 1 from public.team_members m where m.team_id = old.team_id and m.role = 'owner') then
    return null;
  end if;
  if tg_op = 'DELETE' and not exists (select 1 from public.profiles where id = old.user_id) then
    select m.user_id into heir from public.team_members m where m.team_id = old.team_id
     order by m.created_at, m.user_id limit 1;
    if heir is null then
      delete from public.teams where id = old.team_id;
    else
      update public.team_members set role = 'owner' where team_id = old.team_id and user_id = heir;
    end if;
    return null;
  end if;
  raise exception 'a team keeps an owner: make another member owner first' using errcode = 'P0001',
    hint = 'team_needs_owner';
end $$;
revoke all on function public.team_keeps_owner() from public, anon, authenticated;
create trigger team_keeps_owner after update of role or delete on public.team_members
  for each row execute function public.team_keeps_owner();

-- A deleted account's rows on its teams' boards stay with the team: they pass to one of its owners (or its
-- longest-standing member) before the profile's cascade would take them.
create function public.team_items_outlive_member() returns trigger
  language plpgsql security definer set search_path = '' as $$
declare
  t record;
  heir uuid;
begin
  for t in select m.team_id from public.team_members m where m.user_id = old.id loop
    select m.user_id into heir from public.team_members m
     where m.team_id = t.team_id and m.user_id <> old.id
     order by (m.role = 'owner') desc, m.created_at, m.user_id limit 1;
    continue when heir is null;
    update public.projects set user_id = heir where team_id = t.team_id and user_id = old.id;
    update public.presets set user_id = heir where team_id = t.team_id and user_id = old.id;
    update public.components c set user_id = heir from public.projects p
     where p.id = c.project_id and p.team_id = t.team_id and c.user_id = old.id;
    update public.sub_components s set user_id = heir from public.components c, public.projects p
     where c.id = s.component_id and p.id = c.project_id and p.team_id = t.team_id and s.user_id = old.id;
  end loop;
  return old;
end $$;
revoke all on function public.team_items_outlive_member() from public, anon, authenticated;
create trigger team_items_outlive_member before delete on public.profiles
  for each row execute function public.team_items_outlive_member();

-- Members, with their e-mail and name, for a member of the team (profiles and auth.users stay private otherwise).
create function private.team_member_list(team uuid)
  returns table (user_id uuid, email text, full_name text, role text, joined_at timestamptz)
  language sql stable security definer set search_path = '' as $$
  select m.user_id, u.email::text, coalesce(p.full_name, ''), m.role, m.created_at
    from public.team_members m
    join auth.users u on u.id = m.user_id
    left join public.profiles p on p.id = m.user_id
   where m.team_id = team
     and exists (select 1 from public.team_members me where me.team_id = team and me.user_id = (select auth.uid()))
   order by m.created_at, u.email
$$;

-- Accepting an invitation: the caller, signed in with the invited e-mail, joins with its role (a member already
-- keeps the higher of the two); the invitation goes. An unknown, expired or used code are one empty answer.
create function private.accept_team_invitation(code text)
  returns table (team_id uuid, team_name text, role text, wrong_email boolean)
  language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  invitation public.team_invitations;
  me uuid := (select auth.uid());
  my_email text;
begin
  select i.* into invitation from public.team_invitations i
   where i.code_hash = sha256(convert_to(code, 'UTF8')) and i.expires_at > now()
   for update;
  if not found or me is null then
    return;
  end if;
  select lower(u.email) into my_email from auth.users u where u.id = me;
  if my_email is distinct from invitation.email then
    return query select invitation.team_id, null::text, null::text, true;
    return;
  end if;
  insert into public.team_members as m (team_id, user_id, role) values (invitation.team_id, me, invitation.role)
  on conflict (team_id, user_id) do update set role = case
    when m.role = 'owner' or excluded.role = 'owner' then 'owner'
    when m.role = 'editor' or excluded.role = 'editor' then 'editor'
    else 'viewer' end;
  delete from public.team_invitations i where i.id = invitation.id;
  return query select t.id, t.name, m.role, false from public.teams t
    join public.team_members m on m.team_id = t.id and m.user_id = me where t.id = invitation.team_id;
end $$;

revoke all on function private.team_member_list(uuid), private.accept_team_invitation(text)
  from public, anon, authenticated;
grant execute on function private.team_member_list(uuid), private.accept_team_invitation(text) to toolbox_api;

alter table public.teams enable row level security;
alter table public.team_members enable row level security;
alter table public.team_invitations enable row level security;

-- What the API roles never hold (20261129090000_api_role.sql): /rest/v1 and GraphQL reach none of it.
revoke all on public.teams, public.team_members, public.team_invitations from anon, authenticated;
-- A team is inserted with its id chosen by the function and read back after: `returning` would ask the select
-- policy before the maker's membership (an after-insert trigger) exists.
grant select, insert (id, name), update (name), delete on public.teams to toolbox_api;
grant select, update (role), delete on public.team_members to toolbox_api;
grant select (id, team_id, email, role, invited_by, created_at, expires_at),
  insert (team_id, email, role, code_hash, expires_at), delete on public.team_invitations to toolbox_api;

create policy "teams: members read" on public.teams
  for select to toolbox_api using (id in (select private.my_team_ids()));
create policy "teams: anyone signed in creates" on public.teams
  for insert to toolbox_api with check ((select auth.uid()) is not null and (select auth.uid()) = created_by);
create policy "teams: owners rename" on public.teams
  for update to toolbox_api using (id in (select private.my_owned_team_ids()))
  with check (id in (select private.my_owned_team_ids()));
create policy "teams: owners delete" on public.teams
  for delete to toolbox_api using (id in (select private.my_owned_team_ids()));

create policy "team_members: members read" on public.team_members
  for select to toolbox_api using (team_id in (select private.my_team_ids()));
create policy "team_members: owners change roles" on public.team_members
  for update to toolbox_api using (team_id in (select private.my_owned_team_ids()))
  with check (team_id in (select private.my_owned_team_ids()));
create policy "team_members: owners remove, anyone leaves" on public.team_members
  for delete to toolbox_api
  using (team_id in (select private.my_owned_team_ids()) or (select auth.uid()) = user_id);

create policy "team_invitations: owners read" on public.team_invitations
  for select to toolbox_api using (team_id in (select private.my_owned_team_ids()));
create policy "team_invitations: owners invite" on public.team_invitations
  for insert to toolbox_api
  with check (team_id in (select private.my_owned_team_ids()) and (select auth.uid()) = invited_by);
create policy "team_invitations: owners withdraw" on public.team_invitations
  for delete to toolbox_api using (team_id in (select private.my_owned_team_ids()));

-- Projects: a person's own (team_id null), or a team's for its members; editors and owners write a team's.
alter policy "projects: owner or public reads" on public.projects
  using (visibility = 'public' or (team_id is null and (select auth.uid()) = user_id)
         or team_id in (select private.my_team_ids()));
alter policy "projects: owner inserts" on public.projects
  with check ((select auth.uid()) = user_id
              and (team_id is null or team_id in (select private.my_writable_team_ids())));
alter policy "projects: owner updates" on public.projects
  using ((team_id is null and (select auth.uid()) = user_id) or team_id in (select private.my_writable_team_ids()))
  with check ((team_id is null and (select auth.uid()) = user_id)
              or team_id in (select private.my_writable_team_ids()));
alter policy "projects: owner deletes" on public.projects
  using ((team_id is null and (select auth.uid()) = user_id) or team_id in (select private.my_writable_team_ids()));

-- A board's cards follow their project: whoever may read or write the project reads or writes every card of it.
alter policy "components: owner or public project reads" on public.components
  using (project_id in (select private.my_project_ids()) or private.project_is_public(project_id));
alter policy "components: owner inserts into own project" on public.components
  with check ((select auth.uid()) = user_id and project_id in (select private.my_writable_project_ids()));
alter policy "components: owner updates within own project" on public.components
  using (project_id in (select private.my_writable_project_ids()))
  with check (project_id in (select private.my_writable_project_ids()));
alter policy "components: owner deletes" on public.components
  using (project_id in (select private.my_writable_project_ids()));

alter policy "sub_components: owner or public project reads" on public.sub_components
  using (private.can_read_component(component_id));
alter policy "sub_components: owner inserts under own component" on public.sub_components
  with check ((select auth.uid()) = user_id and private.can_write_component(component_id));
alter policy "sub_components: owner updates under own component" on public.sub_components
  using (private.can_write_component(component_id)) with check (private.can_write_component(component_id));
alter policy "sub_components: owner deletes" on public.sub_components
  using (private.can_write_component(component_id));

-- Presets: a person's own, or a team's (members read, editors and owners write), tied to a project they may write.
drop policy "presets: owner" on public.presets;
create policy "presets: owner or team reads" on public.presets
  for select to toolbox_api
  using ((team_id is null and (select auth.uid()) = user_id) or team_id in (select private.my_team_ids()));
create policy "presets: owner or team editor inserts" on public.presets
  for insert to toolbox_api
  with check ((select auth.uid()) = user_id
              and (team_id is null or team_id in (select private.my_writable_team_ids()))
              and (project_id is null or project_id in (select private.my_writable_project_ids())));
create policy "presets: owner or team editor updates" on public.presets
  for update to toolbox_api
  using ((team_id is null and (select auth.uid()) = user_id) or team_id in (select private.my_writable_team_ids()))
  with check (((team_id is null and (select auth.uid()) = user_id)
               or team_id in (select private.my_writable_team_ids()))
              and (project_id is null or project_id in (select private.my_writable_project_ids())));
create policy "presets: owner or team editor deletes" on public.presets
  for delete to toolbox_api
  using ((team_id is null and (select auth.uid()) = user_id) or team_id in (select private.my_writable_team_ids()));
