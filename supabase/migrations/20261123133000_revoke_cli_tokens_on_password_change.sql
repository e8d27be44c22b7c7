-- A password change revokes every CLI token of the user (issue 23, docs/design-notes.md): a user who changes
-- their password because it leaked expects whoever had it to lose access, including through `toolbox` and CI.
-- GitHub does the same for OAuth tokens. A trigger on auth.users covers every way the password changes
-- (PUT /auth/v1/user, the recovery link, the admin API) on the hosted project and on the local stack alike.

create function public.revoke_cli_tokens_on_password_change() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  update public.cli_tokens set revoked_at = now()
   where user_id = new.id and revoked_at is null;
  return new;
end $$;
-- Only the trigger calls it.
revoke all on function public.revoke_cli_tokens_on_password_change() from public, anon, authenticated;

create trigger revoke_cli_tokens_on_password_change
  after update of encrypted_password on auth.users
  for each row when (old.encrypted_password is distinct from new.encrypted_password and old.encrypted_password is not null)
  execute function public.revoke_cli_tokens_on_password_change();
