import {
  DEVICE_IDS,
  DEVICES,
  type DeviceId,
  GRADIENT_IDS,
  GRADIENTS,
  type GradientId,
  MAX_TILT,
  MOCKUP_ARRANGEMENTS,
  MOCKUP_BACKGROUNDS,
  MOCKUP_DEFAULTS,
  MOCKUP_FILE_MESSAGES,
  MOCKUP_FITS,
  MOCKUP_MAX_BYTES,
  MOCKUP_MAX_SCREENSHOTS,
  MOCKUP_POSITIONS,
  MOCKUP_SCALES,
  MOCKUP_SHADOWS,
  type MockupScale,
  type MockupSettings,
  type MockupShadow,
  runMockup,
  runMockupSizes,
} from '@toolbox/core/tools/mockup-generator';
import { Smartphone } from 'lucide-react';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useBind } from '../../components/bind-value';
import { CanvasPreview } from '../../components/canvas-preview';
import { ColorInput } from '../../components/color-input';
import { DownloadButton } from '../../components/download-button';
import { EmptyState } from '../../components/empty-state';
import { Field } from '../../components/field';
import { FileDrop } from '../../components/file-drop';
import { SelectField } from '../../components/select-field';
import { ShareLinkButton } from '../../components/share-link-button';
import { imageSnapshot } from '../../components/shared-image';
import { Pane, RunButton, ToolPage } from '../../components/tool-page';
import { useStoredForm } from '../../components/use-stored-state';
import { toastError, useToolAction } from '../../components/use-tool-action';
import { domGraphics } from '../../platform/dom-graphics';

const FILE_MESSAGES = {
  type: { title: MOCKUP_FILE_MESSAGES.type.title, description: MOCKUP_FILE_MESSAGES.type.message },
  size: { title: MOCKUP_FILE_MESSAGES.size.title, description: MOCKUP_FILE_MESSAGES.size.message },
};

const DEVICE_LABELS = Object.fromEntries(
  DEVICE_IDS.map((id) => [id, `${DEVICES[id].name} (${DEVICES[id].width} × ${DEVICES[id].height})`]),
);
const BACKGROUND_LABELS = {
  color: 'Solid colour',
  image: 'Your picture',
  ...Object.fromEntries(
    GRADIENT_IDS.map((id) => [id, `${GRADIENTS[id].name} (${GRADIENTS[id].kind} gradient)`]),
  ),
};
const SHADOW_LABELS: Record<MockupShadow, string> = {
  none: 'None',
  soft: 'Soft',
  medium: 'Medium',
  strong: 'Strong',
};
const PADDINGS = ['auto', '0', '24', '48', '64', '96', '128', '160', '200'] as const;
const PADDING_LABELS = Object.fromEntries(PADDINGS.map((p) => [p, p === 'auto' ? 'Auto' : `${p} px`]));

/** A swatch's look: the preset's own stops, as CSS draws them (CSS angles start at the top, the canvas's at the right). */
function swatchStyle(id: GradientId): CSSProperties {
  const preset = GRADIENTS[id];
  const stops = preset.stops.join(', ');
  if (preset.kind === 'radial') {
    const [x, y] = preset.center;
    return { backgroundImage: `radial-gradient(circle at ${x * 100}% ${y * 100}%, ${stops})` };
  }
  return { backgroundImage: `linear-gradient(${preset.angle + 90}deg, ${stops})` };
}
const ARRANGEMENT_LABELS = { 'side-by-side': 'Side by side', overlap: 'Overlapping' } as const;
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

interface Picture {
  name: string;
  size: number;
  bytes: Uint8Array;
  mime: string;
}

/** Everything a mockup is drawn from: the kept settings and the pictures (which are not kept). */
interface Sources {
  settings: MockupSettings;
  shots: Picture[];
  backdrop: Picture | null;
}

async function draw(sources: Sources) {
  const [first, ...extra] = sources.shots.map(({ bytes, mime }) => ({ bytes, mime }));
  const backdrop = sources.backdrop;
  const { surface, file, options } = await runMockup(
    {
      ...sources.settings,
      image: first ?? null,
      extra,
      extraDevices: sources.settings.extraDevices.slice(0, extra.length),
      backgroundImage: backdrop ? { bytes: backdrop.bytes, mime: backdrop.mime } : null,
    },
    { graphics: domGraphics() },
  );
  return { canvas: surface.canvas, file, options, sources };
}

const mockupLabel = (options: { device: DeviceId; extraDevices: readonly DeviceId[] }) =>
  `${[options.device, ...options.extraDevices].map((id) => DEVICES[id].name).join(' and ')} mockup`;

