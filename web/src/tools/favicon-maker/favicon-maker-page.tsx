import { splitGraphemes } from '@toolbox/core/text/graphemes';
import {
  FAVICON_DEFAULTS,
  FAVICON_PREVIEW_SIZES,
  FAVICON_SHAPES,
  FAVICON_SNIPPET_FILE,
  FAVICON_TEXT_MAX,
  type FaviconInput,
  type FaviconShape,
  runFaviconPreview,
  runFaviconSnippet,
  runFavicons,
  runLogoFaviconPreview,
  runLogoFavicons,
} from '@toolbox/core/tools/favicon-maker';
import { useMemo, useState } from 'react';
import { useBind } from '../../components/bind-value';
import { CanvasPreview } from '../../components/canvas-preview';
import { ColorInput } from '../../components/color-input';
import { CopyButton } from '../../components/copy-button';
import { Field } from '../../components/field';
import { SelectField } from '../../components/select-field';
import { TextField, useField } from '../../components/text-field';
import { Pane, ToolPage } from '../../components/tool-page';
import { Input } from '../../components/ui/input';
import { useDebouncedRender } from '../../components/use-debounced-render';
import { useStoredForm } from '../../components/use-stored-state';
import { webRenderAssets } from '../../platform/assets';
import { domGraphics } from '../../platform/dom-graphics';
import { FaviconDownloads } from './favicon-downloads';
import { LOGO_SETTINGS_DEFAULTS, type LoadedLogo, LogoDrop, LogoFields } from './logo-fields';

const SHAPE_LABELS: Record<FaviconShape, string> = {
  square: 'Square',
  rounded: 'Rounded (10%)',
  circle: 'Circle',
};

const ports = () => ({ graphics: domGraphics(), assets: webRenderAssets });

const FORM_DEFAULTS = { ...FAVICON_DEFAULTS, name: '' };

/** The logo's name without its extension: the app name when none is typed. */
const stem = (name: string) => name.replace(/\.[^.]*$/, '');

