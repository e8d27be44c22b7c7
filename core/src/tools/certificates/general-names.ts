/**
 * The names of a Subject or Issuer Alternative Name as openssl prints them (`openssl x509 -ext subjectAltName`,
 * OpenSSL 3.0's v3_san.c), read from the extension's DER. @peculiar/x509 drops each otherName it does not know
 * (only UPN and GUID), and a list holding an EDIPartyName or an x400Address not at all: zlint's subCertPathLen
 * certificates showed no name where openssl shows nine.
 */
import { children, type Element, element, hexOf, latin1, oidText, TAG, wholeValue } from '../../der/der';

/** The otherNames openssl names, by OID, with the string type each is written in. */
const OTHER_NAMES: Readonly<Record<string, { label: string; tag: number }>> = {
  '1.3.6.1.4.1.311.20.2.3': { label: 'UPN', tag: 0x0c },
  '1.3.6.1.5.5.7.8.9': { label: 'SmtpUTF8Mailbox', tag: 0x0c },
  '1.3.6.1.5.5.7.8.5': { label: 'XmppAddr', tag: 0x0c },
  '1.3.6.1.5.5.7.8.7': { label: 'SRVName', tag: 0x16 },
  '1.3.6.1.5.5.7.8.8': { label: 'NAIRealm', tag: 0x0c },
};
/** Microsoft's object GUID, which openssl prints as unsupported: shown as the GUID it is, as before. */
const MS_GUID = '1.3.6.1.4.1.311.25.1';
const UNSUPPORTED = '<unsupported>';

const utf8 = new TextDecoder('utf-8', { fatal: true });
/**
 * An IA5String's bytes as text. IA5 is ASCII, but certificates in the wild hold UTF-8 (a URI `www.ಠ_ಠ.com`), which
 * openssl passes through as bytes to a UTF-8 terminal: shown so here; bytes that are not UTF-8 one character each.
 */
export function ia5Text(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return latin1(bytes);
  }
}

/** 10.0.0.1; an IPv6 address as openssl writes it (2001:DB8:0:0:0:0:0:1). */
export function ipText(bytes: Uint8Array): string {
  if (bytes.length === 4) return [...bytes].join('.');
  if (bytes.length !== 16) return '<invalid>';
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2)
    groups.push((((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0)).toString(16).toUpperCase());
  return groups.join(':');
}

/** A GUID's bytes as Windows writes it: the first three groups little-endian. */
function guidText(bytes: Uint8Array): string {
  const swapped = (from: number, to: number) => hexOf(bytes.subarray(from, to).slice().reverse());
  return [
    swapped(0, 4),
    swapped(4, 6),
    swapped(6, 8),
    hexOf(bytes.subarray(8, 10)),
    hexOf(bytes.subarray(10, 16)),
  ].join('-');
}

/** An otherName's value as text: a UTF8String or IA5String (the one `expected`, for a type openssl knows). */
function otherValue(value: Element | undefined, bytes: Uint8Array, expected?: number): string {
  if (!value || (expected !== undefined && value.tag !== expected)) return UNSUPPORTED;
  if (value.tag === TAG.UTF8_STRING) return new TextDecoder().decode(bytes);
  if (value.tag === TAG.IA5_STRING) return ia5Text(bytes);
  return UNSUPPORTED;
}

/**
 * An otherName: its OID, then its value inside an explicit [0]. `listed` is how openssl lists an alternative name
 * (`othername: UPN::user@corp`, any OID); otherwise as it prints one alone, in a name constraint
 * (`othername:UPN:corp`, a type it does not name `othername:<unsupported>`).
 */
function otherName(der: Uint8Array, start: number, end: number, listed: boolean): string {
  const oid = element(der, start);
  if (oid.tag !== 0x06 || oid.end >= end) throw new Error('otherName without its OID and value');
  const typeId = oidText(der.subarray(oid.start, oid.end));
  const wrapper = element(der, oid.end);
  const [value] = wrapper.tag === 0xa0 ? children(der, wrapper) : [];
  const bytes = value ? der.subarray(value.start, value.end) : new Uint8Array();
  const known = OTHER_NAMES[typeId];
  if (!listed)
    return known && value?.tag === known.tag
      ? `othername:${known.label}:${otherValue(value, bytes, known.tag)}`
      : `othername:${UNSUPPORTED}`;
  if (typeId === MS_GUID && value?.tag === TAG.OCTET_STRING && bytes.length === 16)
    return `GUID:${guidText(bytes)}`;
  return `othername: ${known?.label ?? typeId}::${otherValue(value, bytes, known?.tag)}`;
}

/**
 * Each name of the GeneralNames in `value` (the extension's value, a SEQUENCE of them) as openssl prints it;
 * `directoryName` writes a Name's DER as the tool writes subjects. undefined when the value is not GeneralNames.
 */
export function generalNames(
  value: Uint8Array,
  directoryName: (der: Uint8Array) => string,
): string[] | undefined {
  return wholeValue(value, TAG.SEQUENCE, (list) => namesIn(value, list, directoryName));
}

/** The GeneralName elements inside `list` (a SEQUENCE, or an implicitly tagged one) as openssl prints them; throws on broken DER. */
export function namesIn(
  der: Uint8Array,
  list: Element,
  directoryName: (der: Uint8Array) => string,
): string[] {
  return children(der, list).map((item) => generalName(der, item, directoryName, true));
}

/**
 * One GeneralName as openssl writes it: `listed` as in an alternative name's list, otherwise as alone (an otherName
 * differs); throws on broken DER.
 */
export function generalName(
  der: Uint8Array,
  item: Element,
  directoryName: (der: Uint8Array) => string,
  listed: boolean,
): string {
  const { tag, start, end } = item;
  const bytes = der.subarray(start, end);
  switch (tag) {
    case 0xa0:
      return otherName(der, start, end, listed);
    case 0x81:
      return `email:${ia5Text(bytes)}`;
    case 0x82:
      return `DNS:${ia5Text(bytes)}`;
    case 0xa3:
      return `X400Name:${UNSUPPORTED}`;
    case 0xa4: {
      const [name] = children(der, item);
      if (!name) throw new Error('directoryName without a Name');
      return `DirName:${directoryName(der.subarray(start, name.end))}`;
    }
    case 0xa5:
      return `EdiPartyName:${UNSUPPORTED}`;
    case 0x86:
      return `URI:${ia5Text(bytes)}`;
    case 0x87:
      return `IP Address:${ipText(bytes)}`;
    case 0x88:
      return `Registered ID:${oidText(bytes)}`;
    default:
      throw new Error(`not a GeneralName: tag ${tag}`);
  }
}
