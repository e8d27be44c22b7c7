/**
 * CRL Distribution Points and the Netscape Cert Type as openssl prints them (`openssl x509 -text`, OpenSSL 3.0's
 * v3_crld.c and v3_bitst.c), read from the extension's DER. @peculiar/x509's text showed an empty "Distribution
 * Point:" before each point's names and a CRL issuer as "[object Object]", and did not know the Netscape type.
 */
import { bitNames, children, TAG, wholeValue } from '../../der/der';
import { namesIn } from './general-names';

/** ReasonFlags' bits in openssl's words. */
const REASONS = [
  'Unused',
  'Key Compromise',
  'CA Compromise',
  'Affiliation Changed',
  'Superseded',
  'Cessation Of Operation',
  'Certificate Hold',
  'Privilege Withdrawn',
  'AA Compromise',
];

/** NetscapeCertType's bits in openssl's words. */
const NETSCAPE_TYPES = [
  'SSL Client',
  'SSL Server',
  'S/MIME',
  'Object Signing',
  'Unused',
  'SSL CA',
  'S/MIME CA',
  'Object Signing CA',
];

/** A DER element's tag and length (up to 64 KiB, the length's shortest form). */
const header = (tag: number, length: number) =>
  length < 0x80
    ? [tag, length]
    : length < 0x100
      ? [tag, 0x81, length]
      : [tag, 0x82, length >> 8, length & 0xff];

/**
 * Each distribution point's lines: `Full Name: URI:…, URI:…` (or `Relative Name: CN=…`), `Reasons: …`, `CRL Issuer:
 * DirName:…`. `directoryName` writes a Name's DER as the tool writes subjects; undefined when the value is broken.
 */
export function distributionPoints(
  value: Uint8Array,
  directoryName: (der: Uint8Array) => string,
): string[] | undefined {
  return wholeValue(value, TAG.SEQUENCE, (list) =>
    children(value, list).flatMap((point) => {
      if (point.tag !== TAG.SEQUENCE) throw new Error('a distribution point that is not a SEQUENCE');
      return children(value, point).flatMap((part) => {
        // [0] distributionPoint: [0] fullName (GeneralNames) or [1] nameRelativeToCRLIssuer (an RDN).
        if (part.tag === 0xa0)
          return children(value, part).map((name) => {
            if (name.tag === 0xa0) return `Full Name: ${namesIn(value, name, directoryName).join(', ')}`;
            if (name.tag !== 0xa1) throw new Error('a distribution point name of neither kind');
            // The RDN (its SET's contents) as the one RDN of a Name.
            const rdn = value.subarray(name.start, name.end);
            const set = header(TAG.SET, rdn.length);
            return `Relative Name: ${directoryName(new Uint8Array([...header(TAG.SEQUENCE, set.length + rdn.length), ...set, ...rdn]))}`;
          });
        if (part.tag === 0x81)
          return [`Reasons: ${bitNames(value.subarray(part.start, part.end), REASONS).join(', ')}`];
        if (part.tag === 0xa2) return [`CRL Issuer: ${namesIn(value, part, directoryName).join(', ')}`];
        throw new Error(`not a part of a distribution point: tag ${part.tag}`);
      });
    }),
  );
}

/** The Netscape Cert Type's set bits in openssl's words; undefined when the value is not a BIT STRING. */
export function netscapeCertType(value: Uint8Array): string[] | undefined {
  return wholeValue(value, TAG.BIT_STRING, (bits) => [
    bitNames(value.subarray(bits.start, bits.end), NETSCAPE_TYPES).join(', '),
  ]);
}
