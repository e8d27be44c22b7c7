import { formatSize } from '@toolbox/core/social/image-sizes';
import {
  LOGO_POSITIONS,
  LOGO_SIZE_NAMES,
  OG_DEFAULTS,
  OG_DOWNLOAD_SPACING_MS,
  OG_TEMPLATES,
  OG_THEMES,
  type OgImageInput,
  type OgSize,
  runOgImages,
  runOgPlan,
  runOgPreview,
} from '@toolbox/core/tools/og-generator';
import { useMemo, useState } from 'react';
import { CanvasPreview } from '../../components/canvas-preview';
import { DownloadAll, DownloadRow } from '../../components/download-row';
import { Pane, ToolPage } from '../../components/tool-page';
import { useDebouncedRender } from '../../components/use-debounced-render';
import { useStoredForm } from '../../components/use-stored-state';
import { webRenderAssets } from '../../platform/assets';
import { domGraphics } from '../../platform/dom-graphics';
import { OgForm } from './og-form';
import type { Logo, OgFormValues } from './og-form-values';
import { OgMetaTags } from './og-meta-tags';

const ports = () => ({ graphics: domGraphics(), assets: webRenderAssets });

/** The preview's size and each download's file name (the defaults' plan: it never refuses them). */
const PLAN = runOgPlan();

const CHOICES = {
  template: OG_TEMPLATES,
  theme: OG_THEMES,
  logoPosition: LOGO_POSITIONS,
  logoSize: LOGO_SIZE_NAMES,
};

export default function OgGeneratorPage() {
  // Everything but the logo survives a reload: the logo is the file's bytes, too big for localStorage.
  const [saved, , setSaved] = useStoredForm('og-generator', 'form', OG_DEFAULTS, CHOICES);
  const [logo, setLogo] = useState<Logo | null>(null);
  const values: OgFormValues = useMemo(() => ({ ...saved, logo }), [saved, logo]);
  const { title, description } = values;
  const input: OgImageInput = useMemo(
    () => ({ ...values, logo: values.logo && { bytes: values.logo.bytes, mime: values.logo.mime } }),
    [values],
  );

  const preview = useDebouncedRender(async () => {
    const { surface, warnings } = await runOgPreview(input, ports());
    for (const warning of warnings) console.warn(warning);
    return { canvas: surface.canvas, warnings };
  }, input);

  const render = async (size: OgSize) => {
    const [file] = (await runOgImages(input, ports(), { sizes: [size] })).files;
    if (!file) throw new Error('no image was made');
    return file;
  };
  const renderAll = () => Promise.all(PLAN.images.map(({ size }) => render(size)));

  return (
    <ToolPage
      toolId="og-generator"
      input={
        <OgForm
          values={values}
          onChange={({ logo: chosen, ...patch }) => {
            if (chosen !== undefined) setLogo(chosen);
            setSaved((current) => ({ ...current, ...patch }));
          }}
          logoFailed={Boolean(preview.result?.warnings.length)}
        />
      }
      output={
        <div className="grid gap-6">
          <Pane title="Preview" description={`${formatSize(PLAN.preview)}, updated as you type.`}>
            <CanvasPreview
              canvas={preview.result?.canvas ?? null}
              label={`Open Graph image preview: ${title}`}
              style={{ aspectRatio: `${PLAN.preview.width} / ${PLAN.preview.height}` }}
            />
            {preview.error ? (
              <p role="alert" className="text-sm text-error">
                {preview.error instanceof Error ? preview.error.message : 'Failed to generate OG image'}
              </p>
            ) : null}
          </Pane>
          <Pane
            title="Download"
            actions={
              <DownloadAll
                files={renderAll}
                delayMs={OG_DOWNLOAD_SPACING_MS}
                zipName="og-images.zip"
                allDescription="Every size has been downloaded."
                errorDescription="Failed to download all formats"
              />
            }
          >
            <ul className="grid gap-3">
              {PLAN.images.map(({ size, name }) => (
                <DownloadRow
                  key={`${size.width}x${size.height}`}
                  testId={`og-size-${size.width}x${size.height}`}
                  title={size.label}
                  detail={`${formatSize(size)} · ${name}`}
                  file={() => render(size)}
                  fileName={name}
                  label={`Download ${formatSize(size)}`}
                  errorDescription="Failed to generate OG image"
                />
              ))}
            </ul>
          </Pane>
          <OgMetaTags title={title} description={description} />
        </div>
      }
    />
  );
}
