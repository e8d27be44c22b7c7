import type { OutputFile } from '@toolbox/core/ports';
import {
  type MindmapImageFormat,
  runWorkspaceImage,
  type ViewerSettings,
  type Workspace,
} from '@toolbox/core/tools/visual-workspace-generator';
import { Image } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { domGraphics } from '../../platform/dom-graphics';
import { downloadSink } from '../../platform/download-sink';

/** Makes the file, downloads it and says so; a failure is a toast with its reason. */
export async function download(file: () => OutputFile | Promise<OutputFile>, message: string) {
  try {
    await downloadSink.write(await file());
    toast.success(message);
  } catch (error) {
    console.error(error);
    toast.error('Export failed', { description: error instanceof Error ? error.message : String(error) });
  }
}

const IMAGE_EXPORTS: { format: MindmapImageFormat; label: string; message: string }[] = [
  { format: 'png', label: 'PNG', message: 'Mindmap exported as PNG' },
  { format: 'svg', label: 'SVG', message: 'Mindmap exported as SVG' },
];

/** PNG and SVG of the mindmap as it is shown: same layout, theme, colours and toggles. */
export function MindmapExports({ laidOut, settings }: { laidOut: Workspace; settings: ViewerSettings }) {
  return (
    <div className="ml-auto flex gap-2">
      {IMAGE_EXPORTS.map(({ format, label, message }) => (
        <Button
          key={format}
          variant="outline"
          onClick={() =>
            void download(
              () => runWorkspaceImage({ workspace: laidOut, settings, format }, { graphics: domGraphics() }),
              message,
            )
          }
        >
          <Image aria-hidden="true" /> {label}
        </Button>
      ))}
    </div>
  );
}
