-- The live CLI tokens a user holds (the device-auth function's liveTokensPerUser) counted and minted in one step.
-- The function counted the user's live tokens, then inserted, two statements apart: a burst of POST /tokens at 98
-- made 104 on PostgreSQL 15 (and on PGlite, the requests' statements interleaving). A transaction-scoped advisory
-- lock on the user serialises the user's mints, and the count after it (each statement of a plpgsql function takes
-- its own snapshot in READ COMMITTED) sees every token committed before. Returns the new token's id, or null when
-- the user already holds p_max_live.
create function public.issue_cli_token(
  p_user_id uuid,
  p_name text,
  p_token_hash text,
  p_created_at timestamptz,
  p_max_live int
) returns uuid
  language plpgsql set search_path = '' as $$
declare
  made uuid;
begin
  perform pg_advisory_xact_lock('public.cli_tokens'::regclass::oid::int, hashtext(p_user_id::text));
  if (select count(*) from public.cli_tokens t
       where t.user_id = p_user_id and t.revoked_at is null
         and (t.expires_at is null or t.expires_at > p_created_at)) >= p_max_live then
    return null;
  end if;
  insert into public.cli_tokens (user_id, name, token_hash, created_at)
  values (p_user_id, p_name, p_token_hash, p_created_at)
  returning id into made;
  return made;
end $$;
revoke all on function public.issue_cli_token(uuid, text, text, timestamptz, int) from public, anon, authenticated;
