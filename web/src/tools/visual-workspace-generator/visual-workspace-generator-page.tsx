import type { Workspace } from '@toolbox/core/tools/visual-workspace-generator';
import { Network } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { retryableLazy } from '../../components/retryable-lazy';
import { ToolPage } from '../../components/tool-page';
import { useLinkedTab } from '../../components/tool-tabs';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { InputCard, useGenerate } from './input-card';
import { loadWorkspaceViews, preloadWorkspaceViews } from './load-views';
import type { ProjectLink } from './project-bar';
import { ProjectBarPending } from './project-bar-parts';
import { useWorkspaceState } from './use-workspace';

const WorkspaceViews = retryableLazy(loadWorkspaceViews);
/** The project the workspace is kept in: loaded with the account store, once the page has painted. */
const ProjectPanel = retryableLazy(() => import('./project-bar'));
// Shown only for a shared link or a replaced workspace: their confirmation dialog is not part of the first load.
const SharedBanner = retryableLazy(() =>
  import('./shared-banner').then((m) => ({ default: m.SharedBanner })),
);
const PreviousBanner = retryableLazy(() =>
  import('./shared-banner').then((m) => ({ default: m.PreviousBanner })),
);
// Asked only when Generate would drop cards from the board.
const DropDialog = retryableLazy(() => import('./drop-dialog').then((m) => ({ default: m.DropDialog })));

/** The board's views, the chosen one in the page's link (`?tab=kanban`). */
const VIEWS = ['mindmap', 'kanban', 'dashboard'];

export default function VisualWorkspaceGeneratorPage() {
  const state = useWorkspaceState();
  const { workspace, settings } = state;
  // The open project's hooks, once its panel has loaded: edits are saved, card changes written through.
  const project = useRef<ProjectLink | null>(null);
  // Sub-tasks are ticked on the cards of a project's board (each tick is that row's write).
  const [inProject, setInProject] = useState(false);
  // The open project is public: its own link (the bar's Copy link) is the one to share, not a sign-in link.
  const [publicProject, setPublicProject] = useState(false);
  // A team's board the user only views: its cards do not move.
  const [viewerOnly, setViewerOnly] = useState(false);
  const setText = (text: string) => {
    state.setText(text);
    project.current?.edited();
  };
  const setWorkspace = (next: Workspace) => {
    state.setWorkspace(next);
    project.current?.edited();
  };
  const { busy, generate, pending, confirmDrop, cancelDrop } = useGenerate(
    state.text,
    state.savedWorkspace,
    setWorkspace,
  );
  const [tab, setTab] = useLinkedTab(VIEWS);
  useEffect(preloadWorkspaceViews, []);

  return (
    <ToolPage toolId="visual-workspace-generator" onRun={generate}>
      <Suspense fallback={<ProjectBarPending />}>
        <ProjectPanel
          state={state}
          link={project}
          onProject={setInProject}
          onPublic={setPublicProject}
          onReadOnly={setViewerOnly}
        />
      </Suspense>
      <Suspense fallback={null}>
        {state.shared && (
          <SharedBanner
            shared={state.shared}
            view={state.view}
            mine={state.savedWorkspace}
            onView={state.showView}
            onKeepMine={state.keepMine}
            onReplace={state.replaceWithShared}
          />
        )}
        {state.previous && !state.shared && (
          <PreviousBanner
            previous={state.previous}
            onRestore={state.undoReplace}
            onDiscard={state.forgetPrevious}
          />
        )}
        {pending && <DropDialog dropped={pending.dropped} onDrop={confirmDrop} onCancel={cancelDrop} />}
      </Suspense>
      <InputCard
        text={state.text}
        onText={setText}
        onWorkspace={setWorkspace}
        generate={generate}
        busy={busy}
      />
      {workspace ? (
        <Suspense fallback={<ViewsPending />}>
          <WorkspaceViews
            workspace={workspace}
            settings={settings}
            onSettings={state.setSettings}
            onUpdate={state.updateWorkspace}
            onCardWrite={inProject ? (write) => project.current?.onCardWrite(write) : undefined}
            readOnly={state.readOnly || viewerOnly}
            share={!publicProject}
            tab={tab}
            onTab={setTab}
          />
        </Suspense>
      ) : (
        <EmptyState icon={Network} title="No workspace yet">
          Paste your plan or load the sample, then press "Generate Workspace" to see the mindmap, Kanban board
          and dashboard.
        </EmptyState>
      )}
    </ToolPage>
  );
}

/** A saved or shared workspace shown before its views have arrived: a card holding their place, not the empty state. */
function ViewsPending() {
  return (
    <Card aria-busy="true">
      <CardContent className="flex min-h-96 items-center justify-center gap-2 text-sm text-muted-foreground">
        <Spinner label="Loading the workspace" />
        Loading the workspace…
      </CardContent>
    </Card>
  );
}
