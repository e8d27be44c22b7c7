/**
 * Each extension of a certificate or request as a name and lines of text. Alternative names, policies, CRL
 * distribution points, name constraints and the Netscape type are openssl's words (general-names.ts, policies.ts,
 * distribution-points.ts, name-constraints.ts); key identifiers and basic constraints too; a certificate's CT
 * timestamps are openssl's fields, a line each (ct-timestamps.ts); key usages, extended key usages and authority
 * info access keep the words the tool has shown since it used @peculiar/x509; any other extension, or one whose
 * value does not follow its standard, is shown as its bytes.
 */
import {
  children,
  contents,
  type Element,
  hexOf,
  oidText,
  signedInteger,
  TAG,
  wholeValue,
} from '../../der/der';
import { ctTimestamps } from './ct-timestamps';
import { distributionPoints, netscapeCertType } from './distribution-points';
import { generalNames, ia5Text } from './general-names';
import { colonHex } from './hex';
import { nameConstraints } from './name-constraints';
import { nameKey, nameText } from './name-text';
import { certificatePolicies } from './policies';
import { POLICY_EXTENSIONS } from './policy-extensions';
import type { RawExtension } from './x509-reader';

export interface Extension {
  name: string;
  oid: string;
  critical: boolean;
  /** The value as text lines. */
  value: string[];
}

const NOT_DECODED = 'Not decoded: the value does not follow its standard. Its bytes:';

const NAMES: Readonly<Record<string, string>> = {
  '2.5.29.14': 'Subject Key Identifier',
  '2.5.29.15': 'Key Usages',
  '2.5.29.17': 'Subject Alternative Name',
  '2.5.29.18': 'Issuer Alternative Name',
  '2.5.29.19': 'Basic Constraints',
  '2.5.29.30': 'Name Constraints',
  '2.5.29.31': 'CRL Distribution Points',
  '2.5.29.32': 'Certificate Policies',
  '2.5.29.35': 'Authority Key Identifier',
  '2.5.29.37': 'Extended Key Usages',
  '2.5.29.46': 'Freshest CRL',
  '1.3.6.1.5.5.7.1.1': 'Authority Info Access',
  '1.3.6.1.5.5.7.1.11': 'Subject Information Access',
  '1.3.6.1.4.1.11129.2.4.2': 'CT Precertificate SCTs',
  '2.16.840.1.113730.1.1': 'Netscape Cert Type',
};

/** KeyUsage's bits (RFC 5280 §4.2.1.3), in the order the tool lists them. */
const KEY_USAGES: readonly [bit: number, name: string][] = [
  [6, 'crlSign'],
  [3, 'dataEncipherment'],
  [8, 'decipherOnly'],
  [0, 'digitalSignature'],
  [7, 'encipherOnly'],
  [4, 'keyAgreement'],
  [5, 'keyCertSign'],
  [2, 'keyEncipherment'],
  [1, 'nonRepudiation'],
];

const KEY_PURPOSES: Readonly<Record<string, string>> = {
  '1.3.6.1.5.5.7.3.1': 'TLS WWW server authentication',
  '1.3.6.1.5.5.7.3.2': 'TLS WWW client authentication',
  '1.3.6.1.5.5.7.3.3': 'Code Signing',
  '1.3.6.1.5.5.7.3.4': 'E-mail Protection',
  '1.3.6.1.5.5.7.3.8': 'Time Stamping',
  '1.3.6.1.5.5.7.3.9': 'OCSP Signing',
};

/** Access methods of authority and subject info access the tool names, in its order; others follow by OID. */
const ACCESS_METHODS: readonly [oid: string, label: string][] = [
  ['1.3.6.1.5.5.7.48.1', 'OCSP'],
  ['1.3.6.1.5.5.7.48.2', 'CA Issuers'],
  ['1.3.6.1.5.5.7.48.3', 'Time Stamping'],
  ['1.3.6.1.5.5.7.48.5', 'CA Repository'],
  ['1.3.6.1.5.5.7.48.10', 'RPKI Manifest'],
  ['1.3.6.1.5.5.7.48.11', 'Signed Object'],
  ['1.3.6.1.5.5.7.48.13', 'RPKI Notify'],
];

