// @peculiar/x509 resolves its parsers through tsyringe, which needs the Reflect metadata API (a polyfill).
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import { ToolInputError } from '../../errors';
import type { Clock } from '../../ports';
import { parseBase64 } from '../../text/base64';
import { hexOf } from './der';
import { distributionPoints, netscapeCertType } from './distribution-points';
import { generalNames } from './general-names';
import { certificatePolicies } from './policies';
import { writtenFields } from './written-fields';

export type PemKind = 'certificate' | 'request' | 'public-key';

export interface KeyInfo {
  /** RSA, EC, Ed25519, … */
  type: string;
  /** Bits (RSA modulus, EC curve size), when known. */
  bits?: number;
  curve?: string;
}

export interface Extension {
  name: string;
  oid: string;
  critical: boolean;
  /** The value as text lines. */
  value: string[];
}

export interface DecodedItem {
  kind: PemKind;
  subject?: string;
  issuer?: string;
  serial?: string;
  names: string[];
  notBefore?: string;
  notAfter?: string;
  /** Whole days until notAfter (negative once expired). */
  daysLeft?: number;
  status?: 'valid' | 'expired' | 'not yet valid';
  key: KeyInfo;
  signatureAlgorithm?: string;
  selfSigned?: boolean;
  ca?: boolean;
  fingerprints: { sha1: string; sha256: string };
  extensions: Extension[];
}

export interface ChainLink {
  /** 1-based position of the certificate. */
  index: number;
  issuedByNext: boolean;
}

export interface CertificateReport {
  items: DecodedItem[];
  /**
   * For two or more certificates: whether each is issued (name and signature) by the one after it. A self-signed
   * root is its own issuer and ends a chain, so a CA bundle (roots one after another) is in order; `roots` lists
   * their 1-based positions.
   */
  chain: { inOrder: boolean; links: ChainLink[]; roots: number[]; problems: string[] } | null;
}

/** DER bytes on their own ArrayBuffer (what the x509 parsers take). */
type DER = Uint8Array<ArrayBuffer>;

const PEM = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g;
const LABELS: Record<string, PemKind> = {
  CERTIFICATE: 'certificate',
  'TRUSTED CERTIFICATE': 'certificate',
  'X509 CERTIFICATE': 'certificate',
  'CERTIFICATE REQUEST': 'request',
  'NEW CERTIFICATE REQUEST': 'request',
  'PUBLIC KEY': 'public-key',
};

function base64Bytes(text: string): DER {
  const clean = text.replace(/\s+/g, '');
  // PEM is the standard alphabet only; parseBase64 also checks the groups of four (a group of one is no byte).
  const bytes = /^[A-Za-z0-9+/=]*$/.test(clean) ? parseBase64(clean) : undefined;
  if (!bytes) throw new ToolInputError('The PEM block is not valid base64.');
  return new Uint8Array(bytes);
}

/** The PEM blocks of `input`, or the input itself as DER (bytes, or base64 without a header). */
function blocks(input: string | Uint8Array): { kind: PemKind | null; der: DER }[] {
  const text = typeof input === 'string' ? input : new TextDecoder('latin1').decode(input);
  const found = [...text.matchAll(PEM)];
  if (found.length > 0) {
    const known = found.filter((match) => LABELS[match[1]!]);
    if (known.length === 0) {
      const labels = [...new Set(found.map((match) => match[1]))].join(', ');
      throw new ToolInputError(
        `Found ${labels}: give a certificate, a certificate request (CSR) or a public key. Private keys are never read.`,
        'Not a certificate',
      );
    }
    return known.map((match) => ({ kind: LABELS[match[1]!]!, der: base64Bytes(match[2]!) }));
  }
  if (typeof input !== 'string' && input[0] === 0x30) return [{ kind: null, der: new Uint8Array(input) }];
  const trimmed = text.trim();
  if (trimmed === '') throw new ToolInputError('Please paste a certificate, a CSR or a public key.');
  if (/^[A-Za-z0-9+/=\s]+$/.test(trimmed)) return [{ kind: null, der: base64Bytes(trimmed) }];
  throw new ToolInputError(
    'Not a certificate: expected PEM (-----BEGIN CERTIFICATE-----), DER or base64.',
    'Not a certificate',
  );
}

/** `E5:9D:…`, as openssl prints fingerprints. */
const hex = (bytes: ArrayBuffer) => colonHex(hexOf(new Uint8Array(bytes)));

const CURVE_BITS: Record<string, number> = { 'P-256': 256, 'P-384': 384, 'P-521': 521 };

