/**
 * A certificate's validity and serial number as written in its DER, read as openssl reads them. @peculiar/x509 turns
 * a UTCTime with an offset (`160810160431-0500`, which X.680 allows and RFC 5280 does not) into 1899-11-30, and a
 * GeneralizedTime in year 1 into 1901 (JavaScript's Date.UTC takes years 0-99 as 1900-1999); its serial is the
 * INTEGER's bytes without their sign (DF01E8 for both 00 DF 01 E8 and the negative DF 01 E8).
 */

import { children, type Element, element, latin1, signedInteger } from '../../der/der';
import { utcMs } from '../../time/zones';

const UTC_TIME = 0x17;
const GENERALIZED_TIME = 0x18;

/** UTCTime (YYMMDDhhmm[ss]) or GeneralizedTime (YYYYMMDDhh[mm[ss[.f]]]), then Z or ±hhmm, as an instant. */
export function timeOf(der: Uint8Array, time: Element): Date | undefined {
  const text = latin1(der.subarray(time.start, time.end));
  const pattern =
    time.tag === UTC_TIME
      ? /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?(?:\.\d+)?(Z|[+-]\d{4})?$/
      : /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})?(\d{2})?(?:\.(\d+))?(Z|[+-]\d{4})?$/;
  const match = pattern.exec(text);
  if (!match) return undefined;
  const [, y = '', mo = '', d = '', h = '', mi = '0', s = '0'] = match;
  const fraction = time.tag === GENERALIZED_TIME ? (match[7] ?? '') : '';
  const zone = match[time.tag === GENERALIZED_TIME ? 8 : 7] ?? 'Z';
  // RFC 5280 §4.1.2.5.1: a UTCTime year of 50 or more is 19YY, below 50 is 20YY.
  const year = time.tag === UTC_TIME ? Number(y) + (Number(y) >= 50 ? 1900 : 2000) : Number(y);
  const wall = {
    year,
    month: Number(mo),
    day: Number(d),
    hour: Number(h),
    minute: Number(mi),
    second: Number(s),
  };
  const utc = utcMs(wall, Number(`0.${fraction || '0'}`) * 1000);
  const offset =
    zone === 'Z' ? 0 : (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(3)));
  const instant = utc - offset * 60_000;
  return Number.isNaN(instant) ? undefined : new Date(instant);
}

/** The fields of a certificate's TBSCertificate, from the serial on (an explicit version [0] comes before it). */
function tbsFields(der: Uint8Array): Element[] {
  const [tbs] = children(der, element(der, 0));
  if (!tbs) return [];
  const fields = children(der, tbs);
  return fields[0]?.tag === 0xa0 ? fields.slice(1) : fields;
}

/**
 * notBefore, notAfter and the serial (as openssl prints it: hex, negative when the INTEGER is) of a certificate's
 * DER; a field that is not laid out as X.509's is left out.
 */
export function writtenFields(der: Uint8Array): { notBefore?: Date; notAfter?: Date; serial?: string } {
  try {
    // serial, signature algorithm, issuer, validity.
    const [serial, , , validity] = tbsFields(der);
    const [notBefore, notAfter] = validity ? children(der, validity) : [];
    const before = notBefore && timeOf(der, notBefore);
    const after = notAfter && timeOf(der, notAfter);
    return {
      ...(before ? { notBefore: before } : {}),
      ...(after ? { notAfter: after } : {}),
      ...(serial?.tag === 0x02 && serial.end > serial.start
        ? { serial: integerText(der.subarray(serial.start, serial.end)) }
        : {}),
    };
  } catch {
    return {};
  }
}

/** A DER INTEGER's bytes as signed hex: `DF01E8` for 00 DF 01 E8, `-20FE18` for DF 01 E8. */
function integerText(bytes: Uint8Array): string {
  const value = signedInteger(bytes);
  const text = (value < 0n ? -value : value).toString(16).toUpperCase();
  return `${value < 0n ? '-' : ''}${text.length % 2 ? `0${text}` : text}`;
}
