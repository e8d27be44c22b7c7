import type { OutputFile } from '@toolbox/core/ports';
import {
  DEVICE_IDS,
  DEVICES,
  type DeviceId,
  drawMockup,
  MOCKUP_DEFAULTS,
  mockupFile,
} from '@toolbox/core/tools/mockup-generator';
import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { CanvasPreview } from '../../components/canvas-preview';
import { Checkbox } from '../../components/checkbox';
import { ColorInput } from '../../components/color-input';
import { DownloadButton } from '../../components/download-button';
import { EmptyState } from '../../components/empty-state';
import { Field } from '../../components/field';
import { FileDrop } from '../../components/file-drop';
import { Pane, RunButton, ToolPage } from '../../components/tool-page';
import { NativeSelect } from '../../components/ui/input';
import { useStoredForm } from '../../components/use-stored-state';
import { useToolAction } from '../../components/use-tool-action';
import { domGraphics } from '../../platform/dom-graphics';

const IMAGE_MESSAGES = {
  type: { title: 'Invalid File Type', description: 'Please upload an image file (PNG, JPG, or SVG)' },
  size: { title: 'File Too Large', description: 'Please upload an image smaller than 10MB' },
};

interface Screenshot {
  name: string;
  size: number;
  bytes: Uint8Array;
  mime: string;
}

export default function MockupGeneratorPage() {
  // The frame settings survive a reload; the screenshot (its bytes, up to 10 MB) does not.
  const [image, setImage] = useState<Screenshot | null>(null);
  const [form, update] = useStoredForm('mockup-generator', 'form', MOCKUP_DEFAULTS, { device: DEVICE_IDS });
  const { device, backgroundColor, shadow } = form;
  const [result, setResult] = useState<{ canvas: HTMLCanvasElement; file: OutputFile } | null>(null);

  const action = useToolAction(
    async (screenshot: Screenshot) => {
      const drawn = await drawMockup(
        { image: { bytes: screenshot.bytes, mime: screenshot.mime }, device, backgroundColor, shadow },
        { graphics: domGraphics() },
      );
      return { canvas: drawn.surface.canvas, file: await mockupFile(drawn) };
    },
    {
      success: {
        title: 'Mockup Generated',
        description: `Your ${DEVICES[device].name} mockup is ready to download.`,
      },
      failure: { title: 'Error', description: 'Failed to generate mockup. Please try again.' },
    },
  );

  async function generate() {
    if (!image) {
      toast.error('No Image Selected', { description: 'Please select an image to create a mockup.' });
      return;
    }
    const generated = await action.run(image);
    if (generated) setResult(generated);
  }

  async function take(file: File) {
    setImage({
      name: file.name,
      size: file.size,
      mime: file.type,
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
    setResult(null);
  }

  return (
    <ToolPage
      toolId="mockup-generator"
      onRun={generate}
      input={
        <Pane title="Screenshot and frame">
          <FileDrop
            label="Screenshot"
            description="PNG, JPG, WebP or SVG"
            accept={['image/*']}
            maxBytes={10 * 1024 * 1024}
            messages={IMAGE_MESSAGES}
            file={image}
            onFile={(file) => void take(file)}
            onRemove={() => {
              setImage(null);
              setResult(null);
            }}
          />
          <Field label="Device frame">
            <NativeSelect value={device} onChange={(e) => update('device', e.target.value as DeviceId)}>
              {DEVICE_IDS.map((id) => (
                <option key={id} value={id}>
                  {`${DEVICES[id].name} (${DEVICES[id].width} × ${DEVICES[id].height})`}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <ColorInput
            label="Background colour"
            value={backgroundColor}
            onChange={(color) => update('backgroundColor', color)}
          />
          <Checkbox label="Drop shadow" checked={shadow} onCheckedChange={(on) => update('shadow', on)} />
          <RunButton busy={action.busy} onClick={generate}>
            Generate Mockup
          </RunButton>
        </Pane>
      }
      output={
        <Pane
          title="Mockup"
          actions={
            result && (
              <DownloadButton
                files={() => result.file}
                successTitle="Download Complete"
                successDescription={`${result.file.name} has been downloaded.`}
                errorTitle="Error"
                errorDescription="Failed to generate mockup. Please try again."
              >
                Download PNG
              </DownloadButton>
            )
          }
        >
          {result ? (
            <CanvasPreview canvas={result.canvas} label={`${DEVICES[device].name} mockup`} />
          ) : (
            <EmptyState icon={Smartphone} title="No mockup yet">
              Upload a screenshot, choose a device and press Generate Mockup.
            </EmptyState>
          )}
        </Pane>
      }
    />
  );
}
