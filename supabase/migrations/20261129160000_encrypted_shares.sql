-- End-to-end encrypted links for secrets (issue 80 item 2; DATA.md "Encrypted shares"). The browser or the CLI
-- encrypts (AES-GCM, a fresh key per link) and the key travels only in the link's fragment, which no request
-- carries: a row holds ciphertext the server cannot read, and what it needs to give it back and forget it.
--
-- The link names a share by a random secret (32 bytes, base64url); the row keeps only its SHA-256, so a copy of
-- the table (a backup, a log of statements) opens nothing. The owner lists and revokes by `id`, a separate uuid
-- that opens nothing either. Anyone with the secret reads through private.open_encrypted_share, which checks the
-- expiry and burns a burn-after-reading share in the same statement that returns it; nobody can select rows they
-- do not own, so nobody can enumerate shares.

create table public.encrypted_shares (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  secret_hash bytea not null unique check (octet_length(secret_hash) = 32),
  -- The sealed envelope (version, IV, AES-GCM output): 264 KB, the limits table's shareEnvelopeBytes.
  ciphertext bytea not null check (octet_length(ciphertext) between 29 and 270336),
  burn_after_reading boolean not null default false,
  created_at timestamptz not null default now(),
  -- Required and at most 30 days ahead (the limits table's shareMaxDays): a secret does not outlive its use.
  expires_at timestamptz not null check (expires_at > created_at and expires_at <= created_at + interval '30 days'),
  last_opened_at timestamptz,
  open_count integer not null default 0 check (open_count >= 0)
);
-- The owner's list, newest first.
create index encrypted_shares_user_created_idx on public.encrypted_shares (user_id, created_at desc);

alter table public.encrypted_shares enable row level security;

-- What the API roles never hold (migrations/20261129090000_api_role.sql): the data function is the only way in.
revoke all on public.encrypted_shares from anon, authenticated;
-- The owner writes a share and sees and revokes theirs; `created_at` is the database's (no column grant), so the
-- expiry bound counts from the real moment. Nobody selects a secret's hash or another's ciphertext.
grant select (id, user_id, burn_after_reading, created_at, expires_at, last_opened_at, open_count),
  insert (secret_hash, ciphertext, burn_after_reading, expires_at), delete
  on public.encrypted_shares to toolbox_api;

create policy "encrypted_shares: owner reads" on public.encrypted_shares
  for select to toolbox_api using ((select auth.uid()) = user_id);
create policy "encrypted_shares: owner inserts" on public.encrypted_shares
  for insert to toolbox_api with check ((select auth.uid()) = user_id);
create policy "encrypted_shares: owner revokes" on public.encrypted_shares
  for delete to toolbox_api using ((select auth.uid()) = user_id);

-- The one read by secret, for anyone holding it: the share's ciphertext while it lives, nothing otherwise (an
-- unknown, expired, burned or revoked secret are the same empty answer). A burn-after-reading row is deleted as
-- it is returned, under a row lock, so two readers racing get it once; expired rows go when their owner next
-- creates a share (the data function clears them first).
create function private.open_encrypted_share(secret text)
  returns table (ciphertext bytea, burn_after_reading boolean, created_at timestamptz, expires_at timestamptz)
  language plpgsql volatile security definer set search_path = '' as $$
declare
  found_share public.encrypted_shares;
begin
  select s.* into found_share from public.encrypted_shares s
   where s.secret_hash = sha256(convert_to(secret, 'UTF8'))
   for update;
  if not found then
    return;
  end if;
  if found_share.expires_at <= now() then
    return;
  end if;
  if found_share.burn_after_reading then
    delete from public.encrypted_shares s where s.id = found_share.id;
  else
    update public.encrypted_shares s set last_opened_at = now(), open_count = s.open_count + 1
     where s.id = found_share.id;
  end if;
  return query select found_share.ciphertext, found_share.burn_after_reading, found_share.created_at,
    found_share.expires_at;
end $$;
revoke all on function private.open_encrypted_share(text) from public, anon, authenticated;
grant execute on function private.open_encrypted_share(text) to toolbox_api;
