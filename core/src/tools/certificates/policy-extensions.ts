/**
 * The smaller extensions openssl names and prints (`openssl x509 -text`, OpenSSL 3.0's v3_pcons.c, v3_pmaps.c,
 * v3_int.c, v3_tlsf.c, v3_pku.c), read from their DER: policy constraints, policy mappings and inhibit
 * anyPolicy of a CA, the TLS features a certificate demands (OCSP must-staple), a key's usage period and the empty
 * markers OCSP No Check and the CT poison. Each was shown as 'Unknown' and its bytes.
 */
import { children, contents, type Element, oidText, signedInteger, TAG, wholeValue } from '../../der/der';
import { timeOf } from './written-fields';

/** TLS extension numbers openssl names in a TLS Feature (RFC 7633). */
const TLS_FEATURES: Readonly<Record<string, string>> = { '5': 'status_request', '17': 'status_request_v2' };

const number = (der: Uint8Array, at: Element) => String(signedInteger(contents(der, at)));

/** A SEQUENCE's elements when `value` is one and fills it; throws otherwise (the caller shows the bytes). */
function sequence(value: Uint8Array): Element[] {
  const fields = wholeValue(value, TAG.SEQUENCE, (whole) => children(value, whole));
  if (!fields) throw new Error('not a SEQUENCE');
  return fields;
}

/** InhibitAnyPolicy ::= SkipCerts (an INTEGER): the number. */
function inhibitAnyPolicy(value: Uint8Array): string[] | undefined {
  return wholeValue(value, TAG.INTEGER, (whole) => [number(value, whole)]);
}

/** PolicyConstraints: `Require Explicit Policy:3, Inhibit Policy Mapping:1`, the ones present. */
function policyConstraints(value: Uint8Array): string[] {
  const parts = sequence(value).map((field) => {
    if (field.tag === 0x80) return `Require Explicit Policy:${number(value, field)}`;
    if (field.tag === 0x81) return `Inhibit Policy Mapping:${number(value, field)}`;
    throw new Error('not a PolicyConstraints field');
  });
  return parts.length > 0 ? [parts.join(', ')] : [];
}

/** PolicyMappings: `issuerPolicy:subjectPolicy` pairs on one line. */
function policyMappings(value: Uint8Array): string[] {
  const pairs = sequence(value).map((mapping) => {
    const oids = mapping.tag === TAG.SEQUENCE ? children(value, mapping) : [];
    if (oids.length !== 2 || oids.some((oid) => oid.tag !== TAG.OID)) throw new Error('not a policy mapping');
    return oids.map((oid) => oidText(contents(value, oid))).join(':');
  });
  return pairs.length > 0 ? [pairs.join(', ')] : [];
}

/** TLS Feature: the TLS extensions a server using the certificate must send (status_request: OCSP must-staple). */
function tlsFeatures(value: Uint8Array): string[] {
  const features = sequence(value).map((feature) => {
    if (feature.tag !== TAG.INTEGER) throw new Error('not a TLS feature');
    const id = number(value, feature);
    return TLS_FEATURES[id] ?? id;
  });
  return features.length > 0 ? [features.join(', ')] : [];
}

/** PrivateKeyUsagePeriod: `Not Before: …, Not After: …` (GeneralizedTimes tagged [0] and [1]), the ones present. */
function privateKeyUsagePeriod(value: Uint8Array): string[] {
  const parts = sequence(value).map((field) => {
    const label = field.tag === 0x80 ? 'Not Before' : field.tag === 0x81 ? 'Not After' : undefined;
    const time = label ? timeOf(value, { ...field, tag: 0x18 }) : undefined;
    if (!time) throw new Error('not a PrivateKeyUsagePeriod field');
    return `${label}: ${time.toISOString()}`;
  });
  return parts.length > 0 ? [parts.join(', ')] : [];
}

/** An extension whose value is NULL: openssl prints `NULL` for the CT poison, nothing for OCSP No Check. */
const isNull = (shown: string[]) => (value: Uint8Array) => {
  if (value.length !== 2 || value[0] !== 0x05 || value[1] !== 0) throw new Error('not NULL');
  return shown;
};

export const POLICY_EXTENSIONS: Readonly<
  Record<string, { name: string; read: (value: Uint8Array) => string[] | undefined }>
> = {
  '2.5.29.16': { name: 'Private Key Usage Period', read: privateKeyUsagePeriod },
  '2.5.29.33': { name: 'Policy Mappings', read: policyMappings },
  '2.5.29.36': { name: 'Policy Constraints', read: policyConstraints },
  '2.5.29.54': { name: 'Inhibit Any Policy', read: inhibitAnyPolicy },
  '1.3.6.1.5.5.7.1.24': { name: 'TLS Feature', read: tlsFeatures },
  '1.3.6.1.5.5.7.48.1.5': { name: 'OCSP No Check', read: isNull([]) },
  '1.3.6.1.4.1.11129.2.4.3': { name: 'CT Precertificate Poison', read: isNull(['NULL']) },
};
