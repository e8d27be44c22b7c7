/**
 * The mindmap, Kanban and dashboard views with the layout engine (d3-force) and the generator: one chunk, loaded
 * when the page is idle, by Generate Workspace, or as soon as a saved or shared workspace is shown.
 */
export const loadWorkspaceViews = () => import('./workspace-views');

/** Fetches the views while nothing else runs, so the first Generate does not wait for them. */
export function preloadWorkspaceViews(): () => void {
  const load = () => void loadWorkspaceViews().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(load, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(load, 200);
  return () => window.clearTimeout(id);
}
