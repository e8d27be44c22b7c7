-- Read-only share links for anything saved (issue 80 item 1; DATA.md "Share links"): a link points at one of the
-- owner's project boards or presets, or holds a frozen snapshot of a tool's result (a schema diagram, API docs, a
-- changelog, a palette, an image). It supersedes a whole project's public visibility for sharing one item.
--
-- As with encrypted shares, the link names the row by a random secret (32 bytes, base64url) and the row keeps only
-- its SHA-256; the owner manages it by `id`, which opens nothing. Anyone with the secret reads through
-- private.open_share_link, the only way to another's row: a guessed, expired or revoked secret get the same empty
-- answer, and nobody can select rows they do not own, so nobody can enumerate links.

create table public.share_links (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  secret_hash bytea not null unique check (octet_length(secret_hash) = 32),
  kind text not null check (kind in ('project', 'preset', 'snapshot')),
  title text not null check (length(btrim(title)) between 1 and 200),
  -- A board or preset is shared live: its link goes with it.
  project_id uuid references public.projects (id) on delete cascade,
  preset_id uuid references public.presets (id) on delete cascade,
  tool_id text check (tool_id ~ '^[a-z0-9][a-z0-9-]{0,99}$'),
  -- A snapshot's payload as JSON text: 2 MB, the limits table's shareSnapshotBytes.
  snapshot text check (octet_length(snapshot) <= 2097152),
  created_at timestamptz not null default now(),
  expires_at timestamptz check (expires_at is null or expires_at > created_at),
  last_opened_at timestamptz,
  revoked_at timestamptz,
  check (
    case kind
      when 'project' then project_id is not null and preset_id is null and tool_id is null and snapshot is null
      when 'preset' then preset_id is not null and project_id is null and tool_id is null and snapshot is null
      else tool_id is not null and snapshot is not null and project_id is null and preset_id is null
    end
  )
);
-- The owner's list, newest first; the foreign keys' cascades.
create index share_links_user_created_idx on public.share_links (user_id, created_at desc);
create index share_links_project_idx on public.share_links (project_id) where project_id is not null;
create index share_links_preset_idx on public.share_links (preset_id) where preset_id is not null;

alter table public.share_links enable row level security;

-- What the API roles never hold (migrations/20261129090000_api_role.sql): the data function is the only way in.
revoke all on public.share_links from anon, authenticated;
-- The owner creates, lists (and exports), sets the expiry, revokes and deletes; `created_at` and `last_opened_at`
-- are the database's. Nobody selects a secret's hash.
grant select (id, user_id, kind, title, project_id, preset_id, tool_id, snapshot, created_at, expires_at,
  last_opened_at, revoked_at),
  insert (secret_hash, kind, title, project_id, preset_id, tool_id, snapshot, expires_at),
  update (expires_at, revoked_at), delete
  on public.share_links to toolbox_api;

create policy "share_links: owner reads" on public.share_links
  for select to toolbox_api using ((select auth.uid()) = user_id);
-- Only what the owner owns: a board of theirs, a preset of theirs.
create policy "share_links: owner shares their own items" on public.share_links
  for insert to toolbox_api with check (
    (select auth.uid()) = user_id
    and (project_id is null or private.owns_project(project_id))
    and (preset_id is null or exists (
      select 1 from public.presets p where p.id = preset_id and p.user_id = (select auth.uid())))
  );
create policy "share_links: owner updates" on public.share_links
  for update to toolbox_api using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "share_links: owner deletes" on public.share_links
  for delete to toolbox_api using ((select auth.uid()) = user_id);

-- Revocation is final: the owner may set revoked_at but never clear or move it.
create function private.share_links_keep_revoked() returns trigger
  language plpgsql set search_path = '' as $$
begin
  if old.revoked_at is not null and new.revoked_at is distinct from old.revoked_at then
    raise exception 'a revoked share link stays revoked' using errcode = 'check_violation';
  end if;
  return new;
end $$;
revoke all on function private.share_links_keep_revoked() from public, anon, authenticated;
create trigger share_links_keep_revoked before update of revoked_at on public.share_links
  for each row execute function private.share_links_keep_revoked();

-- The one read by secret, for anyone holding it: the shared item while the link lives (stamping last_opened_at),
-- nothing otherwise. A board comes with its cards and their sub-tasks; a preset with its inputs; a snapshot as
-- saved. Unknown, expired and revoked secrets are the same empty answer.
create function private.open_share_link(secret text)
  returns table (kind text, title text, tool_id text, created_at timestamptz, expires_at timestamptz,
                 snapshot text, project jsonb, components jsonb, preset jsonb)
  language plpgsql volatile security definer set search_path = '' as $$
declare
  link public.share_links;
begin
  update public.share_links l set last_opened_at = now()
   where l.secret_hash = sha256(convert_to(secret, 'UTF8'))
     and l.revoked_at is null and (l.expires_at is null or l.expires_at > now())
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
revoke all on function private.open_share_link(text) from public, anon, authenticated;
grant execute on function private.open_share_link(text) to toolbox_api;
