import {
  type ContrastGrade,
  checkContrast,
  colorNotations,
  generatePalette,
  PALETTE_TYPE_LABELS,
  PALETTE_TYPES,
  paletteCss,
  tailwindScale,
} from '@toolbox/core/color';
import { ColorInput } from '../../components/color-input';
import { Swatches } from '../../components/color-swatches';
import { CopyButton } from '../../components/copy-button';
import { SelectField } from '../../components/select-field';
import { useSavedState } from '../../components/use-stored-state';
import { ResultText, Section } from './section';

function PickerSection({ color, onChange }: { color: string; onChange(hex: string): void }) {
  const notations = colorNotations(color);
  return (
    <Section title="Color Picker" description="One colour in HEX, RGB and HSL.">
      <ColorInput label="Color" value={color} onChange={onChange} />
      {(['hex', 'rgb', 'hsl'] as const).map((key) => (
        <ResultText
          key={key}
          label={key.toUpperCase()}
          value={notations[key]}
          copyLabel={`Copy ${key.toUpperCase()}`}
          copied={`${notations[key]} copied to clipboard.`}
        />
      ))}
    </Section>
  );
}

function Grade({ label, grade }: { label: string; grade: ContrastGrade }) {
  return (
    <div className="grid gap-1 rounded-md border p-3">
      <span className="text-sm text-muted-foreground">{label}</span>
      <span className={grade === 'Fail' ? 'font-semibold text-error' : 'font-semibold text-success'}>
        {grade}
      </span>
    </div>
  );
}

function ContrastSection() {
  const [foreground, setForeground] = useSavedState('dev-utilities', 'contrast-fg', '#3b82f6');
  const [background, setBackground] = useSavedState('dev-utilities', 'contrast-bg', '#ffffff');
  const result = checkContrast(foreground, background);
  return (
    <Section
      title="Contrast Checker"
      description="WCAG 2 ratio: AAA at 7 (4.5 for large text), AA at 4.5 (3 for large text)."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ColorInput label="Text color" value={foreground} onChange={setForeground} />
        <ColorInput label="Background color" value={background} onChange={setBackground} />
      </div>
      <div
        data-contrast-sample
        className="rounded-md border p-4"
        style={{ color: result.foreground, backgroundColor: result.background }}
      >
        <p className="text-lg font-semibold">Large text sample</p>
        <p className="text-sm">Normal text sample: the quick brown fox jumps over the lazy dog.</p>
      </div>
      <p className="text-2xl font-semibold tabular-nums" aria-live="polite">
        <span className="sr-only">Contrast ratio </span>
        {result.ratioText}:1
      </p>
      <div className="grid grid-cols-2 gap-3">
        <Grade label="Normal text" grade={result.normal} />
        <Grade label="Large text" grade={result.large} />
      </div>
    </Section>
  );
}

function PaletteSection({ base }: { base: string }) {
  const [savedType, setType] = useSavedState('dev-utilities', 'paletteType', 'monochromatic');
  const type = PALETTE_TYPES.find((choice) => choice === savedType) ?? 'monochromatic';
  const colors = generatePalette(base, type);
  const scale = tailwindScale(base);
  const scaleCss = `:root {\n${scale.map((s) => `  --color-primary-${s.step}: ${s.hex};`).join('\n')}\n}\n`;
  return (
    <Section
      title="Palette Generator"
      description="From the picker's colour."
      actions={
        <CopyButton
          value={paletteCss(colors)}
          label="Export CSS"
          successDescription="CSS variables copied to clipboard."
        />
      }
    >
      <SelectField
        label="Palette type"
        value={type}
        options={PALETTE_TYPES}
        labels={PALETTE_TYPE_LABELS}
        onChange={(value) => setType(value)}
      />
      <Swatches colors={colors} />
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium">Tailwind scale</h3>
        <CopyButton
          value={scaleCss}
          label="Copy scale"
          successDescription="Tailwind scale copied to clipboard."
        />
      </div>
      <Swatches colors={scale.map((s) => s.hex)} labels={scale.map((s) => String(s.step))} />
    </Section>
  );
}

export function ColorsTab() {
  const [color, setColor] = useSavedState('dev-utilities', 'color', '#3b82f6');
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <PickerSection color={color} onChange={setColor} />
      <ContrastSection />
      <div className="lg:col-span-2">
        <PaletteSection base={color} />
      </div>
    </div>
  );
}
