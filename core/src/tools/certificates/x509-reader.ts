/**
 * The parts of a certificate, a certificate request (PKCS #10) and a public key (SubjectPublicKeyInfo) read from
 * their DER (RFC 5280 §4.1, RFC 2986 §4): each part as its bytes, for the readers that show them. A layout that is
 * not the standard's throws, so the caller can try the next kind.
 */
import { children, contents, type Element, element, encoded, oidText, TAG } from '../../der/der';

const BOOLEAN = 0x01;
/** [0], [1], [2], [3] as X.509 tags them: explicit (constructed) and implicit (primitive). */
const CONTEXT = {
  VERSION: 0xa0,
  ISSUER_UID: 0x81,
  SUBJECT_UID: 0x82,
  EXTENSIONS: 0xa3,
  ATTRIBUTES: 0xa0,
} as const;
const EXTENSION_REQUEST = '1.2.840.113549.1.9.14';

export interface AlgorithmIdentifier {
  oid: string;
  /** The parameters' whole element, when there are any. */
  parameters?: Uint8Array;
}

export interface RawExtension {
  oid: string;
  critical: boolean;
  /** The OCTET STRING's contents: the extension's own DER. */
  value: Uint8Array;
}

export interface PublicKeyInfo {
  /** The whole SubjectPublicKeyInfo. */
  der: Uint8Array;
  algorithm: AlgorithmIdentifier;
  /** The BIT STRING's bits (its unused-bits count left out). */
  key: Uint8Array;
}

/** What a certificate and a request share: the signed part, and the signature over it. */
export interface Signed {
  /** The whole structure, as far as its outer length reaches. */
  der: Uint8Array;
  signed: Uint8Array;
  signatureAlgorithm: AlgorithmIdentifier;
  signature: Uint8Array;
  subject: Uint8Array;
  publicKey: PublicKeyInfo;
  extensions: RawExtension[];
}

export interface Certificate extends Signed {
  issuer: Uint8Array;
}

/** A request's attribute other than its extensions (challengePassword, unstructuredName): its first value's DER. */
interface RawAttribute {
  oid: string;
  value: Uint8Array;
}

export interface Request extends Signed {
  attributes: RawAttribute[];
}

class Layout extends Error {}

function expectTag(found: Element | undefined, tag: number): Element {
  if (found?.tag !== tag) throw new Layout('not the layout of X.509');
  return found;
}

function outer(der: Uint8Array): { parts: Element[]; der: Uint8Array } {
  const top = expectTag(element(der, 0), TAG.SEQUENCE);
  const bytes = der.subarray(0, top.end);
  const parts = children(bytes, top);
  if (parts.length !== 3) throw new Layout('a signed structure has three parts');
  return { parts, der: bytes };
}

function algorithmOf(der: Uint8Array, at: Element | undefined): AlgorithmIdentifier {
  const [oid, parameters, ...rest] = children(der, expectTag(at, TAG.SEQUENCE));
  if (rest.length > 0) throw new Layout('an algorithm has one parameter');
  return {
    oid: oidText(contents(der, expectTag(oid, TAG.OID))),
    ...(parameters ? { parameters: encoded(der, parameters) } : {}),
  };
}

function bitsOf(der: Uint8Array, at: Element | undefined): Uint8Array {
  const bits = expectTag(at, TAG.BIT_STRING);
  if (bits.end === bits.start || (der[bits.start] ?? 8) > 7) throw new Layout('a broken BIT STRING');
  return der.subarray(bits.start + 1, bits.end);
}

function publicKeyOf(der: Uint8Array, at: Element | undefined): PublicKeyInfo {
  const info = expectTag(at, TAG.SEQUENCE);
  const [algorithm, key, ...rest] = children(der, info);
  if (rest.length > 0) throw new Layout('a public key has two parts');
  return { der: encoded(der, info), algorithm: algorithmOf(der, algorithm), key: bitsOf(der, key) };
}

