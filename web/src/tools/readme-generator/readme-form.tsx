import {
  BADGE_LABELS,
  BADGE_STYLES,
  BADGES,
  type Badge,
  README_TEMPLATES,
  REPOSITORY_PLACEHOLDER,
  type ReadmeInput,
  runReadmeSections,
  TEMPLATE_LABELS,
} from '@toolbox/core/tools/readme-generator';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { patchUpdate, useBind } from '../../components/bind-value';
import { Checkbox } from '../../components/checkbox';
import { SelectField } from '../../components/select-field';
import { TextField, useField } from '../../components/text-field';
import { Button } from '../../components/ui/button';
import { CustomSections } from './custom-sections';

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
      <CustomSections form={form} onChange={set} />
      <SectionPicker form={form} onChange={(sections) => set({ sections })} />
    </div>
  );
}

/** Which `##` sections the README has and in what order: the picked ones first, in order; the rest unticked. */
function SectionPicker({ form, onChange }: { form: ReadmeInput; onChange: (sections: string[]) => void }) {
  const { picked, rest } = runReadmeSections({ fields: form });
  const move = (index: number, by: -1 | 1) => {
    const next = [...picked];
    const [title] = next.splice(index, 1);
    if (title !== undefined) next.splice(index + by, 0, title);
    onChange(next);
  };
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Sections</legend>
      <ol aria-label="README sections" className="grid gap-1">
        {[...picked, ...rest].map((title, index) => {
          const on = index < picked.length;
          return (
            <li key={title} className="flex items-center gap-2">
              <Checkbox
                checked={on}
                onCheckedChange={(checked) =>
                  onChange(checked ? [...picked, title] : picked.filter((t) => t !== title))
                }
                label={
                  <>
                    <span className="sr-only">Section </span>
                    {title}
                  </>
                }
              />
              {on && (
                <span className="ml-auto flex gap-1">
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Move ${title} up`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Move ${title} down`}
                    disabled={index === picked.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
