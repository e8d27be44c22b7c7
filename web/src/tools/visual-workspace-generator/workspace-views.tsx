import {
  runWorkspaceEdit,
  runWorkspaceMindmap,
  type ViewerSettings,
  type Workspace,
  type WorkspaceEdit,
  type WorkspaceWrite,
} from '@toolbox/core/tools/visual-workspace-generator';
import { useMemo } from 'react';
import { Card, CardContent } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { systemClock } from '../../platform/clock';
import { DashboardView } from './dashboard-view';
import { KanbanView } from './kanban-view';
import { MindmapView } from './mindmap-view';
import { SettingsBar } from './settings-bar';

// The Generate action finds the generator (parser, rules, layout) in this chunk, see load-views.ts; so does the
// project's save and load (a board's rows to and from a workspace).
export {
  DEFAULT_SETTINGS,
  GENERATE_FAILED_MESSAGE,
  generateWorkspace,
  runWorkspaceFromRows,
  runWorkspaceRegenerate,
  runWorkspaceRows,
} from '@toolbox/core/tools/visual-workspace-generator';

/** One card's change on the board, for a project's row-by-row write-through. */
export type CardWrite = WorkspaceWrite;

export interface WorkspaceViewsProps {
  workspace: Workspace;
  settings: ViewerSettings;
  onSettings(patch: Partial<ViewerSettings>): void;
  onUpdate(change: (workspace: Workspace) => Workspace): void;
  /** Each card moved, added or ticked, after `onUpdate` (a project writes the row); sub-tasks tick only with it. */
  onCardWrite?(write: CardWrite): void;
  /** A shared copy being looked at: cards cannot be moved or added. */
  readOnly?: boolean;
  /** The Share button (a link for people signed in): not where a public link is the one to give. */
  share?: boolean;
  tab: string;
  onTab(tab: string): void;
}

/** The result: settings and exports, then the mindmap, Kanban and dashboard tabs. */
export default function WorkspaceViews({
  workspace,
  settings,
  onSettings,
  onUpdate,
  onCardWrite,
  readOnly = false,
  share = true,
  tab,
  onTab,
}: WorkspaceViewsProps) {
  const mindmap = useMemo(() => runWorkspaceMindmap({ workspace, settings }), [workspace, settings]);
  /** A move, an added card or a tick: the page shows the new workspace, then a project writes the row. */
  const edit = (change: WorkspaceEdit) => {
    // The row to write comes from the edit; the board it lands on is the current one, which a sync or another
    // tab may have changed since this render.
    const { write } = runWorkspaceEdit({ workspace, edit: change }, { clock: systemClock });
    onUpdate(
      (current) => runWorkspaceEdit({ workspace: current, edit: change }, { clock: systemClock }).workspace,
    );
    if (write) onCardWrite?.(write);
  };
  return (
    <>
      <SettingsBar
        workspace={workspace}
        laidOut={mindmap.laidOut}
        settings={settings}
        onSettings={onSettings}
        share={share}
      />
      <Tabs value={tab} onValueChange={onTab}>
        <TabsList>
          <TabsTrigger value="mindmap">Mindmap</TabsTrigger>
          <TabsTrigger value="kanban">Kanban</TabsTrigger>
          <TabsTrigger value="dashboard">Dashboard</TabsTrigger>
        </TabsList>
        <Card className="mt-3">
          <CardContent>
            <TabsContent value="mindmap">
              <MindmapView mindmap={mindmap} />
            </TabsContent>
            <TabsContent value="kanban">
              <KanbanView
                workspace={workspace}
                readOnly={readOnly}
                onMove={(id, status) => edit({ kind: 'move', id, status })}
                onAdd={(card) => edit({ kind: 'add', card, id: crypto.randomUUID() })}
                onTick={onCardWrite && ((id, done) => edit({ kind: 'tick', id, done }))}
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
