import { ToolInputError } from '../../errors';
import { hasUrlScheme } from '../../text/url-scheme';

/** What a QR code carries: the text as typed, a link, a Wi-Fi network, or a contact card. */
export const QR_KINDS = ['text', 'url', 'wifi', 'vcard'] as const;
export type QrKind = (typeof QR_KINDS)[number];

export const WIFI_SECURITY = ['WPA', 'WEP', 'nopass'] as const;
export type WifiSecurity = (typeof WIFI_SECURITY)[number];

export interface WifiNetwork {
  ssid: string;
  password: string;
  security: WifiSecurity;
  hidden: boolean;
}

export interface ContactCard {
  firstName: string;
  lastName: string;
  organization: string;
  title: string;
  phone: string;
  email: string;
  url: string;
}

export type QrPayload =
  | { kind: 'text'; text: string }
  | { kind: 'url'; url: string }
  | ({ kind: 'wifi' } & WifiNetwork)
  | ({ kind: 'vcard' } & ContactCard);

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/**
 * `example.com:8080/a` or `localhost:3000`: a host and a port, as a browser's address bar reads them, though RFC 3986
 * alone reads "example.com" as a scheme. A name with no dot before digits stays a scheme: `tel:911`.
 */
const HOST_AND_PORT = /^(?:localhost|[^\s/:?#]+\.[^\s/:?#]+):\d{1,5}(?:[/?#]|$)/;

/** A link as scanners open it: trimmed, `https://` added when no scheme is given, checked by the URL parser. */
export function qrUrl(input: string): string {
  const trimmed = input.trim();
  if (trimmed === '') throw new ToolInputError('Please enter a URL.', 'Invalid URL');
  const withScheme = hasUrlScheme(trimmed) && !HOST_AND_PORT.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    return new URL(withScheme).href;
  } catch {
    throw new ToolInputError(`"${trimmed}" is not a URL.`, 'Invalid URL');
  }
}

/** Hex digits only, of a key's length: 64 for WPA's raw key, 10 or 26 for WEP's 40- and 104-bit keys. */
function isHexKey(password: string, security: WifiSecurity): boolean {
  const lengths = security === 'WPA' ? [64] : security === 'WEP' ? [10, 26] : [];
  return lengths.includes(password.length) && /^[0-9a-f]+$/i.test(password);
}

/** ZXing's Wi-Fi field escaping (the format phones read): \ ; , : " get a backslash; `quoted` adds quotes. */
function wifiField(value: string, quoted: boolean): string {
  const escaped = value.replace(/([\\;,:"])/g, '\\$1');
  return quoted ? `"${escaped}"` : escaped;
}

/**
 * When a value is quoted so no reader takes it for hex bytes (ZXing's quoteNonHex in its WifiConfigManager, as
 * Android's reader does): a name of hex digits alone, of any length; a password of an even number of them (as
 * ZXing's own example), except one of a hex key's length, which readers take as hex only unquoted.
 */
const quotedSsid = (ssid: string) => /^[0-9a-f]+$/i.test(ssid);
const quotedPassword = (password: string, security: WifiSecurity) =>
  !isHexKey(password, security) && /^(?:[0-9a-f]{2})+$/i.test(password);

function checkWifi(network: WifiNetwork): void {
  if (network.ssid === '') throw new ToolInputError('Please enter the network name (SSID).', 'Invalid Wi-Fi');
  if (utf8Length(network.ssid) > 32) {
    throw new ToolInputError(
      `A network name is at most 32 bytes; "${network.ssid}" is ${utf8Length(network.ssid)}.`,
      'Invalid Wi-Fi',
    );
  }
  const { password, security } = network;
  if (
    security === 'WPA' &&
    !(/^[0-9a-f]{64}$/i.test(password) || (password.length >= 8 && password.length <= 63))
  ) {
    throw new ToolInputError(
      `A WPA password is 8 to 63 characters (or 64 hex digits); this one is ${password.length}.`,
      'Invalid Wi-Fi',
    );
  }
  if (security === 'WEP' && ![5, 13, 10, 26].includes(password.length)) {
    throw new ToolInputError(
      `A WEP key is 5 or 13 characters, or 10 or 26 hex digits; this one is ${password.length}.`,
      'Invalid Wi-Fi',
    );
  }
  if (security === 'WEP' && [10, 26].includes(password.length) && !isHexKey(password, security)) {
    throw new ToolInputError(
      `A WEP key is 5 or 13 characters, or 10 or 26 hex digits; this one is ${password.length} characters, not all hex digits.`,
      'Invalid Wi-Fi',
    );
  }
}

/** `WIFI:T:WPA;S:name;P:password;H:true;;`, the format Android and iOS cameras join from. */
export function wifiPayload(network: WifiNetwork): string {
  checkWifi(network);
  const { ssid, password, security } = network;
  const parts = [`T:${security}`, `S:${wifiField(ssid, quotedSsid(ssid))}`];
  if (security !== 'nopass') parts.push(`P:${wifiField(password, quotedPassword(password, security))}`);
  if (network.hidden) parts.push('H:true');
  return `WIFI:${parts.join(';')};;`;
}

/** RFC 6350 text value escaping: backslash, comma, semicolon and line breaks. */
function vcardText(value: string): string {
  return value
    .trim()
    .replace(/[\\,;]/g, '\\$&')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A vCard 3.0 (RFC 2426), the version phone cameras and contacts apps all read. */
export function vcardPayload(card: ContactCard): string {
  const first = card.firstName.trim();
  const last = card.lastName.trim();
  const full = [first, last].filter(Boolean).join(' ') || card.organization.trim();
  if (full === '') {
    throw new ToolInputError('Please enter a name or an organisation for the contact.', 'Invalid contact');
  }
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${vcardText(last)};${vcardText(first)};;;`,
    `FN:${vcardText(full)}`,
  ];
  const optional: [string, string][] = [
    ['ORG', card.organization],
    ['TITLE', card.title],
    ['TEL;TYPE=CELL', card.phone],
    ['EMAIL', card.email],
  ];
  for (const [name, value] of optional) if (value.trim() !== '') lines.push(`${name}:${vcardText(value)}`);
  // URL is a URI value, not text: nothing is escaped in it (RFC 2426 3.6.8). Read as a link is: a bare host gets
  // https://, a space is percent-encoded, a line break from a wrapped paste goes (the URL parser drops it).
  if (card.url.trim() !== '') lines.push(`URL:${qrUrl(card.url)}`);
  lines.push('END:VCARD');
  return lines.join('\r\n');
}

/** The exact text the code will hold. */
export function qrPayloadText(payload: QrPayload): string {
  switch (payload.kind) {
    case 'text':
      if (payload.text.trim() === '') throw new ToolInputError('Please enter some text.');
      return payload.text;
    case 'url':
      return qrUrl(payload.url);
    case 'wifi':
      return wifiPayload(payload);
    case 'vcard':
      return vcardPayload(payload);
  }
}
