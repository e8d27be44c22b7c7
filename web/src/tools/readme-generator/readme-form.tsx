import {
  BADGE_LABELS,
  BADGE_STYLES,
  BADGES,
  type Badge,
  README_TEMPLATES,
  REPOSITORY_PLACEHOLDER,
  type ReadmeInput,
  TEMPLATE_LABELS,
} from '@toolbox/core/tools/readme-generator';
import { patchUpdate, useBind } from '../../components/bind-value';
import { Checkbox } from '../../components/checkbox';
import { SelectField } from '../../components/select-field';
import { TextField, useField } from '../../components/text-field';

type TextKey = 'projectName' | 'description' | 'author' | 'license' | 'version' | 'repository';

const TEXT_FIELDS: readonly { key: TextKey; label: string; placeholder?: string }[] = [
  { key: 'projectName', label: 'Project Name' },
  { key: 'description', label: 'Description' },
  { key: 'author', label: 'Author' },
  { key: 'license', label: 'License' },
  { key: 'version', label: 'Version' },
  { key: 'repository', label: 'Repository', placeholder: REPOSITORY_PLACEHOLDER },
];

interface ReadmeFormProps {
  form: ReadmeInput;
  onChange: (form: ReadmeInput) => void;
}

export function ReadmeForm({ form, onChange }: ReadmeFormProps) {
  const set = (change: Partial<ReadmeInput>) => onChange({ ...form, ...change });
  const update = patchUpdate(set);
  const field = useField(form, update);
  const bind = useBind(form, update);
  const toggle = (badge: Badge, on: boolean) =>
    set({ badges: on ? [...form.badges, badge] : form.badges.filter((b) => b !== badge) });
  return (
    <div className="grid gap-4">
      <SelectField
        label="Template"
        options={README_TEMPLATES}
        labels={TEMPLATE_LABELS}
        {...bind('template')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ key, label, placeholder }) => (
          <TextField key={key} label={label} placeholder={placeholder} {...field(key)} />
        ))}
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Badges</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {BADGES.map((badge) => (
            <Checkbox
              key={badge}
              checked={form.badges.includes(badge)}
              onCheckedChange={(on) => toggle(badge, on)}
              label={BADGE_LABELS[badge]}
            />
          ))}
        </div>
      </fieldset>
      <SelectField label="Badge Style" options={BADGE_STYLES} {...bind('badgeStyle')} />
    </div>
  );
}