/** The bytes, sixteen a line, a wider gap after the eighth. */
function byteLines(bytes: Uint8Array): string[] {
  const lines: string[] = [];
  for (let row = 0; row < bytes.length; row += 16) {
    const hex = Array.from(bytes.subarray(row, row + 16), (byte) => byte.toString(16).padStart(2, '0'));
    lines.push([...hex.slice(0, 8), ...(hex.length > 8 ? ['', ...hex.slice(8)] : [])].join(' '));
  }
  return lines;
}

/** The element `value` is, when it has `tag` and fills it; throws otherwise (the caller shows the bytes). */
function only(value: Uint8Array, tag: number): Element {
  const found = wholeValue(value, tag, (whole) => whole);
  if (!found) throw new Error('not the standard layout');
  return found;
}

function basicConstraints(value: Uint8Array): string[] {
  const fields = children(value, only(value, TAG.SEQUENCE));
  const flag = fields[0]?.tag === 0x01 ? fields.shift() : undefined;
  const [pathLength, ...rest] = fields;
  if (rest.length > 0 || (pathLength && pathLength.tag !== TAG.INTEGER))
    throw new Error('not BasicConstraints');
  const ca = flag !== undefined && value[flag.start] !== 0;
  const pathlen = pathLength ? `, pathlen:${signedInteger(contents(value, pathLength))}` : '';
  return [`CA:${ca ? 'TRUE' : 'FALSE'}${pathlen}`];
}

/** An INTEGER's hex without the 00 byte that only keeps it positive (openssl leaves it out). */
const unsignedHex = (hexText: string) => (/^00[89a-f]/i.test(hexText) ? hexText.slice(2) : hexText);

function authorityKeyIdentifier(value: Uint8Array): string[] {
  let keyId: string | undefined;
  let issuer: Element | undefined;
  let serial: Element | undefined;
  for (const field of children(value, only(value, TAG.SEQUENCE))) {
    if (field.tag === 0x80) keyId = colonHex(hexOf(contents(value, field)));
    else if (field.tag === 0xa1) issuer = field;
    else if (field.tag === 0x82) serial = field;
    else throw new Error('not an AuthorityKeyIdentifier');
  }
  if (!issuer && !serial) return keyId !== undefined ? [keyId] : [];
  const dirNames = issuer
    ? children(value, issuer)
        .filter((name) => name.tag === 0xa4)
        .map((name) => {
          const [inner] = children(value, name);
          if (!inner) throw new Error('directoryName without a Name');
          return `DirName:${nameKey(value.subarray(inner.at, inner.end))}`;
        })
    : [];
  return [
    ...(keyId !== undefined ? [`keyid:${keyId}`] : []),
    ...dirNames,
    `serial:${colonHex(unsignedHex(serial ? hexOf(contents(value, serial)) : ''))}`,
  ];
}

function keyUsages(value: Uint8Array): string[] {
  const bits = contents(value, only(value, TAG.BIT_STRING));
  const unused = bits[0] ?? 0;
  if (bits.length === 0 || unused > 7) throw new Error('not a BIT STRING');
  const used = (bits.length - 1) * 8 - unused;
  const set = (bit: number) => bit < used && ((bits[1 + (bit >> 3)] ?? 0) >> (7 - (bit & 7))) & 1;
  const names = KEY_USAGES.filter(([bit]) => set(bit)).map(([, name]) => name);
  return names.length > 0 ? [names.join(', ')] : [];
}

function extendedKeyUsages(value: Uint8Array): string[] {
  const purposes = children(value, only(value, TAG.SEQUENCE)).map((purpose) => {
    if (purpose.tag !== TAG.OID) throw new Error('not a KeyPurposeId');
    const oid = oidText(contents(value, purpose));
    return KEY_PURPOSES[oid] ?? oid;
  });
  return purposes.length > 0 ? [purposes.join(', ')] : [];
}

/** An IPv6 address with its longest run of zero groups as `::`. */
function ipv6Text(bytes: Uint8Array): string {
  const groups = Array.from({ length: 8 }, (_, i) =>
    (((bytes[2 * i] ?? 0) << 8) | (bytes[2 * i + 1] ?? 0)).toString(16),
  );
  let best = { start: -1, length: 0 };
  for (let i = 0; i < 8; ) {
    let end = i;
    while (end < 8 && groups[end] === '0') end++;
    if (end - i > best.length) best = { start: i, length: end - i };
    i = end === i ? i + 1 : end;
  }
  if (best.length < 2) return groups.join(':');
  return `${groups.slice(0, best.start).join(':')}::${groups.slice(best.start + best.length).join(':')}`;
}

