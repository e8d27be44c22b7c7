import {
  COLOR_SCHEMES,
  type ColorScheme,
  JSON_EXPORTED_MESSAGE,
  LAYOUTS,
  type Layout,
  runWorkspaceExport,
  runWorkspaceShare,
  runWorkspaceSummary,
  THEMES,
  type Theme,
  type ViewerSettings,
  type Workspace,
} from '@toolbox/core/tools/visual-workspace-generator';
import { FileJson, Share2 } from 'lucide-react';
import { toast } from 'sonner';
import { patchUpdate, useBind } from '../../components/bind-value';
import { Checkbox } from '../../components/checkbox';
import { SelectField } from '../../components/select-field';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { copyText } from '../../platform/clipboard';
import { download, MindmapExports } from './export-buttons';
import { shareUrl } from './workspace-store';

const THEME_LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark' };
const COLOR_SCHEME_LABELS: Record<ColorScheme, string> = {
  default: 'Default',
  status: 'By Status',
  priority: 'By Priority',
  tags: 'By Tags',
};
const LAYOUT_LABELS: Record<Layout, string> = {
  hierarchical: 'Hierarchical',
  radial: 'Radial',
  'force-directed': 'Force-Directed',
};

/** The viewer's three pickers, in the bar's order. */
const PICKERS = [
  { name: 'theme', label: 'Theme', className: 'w-32', options: THEMES, labels: THEME_LABELS },
  {
    name: 'colorScheme',
    label: 'Colors',
    className: 'w-36',
    options: COLOR_SCHEMES,
    labels: COLOR_SCHEME_LABELS,
  },
  { name: 'layout', label: 'Layout', className: 'w-40', options: LAYOUTS, labels: LAYOUT_LABELS },
] as const;

export interface SettingsBarProps {
  workspace: Workspace;
  /** The workspace with positions from the current layout: what the mindmap shows and exports. */
  laidOut: Workspace;
  settings: ViewerSettings;
  onSettings(patch: Partial<ViewerSettings>): void;
  share?: boolean;
}

/** Chromium's address limit is 2 MB; other browsers and chat apps cut far shorter links. */
const SHARE_URL_MAX = 1_000_000;

/** The result card (title, counts, date, Export JSON, Share) and the viewer settings with PNG/SVG export. */
export function SettingsBar({
  workspace,
  laidOut,
  settings,
  onSettings,
  share: canShare = true,
}: SettingsBarProps) {
  const bind = useBind(settings, patchUpdate(onSettings));
  const created = new Date(workspace.metadata.createdAt);
  async function share() {
    try {
      const url = shareUrl(runWorkspaceShare({ workspace, settings }).payload);
      if (url.length > SHARE_URL_MAX) {
        toast.error('Too large to share as a link', {
          description: 'Browsers cut addresses this long. Use Export JSON and send the file instead.',
        });
        return;
      }
      await copyText(url);
      toast.success('Share link copied', {
        description: 'Anyone signed in who opens it sees this workspace.',
      });
    } catch (error) {
      toast.error('Error', { description: error instanceof Error ? error.message : String(error) });
    }
  }
  return (
    <Card>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <div className="mr-auto grid gap-0.5">
            <h2 className="text-lg font-semibold">{workspace.metadata.title}</h2>
            <p className="text-sm text-muted-foreground">
              {runWorkspaceSummary(workspace).cards.length} components · generated{' '}
              {Number.isNaN(created.getTime()) ? 'earlier' : created.toLocaleString()}
            </p>
          </div>
          <Button
            variant="outline"
            onClick={() =>
              void download(() => runWorkspaceExport({ workspace, format: 'json' }), JSON_EXPORTED_MESSAGE)
            }
          >
            <FileJson aria-hidden="true" /> Export JSON
          </Button>
          {canShare && (
            <Button variant="outline" onClick={() => void share()}>
              <Share2 aria-hidden="true" /> Share
            </Button>
          )}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          {PICKERS.map(({ name, ...picker }) => (
            <SelectField key={name} {...picker} {...bind(name)} />
          ))}
          <Checkbox
            className="h-9"
            label="Connections"
            checked={settings.showConnections}
            onCheckedChange={(v) => onSettings({ showConnections: v })}
          />
          <Checkbox
            className="h-9"
            label="Progress"
            checked={settings.showProgress}
            onCheckedChange={(v) => onSettings({ showProgress: v })}
          />
          <MindmapExports laidOut={laidOut} settings={settings} />
        </div>
      </CardContent>
    </Card>
  );
}
