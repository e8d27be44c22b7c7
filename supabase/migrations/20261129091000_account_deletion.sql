-- Deleting a user from auth.users (GoTrue's admin delete, the dashboard, a GDPR request) cascades to the profile and
-- from it to the projects, whose deletion trigger recorded each project in project_deletions under the profile just
-- deleted: the foreign key refused it and the whole delete failed. A deletion is recorded only while its owner's
-- profile is there to read it; when the account goes, project_deletions goes with it.
create or replace function public.record_project_deletion() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  insert into public.project_deletions (project_id, user_id)
  select old.id, old.user_id
   where exists (select 1 from public.profiles where id = old.user_id)
  on conflict (project_id) do nothing;
  return old;
end $$;
revoke all on function public.record_project_deletion() from public, anon, authenticated;