function extensionsOf(der: Uint8Array, list: Element): RawExtension[] {
  return children(der, expectTag(list, TAG.SEQUENCE)).map((item) => {
    const [oid, ...rest] = children(der, expectTag(item, TAG.SEQUENCE));
    const flag = rest[0]?.tag === BOOLEAN ? rest.shift() : undefined;
    const [value, ...more] = rest;
    if (more.length > 0) throw new Layout('an extension has at most three parts');
    if (flag && flag.end - flag.start !== 1) throw new Layout('a broken BOOLEAN');
    return {
      oid: oidText(contents(der, expectTag(oid, TAG.OID))),
      critical: flag !== undefined && der[flag.start] !== 0,
      value: contents(der, expectTag(value, TAG.OCTET_STRING)),
    };
  });
}

/** A certificate's parts; `validity` and `serial` are read by written-fields.ts. */
export function readCertificate(input: Uint8Array): Certificate {
  const { parts, der } = outer(input);
  const [first, algorithm, signature] = parts;
  const tbs = expectTag(first, TAG.SEQUENCE);
  const fields = children(der, tbs);
  let at = fields[0]?.tag === CONTEXT.VERSION ? 1 : 0;
  const next = () => fields[at++];
  expectTag(next(), TAG.INTEGER);
  expectTag(next(), TAG.SEQUENCE);
  const issuer = expectTag(next(), TAG.SEQUENCE);
  const validity = children(der, expectTag(next(), TAG.SEQUENCE));
  if (validity.length !== 2 || validity.some((time) => time.tag !== 0x17 && time.tag !== 0x18))
    throw new Layout('a validity is two times');
  const subject = expectTag(next(), TAG.SEQUENCE);
  const publicKey = publicKeyOf(der, next());
  if (fields[at]?.tag === CONTEXT.ISSUER_UID || fields[at]?.tag === 0xa1) at++;
  if (fields[at]?.tag === CONTEXT.SUBJECT_UID || fields[at]?.tag === 0xa2) at++;
  let extensions: RawExtension[] = [];
  const wrapped = fields[at];
  if (wrapped?.tag === CONTEXT.EXTENSIONS) {
    const [list, ...rest] = children(der, wrapped);
    if (!list || rest.length > 0) throw new Layout('[3] holds one list of extensions');
    extensions = extensionsOf(der, list);
    at++;
  }
  if (at !== fields.length) throw new Layout('fields after the extensions');
  return {
    der,
    signed: encoded(der, tbs),
    signatureAlgorithm: algorithmOf(der, algorithm),
    signature: bitsOf(der, signature),
    issuer: encoded(der, issuer),
    subject: encoded(der, subject),
    publicKey,
    extensions,
  };
}

/** A certificate request's parts; its extensions are those of its extensionRequest attribute. */
export function readRequest(input: Uint8Array): Request {
  const { parts, der } = outer(input);
  const [first, algorithm, signature] = parts;
  const info = expectTag(first, TAG.SEQUENCE);
  const [version, subject, key, attributes, ...rest] = children(der, info);
  expectTag(version, TAG.INTEGER);
  if (rest.length > 0) throw new Layout('a request has four parts');
  let extensions: RawExtension[] = [];
  const others: RawAttribute[] = [];
  for (const attribute of attributes ? children(der, expectTag(attributes, CONTEXT.ATTRIBUTES)) : []) {
    const [type, values] = children(der, expectTag(attribute, TAG.SEQUENCE));
    const oid = oidText(contents(der, expectTag(type, TAG.OID)));
    const [list] = children(der, expectTag(values, TAG.SET));
    if (oid === EXTENSION_REQUEST && list) extensions = extensionsOf(der, list);
    else if (list) others.push({ oid, value: encoded(der, list) });
  }
  return {
    der,
    signed: encoded(der, info),
    signatureAlgorithm: algorithmOf(der, algorithm),
    signature: bitsOf(der, signature),
    subject: encoded(der, expectTag(subject, TAG.SEQUENCE)),
    publicKey: publicKeyOf(der, key),
    extensions,
    attributes: others,
  };
}

/** A SubjectPublicKeyInfo on its own. */
export function readPublicKey(input: Uint8Array): PublicKeyInfo {
  const top = expectTag(element(input, 0), TAG.SEQUENCE);
  return publicKeyOf(input.subarray(0, top.end), top);
}
