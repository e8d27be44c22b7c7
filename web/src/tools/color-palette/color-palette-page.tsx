import './fonts';
import {
  generatePalette,
  PALETTE_TYPE_LABELS,
  PALETTE_TYPES,
  type PaletteType,
  TAILWIND_PALETTE_NAMES,
  TAILWIND_STEPS_950,
  tailwindScale,
} from '@toolbox/core/color';
import { ToolInputError } from '@toolbox/core/errors';
import {
  FONT_PAIRS,
  PALETTE_DEFAULTS,
  runPaletteExport,
  runPaletteExportFile,
} from '@toolbox/core/tools/color-palette';
import { Palette } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ColorInput } from '../../components/color-input';
import { Swatches } from '../../components/color-swatches';
import { DownloadButton } from '../../components/download-button';
import { EmptyState } from '../../components/empty-state';
import { Field } from '../../components/field';
import { RadioCard } from '../../components/radio-card';
import { SelectField } from '../../components/select-field';
import { Pane, RunButton, ToolPage } from '../../components/tool-page';
import { Button } from '../../components/ui/button';
import { NativeSelect } from '../../components/ui/input';
import { useSavedState } from '../../components/use-stored-state';
import { copyText } from '../../platform/clipboard';
import { UiPreview } from './ui-preview';

export default function ColorPalettePage() {
  const [base, setBase] = useSavedState('color-palette', 'base', PALETTE_DEFAULTS.base);
  const [savedType, setType] = useSavedState<string>('color-palette', 'type', PALETTE_DEFAULTS.type);
  const type: PaletteType = PALETTE_TYPES.find((t) => t === savedType) ?? PALETTE_DEFAULTS.type;
  const [colors, setColors] = useState<string[]>([]);
  const [pairIndex, setPairIndex] = useSavedState('color-palette', 'pair', 0);
  const [scaleOf, setScaleOf] = useState(0);
  const pair = FONT_PAIRS[pairIndex] ?? FONT_PAIRS[0]!;

  function generate() {
    setColors(generatePalette(base, type));
    setScaleOf(0);
  }

  async function exportAs(format: 'tailwind' | 'css') {
    try {
      await copyText(runPaletteExport(colors, format));
      toast.success('Config Exported', {
        description:
          format === 'tailwind'
            ? 'Tailwind config copied to clipboard.'
            : 'CSS variables copied to clipboard.',
      });
    } catch (error) {
      if (error instanceof ToolInputError) toast.error(error.title, { description: error.message });
      else toast.error('Error', { description: 'Failed to copy to clipboard.' });
    }
  }

  const scale = colors[scaleOf] ? tailwindScale(colors[scaleOf], TAILWIND_STEPS_950) : [];
  const input = (
    <Pane title="Palette">
      <ColorInput label="Base color" value={base} onChange={setBase} />
      <SelectField
        label="Palette type"
        value={type}
        options={PALETTE_TYPES}
        labels={PALETTE_TYPE_LABELS}
        onChange={setType}
      />
      <RunButton onClick={generate} className="justify-self-start">
        Generate
      </RunButton>
      {colors.length > 0 ? (
        <Swatches colors={colors} labels={colors.map((_, i) => TAILWIND_PALETTE_NAMES[i] ?? String(i + 1))} />
      ) : (
        <EmptyState icon={Palette}>Pick a base colour and press Generate.</EmptyState>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => exportAs('tailwind')}>
          Export Tailwind
        </Button>
        <DownloadButton
          files={() => runPaletteExportFile(colors, 'tailwind')}
          successTitle="Downloaded!"
          successDescription="tailwind.config.js has been downloaded."
          aria-label="Download tailwind.config.js"
        />
        <Button variant="outline" size="sm" onClick={() => exportAs('css')}>
          Export CSS
        </Button>
        <DownloadButton
          files={() => runPaletteExportFile(colors, 'css')}
          successTitle="Downloaded!"
          successDescription="palette.css has been downloaded."
          aria-label="Download palette.css"
        />
      </div>
    </Pane>
  );

  const output = (
    <Pane title="Font Pairs">
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="sr-only">Font pair</legend>
        {FONT_PAIRS.map((p, index) => (
          <RadioCard
            key={p.name}
            name="font-pair"
            checked={index === pairIndex}
            onSelect={() => setPairIndex(index)}
            title={
              <>
                {p.name}
                <span className="whitespace-nowrap text-xs text-muted-foreground">{p.category}</span>
              </>
            }
          >
            <span className="text-xl font-bold" style={{ fontFamily: p.headingFont }}>
              {p.heading}
            </span>
            <span className="text-sm" style={{ fontFamily: p.bodyFont }}>
              {p.body}: the quick brown fox jumps over the lazy dog.
            </span>
          </RadioCard>
        ))}
      </fieldset>
    </Pane>
  );

  return (
    <ToolPage toolId="color-palette" onRun={generate} input={input} output={output}>
      {colors.length > 0 && (
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <Pane title="Preview">
            <UiPreview colors={colors} pair={pair} />
          </Pane>
          <Pane title="Tailwind Scale">
            <Field label="Scale of">
              <NativeSelect value={scaleOf} onChange={(e) => setScaleOf(Number(e.target.value))}>
                {colors.map((c, i) => (
                  <option key={c} value={i}>
                    {TAILWIND_PALETTE_NAMES[i] ?? i + 1} ({c})
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Swatches colors={scale.map((s) => s.hex)} labels={scale.map((s) => String(s.step))} />
          </Pane>
        </div>
      )}
    </ToolPage>
  );
}