/** An access location in the tool's words: `URL`, `DNS`, `Email`, `IP`, `DN`, `ID` and the value. */
function accessLocation(der: Uint8Array, name: Element): [label: string, text: string] {
  const bytes = contents(der, name);
  switch (name.tag) {
    case 0x86:
      return ['URL', ia5Text(bytes)];
    case 0x82:
      return ['DNS', ia5Text(bytes)];
    case 0x81:
      return ['Email', ia5Text(bytes)];
    case 0x87:
      return ['IP', bytes.length === 4 ? bytes.join('.') : ipv6Text(bytes)];
    case 0x88:
      return ['ID', oidText(bytes)];
    case 0xa4: {
      const [inner] = children(der, name);
      if (!inner) throw new Error('directoryName without a Name');
      return ['DN', nameKey(der.subarray(inner.at, inner.end))];
    }
    default:
      throw new Error('an access location the tool does not read');
  }
}

function infoAccess(value: Uint8Array): string[] {
  const found = new Map<string, [string, string][]>();
  for (const description of children(value, only(value, TAG.SEQUENCE))) {
    const [method, location, ...rest] = children(value, description);
    if (description.tag !== TAG.SEQUENCE || method?.tag !== TAG.OID || !location || rest.length)
      throw new Error('not an AccessDescription');
    const oid = oidText(contents(value, method));
    const entry = accessLocation(value, location);
    found.set(oid, [...(found.get(oid) ?? []), entry]);
  }
  const named = new Set(ACCESS_METHODS.map(([oid]) => oid));
  const others = [...found.keys()]
    .filter((oid) => !named.has(oid))
    .map((oid): [string, string] => [oid, oid]);
  return [...ACCESS_METHODS, ...others].flatMap(([oid, label]) => {
    const locations = found.get(oid) ?? [];
    if (locations.length === 1) return [`${label}: ${locations[0]?.[1]}`];
    return locations.length === 0
      ? []
      : [`${label}:`, ...locations.map(([type, text], i) => `${type} ${i + 1}: ${text}`)];
  });
}

/** The readers of the extensions the tool knows: lines, or undefined (thrown) where the value is broken. */
const READERS: Readonly<Record<string, (value: Uint8Array) => string[] | undefined>> = {
  '2.5.29.14': (value) => [colonHex(hexOf(contents(value, only(value, TAG.OCTET_STRING))))],
  '2.5.29.15': keyUsages,
  '2.5.29.17': (value) => generalNames(value, nameText),
  '2.5.29.18': (value) => generalNames(value, nameText),
  '2.5.29.19': basicConstraints,
  '2.5.29.30': (value) => nameConstraints(value, nameText),
  '2.5.29.31': (value) => distributionPoints(value, nameText),
  '2.5.29.32': certificatePolicies,
  '2.5.29.35': authorityKeyIdentifier,
  '2.5.29.37': extendedKeyUsages,
  '2.5.29.46': (value) => distributionPoints(value, nameText),
  '1.3.6.1.5.5.7.1.1': infoAccess,
  '1.3.6.1.5.5.7.1.11': infoAccess,
  '1.3.6.1.4.1.11129.2.4.2': ctTimestamps,
  '2.16.840.1.113730.1.1': netscapeCertType,
};

function linesOf(oid: string, value: Uint8Array): string[] | undefined {
  const read = READERS[oid] ?? POLICY_EXTENSIONS[oid]?.read;
  if (!read) return byteLines(value);
  try {
    return read(value);
  } catch {
    return undefined;
  }
}

/** The extension as shown: its name, and its lines (or its bytes, said to be undecoded). */
export function extensionText({ oid, critical, value }: RawExtension): Extension {
  const lines = linesOf(oid, value);
  return {
    name: NAMES[oid] ?? POLICY_EXTENSIONS[oid]?.name ?? `Unknown (${oid})`,
    oid,
    critical,
    value: lines ?? [NOT_DECODED, ...byteLines(value)].filter(Boolean),
  };
}

/** The names of a Subject Alternative Name among the shown extensions; none when its value was not decoded. */
export function alternativeNames(extensions: readonly Extension[]): string[] {
  const san = extensions.find((extension) => extension.oid === '2.5.29.17');
  return san && san.value[0] !== NOT_DECODED ? san.value : [];
}