export default function FaviconMakerPage() {
  const [form, update] = useStoredForm('favicon-maker', 'form', FORM_DEFAULTS);
  const [settings, updateSettings] = useStoredForm('favicon-maker', 'logo-settings', LOGO_SETTINGS_DEFAULTS);
  const [logo, setLogo] = useState<LoadedLogo | null>(null);
  const bind = useBind(form, update);
  const field = useField(form, update);
  const { text, backgroundColor, textColor, name } = form;
  const shape = (FAVICON_SHAPES as readonly string[]).includes(form.shape)
    ? form.shape
    : FAVICON_DEFAULTS.shape;

  const input: FaviconInput = useMemo(
    () => ({ text, backgroundColor, textColor, shape, ...(name.trim() ? { name: name.trim() } : {}) }),
    [text, backgroundColor, textColor, shape, name],
  );
  const logoInput = useMemo(
    () =>
      logo && {
        ...settings,
        shape,
        logo: { bytes: logo.bytes, mime: logo.mime, name: logo.name },
        ...(name.trim() ? { name: name.trim() } : {}),
      },
    [logo, settings, shape, name],
  );
  const appName = name.trim() || (logo ? stem(logo.name) : '');
  const { snippet } = runFaviconSnippet({
    text: logo ? appName : text,
    ...(appName ? { name: appName } : {}),
  });

  const preview = useDebouncedRender(async () => {
    if (logoInput) {
      const drawn = await runLogoFaviconPreview(logoInput, ports());
      return {
        large: drawn.large.canvas,
        small: drawn.small.map((surface) => surface.canvas),
        touch: drawn.touch.canvas,
        maskable: drawn.maskable.canvas,
      };
    }
    const { large, small } = await runFaviconPreview(input, ports());
    return {
      large: large.canvas,
      small: small.map((surface) => surface.canvas),
      touch: null,
      maskable: null,
    };
  }, logoInput ?? input);

  const all = async () =>
    (logoInput ? await runLogoFavicons(logoInput, ports()) : await runFavicons(input, ports())).downloads;
  const label = logo ? `Favicon preview: ${logo.name}` : `Favicon preview: ${text}`;

  return (
    <ToolPage
      toolId="favicon-maker"
      input={
        <Pane
          title="Icon"
          description={
            logo
              ? "Your logo, cropped and padded, on each platform's background."
              : 'Up to three characters (or one emoji) on a coloured shape, or your own logo.'
          }
        >
          <LogoDrop logo={logo} onLogo={setLogo} />
          {logo ? (
            <LogoFields settings={settings} update={updateSettings} />
          ) : (
            <>
              <Field
                label="Text"
                count={splitGraphemes(text).length}
                max={FAVICON_TEXT_MAX}
                hint="Longer text is cut to 3 characters."
              >
                <Input
                  value={text}
                  onChange={(e) =>
                    update('text', splitGraphemes(e.target.value).slice(0, FAVICON_TEXT_MAX).join(''))
                  }
                />
              </Field>
              <div className="grid gap-4 sm:grid-cols-2">
                <ColorInput label="Background colour" {...bind('backgroundColor')} />
                <ColorInput label="Text colour" {...bind('textColor')} />
              </div>
            </>
          )}
          <SelectField
            label="Shape"
            hint={logo ? 'For a tab or Android background you fill.' : undefined}
            value={shape}
            options={FAVICON_SHAPES}
            labels={SHAPE_LABELS}
            onChange={(value) => update('shape', value)}
          />
          <TextField
            label="App name"
            hint={`The name in site.webmanifest and under the home-screen icon; defaults to the ${logo ? "logo file's name" : 'text'}.`}
            placeholder={logo ? stem(logo.name) : text}
            {...field('name')}
          />
        </Pane>
      }
      output={
        <div className="grid gap-6">
          <Pane title="Preview">
            <div className="flex flex-wrap items-end gap-6">
              <CanvasPreview
                canvas={preview.result?.large ?? null}
                label={label}
                className="size-40 border-0 bg-transparent"
              />
              <div className="flex items-end gap-4">
                {FAVICON_PREVIEW_SIZES.map((size, i) => (
                  <div key={size} className="grid justify-items-center gap-1">
                    <div style={{ width: size, height: size }}>
                      <CanvasPreview
                        canvas={preview.result?.small[i] ?? null}
                        label={`${size} px preview`}
                        className="rounded-none border-0 bg-transparent"
                      />
                    </div>
                    <span className="text-xs text-muted-foreground">{size}px</span>
                  </div>
                ))}
              </div>
              {preview.result?.touch && preview.result.maskable ? (
                <div className="flex items-end gap-4">
                  <div className="grid justify-items-center gap-1">
                    <div className="size-[90px] overflow-hidden rounded-[20px]">
                      <CanvasPreview
                        canvas={preview.result.touch}
                        label="Apple touch icon preview, as iOS rounds it"
                        className="rounded-none border-0 bg-transparent"
                      />
                    </div>
                    <span className="text-xs text-muted-foreground">iOS</span>
                  </div>
                  <div className="grid justify-items-center gap-1">
                    <div className="size-24 overflow-hidden rounded-full">
                      <CanvasPreview
                        canvas={preview.result.maskable}
                        label="Maskable icon preview, as a round Android launcher cuts it"
                        className="rounded-none border-0 bg-transparent"
                      />
                    </div>
                    <span className="text-xs text-muted-foreground">Android</span>
                  </div>
                </div>
              ) : null}
            </div>
            {preview.error ? (
              <p role="alert" className="text-sm text-destructive">
                {preview.error instanceof Error ? preview.error.message : String(preview.error)}
              </p>
            ) : null}
          </Pane>
          <FaviconDownloads render={all} />
          <Pane
            title="HTML"
            description={`For your page's <head>; "Download all" includes it as ${FAVICON_SNIPPET_FILE}.`}
            actions={<CopyButton value={() => snippet} label="Copy" />}
          >
            <pre className="whitespace-pre-wrap wrap-anywhere rounded-lg bg-muted p-3 font-mono text-xs leading-relaxed">
              {snippet}
            </pre>
          </Pane>
        </div>
      }
    />
  );
}
