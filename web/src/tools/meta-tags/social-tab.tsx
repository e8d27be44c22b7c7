import {
  CONTENT_TYPES,
  type MetaTagInput,
  STRUCTURED_DATA_TYPES,
  TWITTER_CARDS,
} from '@toolbox/core/tools/meta-tags';
import { Field } from '../../components/field';
import { Input, NativeSelect } from '../../components/ui/input';
import type { UpdateField } from './meta-tags-form';
import { PreviewCards } from './preview-cards';

function pick<const T extends string>(choices: readonly T[], value: string, fallback: T): T {
  return choices.find((choice) => choice === value) ?? fallback;
}

export function SocialTab({ form, update }: { form: MetaTagInput; update: UpdateField }) {
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Image URL" hint="Absolute URL, 1200x630 works everywhere.">
          <Input
            type="url"
            value={form.image}
            onChange={(e) => update('image', e.target.value)}
            placeholder="https://example.com/og-image.png"
          />
        </Field>
        <Field label="Content Type">
          <NativeSelect
            value={form.type}
            onChange={(e) => update('type', pick(CONTENT_TYPES, e.target.value, 'website'))}
          >
            {CONTENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Site Name">
          <Input value={form.siteName} onChange={(e) => update('siteName', e.target.value)} />
        </Field>
        <Field label="Twitter Card Type">
          <NativeSelect
            value={form.twitterCard}
            onChange={(e) =>
              update('twitterCard', pick(TWITTER_CARDS, e.target.value, 'summary_large_image'))
            }
          >
            {TWITTER_CARDS.map((card) => (
              <option key={card} value={card}>
                {card}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Twitter Username">
          <Input
            value={form.twitterSite}
            onChange={(e) => update('twitterSite', e.target.value)}
            placeholder="@username"
          />
        </Field>
        <Field label="Structured Data Type">
          <NativeSelect
            value={form.structuredData}
            onChange={(e) => update('structuredData', pick(STRUCTURED_DATA_TYPES, e.target.value, 'website'))}
          >
            {STRUCTURED_DATA_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <PreviewCards form={form} />
    </div>
  );
}