async function readPicture(file: File): Promise<Picture> {
  return {
    name: file.name,
    size: file.size,
    mime: file.type,
    bytes: new Uint8Array(await file.arrayBuffer()),
  };
}

/** Older pages kept the shadow as on/off and the padding only as a number: both still come back. */
function storedLook(stored: unknown): Partial<MockupSettings> {
  if (typeof stored !== 'object' || stored === null) return {};
  const { shadow, padding, extraDevices } = stored as Record<string, unknown>;
  const look: Partial<MockupSettings> = {};
  if (typeof shadow === 'boolean') look.shadow = shadow ? 'medium' : 'none';
  if (typeof padding === 'number' && PADDINGS.includes(String(padding) as never)) look.padding = padding;
  if (Array.isArray(extraDevices))
    look.extraDevices = extraDevices.filter((id): id is DeviceId => DEVICE_IDS.includes(id));
  return look;
}

export default function MockupGeneratorPage() {
  // The settings survive a reload (and make a preset); the pictures (up to 10 MB each) do not.
  const [shots, setShots] = useState<Picture[]>([]);
  const [backdrop, setBackdrop] = useState<Picture | null>(null);
  const [form, update] = useStoredForm(
    'mockup-generator',
    'form',
    MOCKUP_DEFAULTS,
    {
      device: DEVICE_IDS,
      arrangement: MOCKUP_ARRANGEMENTS,
      background: MOCKUP_BACKGROUNDS,
      shadow: MOCKUP_SHADOWS,
      fit: MOCKUP_FITS,
      position: MOCKUP_POSITIONS,
      scale: MOCKUP_SCALES,
    },
    storedLook,
  );
  const bind = useBind(form, update);
  const {
    device,
    extraDevices,
    backgroundColor,
    background,
    padding,
    radius,
    tilt,
    position,
    offset,
    scale,
  } = form;
  const frameOf = (i: number): DeviceId => (i === 0 ? device : (extraDevices[i - 1] ?? device));
  const count = Math.max(1, shots.length);
  // The export scales follow the devices: a set that offers less than the stored scale takes its largest.
  const sizes = runMockupSizes({ ...form, count });
  const scales = sizes.map((size) => size.scale);
  useEffect(() => {
    const largest = scales.at(-1) ?? 1;
    if (scale > largest) update('scale', largest);
  }, [scale, scales, update]);
  const [result, setResult] = useState<Awaited<ReturnType<typeof draw>> | null>(null);

  const action = useToolAction(draw, {
    success: {
      title: 'Mockup Generated',
      description: `Your ${DEVICES[device].name} mockup is ready to download.`,
    },
    failure: FAILURE,
  });

  // Once generated, the mockup follows the settings and pictures: a change redraws it (no toast) instead of
  // leaving a preview and a download that no longer match the form.
  const redrawn = useRef(0);
  useEffect(() => {
    if (shots.length === 0 || !result) return;
    const now = result.sources;
    if (now.settings === form && now.shots === shots && now.backdrop === backdrop) return;
    if (form.background === 'image' && !backdrop) return;
    const id = ++redrawn.current;
    const timer = setTimeout(() => {
      draw({ settings: form, shots, backdrop }).then(
        (next) => {
          if (id === redrawn.current) setResult(next);
        },
        (error: unknown) => toastError(error, FAILURE),
      );
    }, 150);
    return () => clearTimeout(timer);
  }, [form, shots, backdrop, result]);

  async function generate() {
    if (shots.length === 0) {
      toast.error('No Image Selected', { description: 'Please select an image to create a mockup.' });
      return;
    }
    const generated = await action.run({ settings: form, shots, backdrop });
    if (generated) setResult(generated);
  }

  async function takeShot(i: number, file: File) {
    const picture = await readPicture(file);
    setShots((current) => [...current.slice(0, i), picture, ...current.slice(i + 1)]);
    if (i === 0 && shots.length <= 1) setResult(null);
  }

  function removeShot(i: number) {
    const next = shots.filter((_, j) => j !== i);
    setShots(next);
    if (next.length === 0) setResult(null);
  }

  function setFrame(i: number, id: DeviceId) {
    if (i === 0) return update('device', id);
    const next = Array.from({ length: MOCKUP_MAX_SCREENSHOTS - 1 }, (_, j) => frameOf(j + 1));
    next[i - 1] = id;
    update('extraDevices', next);
  }

  const slots = Math.min(MOCKUP_MAX_SCREENSHOTS, shots.length + 1);
  return (
    <ToolPage
      toolId="mockup-generator"
      onRun={generate}
      input={
        <Pane title="Screenshots and frames">
          {Array.from({ length: slots }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its position (screenshot 1, 2, 3)
            <div key={i} className="grid gap-3 rounded-md border border-border p-3">
              <FileDrop
                label={i === 0 ? 'Screenshot' : `Screenshot ${i + 1} (optional)`}
                description="PNG, JPG, WebP or SVG up to 10MB"
                accept={['image/*']}
                maxBytes={MOCKUP_MAX_BYTES}
                messages={FILE_MESSAGES}
                file={shots[i] ?? null}
                onFile={(file) => void takeShot(i, file)}
                onRemove={() => removeShot(i)}
              />
              {(i === 0 || shots[i]) && (
                <SelectField
                  label={i === 0 ? 'Device frame' : `Frame for screenshot ${i + 1}`}
                  options={DEVICE_IDS}
                  labels={DEVICE_LABELS}
                  value={frameOf(i)}
                  onChange={(id) => setFrame(i, id)}
                />
              )}
            </div>
          ))}
          {shots.length > 1 && (
            <SelectField
              label="Arrangement"
              options={MOCKUP_ARRANGEMENTS}
              labels={ARRANGEMENT_LABELS}
              {...bind('arrangement')}
            />
          )}
          <SelectField
            label="Background"
            options={MOCKUP_BACKGROUNDS}
            labels={BACKGROUND_LABELS}
            {...bind('background')}
          />
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Gradients</legend>
            {GRADIENT_IDS.map((id) => (
              <button
                key={id}
                type="button"
                aria-label={`${GRADIENTS[id].name} gradient`}
                aria-pressed={background === id}
                title={GRADIENTS[id].name}
                onClick={() => update('background', id)}
                style={swatchStyle(id)}
                className="size-8 rounded-md border border-border ring-offset-2 ring-offset-background aria-pressed:ring-2 aria-pressed:ring-primary focus-visible:outline-2 focus-visible:outline-ring"
              />
            ))}
          </fieldset>
          {background === 'image' && (
            <FileDrop
              label="Background picture"
              description="Covers the whole image"
              accept={['image/*']}
              maxBytes={MOCKUP_MAX_BYTES}
              messages={FILE_MESSAGES}
              file={backdrop}
              onFile={(file) => void readPicture(file).then(setBackdrop)}
              onRemove={() => setBackdrop(null)}
            />
          )}
          {(background === 'color' || background === 'image') && (
            <ColorInput
              label="Background colour"
              value={backgroundColor}
              onChange={(color) => update('backgroundColor', color)}
            />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Drop shadow"
              options={MOCKUP_SHADOWS}
              labels={SHADOW_LABELS}
              {...bind('shadow')}
            />
            <SelectField
              label="Padding"
              hint={padding === 'auto' ? '100 px with a shadow, 50 without' : undefined}
              options={PADDINGS}
              labels={PADDING_LABELS}
              value={padding === 'auto' ? 'auto' : (PADDINGS.find((p) => p === String(padding)) ?? 'auto')}
              onChange={(value) => update('padding', value === 'auto' ? 'auto' : Number(value))}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={`Corner radius: ${radius} px`}>
              <input
                type="range"
                min={0}
                max={120}
                step={4}
                value={radius}
                onChange={(e) => update('radius', Number(e.target.value))}
                className="w-full accent-primary"
              />
            </Field>
            <Field
              label={`Tilt: ${tilt}°`}
              hint={tilt === 0 ? 'Flat' : tilt > 0 ? 'Right side away' : 'Left side away'}
            >
              <input
                type="range"
                min={-MAX_TILT}
                max={MAX_TILT}
                step={1}
                value={tilt}
                onChange={(e) => update('tilt', Number(e.target.value))}
                className="w-full accent-primary"
              />
            </Field>
          </div>
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
              <>
                <ShareLinkButton
                  item={() => ({
                    kind: 'snapshot',
                    tool_id: 'mockup-generator',
                    title: mockupLabel(result.options),
                    snapshot: imageSnapshot(result.canvas, mockupLabel(result.options)),
                    expires_in: null,
                  })}
                />
                <DownloadButton
                  files={() => result.file}
                  successTitle="Download Complete"
                  successDescription={`${result.file.name} has been downloaded.`}
                  errorTitle="Error"
                  errorDescription="Failed to generate mockup. Please try again."
                >
                  {result.options.scale === 1 ? 'Download PNG' : `Download PNG (${result.options.scale}x)`}
                </DownloadButton>
              </>
            )
          }
        >
          {result ? (
            <CanvasPreview canvas={result.canvas} label={mockupLabel(result.options)} />
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
