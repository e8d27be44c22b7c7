import type { OutputFile } from '@toolbox/core/ports';
import { splitGraphemes } from '@toolbox/core/text/graphemes';
import {
  drawFavicon,
  FAVICON_DEFAULTS,
  FAVICON_DOWNLOAD_SPACING_MS,
  FAVICON_SHAPES,
  FAVICON_SIZES,
  FAVICON_SNIPPET,
  FAVICON_TEXT_MAX,
  type FaviconInput,
  type FaviconShape,
  faviconFileName,
  renderFavicons,
} from '@toolbox/core/tools/favicon-maker';
import { useMemo, useState } from 'react';
import { CanvasPreview } from '../../components/canvas-preview';
import { ColorInput } from '../../components/color-input';
import { CopyButton } from '../../components/copy-button';
import { DownloadButton } from '../../components/download-button';
import { Field } from '../../components/field';
import { Pane, ToolPage } from '../../components/tool-page';
import { Input, NativeSelect } from '../../components/ui/input';
import { useDebouncedRender } from '../../components/use-debounced-render';
import { webRenderAssets } from '../../platform/assets';
import { domGraphics } from '../../platform/dom-graphics';

const SHAPE_LABELS: Record<FaviconShape, string> = {
  square: 'Square',
  rounded: 'Rounded (10%)',
  circle: 'Circle',
};

const SIZE_LABELS: Record<number, string> = {
  16: 'Browser tab',
  32: 'Browser tab (retina)',
  48: 'Windows site icon',
  180: 'Apple touch icon',
  192: 'Android / PWA',
  512: 'PWA splash',
};

const ports = () => ({ graphics: domGraphics(), assets: webRenderAssets });

function pick(files: readonly OutputFile[], name: string): OutputFile {
  const file = files.find((f) => f.name === name);
  if (!file) throw new Error(`Missing ${name}`);
  return file;
}

export default function FaviconMakerPage() {
  const [text, setText] = useState(FAVICON_DEFAULTS.text);
  const [backgroundColor, setBackgroundColor] = useState(FAVICON_DEFAULTS.backgroundColor);
  const [textColor, setTextColor] = useState(FAVICON_DEFAULTS.textColor);
  const [shape, setShape] = useState<FaviconShape>(FAVICON_DEFAULTS.shape);
  const [name, setName] = useState('');

  const input: FaviconInput = useMemo(
    () => ({ text, backgroundColor, textColor, shape, ...(name.trim() ? { name: name.trim() } : {}) }),
    [text, backgroundColor, textColor, shape, name],
  );

  const preview = useDebouncedRender(async () => {
    const [large, small] = await Promise.all([
      drawFavicon(input, 256, ports()),
      Promise.all([16, 32, 48].map((size) => drawFavicon(input, size, ports()))),
    ]);
    return { large: large.surface.canvas, small: small.map((s) => s.surface.canvas) };
  }, input);

  const all = async () => (await renderFavicons(input, ports())).files;
  const one = (fileName: string) => async () => pick(await all(), fileName);

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
              onChange={(e) => setText(splitGraphemes(e.target.value).slice(0, FAVICON_TEXT_MAX).join(''))}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <ColorInput label="Background colour" value={backgroundColor} onChange={setBackgroundColor} />
            <ColorInput label="Text colour" value={textColor} onChange={setTextColor} />
          </div>
          <Field label="Shape">
            <NativeSelect value={shape} onChange={(e) => setShape(e.target.value as FaviconShape)}>
              {FAVICON_SHAPES.map((s) => (
                <option key={s} value={s}>
                  {SHAPE_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="App name" hint="Used in site.webmanifest; defaults to the text.">
            <Input value={name} placeholder={text} onChange={(e) => setName(e.target.value)} />
          </Field>
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
                {[16, 32, 48].map((size, i) => (
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
          <Pane
            title="Download"
            actions={
              <>
                <DownloadButton
                  files={all}
                  delayMs={FAVICON_DOWNLOAD_SPACING_MS}
                  successTitle="All Downloads Complete"
                  successDescription="The whole favicon set has been downloaded."
                  errorDescription="Failed to generate favicon"
                >
                  Download all
                </DownloadButton>
                <DownloadButton
                  files={all}
                  zipName="favicons.zip"
                  successTitle="Download Complete"
                  successDescription="favicons.zip has been downloaded."
                  errorDescription="Failed to generate favicon"
                >
                  Download all (.zip)
                </DownloadButton>
              </>
            }
          >
            <ul className="grid gap-3 sm:grid-cols-2">
              {FAVICON_SIZES.map((size) => (
                <li
                  key={size}
                  data-testid={`favicon-size-${size}`}
                  className="flex items-center justify-between gap-3 rounded-lg border p-3"
                >
                  <div>
                    <p className="font-medium">
                      {size} × {size}
                    </p>
                    <p className="text-sm text-muted-foreground">{SIZE_LABELS[size]}</p>
                  </div>
                  <DownloadButton
                    files={one(faviconFileName(size))}
                    successTitle="Download Complete"
                    successDescription={`${faviconFileName(size)} has been downloaded.`}
                    errorDescription="Failed to generate favicon"
                    aria-label={`Download ${size} × ${size} PNG`}
                  >
                    PNG
                  </DownloadButton>
                </li>
              ))}
              <li
                data-testid="favicon-svg"
                className="flex items-center justify-between gap-3 rounded-lg border p-3"
              >
                <div>
                  <p className="font-medium">512 × 512 SVG</p>
                  <p className="text-sm text-muted-foreground">Scalable, for modern browsers</p>
                </div>
                <DownloadButton
                  files={one('favicon.svg')}
                  successTitle="Download Complete"
                  successDescription="favicon.svg has been downloaded."
                  errorDescription="Failed to generate favicon"
                  aria-label="Download SVG"
                >
                  SVG
                </DownloadButton>
              </li>
              <li
                data-testid="favicon-ico"
                className="flex items-center justify-between gap-3 rounded-lg border p-3"
              >
                <div>
                  <p className="font-medium">favicon.ico</p>
                  <p className="text-sm text-muted-foreground">48, 32 and 16 px in one file</p>
                </div>
                <DownloadButton
                  files={one('favicon.ico')}
                  successTitle="Download Complete"
                  successDescription="favicon.ico has been downloaded."
                  errorDescription="Failed to generate favicon"
                  aria-label="Download ICO"
                >
                  ICO
                </DownloadButton>
              </li>
            </ul>
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
              <div>
                <p className="font-medium">Web app manifest</p>
                <p className="text-sm text-muted-foreground">site.webmanifest with the 192 and 512 icons</p>
              </div>
              <DownloadButton
                files={async () => {
                  const files = await all();
                  return [
                    pick(files, 'site.webmanifest'),
                    pick(files, faviconFileName(192)),
                    pick(files, faviconFileName(512)),
                  ];
                }}
                delayMs={FAVICON_DOWNLOAD_SPACING_MS}
                successTitle="Manifest Downloaded"
                successDescription="site.webmanifest and its 192 and 512 icons have been downloaded."
                errorDescription="Failed to generate favicon"
              >
                Manifest
              </DownloadButton>
            </div>
          </Pane>
          <Pane title="HTML" actions={<CopyButton value={() => FAVICON_SNIPPET} label="Copy" />}>
            <pre className="whitespace-pre-wrap break-all rounded-lg bg-muted p-3 font-mono text-xs leading-relaxed">
              {FAVICON_SNIPPET}
            </pre>
          </Pane>
        </div>
      }
    />
  );
}
