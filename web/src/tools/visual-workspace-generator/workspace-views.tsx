import type { ComponentInput } from '@toolbox/core/account';
import {
  layoutWorkspace,
  moveCard,
  type Status,
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
import { addCardAs, tickSubtask } from './project-board';
import { SettingsBar } from './settings-bar';

// The Generate action finds the generator (parser, rules, layout) in this chunk, see load-views.ts; so does the
// project's save and load (a board's rows to and from a workspace).
export {
  DEFAULT_SETTINGS,
  GENERATE_FAILED_MESSAGE,
  generateWorkspace,
  withRowIds,
  workspaceBoard,
} from '@toolbox/core/tools/visual-workspace-generator';
export { workspaceOfRows } from './project-board';

/** One card's change on the board, for a project's row-by-row write-through. */
export type CardWrite =
  | { kind: 'move'; id: string; status: Status }
  | { kind: 'add'; input: ComponentInput & { id: string } }
  | { kind: 'tick'; id: string; done: boolean };

export interface WorkspaceViewsProps {
  workspace: Workspace;
  settings: ViewerSettings;
  onSettings(patch: Partial<ViewerSettings>): void;
  onUpdate(change: (workspace: Workspace) => Workspace): void;
  /** Each card moved, added or ticked, after `onUpdate` (a project writes the row); sub-tasks tick only with it. */
  onCardWrite?(write: CardWrite): void;
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
  onCardWrite,
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
                onMove={(id, status) => {
                  onUpdate((w) => moveCard(w, id, status, systemClock));
                  onCardWrite?.({ kind: 'move', id, status });
                }}
                onAdd={(card) => {
                  const added = addCardAs(workspace, card, crypto.randomUUID(), systemClock);
                  onUpdate(() => added.workspace);
                  if (added.input.id)
                    onCardWrite?.({ kind: 'add', input: { ...added.input, id: added.input.id } });
                }}
                onTick={
                  onCardWrite &&
                  ((id, done) => {
                    onUpdate((w) => tickSubtask(w, id, done));
                    onCardWrite({ kind: 'tick', id, done });
                  })
                }
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
