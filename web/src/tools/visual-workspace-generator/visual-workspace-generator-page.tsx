import { Network } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { ToolPage } from '../../components/tool-page';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { InputCard, useGenerate } from './input-card';
import { loadWorkspaceViews, preloadWorkspaceViews } from './load-views';
import { PreviousBanner, SharedBanner } from './shared-banner';
import { useWorkspaceState } from './use-workspace';

const WorkspaceViews = lazy(loadWorkspaceViews);

export default function VisualWorkspaceGeneratorPage() {
  const state = useWorkspaceState();
  const { workspace, settings } = state;
  const { busy, generate } = useGenerate(state.text, state.setWorkspace);
  const [tab, setTab] = useState('mindmap');
  useEffect(preloadWorkspaceViews, []);

  return (
    <ToolPage toolId="visual-workspace-generator" onRun={generate}>
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
      <InputCard
        text={state.text}
        onText={state.setText}
        onWorkspace={state.setWorkspace}
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
            readOnly={state.readOnly}
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
