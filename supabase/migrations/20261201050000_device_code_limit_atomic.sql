-- POST /device/code's per-IP limit in one step. The function counted the IP's recent codes and then inserted, two
-- statements apart, so a burst of concurrent requests all counted the same rows and all got in (30 of 30 on
-- PostgreSQL 15 through a pool of 3). Here a transaction-scoped advisory lock on the IP serialises the IP's
-- requests, and the count after it runs on a fresh snapshot (each statement of a plpgsql function takes its own in
-- READ COMMITTED), so it sees every code committed before the lock was granted. Returns whether the code was made.
create function public.start_device_authorization(
  p_device_code_hash text,
  p_user_code text,
  p_client_name text,
  p_client_ip inet,
  p_user_agent text,
  p_interval_s int,
  p_created_at timestamptz,
  p_expires_at timestamptz,
  p_per_ip int,
  p_window interval
) returns boolean
  language plpgsql set search_path = '' as $$
begin
  if p_client_ip is not null then
    perform pg_advisory_xact_lock('public.device_authorizations'::regclass::oid::int, hashtext(host(p_client_ip)));
    if (select count(*) from public.device_authorizations
         where client_ip = p_client_ip and created_at > p_created_at - p_window) >= p_per_ip then
      return false;
    end if;
  end if;
  insert into public.device_authorizations
    (device_code_hash, user_code, client_name, client_ip, user_agent, interval_s, created_at, expires_at)
  values (p_device_code_hash, p_user_code, p_client_name, p_client_ip, p_user_agent, p_interval_s, p_created_at,
    p_expires_at);
  return true;
end $$;
revoke all on function public.start_device_authorization(text, text, text, inet, text, int, timestamptz, timestamptz, int, interval)
  from public, anon, authenticated;
