import type { Component, Project } from '@toolbox/core/account';
import type { ViewerSettings } from '@toolbox/core/tools/visual-workspace-generator';
import { Network } from 'lucide-react';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import WorkspaceViews, { DEFAULT_SETTINGS, runWorkspaceFromRows } from './workspace-views';

const ignore = () => undefined;

/** A board opened from a share link: the owner's views, read-only (no card moves, adds or ticks). */
export default function SharedBoard({ project }: { project: Project & { components: Component[] } }) {
  const workspace = useMemo(() => runWorkspaceFromRows(project.components, project.name), [project]);
  const [settings, setSettings] = useState<ViewerSettings>(DEFAULT_SETTINGS);
  const [tab, setTab] = useState('kanban');
  if (!workspace)
    return (
      <EmptyState icon={Network} title="This project has no board yet">
        Its owner has not saved a workspace to it.
      </EmptyState>
    );
  return (
    <WorkspaceViews
      workspace={workspace}
      settings={settings}
      onSettings={(patch) => setSettings((s) => ({ ...s, ...patch }))}
      onUpdate={ignore}
      readOnly
      share={false}
      tab={tab}
      onTab={setTab}
    />
  );
}
