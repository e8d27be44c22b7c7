/**
 * A distinguished name (RFC 5280 §4.1.2.4) as text: `C=US, O=Example\, Inc., CN=example.com`, its RDNs in the order
 * written, an RDN's several values joined by `+`, a value escaped as RFC 4514 asks and a value that is no string as
 * `#` and its DER in hex. The words and escapes are those the tool showed while @peculiar/x509 wrote them.
 */
import { children, contents, element, encoded, hexOf, latin1, oidText, TAG } from '../../der/der';

const TELETEX_STRING = 0x14;
const PRINTABLE_STRING = 0x13;
const UNIVERSAL_STRING = 0x1c;

/** Short names for the attributes every certificate has. */
const SHORT_NAMES: Readonly<Record<string, string>> = {
  '2.5.4.3': 'CN',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '2.5.4.6': 'C',
  '0.9.2342.19200300.100.1.25': 'DC',
  '1.2.840.113549.1.9.1': 'E',
  '2.5.4.42': 'G',
  '2.5.4.43': 'I',
  '2.5.4.4': 'SN',
  '2.5.4.12': 'T',
};

/**
 * Attributes openssl names that the short list leaves as OIDs: a postal address, a serial number, and an EV
 * certificate's jurisdiction and business category.
 */
const OPENSSL_NAMES: Readonly<Record<string, string>> = {
  ...SHORT_NAMES,
  '2.5.4.5': 'serialNumber',
  '2.5.4.9': 'street',
  '2.5.4.15': 'businessCategory',
  '2.5.4.17': 'postalCode',
  '2.5.4.18': 'postOfficeBox',
  '2.5.4.20': 'telephoneNumber',
  '2.5.4.65': 'pseudonym',
  '2.5.4.97': 'organizationIdentifier',
  '1.3.6.1.4.1.311.60.2.1.1': 'jurisdictionL',
  '1.3.6.1.4.1.311.60.2.1.2': 'jurisdictionST',
  '1.3.6.1.4.1.311.60.2.1.3': 'jurisdictionC',
};

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** A directory string's text; undefined for a value of another type (shown as its DER). */
function stringValue(tag: number, bytes: Uint8Array): string | undefined {
  switch (tag) {
    case TAG.UTF8_STRING:
      try {
        return utf8.decode(bytes);
      } catch {
        return latin1(bytes);
      }
    case TAG.BMP_STRING: {
      let text = '';
      for (let i = 0; i + 1 < bytes.length; i += 2)
        text += String.fromCharCode(((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0));
      return text;
    }
    case UNIVERSAL_STRING: {
      // UTF-32: only the low 16 bits of each character were kept, and so they still are.
      let text = '';
      for (let i = 0; i + 3 < bytes.length; i += 4)
        text += String.fromCharCode(((bytes[i + 2] ?? 0) << 8) | (bytes[i + 3] ?? 0));
      return text;
    }
    case PRINTABLE_STRING:
    case TELETEX_STRING:
    case TAG.IA5_STRING:
      return latin1(bytes);
    default:
      return undefined;
  }
}

/** A DER string element (a request's challengePassword, unstructuredName) as text; undefined for another type. */
export function stringText(der: Uint8Array): string | undefined {
  const found = element(der, 0);
  return stringValue(found.tag, der.subarray(found.start, found.end));
}

const hexEscape = (char: string) => `\\${hexOf(new TextEncoder().encode(char)).toUpperCase()}`;

/** What RFC 4514 escapes: anywhere, at the start, at the end; and the control characters written as hex. */
const SPECIAL = /[,+"\\<>;\r\n\t]|^[ #]| $/;

function escapeValue(text: string): string {
  if (!SPECIAL.test(text)) return text;
  return (
    text
      .replace(/([,+"\\<>;])/g, '\\$1')
      .replace(/^([ #])/, '\\$1')
      .replace(/([ ]$)/, '\\$1')
      // Only the first control character: so the tool has always written them.
      .replace(/([\r\n\t])/, hexEscape)
  );
}

/** The name's RDNs, each a list of `type=value`. */
function attributes(der: Uint8Array, names: Readonly<Record<string, string>>): string[][] {
  const name = element(der, 0);
  if (name.tag !== TAG.SEQUENCE) throw new Error('a name is a SEQUENCE');
  return children(der, name).map((rdn) => {
    if (rdn.tag !== TAG.SET) throw new Error('an RDN is a SET');
    return children(der, rdn).map((pair) => {
      const [type, value] = children(der, pair);
      if (pair.tag !== TAG.SEQUENCE || type?.tag !== TAG.OID || !value) throw new Error('a broken attribute');
      const oid = oidText(contents(der, type));
      const text = stringValue(value.tag, contents(der, value));
      return `${names[oid] ?? oid}=${text === undefined ? `#${hexOf(encoded(der, value))}` : escapeValue(text)}`;
    });
  });
}

/** The name as the tool compares names (a chain's issuer with the next subject): short names only. */
export function nameKey(der: Uint8Array): string {
  return attributes(der, SHORT_NAMES)
    .map((rdn) => rdn.join('+'))
    .join(', ');
}

/** The name as shown: openssl's attribute names, and an empty RDN (which openssl skips) left out. */
export function nameText(der: Uint8Array): string {
  return attributes(der, OPENSSL_NAMES)
    .filter((rdn) => rdn.length > 0)
    .map((rdn) => rdn.join('+'))
    .join(', ');
}
