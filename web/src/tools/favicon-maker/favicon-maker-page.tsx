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
} from '@toolbox/core/tools/favicon-maker';
import { useMemo } from 'react';
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

const SHAPE_LABELS: Record<FaviconShape, string> = {
  square: 'Square',
  rounded: 'Rounded (10%)',
  circle: 'Circle',
};

const ports = () => ({ graphics: domGraphics(), assets: webRenderAssets });

const FORM_DEFAULTS = { ...FAVICON_DEFAULTS, name: '' };

export default function FaviconMakerPage() {
  const [form, update] = useStoredForm('favicon-maker', 'form', FORM_DEFAULTS);
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
  const { snippet } = runFaviconSnippet({ text, ...(name.trim() ? { name: name.trim() } : {}) });

  const preview = useDebouncedRender(async () => {
    const { large, small } = await runFaviconPreview(input, ports());
    return { large: large.canvas, small: small.map((surface) => surface.canvas) };
  }, input);

  const all = async () => (await runFavicons(input, ports())).downloads;

  return (
    <ToolPage
      toolId="favicon-maker"
      input={
        <Pane title="Icon" description="Up to three characters (or one emoji) on a coloured shape.">
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
          <SelectField
            label="Shape"
            value={shape}
            options={FAVICON_SHAPES}
            labels={SHAPE_LABELS}
            onChange={(value) => update('shape', value)}
          />
          <TextField
            label="App name"
            hint="The name in site.webmanifest and under the home-screen icon; defaults to the text."
            placeholder={text}
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
                label={`Favicon preview: ${text}`}
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
            </div>
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
