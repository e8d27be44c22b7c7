/**
 * A Certificate Policies extension as openssl prints it (`openssl x509 -text`, OpenSSL 3.0's v3_cpols.c), a line for
 * each of its lines, read from the extension's DER: each policy, then its qualifiers (a CPS pointer, a user notice
 * on one line). @peculiar/x509's text kept only the policy identifiers: a CA's CPS address was lost.
 */
import { children, type Element, oidText, signedInteger, TAG, wholeValue } from '../../der/der';
import { ia5Text } from './general-names';

/** The policies openssl names (the rest are shown as their OID, as openssl does). */
const POLICY_NAMES: Readonly<Record<string, string>> = { '2.5.29.32.0': 'X509v3 Any Policy' };
const CPS = '1.3.6.1.5.5.7.2.1';
const USER_NOTICE = '1.3.6.1.5.5.7.2.2';

/**
 * A DisplayText: IA5, Visible or UTF8String as text, a BMPString (UTF-16, big-endian) decoded; another type, an odd
 * BMPString or broken UTF-8 is broken DER, as openssl finds it (zlint's explicitTextBMPNotNFC).
 */
function displayText(der: Uint8Array, { tag, start, end }: Element): string {
  const bytes = der.subarray(start, end);
  if (tag === TAG.BMP_STRING && bytes.length % 2 === 0)
    return new TextDecoder('utf-16be', { fatal: true }).decode(bytes);
  if (tag === TAG.UTF8_STRING) return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  if (tag === TAG.IA5_STRING || tag === TAG.VISIBLE_STRING) return ia5Text(bytes);
  throw new Error(`not a DisplayText: tag ${tag}, ${bytes.length} bytes`);
}

/** An INTEGER's value as decimal text (a notice number). */
const integerText = (der: Uint8Array, { start, end }: Element) =>
  String(signedInteger(der.subarray(start, end)));

/** UserNotice ::= SEQUENCE { noticeRef NoticeReference OPTIONAL, explicitText DisplayText OPTIONAL }. */
function userNotice(der: Uint8Array, notice: Element): string {
  const parts: string[] = [];
  for (const part of children(der, notice)) {
    if (part.tag === TAG.SEQUENCE) {
      const [organization, numbers] = children(der, part);
      if (!organization || numbers?.tag !== TAG.SEQUENCE)
        throw new Error('NoticeReference without its parts');
      const list = children(der, numbers).map((number) => {
        if (number.tag !== TAG.INTEGER) throw new Error('a notice number that is not an INTEGER');
        return integerText(der, number);
      });
      parts.push(`Organization: ${displayText(der, organization)}`);
      parts.push(`Number${list.length > 1 ? 's' : ''}: ${list.join(', ')}`);
    } else parts.push(`Explicit Text: ${displayText(der, part)}`);
  }
  return `User Notice: ${parts.join(', ')}`.trimEnd();
}

/** A PolicyQualifierInfo: CPS: URI, User Notice: …, or the qualifier openssl does not know. */
function qualifier(der: Uint8Array, info: Element): string {
  const [id, value] = children(der, info);
  if (id?.tag !== TAG.OID) throw new Error('a qualifier without its OID');
  const kind = oidText(der.subarray(id.start, id.end));
  if (kind === CPS && value) return `CPS: ${ia5Text(der.subarray(value.start, value.end))}`;
  if (kind === USER_NOTICE && value?.tag === TAG.SEQUENCE) return userNotice(der, value);
  return `Unknown Qualifier: ${kind}`;
}

/** The extension's lines; undefined when its value is not CertificatePolicies. */
export function certificatePolicies(value: Uint8Array): string[] | undefined {
  return wholeValue(value, TAG.SEQUENCE, (list) =>
    children(value, list).flatMap((policy) => {
      const [id, qualifiers] = children(value, policy);
      if (policy.tag !== TAG.SEQUENCE || id?.tag !== TAG.OID) throw new Error('a policy without its OID');
      const oid = oidText(value.subarray(id.start, id.end));
      return [
        `Policy: ${POLICY_NAMES[oid] ?? oid}`,
        ...(qualifiers ? children(value, qualifiers).map((info) => qualifier(value, info)) : []),
      ];
    }),
  );
}
