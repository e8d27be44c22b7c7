import type { AccountStore } from './account-store';
import { coalescedReads } from './coalesced-reads';

// An open board shows a change made elsewhere (a teammate, another device, the CLI) within a second or two: a
// Realtime channel says the board changed and the store reads it again, as focus does (account-session.ts), so
// the version check and the conflict choice are the same. The read starts the moment the change is heard (a burst
// of changes is one read in flight and one after it, coalesced-reads.ts). Focus, `online` and the 30 s poll stay
// the fallback when the socket is down or blocked. realtime-js loads with the first board followed, never with the
// first screen.

/** Follows the project's board while the returned function has not been called. */
export function followBoard(store: AccountStore, projectId: string): () => void {
  let stopped = false;
  let unsubscribe: (() => void) | undefined;
  import('./live-socket')
    .then(({ followProject }) =>
      followProject(
        projectId,
        coalescedReads(() => store.openProject(projectId)),
      ),
    )
    .then((stop) => {
      if (stopped) stop();
      else unsubscribe = stop;
    })
    // No socket (a proxy without WebSocket, the chunk not loaded offline): the fallback refresh still runs.
    .catch(() => undefined);
  return () => {
    stopped = true;
    unsubscribe?.();
  };
}
