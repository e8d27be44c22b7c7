import { layoutWorkspace } from '@toolbox/core/tools/visual-workspace-generator';
import { Network } from 'lucide-react';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { ToolPage } from '../../components/tool-page';
import { Card, CardContent } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { DashboardView } from './dashboard-view';
import { InputCard, useGenerate } from './input-card';
import { KanbanView } from './kanban-view';
import { MindmapView } from './mindmap-view';
import { SettingsBar } from './settings-bar';
import { useWorkspaceState } from './use-workspace';

export default function VisualWorkspaceGeneratorPage() {
  const state = useWorkspaceState();
  const { workspace, settings } = state;
  const { busy, generate } = useGenerate(state.text, state.setWorkspace);
  const [tab, setTab] = useState('mindmap');
  const laidOut = useMemo(
    () => (workspace ? layoutWorkspace(workspace, settings.layout) : null),
    [workspace, settings.layout],
  );

  return (
    <ToolPage toolId="visual-workspace-generator" onRun={generate}>
      <InputCard
        text={state.text}
        onText={state.setText}
        onWorkspace={state.setWorkspace}
        generate={generate}
        busy={busy}
      />
      {workspace && laidOut ? (
        <>
          <SettingsBar
            workspace={workspace}
            laidOut={laidOut}
            settings={settings}
            onSettings={state.setSettings}
          />
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList>
              <TabsTrigger value="mindmap">Mindmap</TabsTrigger>
              <TabsTrigger value="kanban">Kanban</TabsTrigger>
              <TabsTrigger value="dashboard">Dashboard</TabsTrigger>
            </TabsList>
            <Card className="mt-3">
              <CardContent>
                <TabsContent value="mindmap">
                  <MindmapView laidOut={laidOut} settings={settings} />
                </TabsContent>
                <TabsContent value="kanban">
                  <KanbanView workspace={workspace} onMove={state.moveCard} onAdd={state.addCard} />
                </TabsContent>
                <TabsContent value="dashboard">
                  <DashboardView workspace={workspace} />
                </TabsContent>
              </CardContent>
            </Card>
          </Tabs>
        </>
      ) : (
        <EmptyState icon={Network} title="No workspace yet">
          Paste your plan or load the sample, then press "Generate Workspace" to see the mindmap, Kanban board
          and dashboard.
        </EmptyState>
      )}
    </ToolPage>
  );
}