function keyInfo(key: x509.PublicKey): KeyInfo {
  const algorithm = key.algorithm as { name: string; modulusLength?: number; namedCurve?: string };
  if (algorithm.modulusLength) return { type: 'RSA', bits: algorithm.modulusLength };
  if (algorithm.namedCurve) {
    const bits = CURVE_BITS[algorithm.namedCurve];
    return { type: 'EC', curve: algorithm.namedCurve, ...(bits ? { bits } : {}) };
  }
  if (/ed25519/i.test(algorithm.name)) return { type: 'Ed25519', bits: 256 };
  if (/ed448/i.test(algorithm.name)) return { type: 'Ed448', bits: 456 };
  return { type: algorithm.name };
}

/** `e59d…` (hex, as @peculiar/x509 gives key identifiers and serials) as `E5:9D:…`, the way openssl prints them. */
const colonHex = (hexText: string) => (hexText.match(/../g) ?? []).join(':').toUpperCase();

/** An ASN.1 INTEGER's hex without the 00 byte that only keeps it positive (openssl leaves it out). */
const unsignedHex = (hexText: string) => (/^00[89a-f]/i.test(hexText) ? hexText.slice(2) : hexText);

/** Values openssl prints in its own words (key identifiers, basic constraints); null for the generic text. */
function opensslValue(extension: x509.Extension, genericLines: string[]): string[] | null {
  if (extension instanceof x509.SubjectKeyIdentifierExtension) return [colonHex(extension.keyId)];
  if (extension instanceof x509.BasicConstraintsExtension) {
    const pathlen = extension.pathLength === undefined ? '' : `, pathlen:${extension.pathLength}`;
    return [`CA:${extension.ca ? 'TRUE' : 'FALSE'}${pathlen}`];
  }
  if (extension instanceof x509.AuthorityKeyIdentifierExtension) {
    const keyId = extension.keyId ? colonHex(extension.keyId) : null;
    if (!extension.certId) return keyId ? [keyId] : [];
    const dirNames = genericLines.filter((line) => line.startsWith('DN: ')).map((line) => line.slice(4));
    return [
      ...(keyId ? [`keyid:${keyId}`] : []),
      ...dirNames.map((name) => `DirName:${name}`),
      `serial:${colonHex(unsignedHex(extension.certId.serialNumber))}`,
    ];
  }
  return null;
}

/**
 * Extensions whose value does not follow their standard (an EDIPartyName in a SAN, a policy's empty BMPString, a
 * CRL distribution point with no name) made @peculiar/x509 refuse the whole certificate as broken DER. openssl prints
 * such a value as its bytes and the rest of the certificate as usual, and so does this: the library's factory falls
 * back to the raw extension, remembered here.
 */
const undecoded = new WeakSet<x509.Extension>();
const createExtension = x509.ExtensionFactory.create.bind(x509.ExtensionFactory);
x509.ExtensionFactory.create = (data, options) => {
  try {
    return createExtension(data, options);
  } catch {
    const raw = new x509.Extension(data, options);
    undecoded.add(raw);
    return raw;
  }
};

/**
 * Attributes openssl names that @peculiar/x509 prints as OIDs: a postal address, a serial number, and an EV
 * certificate's jurisdiction and business category.
 */
