import {
  checkLogoFile,
  metaTags as coreMetaTags,
  DESCRIPTION_MAX,
  drawOgImage,
  LOGO_MAX_BYTES,
  LOGO_POSITIONS,
  LOGO_SIZES,
  type LogoPosition,
  type LogoSize,
  OG_DEFAULTS,
  OG_DOWNLOAD_SPACING_MS,
  OG_SIZES,
  OG_TEMPLATES,
  OG_THEMES,
  type OgImageInput,
  type OgTemplate,
  type OgTheme,
  ogFileName,
  renderOgImage,
  TITLE_MAX,
} from '@toolbox/core/tools/og-generator';
import { useMemo, useState } from 'react';
import { CanvasPreview } from '../../components/canvas-preview';
import { CopyButton } from '../../components/copy-button';
import { DownloadButton } from '../../components/download-button';
import { Field } from '../../components/field';
import { FileDrop } from '../../components/file-drop';
import { Pane, ToolPage } from '../../components/tool-page';
import { Input, NativeSelect, Textarea } from '../../components/ui/input';
import { useDebouncedRender } from '../../components/use-debounced-render';
import { webRenderAssets } from '../../platform/assets';
import { domGraphics } from '../../platform/dom-graphics';

const LABELS: Record<string, string> = {
  blog: 'Blog Post',
  app: 'App Launch',
  tweet: 'Tweet Card',
  docs: 'Documentation',
  product: 'Product',
  dark: 'Dark',
  light: 'Light',
  gradient: 'Gradient',
  minimal: 'Minimal',
  'top-left': 'Top left',
  'top-right': 'Top right',
  center: 'Center',
  'bottom-left': 'Bottom left',
  'bottom-right': 'Bottom right',
};

const LOGO_MESSAGES = {
  type: { title: 'Invalid File Type', description: 'Please upload an image file (PNG, JPG, or SVG)' },
  size: { title: 'File Too Large', description: 'Please upload an image smaller than 2MB' },
};

interface Logo {
  name: string;
  size: number;
  bytes: Uint8Array;
  mime: string;
}

const ports = () => ({ graphics: domGraphics(), assets: webRenderAssets });

export function metaTags(title: string, description: string): string {
  return coreMetaTags(title, description);
}

