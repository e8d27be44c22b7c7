/**
 * What a Supabase project has before its first migration, as small as real migrations need it: the API roles,
 * the `auth`, `storage` and `extensions` schemas with the tables and functions migrations reference (policies on
 * `storage.objects`, triggers on `auth.users`, `auth.uid()` in policies), `uuid-ossp` and `pgcrypto` in
 * `extensions` and the search path Supabase sets, and the `supabase_realtime` publication.
 */
export const SUPABASE_ENVIRONMENT_SQL = `
do $$ begin
  create role anon nologin noinherit; create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls; create role authenticator noinherit login;
  create role supabase_admin; create role supabase_auth_admin; create role supabase_storage_admin;
  create role dashboard_user; create role pgbouncer; create role supabase_realtime_admin;
exception when duplicate_object then null; end $$;
grant anon, authenticated, service_role to authenticator;
create schema if not exists extensions;
create schema if not exists auth;
create schema if not exists storage;
create schema if not exists realtime;
create schema if not exists graphql_public;
grant usage on schema public, extensions, auth, storage, graphql_public to anon, authenticated, service_role;
create extension if not exists "uuid-ossp" with schema extensions;
create extension if not exists pgcrypto with schema extensions;
create table auth.users (
  instance_id uuid, id uuid primary key, aud varchar(255), role varchar(255), email varchar(255) unique,
  encrypted_password varchar(255), email_confirmed_at timestamptz, invited_at timestamptz,
  confirmation_token varchar(255), confirmation_sent_at timestamptz, recovery_token varchar(255),
  recovery_sent_at timestamptz, email_change_token_new varchar(255), email_change varchar(255),
  email_change_sent_at timestamptz, last_sign_in_at timestamptz, raw_app_meta_data jsonb, raw_user_meta_data jsonb,
  is_super_admin boolean, created_at timestamptz, updated_at timestamptz, phone text unique,
  phone_confirmed_at timestamptz, phone_change text default '', phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz, confirmed_at timestamptz, email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0, banned_until timestamptz, reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz, is_sso_user boolean not null default false, deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create table auth.identities (
  id uuid primary key default gen_random_uuid(), provider_id text not null, user_id uuid not null references auth.users on delete cascade,
  identity_data jsonb not null, provider text not null, last_sign_in_at timestamptz, created_at timestamptz,
  updated_at timestamptz, email text generated always as (lower(identity_data->>'email')) stored
);
create table auth.sessions (id uuid primary key, user_id uuid not null references auth.users on delete cascade,
  created_at timestamptz, updated_at timestamptz, not_after timestamptz);
create function auth.uid() returns uuid language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'))::uuid $$;
create function auth.role() returns text language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'))::text $$;
create function auth.email() returns text language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email'))::text $$;
create function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), ''))::jsonb $$;
create table storage.buckets (
  id text primary key, name text not null unique, owner uuid, created_at timestamptz default now(),
  updated_at timestamptz default now(), public boolean default false, avif_autodetection boolean default false,
  file_size_limit bigint, allowed_mime_types text[], owner_id text
);
create table storage.objects (
  id uuid primary key default gen_random_uuid(), bucket_id text references storage.buckets(id), name text,
  owner uuid, created_at timestamptz default now(), updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(), metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored, version text, owner_id text,
  user_metadata jsonb
);
create unique index bucketid_objname on storage.objects (bucket_id, name);
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
create function storage.foldername(name text) returns text[] language plpgsql immutable as $$
declare _parts text[]; begin select string_to_array(name, '/') into _parts; return _parts[1:array_length(_parts, 1) - 1]; end $$;
create function storage.filename(name text) returns text language plpgsql immutable as $$
declare _parts text[]; begin select string_to_array(name, '/') into _parts; return _parts[array_length(_parts, 1)]; end $$;
create function storage.extension(name text) returns text language plpgsql immutable as $$
declare _parts text[]; _filename text; begin select string_to_array(name, '/') into _parts;
select _parts[array_length(_parts, 1)] into _filename; return reverse(split_part(reverse(_filename), '.', 1)); end $$;
grant all on all tables in schema auth, storage to service_role;
grant select, insert, update, delete on storage.objects, storage.buckets to anon, authenticated;
do $$ begin create publication supabase_realtime; exception when duplicate_object then null; end $$;
alter database postgres set search_path to "$user", public, extensions;
set search_path to "$user", public, extensions;
`;

/**
 * Schemas Supabase manages: their tables, functions and types are the platform's, so a diff compares only what
 * a project's migrations add to them (policies and triggers on `storage.objects` or `auth.users`).
 */
export const SUPABASE_MANAGED_SCHEMAS: ReadonlySet<string> = new Set([
  'auth',
  'storage',
  'extensions',
  'realtime',
  '_realtime',
  'graphql',
  'graphql_public',
  'vault',
  'pgsodium',
  'pgsodium_masks',
  'net',
  'supabase_functions',
  'supabase_migrations',
  'cron',
  'pgbouncer',
  '_analytics',
  'pgtle',
]);

/** Extensions named by `create extension` statements (for platforms that load them before applying SQL). */
export function extensionsNamed(sql: string): string[] {
  const names = new Set<string>();
  for (const m of sql.matchAll(/create\s+extension\s+(?:if\s+not\s+exists\s+)?(?:"([^"]+)"|([\w-]+))/gi))
    names.add((m[1] ?? m[2] ?? '').toLowerCase());
  return [...names];
}

/** Extensions every Supabase project has (the environment above installs some): never reported. */
export const SUPABASE_DEFAULT_EXTENSIONS: ReadonlySet<string> = new Set([
  'uuid-ossp',
  'pgcrypto',
  'pg_graphql',
  'pg_stat_statements',
  'supabase_vault',
  'pgsodium',
  'pgjwt',
  'plpgsql',
]);
