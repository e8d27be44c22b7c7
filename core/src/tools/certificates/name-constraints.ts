/**
 * Name Constraints (RFC 5280 §4.2.1.10) as openssl prints them (`openssl x509 -text`, OpenSSL 3.0's v3_ncons.c),
 * read from the extension's DER: a `Permitted:` line and an `Excluded:` line, each with its subtrees' names. A
 * constrained CA's limits (the domains and networks it may issue for) were shown as bytes.
 */
import { children, type Element, TAG, wholeValue } from '../../der/der';
import { generalName, ipText } from './general-names';

/** An address and its mask (8 or 32 bytes) as openssl writes them: `IP:192.168.0.0/255.255.0.0`. */
function addressRange(bytes: Uint8Array): string {
  const half = bytes.length / 2;
  if (half !== 4 && half !== 16) return 'IP Address:<invalid>';
  return `IP:${ipText(bytes.subarray(0, half))}/${ipText(bytes.subarray(half))}`;
}

/** GeneralSubtrees: each subtree's base name (openssl leaves out its minimum and maximum). */
function subtrees(der: Uint8Array, list: Element, directoryName: (der: Uint8Array) => string): string[] {
  return children(der, list).map((subtree) => {
    const [base] = subtree.tag === TAG.SEQUENCE ? children(der, subtree) : [];
    if (!base) throw new Error('a GeneralSubtree without its base');
    if (base.tag === 0x87) return addressRange(der.subarray(base.start, base.end));
    return generalName(der, base, directoryName, false);
  });
}

/**
 * `Permitted: DNS:.example.com, IP:10.0.0.0/255.0.0.0` and `Excluded: …`, a line each when it has subtrees;
 * `directoryName` writes a Name's DER as the tool writes subjects. undefined when the value is broken.
 */
export function nameConstraints(
  value: Uint8Array,
  directoryName: (der: Uint8Array) => string,
): string[] | undefined {
  return wholeValue(value, TAG.SEQUENCE, (whole) =>
    children(value, whole).flatMap((part) => {
      const label = part.tag === 0xa0 ? 'Permitted' : part.tag === 0xa1 ? 'Excluded' : undefined;
      if (!label) throw new Error(`not a part of NameConstraints: tag ${part.tag}`);
      const names = subtrees(value, part, directoryName);
      return names.length > 0 ? [`${label}: ${names.join(', ')}`] : [];
    }),
  );
}
