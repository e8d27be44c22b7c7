import { hexOf, latin1, sameBytes } from '../../der/der';
import { sha1, sha256 } from '../../digest/sha';
import { ToolInputError } from '../../errors';
import type { Clock } from '../../ports';
import { parseBase64 } from '../../text/base64';
import { type KeyInfo, keyInfo, signatureName } from './algorithms';
import { alternativeNames, type Extension, extensionText } from './extension-text';
import { colonHex } from './hex';
import { nameKey, nameText, stringText } from './name-text';
import { pkcs7Certificates } from './pkcs7';
import { signatureVerifies } from './verify';
import { writtenFields } from './written-fields';
import { type Certificate, readCertificate, readPublicKey, readRequest } from './x509-reader';

export type { KeyInfo } from './algorithms';
export type { Extension } from './extension-text';

export type PemKind = 'certificate' | 'request' | 'public-key';

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
  /** A request's attributes other than its extensions, as openssl req -text lists them. */
  attributes?: { name: string; oid: string; value: string }[];
}

/** The request attributes openssl names (PKCS #9); others by their OID. */
const ATTRIBUTE_NAMES: Readonly<Record<string, string>> = {
  '1.2.840.113549.1.9.7': 'Challenge Password',
  '1.2.840.113549.1.9.2': 'Unstructured Name',
};

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

const PEM = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g;
const LABELS: Record<string, PemKind> = {
  CERTIFICATE: 'certificate',
  'TRUSTED CERTIFICATE': 'certificate',
  'X509 CERTIFICATE': 'certificate',
  'CERTIFICATE REQUEST': 'request',
  'NEW CERTIFICATE REQUEST': 'request',
  'PUBLIC KEY': 'public-key',
};

function base64Bytes(text: string): Uint8Array {
  const clean = text.replace(/\s+/g, '');
  // PEM is the standard alphabet only; parseBase64 also checks the groups of four (a group of one is no byte).
  const bytes = /^[A-Za-z0-9+/=]*$/.test(clean) ? parseBase64(clean) : undefined;
  if (!bytes) throw new ToolInputError('The PEM block is not valid base64.');
  return bytes;
}

type Block = { kind: PemKind | null; der: Uint8Array };

/** A PKCS #7 bundle's certificates as blocks of their own; the DER as one block of a kind to find out otherwise. */
function unbundled(der: Uint8Array, pem = false): Block[] {
  const certificates = pkcs7Certificates(der);
  if (!certificates) return [{ kind: null, der }];
  if (certificates.length === 0)
    throw new ToolInputError('The PKCS #7 bundle holds no certificates.', 'Not a certificate');
  return certificates.map((cert) => ({ kind: pem ? 'certificate' : null, der: cert }));
}

/** The PEM blocks of `input`, or the input itself as DER (bytes, or base64 without a header). */
function blocks(input: string | Uint8Array): Block[] {
  const text = typeof input === 'string' ? input : latin1(input);
  const found = [...text.matchAll(PEM)];
  if (found.length > 0) {
    const known = found.filter((match) => LABELS[match[1]!] || match[1] === 'PKCS7');
    if (known.length === 0) {
      const labels = [...new Set(found.map((match) => match[1]))].join(', ');
      throw new ToolInputError(
        `Found ${labels}: give a certificate, a certificate request (CSR) or a public key. Private keys are never read.`,
        'Not a certificate',
      );
    }
    return known.flatMap((match) =>
      match[1] === 'PKCS7'
        ? unbundled(base64Bytes(match[2]!), true)
        : [{ kind: LABELS[match[1]!]!, der: base64Bytes(match[2]!) }],
    );
  }
  if (typeof input !== 'string' && input[0] === 0x30) return unbundled(new Uint8Array(input));
  const trimmed = text.trim();
  if (trimmed === '') throw new ToolInputError('Please paste a certificate, a CSR or a public key.');
  if (/^[A-Za-z0-9+/=\s]+$/.test(trimmed)) return unbundled(base64Bytes(trimmed));
  throw new ToolInputError(
    'Not a certificate: expected PEM (-----BEGIN CERTIFICATE-----), DER or base64.',
    'Not a certificate',
  );
}