export default function OgGeneratorPage() {
  const [title, setTitle] = useState(OG_DEFAULTS.title);
  const [description, setDescription] = useState(OG_DEFAULTS.description);
  const [emoji, setEmoji] = useState(OG_DEFAULTS.emoji);
  const [template, setTemplate] = useState<OgTemplate>(OG_DEFAULTS.template);
  const [theme, setTheme] = useState<OgTheme>(OG_DEFAULTS.theme);
  const [logo, setLogo] = useState<Logo | null>(null);
  const [logoPosition, setLogoPosition] = useState<LogoPosition>(OG_DEFAULTS.logoPosition);
  const [logoSize, setLogoSize] = useState<LogoSize>(OG_DEFAULTS.logoSize);
  const [logoOpacity, setLogoOpacity] = useState(OG_DEFAULTS.logoOpacity);

  const input: OgImageInput = useMemo(
    () => ({
      title,
      description,
      emoji,
      template,
      theme,
      logo: logo && { bytes: logo.bytes, mime: logo.mime },
      logoPosition,
      logoSize,
      logoOpacity,
    }),
    [title, description, emoji, template, theme, logo, logoPosition, logoSize, logoOpacity],
  );

  const preview = useDebouncedRender(async () => {
    const { surface, warnings } = await drawOgImage(input, OG_SIZES[0], ports());
    for (const warning of warnings) console.warn(warning);
    return { canvas: surface.canvas, warnings };
  }, input);

  async function takeLogo(file: File) {
    setLogo({
      name: file.name,
      size: file.size,
      mime: file.type,
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
  }

  const render = async (size: (typeof OG_SIZES)[number]) => (await renderOgImage(input, size, ports())).file;
  const renderAll = () => Promise.all(OG_SIZES.map(render));

  return (
    <ToolPage
      toolId="og-generator"
      input={
        <div className="grid gap-6">
          <Pane
            title="Content"
            description="Title and description are wrapped and shortened to fit the card."
          >
            <Field label="Title" count={title.length} max={TITLE_MAX}>
              <Input value={title} maxLength={TITLE_MAX} onChange={(e) => setTitle(e.target.value)} />
            </Field>
            <Field label="Description" count={description.length} max={DESCRIPTION_MAX}>
              <Textarea
                value={description}
                maxLength={DESCRIPTION_MAX}
                rows={3}
                onChange={(e) => setDescription(e.target.value)}
              />
            </Field>
            <Field label="Emoji" hint="Drawn with Twemoji, the same on every device.">
              <Input value={emoji} maxLength={16} onChange={(e) => setEmoji(e.target.value)} />
            </Field>
          </Pane>
          <Pane title="Style">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Template">
                <NativeSelect value={template} onChange={(e) => setTemplate(e.target.value as OgTemplate)}>
                  {OG_TEMPLATES.map((t) => (
                    <option key={t} value={t}>
                      {LABELS[t]}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Field label="Theme">
                <NativeSelect value={theme} onChange={(e) => setTheme(e.target.value as OgTheme)}>
                  {OG_THEMES.map((t) => (
                    <option key={t} value={t}>
                      {LABELS[t]}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            </div>
          </Pane>
          <Pane title="Logo">
            <FileDrop
              label="Logo image"
              description="PNG, JPG or SVG up to 2MB"
              accept={['image/*']}
              maxBytes={LOGO_MAX_BYTES}
              messages={LOGO_MESSAGES}
              file={logo}
              onFile={(file) => {
                if (!checkLogoFile(file)) void takeLogo(file);
              }}
              onRemove={() => setLogo(null)}
            />
            {preview.result?.warnings.length ? (
              <p role="status" className="text-sm text-warning">
                The logo could not be loaded, so the image is generated without it.
              </p>
            ) : null}
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Logo position">
                <NativeSelect
                  value={logoPosition}
                  onChange={(e) => setLogoPosition(e.target.value as LogoPosition)}
                >
                  {LOGO_POSITIONS.map((p) => (
                    <option key={p} value={p}>
                      {LABELS[p]}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Field label="Logo size">
                <NativeSelect value={logoSize} onChange={(e) => setLogoSize(e.target.value as LogoSize)}>
                  {(Object.keys(LOGO_SIZES) as LogoSize[]).map((s) => (
                    <option key={s} value={s}>
                      {`${s[0]!.toUpperCase()}${s.slice(1)} (${LOGO_SIZES[s] * 100}%)`}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            </div>
            <Field label={`Logo opacity: ${Math.round(logoOpacity * 100)}%`}>
              <input
                type="range"
                min={0.5}
                max={1}
                step={0.1}
                value={logoOpacity}
                onChange={(e) => setLogoOpacity(Number(e.target.value))}
                className="w-full accent-primary"
              />
            </Field>
          </Pane>
        </div>
      }
      output={
        <div className="grid gap-6">
          <Pane
            title="Preview"
            description="1200 × 630, updated as you type."
            actions={
              <CopyButton
                value={() => metaTags(title, description)}
                label="Copy meta tags"
                successTitle="Meta Tags Copied"
                successDescription="Paste them into your page's <head>."
              />
            }
          >
            <CanvasPreview
              canvas={preview.result?.canvas ?? null}
              label={`Open Graph image preview: ${title}`}
              className={preview.result ? undefined : 'aspect-[1200/630]'}
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
              <>
                <DownloadButton
                  files={renderAll}
                  delayMs={OG_DOWNLOAD_SPACING_MS}
                  successTitle="All Downloads Complete"
                  successDescription="Every size has been downloaded."
                  errorDescription="Failed to download all formats"
                >
                  Download all
                </DownloadButton>
                <DownloadButton
                  files={renderAll}
                  zipName="og-images.zip"
                  successTitle="Download Complete"
                  successDescription="og-images.zip has been downloaded."
                  errorDescription="Failed to download all formats"
                >
                  Download all (.zip)
                </DownloadButton>
              </>
            }
          >
            <ul className="grid gap-3">
              {OG_SIZES.map((size) => (
                <li
                  key={`${size.width}x${size.height}`}
                  data-testid={`og-size-${size.width}x${size.height}`}
                  className="flex items-center justify-between gap-3 rounded-lg border p-3"
                >
                  <div>
                    <p className="font-medium">{size.label}</p>
                    <p className="text-sm text-muted-foreground">
                      {size.width} × {size.height} · {ogFileName(size)}
                    </p>
                  </div>
                  <DownloadButton
                    files={() => render(size)}
                    successTitle="Download Complete"
                    successDescription={`${ogFileName(size)} has been downloaded.`}
                    errorDescription="Failed to generate OG image"
                    aria-label={`Download ${size.width} × ${size.height}`}
                  >
                    PNG
                  </DownloadButton>
                </li>
              ))}
            </ul>
          </Pane>
        </div>
      }
    />
  );
}
