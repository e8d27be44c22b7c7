import {
  generatePassword,
  PASSWORD_DEFAULTS,
  PASSWORD_LENGTH,
  type PasswordClass,
  type PasswordOptions,
  runPasswordStrength,
} from '@toolbox/core/tools/dev-utilities';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Checkbox } from '../../components/checkbox';
import { Field } from '../../components/field';
import { NumberField } from '../../components/text-field';
import { useStoredForm } from '../../components/use-stored-state';
import { systemRandom } from '../../platform/random';
import { GenerateButtons, ResultText, Section } from './section';

const CLASS_LABELS: Record<PasswordClass, string> = {
  lowercase: 'Lowercase (a-z)',
  uppercase: 'Uppercase (A-Z)',
  digits: 'Digits (0-9)',
  symbols: 'Symbols (!@#$%^&*)',
};

/** The choices for new passwords, by the names of the CLI's flags; they are kept and in the page's link. */
const FORM_DEFAULTS = {
  length: PASSWORD_DEFAULTS.length,
  lowercase: PASSWORD_DEFAULTS.classes.includes('lowercase'),
  uppercase: PASSWORD_DEFAULTS.classes.includes('uppercase'),
  digits: PASSWORD_DEFAULTS.classes.includes('digits'),
  symbols: PASSWORD_DEFAULTS.classes.includes('symbols'),
  excludeAmbiguous: PASSWORD_DEFAULTS.excludeAmbiguous,
  requireEach: PASSWORD_DEFAULTS.requireEachClass,
  passwordCount: 1,
};

/** Never persisted: a generated password lives only in this component's state. */
export function PasswordSection() {
  const [form, update] = useStoredForm('dev-utilities', 'password-options', FORM_DEFAULTS);
  const options: PasswordOptions = {
    length: form.length,
    classes: (Object.keys(CLASS_LABELS) as PasswordClass[]).filter((name) => form[name]),
    excludeAmbiguous: form.excludeAmbiguous,
    requireEachClass: form.requireEach,
  };
  const count = form.passwordCount;
  const setCount = (value: number) => update('passwordCount', value);
  const [passwords, setPasswords] = useState<string[]>([]);
  const strength = runPasswordStrength(options);
  const set = (patch: Partial<PasswordOptions>) => {
    if (patch.length !== undefined) update('length', patch.length);
    if (patch.excludeAmbiguous !== undefined) update('excludeAmbiguous', patch.excludeAmbiguous);
    if (patch.requireEachClass !== undefined) update('requireEach', patch.requireEachClass);
  };

  function toggleClass(name: PasswordClass, on: boolean) {
    update(name, on);
  }

  function generate() {
    if (options.classes.length === 0) {
      toast.error('Error', { description: 'Choose at least one character set.' });
      return;
    }
    const quantity = Math.min(20, Math.max(1, Math.round(count) || 1));
    setPasswords(Array.from({ length: quantity }, () => generatePassword(options, systemRandom)));
  }

  return (
    <Section title="Password" description="Secure random characters, with no modulo bias.">
      <Field label={`Length: ${options.length}`}>
        <input
          type="range"
          min={PASSWORD_LENGTH.min}
          max={PASSWORD_LENGTH.max}
          value={options.length}
          onChange={(e) => set({ length: Number(e.target.value) })}
          className="w-full accent-primary"
        />
      </Field>
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">Characters</legend>
        {(Object.keys(CLASS_LABELS) as PasswordClass[]).map((name) => (
          <Checkbox
            key={name}
            label={CLASS_LABELS[name]}
            checked={options.classes.includes(name)}
            onCheckedChange={(on) => toggleClass(name, on)}
          />
        ))}
        <Checkbox
          label="Exclude ambiguous (I l 1 O 0 o)"
          checked={options.excludeAmbiguous}
          onCheckedChange={(on) => set({ excludeAmbiguous: on })}
        />
        <Checkbox
          label="At least one of each"
          checked={options.requireEachClass}
          onCheckedChange={(on) => set({ requireEachClass: on })}
        />
      </fieldset>
      <div className="flex flex-wrap items-end gap-4">
        <NumberField label="Quantity" className="w-28" min={1} max={20} value={count} onValue={setCount} />
        <p className="pb-2 text-sm text-muted-foreground" aria-live="polite">
          Strength: <span className="font-medium text-foreground">{strength.label}</span> ({strength.bits}{' '}
          bits)
        </p>
      </div>
      <GenerateButtons onGenerate={generate} results={passwords} copiedAll="Passwords copied to clipboard.">
        <KeyRound aria-hidden="true" />
        Generate Password
      </GenerateButtons>
      {passwords.map((password) => (
        <ResultText
          key={password}
          label="Password"
          value={password}
          copyLabel="Copy password"
          copied="Password copied to clipboard."
        />
      ))}
    </Section>
  );
}