const ATTRIBUTE_NAMES: Readonly<Record<string, string>> = {
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

/** A distinguished name as shown: those attributes named, and an empty RDN (which openssl skips) left out. */
function nameText(name: x509.Name): string {
  return new x509.Name(name.toArrayBuffer(), ATTRIBUTE_NAMES)
    .toString()
    .replace(/^(?:, )+|(?:, )+$/g, '')
    .replace(/, (?:, )+/g, ', ');
}

/** The names the library gives the extensions it decodes, for one it could not. */
const EXTENSION_NAMES: Readonly<Record<string, string>> = {
  '2.5.29.14': 'Subject Key Identifier',
  '2.5.29.15': 'Key Usages',
  '2.5.29.17': 'Subject Alternative Name',
  '2.5.29.18': 'Issuer Alternative Name',
  '2.5.29.19': 'Basic Constraints',
  '2.5.29.31': 'CRL Distribution Points',
  '2.5.29.32': 'Certificate Policies',
  '2.5.29.35': 'Authority Key Identifier',
  '2.5.29.37': 'Extended Key Usages',
  '1.3.6.1.5.5.7.1.1': 'Authority Info Access',
  '2.16.840.1.113730.1.1': 'Netscape Cert Type',
};

function extensionsOf(list: readonly x509.Extension[]): Extension[] {
  return list.map((extension) => {
    const lines = x509.TextConverter.serialize(extension.toTextObject()).split('\n');
    const own = opensslLines(extension);
    if (own)
      return {
        name: EXTENSION_NAMES[extension.type] ?? extension.type,
        oid: extension.type,
        critical: extension.critical,
        value: own,
      };
    if (own === null || undecoded.has(extension)) {
      // The bytes as the library shows an extension it does not decode.
      const raw = undecoded.has(extension) ? lines : rawLines(extension);
      return {
        name: EXTENSION_NAMES[extension.type] ?? `Unknown (${extension.type})`,
        oid: extension.type,
        critical: extension.critical,
        value: [
          'Not decoded: the value does not follow its standard. Its bytes:',
          ...raw.slice(1).map((line) => line.trim()),
        ].filter(Boolean),
      };
    }
    // The text's first line is the name, with ": critical" when it is; `critical` carries that on its own.
    const name = (lines[0] ?? extension.type).replace(/:( critical)?$/, '').trim();
    const generic = lines
      .slice(1)
      .map((line) => line.trim())
      .filter(Boolean);
    return {
      name: name === extension.type ? `Unknown (${extension.type})` : name,
      oid: extension.type,
      critical: extension.critical,
      value: opensslValue(extension, generic) ?? generic,
    };
  });
}

/** SHA-1 and SHA-256 of the DER, through the Web Crypto that @peculiar/x509 itself uses (browser and Node). */
async function fingerprints(item: { rawData: ArrayBuffer }) {
  const digest = (hash: string) => x509.cryptoProvider.get().subtle.digest(hash, item.rawData);
  return { sha1: hex(await digest('SHA-1')), sha256: hex(await digest('SHA-256')) };
}

const DAY = 86_400_000;

/** Subject and Issuer Alternative Name: GeneralNames, read as openssl reads them (general-names.ts). */
const ALT_NAME_OIDS = new Set(['2.5.29.17', '2.5.29.18']);

const directoryName = (der: Uint8Array) => nameText(new x509.Name(der.slice()));

/** An alternative name extension's names as openssl prints them; undefined for another extension or broken DER. */
function namesOf(extension: x509.Extension): string[] | undefined {
  if (!ALT_NAME_OIDS.has(extension.type)) return undefined;
  return generalNames(new Uint8Array(extension.value), directoryName);
}

/** The library's text of the extension as one it does not decode: its name, then its bytes. */
const rawLines = (extension: x509.Extension) =>
  x509.TextConverter.serialize(new x509.Extension(extension.rawData).toTextObject()).split('\n');

/**
 * The extensions read from their DER, as openssl prints them (general-names.ts, policies.ts,
 * distribution-points.ts): null where the value is broken (policies, distribution points and the Netscape type are
 * then shown as bytes, as openssl shows them); undefined for the others, which the library's text shows.
 */
function opensslLines(extension: x509.Extension): string[] | null | undefined {
  const value = new Uint8Array(extension.value);
  if (extension.type === '2.5.29.32') return certificatePolicies(value) ?? null;
  if (extension.type === '2.5.29.31') return distributionPoints(value, directoryName) ?? null;
  if (extension.type === '2.16.840.1.113730.1.1') return netscapeCertType(value) ?? null;
  return namesOf(extension);
}

/** `DNS:example.com`, `IP Address:10.0.0.1`, … of the Subject Alternative Name among `extensions`. */
function altNames(extensions: readonly x509.Extension[]): string[] {
  const san = extensions.find((extension) => extension.type === '2.5.29.17');
  return (san && namesOf(san)) ?? [];
}

async function decodeCertificate(der: DER, clock: Clock): Promise<DecodedItem> {
  const cert = new x509.X509Certificate(der);
  const now = clock.now().getTime();
  const basic = cert.getExtension(x509.BasicConstraintsExtension);
  const written = writtenFields(der);
  const notBefore = written.notBefore ?? cert.notBefore;
  const notAfter = written.notAfter ?? cert.notAfter;
  const status = now < notBefore.getTime() ? 'not yet valid' : now > notAfter.getTime() ? 'expired' : 'valid';
  return {
    kind: 'certificate',
    subject: nameText(cert.subjectName),
    issuer: nameText(cert.issuerName),
    serial: written.serial ?? cert.serialNumber.toUpperCase(),
    names: altNames(cert.extensions),
    notBefore: notBefore.toISOString(),
    notAfter: notAfter.toISOString(),
    daysLeft: Math.floor((notAfter.getTime() - now) / DAY),
    status,
    key: keyInfo(cert.publicKey),
    signatureAlgorithm: signatureName(cert.signatureAlgorithm),
    selfSigned:
      cert.subject === cert.issuer && (await cert.verify({ signatureOnly: true }).catch(() => false)),
    ca: basic?.ca ?? false,
    fingerprints: await fingerprints(cert),
    extensions: extensionsOf(cert.extensions),
  };
}

function signatureName(algorithm: unknown): string {
  const { name, hash } = algorithm as { name: string; hash?: { name?: string } };
  return hash?.name ? `${name} with ${hash.name}` : name;
}

async function decodeRequest(der: DER): Promise<DecodedItem> {
  const csr = new x509.Pkcs10CertificateRequest(der);
  return {
    kind: 'request',
    subject: nameText(csr.subjectName),
    names: altNames(csr.extensions),
    key: keyInfo(csr.publicKey),
    signatureAlgorithm: signatureName(csr.signatureAlgorithm),
    selfSigned: await csr.verify().catch(() => false),
    fingerprints: await fingerprints(csr),
    extensions: extensionsOf(csr.extensions),
  };
}

async function decodePublicKey(der: DER): Promise<DecodedItem> {
  const key = new x509.PublicKey(der);
  return {
    kind: 'public-key',
    names: [],
    key: keyInfo(key),
    fingerprints: await fingerprints(key),
    extensions: [],
  };
}

async function decodeOne(block: { kind: PemKind | null; der: DER }, clock: Clock) {
  const kinds: PemKind[] = block.kind ? [block.kind] : ['certificate', 'request', 'public-key'];
  for (const kind of kinds) {
    try {
      if (kind === 'certificate') return await decodeCertificate(block.der, clock);
      if (kind === 'request') return await decodeRequest(block.der);
      return await decodePublicKey(block.der);
    } catch {
      // try the next kind
    }
  }
  const what = block.kind === 'request' ? 'certificate request' : (block.kind?.replace('-', ' ') ?? 'input');
  throw new ToolInputError(
    `The ${what} could not be decoded: its DER structure is broken.`,
    'Not a certificate',
  );
}

/**
 * Checks that each certificate is issued by the next: the issuer name matches and its key verifies the signature.
 * A self-signed root is its own issuer: it ends a chain, and the certificate after it starts the next one.
 */
async function checkChain(der: DER[], items: DecodedItem[]): Promise<CertificateReport['chain']> {
  if (items.length < 2 || items.some((item) => item.kind !== 'certificate')) return null;
  const certs = der.map((bytes) => new x509.X509Certificate(bytes));
  const links: ChainLink[] = [];
  const roots = items.flatMap((item, i) => (item.selfSigned ? [i + 1] : []));
  const problems: string[] = [];
  for (let i = 0; i + 1 < certs.length; i++) {
    if (items[i]!.selfSigned) continue;
    const cert = certs[i]!;
    const next = certs[i + 1]!;
    const named = cert.issuer === next.subject;
    const signed =
      named && (await cert.verify({ publicKey: next.publicKey, signatureOnly: true }).catch(() => false));
    links.push({ index: i + 1, issuedByNext: signed });
    if (!signed) {
      const issuer = certs.findIndex((other) => other !== cert && other.subject === cert.issuer);
      problems.push(
        `Certificate ${i + 1} (${cert.subject}) is not issued by certificate ${i + 2} (${next.subject})` +
          (!named
            ? issuer >= 0
              ? `: its issuer is certificate ${issuer + 1}.`
              : `: its issuer, ${cert.issuer}, is not in the input.`
            : ': the names match but the signature does not verify.'),
      );
    }
  }
  // The last certificate has no next one; its issuer earlier in the input means the chain was pasted root first.
  const last = certs.length - 1;
  if (!items[last]!.selfSigned) {
    const issuer = certs.findIndex((other, i) => i < last && other.subject === certs[last]!.issuer);
    if (issuer >= 0)
      problems.push(
        `Certificate ${last + 1} (${certs[last]!.subject}) is issued by certificate ${issuer + 1}, which comes ` +
          'before it: a chain lists each certificate before its issuer.',
      );
  }
  return { inOrder: problems.length === 0, links, roots, problems };
}

/** Decodes PEM (any number of blocks), DER or bare base64: certificates, CSRs and public keys. */
export async function runCertificates(input: string | Uint8Array, clock: Clock): Promise<CertificateReport> {
  const found = blocks(input);
  const items: DecodedItem[] = [];
  for (const block of found) items.push(await decodeOne(block, clock));
  return {
    items,
    chain: await checkChain(
      found.map((block) => block.der),
      items,
    ),
  };
}
