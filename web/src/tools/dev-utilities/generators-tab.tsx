import { quickPalette } from '@toolbox/core/color';
import { generateUuids, runSlug, UUID_COUNT, type UuidVersion } from '@toolbox/core/tools/dev-utilities';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ColorInput } from '../../components/color-input';
import { Swatches } from '../../components/color-swatches';
import { Field } from '../../components/field';
import { bindText, NumberField, TextField } from '../../components/text-field';
import { Button } from '../../components/ui/button';
import { NativeSelect } from '../../components/ui/input';
import { useSavedState } from '../../components/use-stored-state';
import { systemClock } from '../../platform/clock';
import { systemRandom } from '../../platform/random';
import { PasswordSection } from './password-section';
import { GenerateButtons, ResultText, Section } from './section';

function UuidSection() {
  const [v7, setV7] = useSavedState('dev-utilities', 'v7', false);
  const version: UuidVersion = v7 ? 'v7' : 'v4';
  const [count, setCount] = useSavedState('dev-utilities', 'count', 1);
  const [ids, setIds] = useState<string[]>([]);

  function generate() {
    const quantity = Math.min(UUID_COUNT.max, Math.max(UUID_COUNT.min, Math.round(count) || 1));
    setCount(quantity);
    setIds(generateUuids(version, quantity, systemRandom, systemClock));
  }

  return (
    <Section
      title="UUID"
      description="Version 4 (random) or version 7 (time-ordered), from secure random bytes."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Version">
          <NativeSelect value={version} onChange={(e) => setV7(e.target.value === 'v7')}>
            <option value="v4">v4 (random)</option>
            <option value="v7">v7 (time-ordered)</option>
          </NativeSelect>
        </Field>
        <NumberField
          label="Quantity"
          hint="1 to 100"
          min={UUID_COUNT.min}
          max={UUID_COUNT.max}
          value={count}
          onValue={setCount}
        />
      </div>
      <GenerateButtons
        onGenerate={generate}
        results={ids}
        copiedAll={`${ids.length} UUIDs copied to clipboard.`}
      >
        <RefreshCw aria-hidden="true" />
        Generate UUID
      </GenerateButtons>
      {ids.length > 0 && (
        <ul aria-label="Generated UUIDs" className="grid max-h-72 gap-2 overflow-auto">
          {ids.map((id) => (
            <li key={id}>
              <ResultText
                label="UUID"
                value={id}
                copyLabel={`Copy ${id}`}
                copied="UUID copied to clipboard."
              />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function SlugSection() {
  const [text, setText] = useSavedState('dev-utilities', 'slug', '');
  const slug = runSlug(text);
  return (
    <Section title="Slug" description="Lowercase words joined by hyphens, safe for URLs.">
      <TextField label="Text to slugify" {...bindText(text, setText)} placeholder="Hello, World!" />
      {text && (
        <ResultText label="Slug" value={slug} copyLabel="Copy slug" copied="Slug copied to clipboard." />
      )}
    </Section>
  );
}

function QuickPaletteSection() {
  const [base, setBase] = useSavedState('dev-utilities', 'paletteBase', '#3b82f6');
  const [colors, setColors] = useState<string[]>([]);
  return (
    <Section title="Quick Palette" description="Base, complement, +60°, +120°, lighter and darker.">
      <ColorInput label="Base color" value={base} onChange={setBase} />
      <Button
        className="justify-self-start"
        onClick={() => {
          setColors(quickPalette(base));
          toast.success('Palette Generated', { description: 'Six colours from your base colour.' });
        }}
      >
        Generate Palette
      </Button>
      {colors.length > 0 && <Swatches colors={colors} />}
    </Section>
  );
}

export function GeneratorsTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <UuidSection />
      <SlugSection />
      <PasswordSection />
      <QuickPaletteSection />
    </div>
  );
}
