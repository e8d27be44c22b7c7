import {
  QR_DEFAULTS,
  QR_KINDS,
  QR_LEVELS,
  type QrKind,
  type QrLevel,
  type QrPayload,
  WIFI_SECURITY,
  type WifiSecurity,
} from '@toolbox/core/tools/qr-code';

/** What the page keeps per user (never the Wi-Fi password). */
export const QR_FORM_DEFAULTS = {
  kind: 'url' as QrKind,
  text: 'Hello from Dev Toolbox',
  url: 'https://example.com',
  ssid: '',
  security: 'WPA' as WifiSecurity,
  hidden: false,
  firstName: '',
  lastName: '',
  organization: '',
  title: '',
  phone: '',
  email: '',
  website: '',
  level: QR_DEFAULTS.level as QrLevel,
  foreground: QR_DEFAULTS.foreground,
  background: QR_DEFAULTS.background,
  scale: QR_DEFAULTS.scale,
  margin: QR_DEFAULTS.margin,
};
export type QrForm = typeof QR_FORM_DEFAULTS;

export const QR_FORM_CHOICES = { kind: QR_KINDS, level: QR_LEVELS, security: WIFI_SECURITY };

export function formPayload(form: QrForm, password: string): QrPayload {
  switch (form.kind) {
    case 'text':
      return { kind: 'text', text: form.text };
    case 'url':
      return { kind: 'url', url: form.url };
    case 'wifi':
      return { kind: 'wifi', ssid: form.ssid, password, security: form.security, hidden: form.hidden };
    case 'vcard':
      return {
        kind: 'vcard',
        firstName: form.firstName,
        lastName: form.lastName,
        organization: form.organization,
        title: form.title,
        phone: form.phone,
        email: form.email,
        url: form.website,
      };
  }
}
