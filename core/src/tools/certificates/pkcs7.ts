/**
 * The certificates of a PKCS #7 bundle (RFC 5652 §5: a ContentInfo of signedData, the `.p7b`/`.p7c` files CAs and
 * Windows hand out for a chain), as `openssl pkcs7 -print_certs` lists them: each certificate's DER. Its signers and
 * CRLs are not read.
 */
import { children, contents, element, encoded, oidText, TAG } from '../../der/der';

const SIGNED_DATA = '1.2.840.113549.1.7.2';

/** The certificates' DER when `der` is a PKCS #7 signedData, in the order written; undefined when it is not one. */
export function pkcs7Certificates(der: Uint8Array): Uint8Array[] | undefined {
  try {
    const top = element(der, 0);
    if (top.tag !== TAG.SEQUENCE) return undefined;
    const [type, wrapped] = children(der, top);
    if (type?.tag !== TAG.OID || oidText(contents(der, type)) !== SIGNED_DATA || wrapped?.tag !== 0xa0)
      return undefined;
    const [signedData] = children(der, wrapped);
    if (signedData?.tag !== TAG.SEQUENCE) return undefined;
    // version, digestAlgorithms, encapContentInfo, then certificates [0] IMPLICIT SET OF, crls [1], signerInfos.
    const certificates = children(der, signedData).find((field) => field.tag === 0xa0);
    return certificates ? children(der, certificates).map((cert) => encoded(der, cert)) : [];
  } catch {
    return undefined;
  }
}
