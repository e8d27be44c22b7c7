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
import { Checkbox } from '../../components/checkbox';
import { Field } from '../../components/field';
import { SelectField } from '../../components/select-field';
import { Input } from '../../components/ui/input';

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
  const toggle = (badge: Badge, on: boolean) =>
    set({ badges: on ? [...form.badges, badge] : form.badges.filter((b) => b !== badge) });
  return (
    <div className="grid gap-4">
      <SelectField
        label="Template"
        value={form.template}
        options={README_TEMPLATES}
        labels={TEMPLATE_LABELS}
        onChange={(value) => set({ template: value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ key, label, placeholder }) => (
          <Field key={key} label={label}>
            <Input
              value={form[key]}
              placeholder={placeholder}
              onChange={(e) => set({ [key]: e.target.value })}
            />
          </Field>
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
      <SelectField
        label="Badge Style"
        value={form.badgeStyle}
        options={BADGE_STYLES}
        onChange={(value) => set({ badgeStyle: value })}
      />
    </div>
  );
}
