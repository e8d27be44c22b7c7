-- Device sign-in for the CLI (RFC 8628) and the personal CLI tokens it hands out.
-- Only the device-auth function (the database owner role) writes these tables; RLS lets a signed-in
-- user read and revoke their own CLI tokens through the Data API and nothing else.

create table public.device_authorizations (
  id uuid primary key default gen_random_uuid(),
  device_code_hash text not null unique check (device_code_hash ~ '^[0-9a-f]{64}$'),
  user_code text not null unique check (user_code ~ '^[BCDFGHJKLMNPQRSTVWXZ]{8}$'),
  status text not null default 'pending' check (status in ('pending', 'approved', 'denied', 'consumed')),
  user_id uuid references auth.users (id) on delete cascade,
  client_name text not null check (length(client_name) between 1 and 100),
  client_ip inet,
  user_agent text check (length(user_agent) <= 300),
  interval_s int not null default 5 check (interval_s between 1 and 300),
  last_polled_at timestamptz,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  decided_at timestamptz
);
-- /device/code counts recent requests per IP; clean-up removes rows a day after expiry.
create index device_authorizations_ip_created_idx on public.device_authorizations (client_ip, created_at);
create index device_authorizations_expires_idx on public.device_authorizations (expires_at);

alter table public.device_authorizations enable row level security;
-- No policies: the API roles see nothing.
revoke all on public.device_authorizations from anon, authenticated;

-- Lookups and approvals of user codes, counted per user and per IP for the rate limits.
create table public.device_auth_attempts (
  id bigint generated always as identity primary key,
  user_id uuid references auth.users (id) on delete cascade,
  client_ip inet,
  created_at timestamptz not null default now()
);
create index device_auth_attempts_user_idx on public.device_auth_attempts (user_id, created_at);
create index device_auth_attempts_ip_idx on public.device_auth_attempts (client_ip, created_at);
alter table public.device_auth_attempts enable row level security;
revoke all on public.device_auth_attempts from anon, authenticated;

create table public.cli_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null check (length(name) between 1 and 100),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'), -- hex sha256 of the tbx_ token
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  expires_at timestamptz,
  revoked_at timestamptz
);
-- The profile lists a user's live tokens, newest first; /whoami looks up by token_hash (unique above).
create index cli_tokens_user_idx on public.cli_tokens (user_id, created_at desc) where revoked_at is null;

alter table public.cli_tokens enable row level security;
revoke all on public.cli_tokens from anon, authenticated;
-- Never the hash: column grants keep it out of reach even for the owner.
grant select (id, user_id, name, created_at, last_used_at, expires_at, revoked_at) on public.cli_tokens to authenticated;
grant update (revoked_at) on public.cli_tokens to authenticated;

create policy "cli_tokens: owner reads" on public.cli_tokens
  for select to authenticated using (user_id = (select auth.uid()));
create policy "cli_tokens: owner revokes" on public.cli_tokens
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

-- Revocation is final: an owner may set revoked_at through the Data API but never clear or move it.
create function public.cli_tokens_keep_revoked() returns trigger
  language plpgsql set search_path = '' as $$
begin
  if old.revoked_at is not null and new.revoked_at is distinct from old.revoked_at then
    raise exception 'a revoked CLI token stays revoked' using errcode = 'check_violation';
  end if;
  return new;
end $$;
create trigger cli_tokens_keep_revoked before update of revoked_at on public.cli_tokens
  for each row execute function public.cli_tokens_keep_revoked();
