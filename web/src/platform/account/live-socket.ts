import { type RealtimeChannel, RealtimeClient } from '@supabase/supabase-js';
import { anonKey, auth, supabaseUrl } from '../supabase';

// The one Realtime socket of the page (its own chunk: the dashboard's first load has no room for realtime-js).
// A channel follows one project's row of live.board_changes, the signal every write to its board stamps
// (supabase/migrations/*_realtime.sql; DATA.md "Live boards"). The session's token is set before a channel joins,
// and again whenever the auth client refreshes it, since Realtime checks each change as the token's user.

let client: RealtimeClient | undefined;

async function connected(): Promise<RealtimeClient> {
  if (client) return client;
  const realtime = new RealtimeClient(`${supabaseUrl}/realtime/v1`, { params: { apikey: anonKey } });
  client = realtime;
  const token = (await auth.getSession()).data.session?.access_token;
  if (token) await realtime.setAuth(token);
  auth.onAuthStateChange((event, session) => {
    if (session && (event === 'TOKEN_REFRESHED' || event === 'SIGNED_IN'))
      void realtime.setAuth(session.access_token);
    if (event === 'SIGNED_OUT') {
      void realtime.removeAllChannels();
      realtime.disconnect();
    }
  });
  return realtime;
}

/**
 * Calls `changed` as soon as the project's board changes anywhere, and once more whenever the channel joins again
 * after the socket dropped, for what was missed meanwhile. Returns the unsubscribe.
 */
export async function followProject(projectId: string, changed: () => void): Promise<() => void> {
  const realtime = await connected();
  let joined = 0;
  const channel: RealtimeChannel = realtime
    .channel(`board:${projectId}`)
    .on(
      'postgres_changes',
      { event: '*', schema: 'live', table: 'board_changes', filter: `project_id=eq.${projectId}` },
      () => changed(),
    )
    .subscribe((status) => {
      if (status !== 'SUBSCRIBED') return;
      joined += 1;
      if (joined > 1) changed();
    });
  return () => void realtime.removeChannel(channel);
}
