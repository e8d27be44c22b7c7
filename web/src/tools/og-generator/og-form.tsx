import { DESCRIPTION_MAX, OG_TEMPLATES, OG_THEMES, TITLE_MAX } from '@toolbox/core/tools/og-generator';
import { patchUpdate, useBind } from '../../components/bind-value';
import { SelectField } from '../../components/select-field';
import { TextAreaField, TextField, useField } from '../../components/text-field';
import { Pane } from '../../components/tool-page';
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
  const update = patchUpdate(onChange);
  const field = useField(values, update);
  const bind = useBind(values, update);
  return (
    <div className="grid gap-6">
      <Pane title="Content" description="Title and description are wrapped and shortened to fit the card.">
        <TextField
          label="Title"
          count={values.title.length}
          max={TITLE_MAX}
          maxLength={TITLE_MAX}
          {...field('title')}
        />
        <TextAreaField
          label="Description"
          count={values.description.length}
          max={DESCRIPTION_MAX}
          maxLength={DESCRIPTION_MAX}
          rows={3}
          {...field('description')}
        />
        <TextField
          label="Emoji"
          hint="Drawn with Twemoji, the same on every device."
          maxLength={16}
          {...field('emoji')}
        />
      </Pane>
      <Pane title="Style">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Template" options={OG_TEMPLATES} labels={LABELS} {...bind('template')} />
          <SelectField label="Theme" options={OG_THEMES} labels={LABELS} {...bind('theme')} />
        </div>
      </Pane>
      <OgLogoFields values={values} onChange={onChange} logoFailed={logoFailed} />
    </div>
  );
}
