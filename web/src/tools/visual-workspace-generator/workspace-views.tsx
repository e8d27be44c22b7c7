import {
  addCard,
  layoutWorkspace,
  moveCard,
  type ViewerSettings,
  type Workspace,
} from '@toolbox/core/tools/visual-workspace-generator';
import { useMemo } from 'react';
import { Card, CardContent } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { systemClock } from '../../platform/clock';
import { DashboardView } from './dashboard-view';
import { KanbanView } from './kanban-view';
import { MindmapView } from './mindmap-view';
import { SettingsBar } from './settings-bar';

// The Generate action finds the generator (parser, rules, layout) in this chunk, see load-views.ts.
export { GENERATE_FAILED_MESSAGE, generateWorkspace } from '@toolbox/core/tools/visual-workspace-generator';

export interface WorkspaceViewsProps {
  workspace: Workspace;
  settings: ViewerSettings;
  onSettings(patch: Partial<ViewerSettings>): void;
  onUpdate(change: (workspace: Workspace) => Workspace): void;
  /** A shared copy being looked at: cards cannot be moved or added. */
  readOnly?: boolean;
  tab: string;
  onTab(tab: string): void;
}

/** The result: settings and exports, then the mindmap, Kanban and dashboard tabs. */
export default function WorkspaceViews({
  workspace,
  settings,
  onSettings,
  onUpdate,
  readOnly = false,
  tab,
  onTab,
}: WorkspaceViewsProps) {
  const laidOut = useMemo(() => layoutWorkspace(workspace, settings.layout), [workspace, settings.layout]);
  return (
    <>
      <SettingsBar workspace={workspace} laidOut={laidOut} settings={settings} onSettings={onSettings} />
      <Tabs value={tab} onValueChange={onTab}>
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
              <KanbanView
                workspace={workspace}
                readOnly={readOnly}
                onMove={(id, status) => onUpdate((w) => moveCard(w, id, status, systemClock))}
                onAdd={(card) => onUpdate((w) => addCard(w, card, systemClock))}
              />
            </TabsContent>
            <TabsContent value="dashboard">
              <DashboardView workspace={workspace} />
            </TabsContent>
          </CardContent>
        </Card>
      </Tabs>
    </>
  );
}
