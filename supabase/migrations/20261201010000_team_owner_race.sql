-- A team keeps an owner, also when its owners step down at the same moment. team_keeps_owner (teams.sql) asked
-- "is another owner left?" without a lock: two owners leaving (or demoting each other) in concurrent transactions
-- each saw the other's row still there, and both committed, leaving the team with none. It now takes the team's
-- row first (`for no key update`: it waits for another owner change of the same team, and never for a write that
-- only references the team), so the second transaction's check reads the first one's committed change.
create or replace function public.team_keeps_owner() returns trigger
  language plpgsql security definer set search_path = '' as $$
declare
  heir uuid;
begin
  if old.role <> 'owner' or (tg_op = 'UPDATE' and new.role = 'owner') then
    return null;
  end if;
  perform 1 from public.teams t where t.id = old.team_id for no key update;
  if not found then
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
