import {
  checkLogoFile,
  DESCRIPTION_MAX,
  LOGO_MAX_BYTES,
  LOGO_POSITIONS,
  LOGO_SIZE_NAMES,
  LOGO_SIZES,
  type LogoPosition,
  type LogoSize,
  OG_TEMPLATES,
  OG_THEMES,
  type OgTemplate,
  type OgTheme,
  TITLE_MAX,
} from '@toolbox/core/tools/og-generator';
import { Field } from '../../components/field';
import { FileDrop } from '../../components/file-drop';
import { Pane } from '../../components/tool-page';
import { Input, NativeSelect, Textarea } from '../../components/ui/input';

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

export interface Logo {
  name: string;
  size: number;
  bytes: Uint8Array;
  mime: string;
}

/** What the form edits: the core input, with the logo as the file the user chose. */
export interface OgFormValues {
  title: string;
  description: string;
  emoji: string;
  template: OgTemplate;
  theme: OgTheme;
  logo: Logo | null;
  logoPosition: LogoPosition;
  logoSize: LogoSize;
  logoOpacity: number;
}

export interface OgFormProps {
  values: OgFormValues;
  onChange: (patch: Partial<OgFormValues>) => void;
  /** The last render could not load the logo. */
  logoFailed: boolean;
}

async function readLogo(file: File): Promise<Logo> {
  return {
    name: file.name,
    size: file.size,
    mime: file.type,
    bytes: new Uint8Array(await file.arrayBuffer()),
  };
}

export function OgForm({ values, onChange, logoFailed }: OgFormProps) {
  const { title, description, emoji, template, theme, logo, logoPosition, logoSize, logoOpacity } = values;
  return (
    <div className="grid gap-6">
      <Pane title="Content" description="Title and description are wrapped and shortened to fit the card.">
        <Field label="Title" count={title.length} max={TITLE_MAX}>
          <Input value={title} maxLength={TITLE_MAX} onChange={(e) => onChange({ title: e.target.value })} />
        </Field>
        <Field label="Description" count={description.length} max={DESCRIPTION_MAX}>
          <Textarea
            value={description}
            maxLength={DESCRIPTION_MAX}
            rows={3}
            onChange={(e) => onChange({ description: e.target.value })}
          />
        </Field>
        <Field label="Emoji" hint="Drawn with Twemoji, the same on every device.">
          <Input value={emoji} maxLength={16} onChange={(e) => onChange({ emoji: e.target.value })} />
        </Field>
      </Pane>
      <Pane title="Style">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Template">
            <NativeSelect
              value={template}
              onChange={(e) => onChange({ template: e.target.value as OgTemplate })}
            >
              {OG_TEMPLATES.map((t) => (
                <option key={t} value={t}>
                  {LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Theme">
            <NativeSelect value={theme} onChange={(e) => onChange({ theme: e.target.value as OgTheme })}>
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
            if (!checkLogoFile(file)) void readLogo(file).then((read) => onChange({ logo: read }));
          }}
          onRemove={() => onChange({ logo: null })}
        />
        {logoFailed ? (
          <p role="status" className="text-sm text-warning">
            The logo could not be loaded, so the image is generated without it.
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Logo position">
            <NativeSelect
              value={logoPosition}
              onChange={(e) => onChange({ logoPosition: e.target.value as LogoPosition })}
            >
              {LOGO_POSITIONS.map((p) => (
                <option key={p} value={p}>
                  {LABELS[p]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Logo size">
            <NativeSelect
              value={logoSize}
              onChange={(e) => onChange({ logoSize: e.target.value as LogoSize })}
            >
              {LOGO_SIZE_NAMES.map((s) => (
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
            onChange={(e) => onChange({ logoOpacity: Number(e.target.value) })}
            className="w-full accent-primary"
          />
        </Field>
      </Pane>
    </div>
  );
}