/** SHA-1 and SHA-256 of the Uint8Array, as `E5:9D:…` (openssl's `-fingerprint`). */
function fingerprints(der: Uint8Array) {
  return { sha1: colonHex(hexOf(sha1(der))), sha256: colonHex(hexOf(sha256(der))) };
}

const DAY = 86_400_000;

/** Whether the certificate names itself as its issuer and its own key verifies its signature. */
async function isSelfSigned(cert: Certificate): Promise<boolean> {
  const named = sameBytes(cert.subject, cert.issuer) || nameKey(cert.subject) === nameKey(cert.issuer);
  return named && (await signatureVerifies(cert, cert.publicKey));
}

async function decodeCertificate(der: Uint8Array, clock: Clock): Promise<DecodedItem> {
  const cert = readCertificate(der);
  const now = clock.now().getTime();
  const written = writtenFields(cert.der);
  const { notBefore, notAfter, serial } = written;
  if (!notBefore || !notAfter || serial === undefined) throw new Error('no validity or serial');
  const status = now < notBefore.getTime() ? 'not yet valid' : now > notAfter.getTime() ? 'expired' : 'valid';
  const extensions = cert.extensions.map(extensionText);
  const basic = extensions.find((extension) => extension.oid === '2.5.29.19');
  return {
    kind: 'certificate',
    subject: nameText(cert.subject),
    issuer: nameText(cert.issuer),
    serial,
    names: alternativeNames(extensions),
    notBefore: notBefore.toISOString(),
    notAfter: notAfter.toISOString(),
    daysLeft: Math.floor((notAfter.getTime() - now) / DAY),
    status,
    key: keyInfo(cert.publicKey),
    signatureAlgorithm: signatureName(cert.signatureAlgorithm),
    selfSigned: await isSelfSigned(cert),
    ca: basic?.value[0]?.startsWith('CA:TRUE') ?? false,
    fingerprints: fingerprints(cert.der),
    extensions,
  };
}

async function decodeRequest(der: Uint8Array): Promise<DecodedItem> {
  const csr = readRequest(der);
  const extensions = csr.extensions.map(extensionText);
  return {
    kind: 'request',
    subject: nameText(csr.subject),
    names: alternativeNames(extensions),
    key: keyInfo(csr.publicKey),
    signatureAlgorithm: signatureName(csr.signatureAlgorithm),
    selfSigned: await signatureVerifies(csr, csr.publicKey),
    fingerprints: fingerprints(csr.der),
    extensions,
    attributes: csr.attributes.map(({ oid, value }) => ({
      name: ATTRIBUTE_NAMES[oid] ?? oid,
      oid,
      // A value that is no string is shown as its DER, as a name's value is.
      value: stringText(value) ?? `#${hexOf(value)}`,
    })),
  };
}

async function decodePublicKey(der: Uint8Array): Promise<DecodedItem> {
  const key = readPublicKey(der);
  return {
    kind: 'public-key',
    names: [],
    key: keyInfo(key),
    fingerprints: fingerprints(key.der),
    extensions: [],
  };
}

async function decodeOne(block: { kind: PemKind | null; der: Uint8Array }, clock: Clock) {
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
async function checkChain(der: Uint8Array[], items: DecodedItem[]): Promise<CertificateReport['chain']> {
  if (items.length < 2 || items.some((item) => item.kind !== 'certificate')) return null;
  const certs = der.map((bytes) => {
    const cert = readCertificate(bytes);
    return { cert, subject: nameKey(cert.subject), issuer: nameKey(cert.issuer) };
  });
  const links: ChainLink[] = [];
  const roots = items.flatMap((item, i) => (item.selfSigned ? [i + 1] : []));
  const problems: string[] = [];
  for (let i = 0; i + 1 < certs.length; i++) {
    if (items[i]!.selfSigned) continue;
    const cert = certs[i]!;
    const next = certs[i + 1]!;
    const named = cert.issuer === next.subject;
    const signed = named && (await signatureVerifies(cert.cert, next.cert.publicKey));
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
