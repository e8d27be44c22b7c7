-- private.share_link_maker_reads runs only inside private.open_share_link, a security definer function, so it reads
-- with that function's owner's rights already: it needs none of its own. As a security definer function of ours
-- that toolbox_api may not execute, it broke the rule api-role.test.ts holds (every one is toolbox_api's alone).
alter function private.share_link_maker_reads(public.share_links) security invoker;
