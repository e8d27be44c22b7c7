import {
  renderMindmapPng,
  renderMindmapSvg,
  type ViewerSettings,
  type Workspace,
} from '@toolbox/core/tools/visual-workspace-generator';
import { Image } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { domGraphics } from '../../platform/dom-graphics';
import { downloadSink } from '../../platform/download-sink';

export async function download(
  name: string,
  mime: string,
  data: () => string | Uint8Array | Promise<Uint8Array>,
  message: string,
) {
  try {
    await downloadSink.write({ name, mime, data: await data() });
    toast.success(message);
  } catch (error) {
    console.error(error);
    toast.error('Export failed', { description: error instanceof Error ? error.message : String(error) });
  }
}

/** PNG and SVG of the mindmap as it is shown: same layout, theme, colours and toggles. */
export function MindmapExports({ laidOut, settings }: { laidOut: Workspace; settings: ViewerSettings }) {
  return (
    <div className="ml-auto flex gap-2">
      <Button
        variant="outline"
        onClick={() =>
          void download(
            'workspace-mindmap.png',
            'image/png',
            () => renderMindmapPng(laidOut, settings, domGraphics()),
            'Mindmap exported as PNG',
          )
        }
      >
        <Image aria-hidden="true" /> PNG
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          void download(
            'workspace-mindmap.svg',
            'image/svg+xml',
            () => renderMindmapSvg(laidOut, settings),
            'Mindmap exported as SVG',
          )
        }
      >
        <Image aria-hidden="true" /> SVG
      </Button>
    </div>
  );
}
