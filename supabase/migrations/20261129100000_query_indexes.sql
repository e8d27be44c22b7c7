-- Issue 76: every statement of the data API is driven by an index from the caller's own rows, never a scan that
-- row-level security filters (at 10,000 users a board read that scanned every user's components took 12.8 s).
-- The statements name the caller's rows by key (project ids as `= any($1::uuid[])`, `user_id = auth.uid()`),
-- and these indexes give the orders they read in, so a board or an export page is one index range, unsorted.

-- A board in position order (board load, save, export pages keyed on (position, created_at, id)); it takes the
-- place of (project_id, position), which it covers.
create index if not exists components_project_order_idx on public.components (project_id, position, created_at, id);
drop index if exists public.components_project_idx;

-- Export pages a user's projects in creation order, keyed on (created_at, id).
create index if not exists projects_user_created_idx on public.projects (user_id, created_at, id);

-- Export pages favourites in the order they were added, keyed on (created_at, tool_id).
create index if not exists favourites_user_created_idx on public.favourites (user_id, created_at, tool_id);
