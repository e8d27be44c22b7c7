import { FILE_REFUSED_TITLES, IMAGE_FILE_EXPECTED } from '@toolbox/core/errors';
import {
  DEVICE_IDS,
  DEVICES,
  MOCKUP_DEFAULTS,
  MOCKUP_FITS,
  MOCKUP_POSITIONS,
  MOCKUP_SCALES,
  type MockupInput,
  type MockupScale,
  runMockup,
  runMockupSizes,
} from '@toolbox/core/tools/mockup-generator';
import { Smartphone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useBind } from '../../components/bind-value';
import { CanvasPreview } from '../../components/canvas-preview';
import { Checkbox } from '../../components/checkbox';
import { ColorInput } from '../../components/color-input';
import { DownloadButton } from '../../components/download-button';
import { EmptyState } from '../../components/empty-state';
import { Field } from '../../components/field';
import { FileDrop } from '../../components/file-drop';
import { SelectField } from '../../components/select-field';
import { Pane, RunButton, ToolPage } from '../../components/tool-page';
import { useStoredForm } from '../../components/use-stored-state';
import { toastError, useToolAction } from '../../components/use-tool-action';
import { domGraphics } from '../../platform/dom-graphics';

const IMAGE_MESSAGES = {
  type: { title: FILE_REFUSED_TITLES.type, description: IMAGE_FILE_EXPECTED },
  size: { title: FILE_REFUSED_TITLES.size, description: 'Please upload an image smaller than 10MB' },
};

const DEVICE_LABELS = Object.fromEntries(
  DEVICE_IDS.map((id) => [id, `${DEVICES[id].name} (${DEVICES[id].width} × ${DEVICES[id].height})`]),
);
const FIT_LABELS = { fill: 'Fill the screen (crop)', fit: 'Fit the whole screenshot' } as const;
const POSITION_LABELS = {
  auto: 'Auto',
  top: 'Top',
  center: 'Center',
  bottom: 'Bottom',
  custom: 'Custom offset',
} as const;
const SCALE_LABELS: Record<MockupScale, string> = {
  1: '1x',
  2: '2x, retina',
  3: "3x, the phone's own density",
};
const FAILURE = { title: 'Error', description: 'Failed to generate mockup. Please try again.' };

type Settings = Omit<MockupInput, 'image'>;

interface Screenshot {
  name: string;
  size: number;
  bytes: Uint8Array;
  mime: string;
}

async function draw(screenshot: Screenshot, settings: Settings) {
  const { surface, file } = await runMockup(
    { image: { bytes: screenshot.bytes, mime: screenshot.mime }, ...settings },
    { graphics: domGraphics() },
  );
  return { canvas: surface.canvas, file, settings };
}

export default function MockupGeneratorPage() {
  // The frame settings survive a reload; the screenshot (its bytes, up to 10 MB) does not.
  const [image, setImage] = useState<Screenshot | null>(null);
  const [form, update] = useStoredForm('mockup-generator', 'form', MOCKUP_DEFAULTS, {
    device: DEVICE_IDS,
    fit: MOCKUP_FITS,
    position: MOCKUP_POSITIONS,
    scale: MOCKUP_SCALES,
  });
  const bind = useBind(form, update);
  const { device, backgroundColor, shadow, position, offset, scale } = form;
  // The export scales follow the device: a frame that offers less than the stored scale takes its largest.
  const sizes = runMockupSizes({ device, shadow });
  const scales = sizes.map((size) => size.scale);
  useEffect(() => {
    const largest = scales.at(-1) ?? 1;
    if (scale > largest) update('scale', largest);
  }, [scale, scales, update]);
  const [result, setResult] = useState<Awaited<ReturnType<typeof draw>> | null>(null);

  const action = useToolAction((screenshot: Screenshot) => draw(screenshot, form), {
    success: {
      title: 'Mockup Generated',
      description: `Your ${DEVICES[device].name} mockup is ready to download.`,
    },
    failure: FAILURE,
  });

  // Once generated, the mockup follows the settings: a change redraws it (no toast) instead of leaving a
  // preview and a download that no longer match the form.
  const redrawn = useRef(0);
  useEffect(() => {
    if (!image || !result || result.settings === form) return;
    const id = ++redrawn.current;
    const timer = setTimeout(() => {
      draw(image, form).then(
        (next) => {
          if (id === redrawn.current) setResult(next);
        },
        (error: unknown) => toastError(error, FAILURE),
      );
    }, 150);
    return () => clearTimeout(timer);
  }, [form, image, result]);

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
          <SelectField label="Device frame" options={DEVICE_IDS} labels={DEVICE_LABELS} {...bind('device')} />
          <ColorInput
            label="Background colour"
            value={backgroundColor}
            onChange={(color) => update('backgroundColor', color)}
          />
          <Checkbox label="Drop shadow" checked={shadow} onCheckedChange={(on) => update('shadow', on)} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label="Screenshot fit" options={MOCKUP_FITS} labels={FIT_LABELS} {...bind('fit')} />
            <SelectField
              label="Position"
              hint={position === 'auto' ? 'A screenshot taller than the screen keeps its top.' : undefined}
              options={MOCKUP_POSITIONS}
              labels={POSITION_LABELS}
              {...bind('position')}
            />
          </div>
          {position === 'custom' && (
            <Field label={`Offset from the top: ${offset}%`}>
              <input
                type="range"
                min={0}
                max={100}
                step={1}
                value={offset}
                onChange={(e) => update('offset', Number(e.target.value))}
                className="w-full accent-primary"
              />
            </Field>
          )}
          <SelectField
            label="Export size"
            value={String(scale)}
            options={scales.map(String)}
            labels={Object.fromEntries(
              sizes.map((s) => [String(s.scale), `${SCALE_LABELS[s.scale]} (${s.width} × ${s.height})`]),
            )}
            onChange={(value) => update('scale', scales.find((s) => String(s) === value) ?? 1)}
          />
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
                {result.settings.scale === 1 ? 'Download PNG' : `Download PNG (${result.settings.scale}x)`}
              </DownloadButton>
            )
          }
        >
          {result ? (
            <CanvasPreview canvas={result.canvas} label={`${DEVICES[result.settings.device].name} mockup`} />
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
