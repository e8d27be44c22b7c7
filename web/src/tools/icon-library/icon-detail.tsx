import {
  ICON_STYLE_LIMITS,
  type IconInfo,
  type IconStyle,
  runIconCode,
} from '@toolbox/core/tools/icon-library';
import { useMemo } from 'react';
import { CopyButton } from '../../components/copy-button';
import { DownloadButton } from '../../components/download-button';
import { Field } from '../../components/field';
import { InlineError } from '../../components/inline-error';
import { NumberField } from '../../components/text-field';
import { Input } from '../../components/ui/input';
import { usePlatformPorts } from '../../platform/platform-ports';
import { IconGlyph } from './icon-glyph';
import { loadIconNode } from './icon-nodes';
import { svgToPng } from './png';

/** The selected icon: preview, style controls, and the copies/downloads that follow the style. */
export function IconDetail({
  icon,
  style,
  onStyle,
}: {
  icon: IconInfo;
  style: IconStyle;
  onStyle: (style: IconStyle) => void;
}) {
  const { icons } = usePlatformPorts();
  /** The icon's SVG file, its drawing fetched if it has not arrived yet. */
  const svg = async () => runIconCode({ icon, style, node: await loadIconNode(icons, icon.name) }).svg ?? '';
  const code = useMemo(() => runIconCode({ icon, style }), [icon, style]);
  const problem = code.error?.message;
  const ok = problem === undefined;
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-4">
        <div className="flex size-28 items-center justify-center rounded-md border">
          <IconGlyph
            name={icon.name}
            size={Math.min(ok ? style.size : 24, 96)}
            strokeWidth={ok ? style.strokeWidth : 2}
            color={ok ? style.color : 'currentColor'}
          />
        </div>
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">{icon.component}</h2>
          <p className="text-sm text-muted-foreground">
            {icon.name} · {icon.category}
          </p>
          <p className="text-xs text-muted-foreground">{icon.tags.join(', ')}</p>
        </div>
      </div>
      {/* Colour gets its own row: in the aside column a third of the width cuts "currentColor" off. */}
      <div className="grid grid-cols-2 gap-3">
        <NumberField
          label="Size"
          min={ICON_STYLE_LIMITS.size.min}
          max={ICON_STYLE_LIMITS.size.max}
          value={style.size}
          onValue={(size) => onStyle({ ...style, size })}
        />
        <NumberField
          label="Stroke width"
          min={ICON_STYLE_LIMITS.strokeWidth.min}
          max={ICON_STYLE_LIMITS.strokeWidth.max}
          step={ICON_STYLE_LIMITS.strokeWidth.step}
          value={style.strokeWidth}
          onValue={(strokeWidth) => onStyle({ ...style, strokeWidth })}
        />
        <Field label="Colour" hint="Hex or currentColor" className="col-span-2">
          <Input value={style.color} onChange={(e) => onStyle({ ...style, color: e.target.value.trim() })} />
        </Field>
      </div>
      <InlineError message={problem} />
      <pre className="overflow-x-auto rounded-md bg-muted p-3 font-mono text-xs">
        {code.import}
        {'\n'}
        {code.jsx ?? ''}
      </pre>
      <div className="flex flex-wrap gap-2">
        <CopyButton
          value={code.import}
          label="Copy Import"
          successDescription="Import copied to clipboard."
        />
        <CopyButton
          value={() => code.jsx ?? ''}
          label="Copy JSX"
          disabled={!ok}
          successDescription="JSX copied to clipboard."
        />
        <DownloadButton
          disabled={!ok}
          files={async () => ({ name: `${icon.name}.svg`, mime: 'image/svg+xml', data: await svg() })}
          successTitle="Downloaded!"
          successDescription={`${icon.name}.svg downloaded.`}
        >
          Download SVG
        </DownloadButton>
        <DownloadButton
          disabled={!ok}
          files={async () => ({
            name: `${icon.name}.png`,
            mime: 'image/png',
            data: await svgToPng(await svg(), style.size),
          })}
          successTitle="Downloaded!"
          successDescription={`${icon.name}.png downloaded.`}
        >
          Download PNG
        </DownloadButton>
      </div>
    </div>
  );
}
