-- Moving a board or preset between a person and a team (issue 80 item 4; docs/design-notes.md "Teams"). The teams
-- migration refused every change of team_id; now a move is allowed by these rules, held here so that every path
-- (the data function, a statement as toolbox_api) obeys them:
--
-- * Into a team: the item's person (the update policy's `using` lets only them touch a personal item) who is an
--   editor or owner of the team (its `with check`).
-- * Out of a team, to the mover's own account or another team they write: only the team's owners. An editor could
--   otherwise take the team's work for themselves, and a viewer never writes.
-- * The moved item becomes the mover's (user_id), and a board's cards and sub-tasks with it: a row left in the
--   name of someone outside its new owner would go with that person's account (profiles' cascade).
-- * A move counts as a write: the version goes up, so a tab holding the old one meets the conflict flow.

create or replace function public.team_item_stays() returns trigger
  language plpgsql set search_path = '' as $$
begin
  if new.team_id is not distinct from old.team_id then
    return new;
  end if;
  if old.team_id is not null and old.team_id not in (select private.my_owned_team_ids()) then
    raise exception 'only the team''s owners move its items out of it' using errcode = '42501',
      hint = 'team_owner_moves_out';
  end if;
  new.user_id := (select auth.uid());
  new.version := old.version + 1;
  new.updated_at := now();
  return new;
end $$;
revoke all on function public.team_item_stays() from public, anon, authenticated;

create function public.team_board_moved() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  update public.components set user_id = new.user_id where project_id = new.id and user_id <> new.user_id;
  update public.sub_components s set user_id = new.user_id from public.components c
   where c.project_id = new.id and s.component_id = c.id and s.user_id <> new.user_id;
  return null;
end $$;
revoke all on function public.team_board_moved() from public, anon, authenticated;
create trigger projects_team_moved after update of team_id on public.projects
  for each row when (new.team_id is distinct from old.team_id) execute function public.team_board_moved();

-- A board's or preset's share link opens while its maker may still read the item: their own, or a team's they are
-- in. Moved out of the maker's reach (a team's owner took it to their account, or the maker left the team), the
-- link gives the same empty answer as a revoked one; moved back, it works again.
create function private.share_link_maker_reads(link public.share_links) returns boolean
  language sql stable security definer set search_path = '' as $$
  select case
    when link.project_id is not null then exists (
      select 1 from public.projects p where p.id = link.project_id
         and ((p.team_id is null and p.user_id = link.user_id)
              or exists (select 1 from public.team_members m where m.team_id = p.team_id and m.user_id = link.user_id)))
    when link.preset_id is not null then exists (
      select 1 from public.presets p where p.id = link.preset_id
         and ((p.team_id is null and p.user_id = link.user_id)
              or exists (select 1 from public.team_members m where m.team_id = p.team_id and m.user_id = link.user_id)))
    else true
  end
$$;
revoke all on function private.share_link_maker_reads(public.share_links) from public, anon, authenticated;

create or replace function private.open_share_link(secret text)
  returns table (kind text, title text, tool_id text, created_at timestamptz, expires_at timestamptz,
                 snapshot text, project jsonb, components jsonb, preset jsonb)
  language plpgsql volatile security definer set search_path = '' as $$
declare
  link public.share_links;
begin
  update public.share_links l set last_opened_at = now()
   where l.secret_hash = sha256(convert_to(secret, 'UTF8'))
     and l.revoked_at is null and (l.expires_at is null or l.expires_at > now())
     and private.share_link_maker_reads(l)
  returning l.* into link;
  if not found then
    return;
  end if;
  return query select link.kind, link.title, coalesce(link.tool_id, pr.tool_id), link.created_at, link.expires_at,
    link.snapshot,
    (select jsonb_build_object('id', p.id, 'name', p.name, 'description', p.description,
              'github_url', p.github_url, 'supabase_url', p.supabase_url, 'visibility', p.visibility,
              'last_synced_at', p.last_synced_at, 'created_at', p.created_at, 'updated_at', p.updated_at,
              'version', p.version)
       from public.projects p where p.id = link.project_id),
    (select coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'project_id', c.project_id,
              'parent_id', c.parent_id, 'title', c.title, 'description', c.description, 'kind', c.kind,
              'status', c.status, 'priority', c.priority, 'deadline', to_char(c.deadline, 'YYYY-MM-DD'),
              'tags', c.tags, 'notes', c.notes, 'position', c.position, 'updated_at', c.updated_at,
              'version', c.version,
              'subs', (select jsonb_agg(jsonb_build_object('id', s.id, 'component_id', s.component_id,
                         'title', s.title, 'completed', s.completed, 'position', s.position,
                         'updated_at', s.updated_at, 'version', s.version) order by s.position, s.created_at, s.id)
                         from public.sub_components s where s.component_id = c.id))
              order by c.position, c.created_at, c.id), '[]'::jsonb)
       from public.components c where c.project_id = link.project_id and link.project_id is not null),
    (select jsonb_build_object('id', pr.id, 'tool_id', pr.tool_id, 'name', pr.name, 'inputs', pr.inputs,
              'project_id', null, 'created_at', pr.created_at, 'updated_at', pr.updated_at,
              'version', pr.version)
       where pr.id is not null)
    from (select null::int) as one
    left join public.presets pr on pr.id = link.preset_id;
end $$;
