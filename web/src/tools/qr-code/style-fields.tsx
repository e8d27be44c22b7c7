import { QR_MARGIN_MAX, QR_SCALE_MAX } from '@toolbox/core/tools/qr-code';
import { useBind } from '../../components/bind-value';
import { ColorInput } from '../../components/color-input';
import { Field } from '../../components/field';
import { Input } from '../../components/ui/input';
import type { QrForm } from './qr-form';

const NUMBERS = [
  {
    name: 'scale',
    label: 'Module size (px)',
    min: 1,
    max: QR_SCALE_MAX,
    hint: 'Pixels a module in the PNG.',
  },
  { name: 'margin', label: 'Margin (modules)', min: 0, max: QR_MARGIN_MAX, hint: 'The standard asks for 4.' },
] as const;

/** Colours, module size and quiet zone: how the code is drawn, not what it holds. */
export function StyleFields({
  form,
  update,
}: {
  form: QrForm;
  update: <K extends keyof QrForm>(name: K, value: QrForm[K]) => void;
}) {
  const bind = useBind(form, update);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ColorInput label="Modules" {...bind('foreground')} />
      <ColorInput label="Background" {...bind('background')} />
      {NUMBERS.map(({ name, label, min, max, hint }) => (
        <Field key={name} label={label} hint={hint}>
          <Input
            type="number"
            min={min}
            max={max}
            // An emptied box stays empty (NaN), and core names the field's range.
            value={Number.isNaN(form[name]) ? '' : form[name]}
            onChange={(event) =>
              update(name, event.target.value.trim() === '' ? Number.NaN : Number(event.target.value))
            }
          />
        </Field>
      ))}
    </div>
  );
}
