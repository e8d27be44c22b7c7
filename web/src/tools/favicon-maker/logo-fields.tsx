import {
  DARK_MODES,
  type DarkMode,
  FAVICON_LOGO_DEFAULTS,
  type FaviconLogoInput,
  LOGO_FILE_MESSAGES,
  LOGO_FITS,
  LOGO_MAX_BYTES,
  LOGO_PADDING_MAX,
  LOGO_TYPES,
  type LogoFit,
  runFaviconLogoCheck,
  TRANSPARENT,
} from '@toolbox/core/tools/favicon-maker';
import { Checkbox } from '../../components/checkbox';
import { ColorInput } from '../../components/color-input';
import { Field } from '../../components/field';
import { FileDrop } from '../../components/file-drop';
import { SelectField } from '../../components/select-field';

/** The logo the page holds: the file's bytes (not kept over a reload: too big for localStorage). */
export interface LoadedLogo {
  name: string;
  size: number;
  mime: string;
  bytes: Uint8Array;
}

export type LogoSettings = Omit<FaviconLogoInput, 'logo' | 'name' | 'shape'>;
export const LOGO_SETTINGS_DEFAULTS: LogoSettings = {
  fit: FAVICON_LOGO_DEFAULTS.fit,
  trim: FAVICON_LOGO_DEFAULTS.trim,
  padding: FAVICON_LOGO_DEFAULTS.padding,
  tabBackground: FAVICON_LOGO_DEFAULTS.tabBackground,
  touchBackground: FAVICON_LOGO_DEFAULTS.touchBackground,
  appBackground: FAVICON_LOGO_DEFAULTS.appBackground,
  darkMode: FAVICON_LOGO_DEFAULTS.darkMode,
};

const LOGO_MESSAGES = {
  type: { title: LOGO_FILE_MESSAGES.type.title, description: LOGO_FILE_MESSAGES.type.message },
  size: { title: LOGO_FILE_MESSAGES.size.title, description: LOGO_FILE_MESSAGES.size.message },
};

const FIT_LABELS: Record<LogoFit, string> = {
  contain: 'Whole logo (contain)',
  cover: 'Fill the square (cover)',
};
const DARK_LABELS: Record<DarkMode, string> = {
  auto: 'Automatic',
  invert: 'Always invert',
  off: 'Unchanged',
};

async function readLogo(file: File): Promise<LoadedLogo> {
  return {
    name: file.name,
    size: file.size,
    mime: file.type,
    bytes: new Uint8Array(await file.arrayBuffer()),
  };
}

export function LogoDrop({
  logo,
  onLogo,
}: {
  logo: LoadedLogo | null;
  onLogo(logo: LoadedLogo | null): void;
}) {
  return (
    <FileDrop
      label="Your logo"
      description="PNG, JPG or SVG up to 2MB: the whole set is made from it"
      accept={LOGO_TYPES}
      maxBytes={LOGO_MAX_BYTES}
      messages={LOGO_MESSAGES}
      file={logo}
      onFile={(file) => {
        if (!runFaviconLogoCheck(file).problem) void readLogo(file).then(onLogo);
      }}
      onRemove={() => onLogo(null)}
    />
  );
}

/** A background that may be clear: a colour, with a checkbox for none. */
function ClearableColour({
  label,
  value,
  onChange,
  fallback,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  fallback: string;
}) {
  const clear = value === TRANSPARENT;
  return (
    <div className="grid gap-2">
      <Checkbox
        label={`${label}: transparent`}
        checked={clear}
        onCheckedChange={(checked) => onChange(checked ? TRANSPARENT : fallback)}
      />
      {clear ? null : <ColorInput label={`${label} colour`} value={value} onChange={onChange} />}
    </div>
  );
}

/** Crop, padding and each platform's background for a logo. */
export function LogoFields({
  settings,
  update,
}: {
  settings: LogoSettings;
  update<K extends keyof LogoSettings>(key: K, value: LogoSettings[K]): void;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Crop"
          hint={settings.fit === 'cover' ? 'Cuts the sides of a wide logo.' : undefined}
          options={LOGO_FITS}
          labels={FIT_LABELS}
          value={settings.fit}
          onChange={(value) => update('fit', value)}
        />
        <Field label={`Padding: ${settings.padding}%`}>
          <input
            type="range"
            min={0}
            max={LOGO_PADDING_MAX}
            step={1}
            value={settings.padding}
            onChange={(e) => update('padding', Number(e.target.value))}
            className="w-full accent-primary"
          />
        </Field>
      </div>
      <Checkbox
        label="Cut away the logo's own empty margin"
        checked={settings.trim}
        onCheckedChange={(checked) => update('trim', checked)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ClearableColour
          label="Browser tab background"
          value={settings.tabBackground}
          onChange={(value) => update('tabBackground', value)}
          fallback={settings.touchBackground}
        />
        <ClearableColour
          label="Android background"
          value={settings.appBackground}
          onChange={(value) => update('appBackground', value)}
          fallback={settings.touchBackground}
        />
      </div>
      <ColorInput
        label="Apple touch icon background"
        hint="Always filled: iOS shows a clear background as black."
        value={settings.touchBackground}
        onChange={(value) => update('touchBackground', value)}
      />
      <SelectField
        label="favicon.svg in dark mode"
        hint="Automatic inverts a logo a dark browser tab would hide; colourful logos stay as they are."
        options={DARK_MODES}
        labels={DARK_LABELS}
        value={settings.darkMode}
        onChange={(value) => update('darkMode', value)}
      />
    </>
  );
}
