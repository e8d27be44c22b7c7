import { DESCRIPTION_MAX, OG_TEMPLATES, OG_THEMES, TITLE_MAX } from '@toolbox/core/tools/og-generator';
import { Field } from '../../components/field';
import { SelectField } from '../../components/select-field';
import { Pane } from '../../components/tool-page';
import { Input, Textarea } from '../../components/ui/input';
import type { OgFormProps } from './og-form-values';
import { OgLogoFields } from './og-logo-fields';

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
};

export function OgForm({ values, onChange, logoFailed }: OgFormProps) {
  const { title, description, emoji, template, theme } = values;
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
          <SelectField
            label="Template"
            value={template}
            options={OG_TEMPLATES}
            labels={LABELS}
            onChange={(value) => onChange({ template: value })}
          />
          <SelectField
            label="Theme"
            value={theme}
            options={OG_THEMES}
            labels={LABELS}
            onChange={(value) => onChange({ theme: value })}
          />
        </div>
      </Pane>
      <OgLogoFields values={values} onChange={onChange} logoFailed={logoFailed} />
    </div>
  );
}
