import { formatSize, socialNetwork } from '@toolbox/core/social/image-sizes';
import {
  CONTENT_TYPES,
  type MetaTagInput,
  STRUCTURED_DATA_TYPES,
  TWITTER_CARDS,
} from '@toolbox/core/tools/meta-tags';
import { useBind } from '../../components/bind-value';
import { SelectField } from '../../components/select-field';
import { TextField, useField } from '../../components/text-field';
import type { UpdateField } from './meta-tags-form';

const OG_IMAGE = socialNetwork('facebook').image;

export function SocialTab({ form, update }: { form: MetaTagInput; update: UpdateField }) {
  const field = useField(form, update);
  const bind = useBind(form, update);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Image URL"
        hint={`Absolute URL; ${formatSize(OG_IMAGE)} works everywhere.`}
        type="url"
        {...field('image')}
        placeholder="https://example.com/og-image.png"
      />
      <SelectField label="Content Type" options={CONTENT_TYPES} {...bind('type')} />
      <TextField label="Site Name" {...field('siteName')} />
      <SelectField label="Twitter Card Type" options={TWITTER_CARDS} {...bind('twitterCard')} />
      <TextField label="Twitter Username" {...field('twitterSite')} placeholder="@username" />
      <SelectField label="Structured Data Type" options={STRUCTURED_DATA_TYPES} {...bind('structuredData')} />
    </div>
  );
}
