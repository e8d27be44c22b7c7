import { WIFI_SECURITY, type WifiSecurity } from '@toolbox/core/tools/qr-code';
import { useBind } from '../../components/bind-value';
import { Checkbox } from '../../components/checkbox';
import { Field } from '../../components/field';
import { SecretField } from '../../components/secret-field';
import { SelectField } from '../../components/select-field';
import { Input, Textarea } from '../../components/ui/input';
import type { QrForm } from './qr-form';

export interface PayloadFieldsProps {
  form: QrForm;
  update: <K extends keyof QrForm>(name: K, value: QrForm[K]) => void;
  /** The Wi-Fi password lives only in memory: stored inputs never hold passwords. */
  password: string;
  setPassword(value: string): void;
}

const SECURITY_LABELS: Record<WifiSecurity, string> = {
  WPA: 'WPA / WPA2 / WPA3',
  WEP: 'WEP',
  nopass: 'None (open network)',
};

const CARD_FIELDS = [
  ['firstName', 'First name', 'given-name'],
  ['lastName', 'Last name', 'family-name'],
  ['organization', 'Organisation', 'organization'],
  ['title', 'Job title', 'organization-title'],
  ['phone', 'Phone', 'tel'],
  ['email', 'Email', 'email'],
  ['website', 'Web site', 'url'],
] as const;

/** The fields of the chosen kind of content. */
export function PayloadFields({ form, update, password, setPassword }: PayloadFieldsProps) {
  const bind = useBind(form, update);
  switch (form.kind) {
    case 'text':
      return (
        <Field label="Text" hint="Encoded exactly as typed (UTF-8), line breaks included.">
          <Textarea rows={4} value={form.text} onChange={(event) => update('text', event.target.value)} />
        </Field>
      );
    case 'url':
      return (
        <Field label="URL" hint="https:// is added when no scheme is given.">
          <Input
            value={form.url}
            onChange={(event) => update('url', event.target.value)}
            inputMode="url"
            spellCheck={false}
          />
        </Field>
      );
    case 'wifi':
      return (
        <>
          <Field label="Network name (SSID)">
            <Input
              value={form.ssid}
              onChange={(event) => update('ssid', event.target.value)}
              spellCheck={false}
            />
          </Field>
          <SelectField
            label="Security"
            options={WIFI_SECURITY}
            labels={SECURITY_LABELS}
            {...bind('security')}
          />
          {form.security !== 'nopass' && (
            <SecretField
              label="Password"
              hint="Kept only while this page is open."
              value={password}
              onChange={setPassword}
            />
          )}
          <Checkbox
            label="Hidden network"
            checked={form.hidden}
            onCheckedChange={(checked) => update('hidden', checked)}
          />
        </>
      );
    case 'vcard':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          {CARD_FIELDS.map(([name, label, autoComplete]) => (
            <Field key={name} label={label}>
              <Input
                value={form[name]}
                autoComplete={autoComplete}
                onChange={(event) => update(name, event.target.value)}
              />
            </Field>
          ))}
        </div>
      );
  }
}
