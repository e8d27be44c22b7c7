import { formatSize, socialNetwork } from '@toolbox/core/social/image-sizes';
import {
  CONTENT_TYPES,
  type MetaTagInput,
  STRUCTURED_DATA_TYPES,
  TWITTER_CARDS,
} from '@toolbox/core/tools/meta-tags';
import { Field } from '../../components/field';
import { SelectField } from '../../components/select-field';
import { Input } from '../../components/ui/input';
import type { UpdateField } from './meta-tags-form';
import { PreviewCards } from './preview-cards';

const OG_IMAGE = socialNetwork('facebook').image;

export function SocialTab({ form, update }: { form: MetaTagInput; update: UpdateField }) {
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Image URL" hint={`Absolute URL; ${formatSize(OG_IMAGE)} works everywhere.`}>
          <Input
            type="url"
            value={form.image}
            onChange={(e) => update('image', e.target.value)}
            placeholder="https://example.com/og-image.png"
          />
        </Field>
        <SelectField
          label="Content Type"
          value={form.type}
          options={CONTENT_TYPES}
          onChange={(value) => update('type', value)}
        />
        <Field label="Site Name">
          <Input value={form.siteName} onChange={(e) => update('siteName', e.target.value)} />
        </Field>
        <SelectField
          label="Twitter Card Type"
          value={form.twitterCard}
          options={TWITTER_CARDS}
          onChange={(value) => update('twitterCard', value)}
        />
        <Field label="Twitter Username">
          <Input
            value={form.twitterSite}
            onChange={(e) => update('twitterSite', e.target.value)}
            placeholder="@username"
          />
        </Field>
        <SelectField
          label="Structured Data Type"
          value={form.structuredData}
          options={STRUCTURED_DATA_TYPES}
          onChange={(value) => update('structuredData', value)}
        />
      </div>
      <PreviewCards form={form} />
    </div>
  );
}
