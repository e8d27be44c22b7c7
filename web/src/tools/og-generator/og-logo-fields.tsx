import {
  LOGO_FILE_MESSAGES,
  LOGO_MAX_BYTES,
  LOGO_POSITIONS,
  LOGO_SIZE_NAMES,
  LOGO_SIZES,
  type LogoPosition,
  runOgLogoCheck,
} from '@toolbox/core/tools/og-generator';
import { patchUpdate, useBind } from '../../components/bind-value';
import { Field } from '../../components/field';
import { FileDrop } from '../../components/file-drop';
import { SelectField } from '../../components/select-field';
import { Pane } from '../../components/tool-page';
import type { Logo, OgFormProps } from './og-form-values';

const POSITION_LABELS: Record<LogoPosition, string> = {
  'top-left': 'Top left',
  'top-right': 'Top right',
  center: 'Center',
  'bottom-left': 'Bottom left',
  'bottom-right': 'Bottom right',
};

const LOGO_SIZE_LABELS = Object.fromEntries(
  LOGO_SIZE_NAMES.map((size) => [
    size,
    `${size[0]!.toUpperCase()}${size.slice(1)} (${LOGO_SIZES[size] * 100}%)`,
  ]),
);

const LOGO_MESSAGES = {
  type: { title: LOGO_FILE_MESSAGES.type.title, description: LOGO_FILE_MESSAGES.type.message },
  size: { title: LOGO_FILE_MESSAGES.size.title, description: LOGO_FILE_MESSAGES.size.message },
};

async function readLogo(file: File): Promise<Logo> {
  return {
    name: file.name,
    size: file.size,
    mime: file.type,
    bytes: new Uint8Array(await file.arrayBuffer()),
  };
}

/** The Logo card of the OG form: the file, where it sits, how large and how opaque. */
export function OgLogoFields({ values, onChange, logoFailed }: OgFormProps) {
  const { logo, logoOpacity } = values;
  const bind = useBind(values, patchUpdate(onChange));
  return (
    <Pane title="Logo">
      <FileDrop
        label="Logo image"
        description="PNG, JPG or SVG up to 2MB"
        accept={['image/*']}
        maxBytes={LOGO_MAX_BYTES}
        messages={LOGO_MESSAGES}
        file={logo}
        onFile={(file) => {
          if (!runOgLogoCheck(file).problem) void readLogo(file).then((read) => onChange({ logo: read }));
        }}
        onRemove={() => onChange({ logo: null })}
      />
      {logoFailed ? (
        <p role="status" className="text-sm text-warning">
          The logo could not be loaded, so the image is generated without it.
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Logo position"
          options={LOGO_POSITIONS}
          labels={POSITION_LABELS}
          {...bind('logoPosition')}
        />
        <SelectField
          label="Logo size"
          options={LOGO_SIZE_NAMES}
          labels={LOGO_SIZE_LABELS}
          {...bind('logoSize')}
        />
      </div>
      <Field label={`Logo opacity: ${Math.round(logoOpacity * 100)}%`}>
        <input
          type="range"
          min={0.5}
          max={1}
          step={0.1}
          value={logoOpacity}
          onChange={(e) => onChange({ logoOpacity: Number(e.target.value) })}
          className="w-full accent-primary"
        />
      </Field>
    </Pane>
  );
}
