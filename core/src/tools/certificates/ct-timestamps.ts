/**
 * The Signed Certificate Timestamps a publicly trusted certificate carries (RFC 6962 §3.3, the extension openssl
 * calls CT Precertificate SCTs): which Certificate Transparency log took it, when, and how the log signed, read from
 * the TLS encoding inside the extension's OCTET STRING. Each was shown as some 120 bytes of hex.
 */
import { contents, hexOf, TAG, wholeValue } from '../../der/der';
import { colonHex } from './hex';

/** The SCT signatures RFC 6962 §2.1.4 allows, as the tool names signature algorithms; others by their codes. */
const SIGNATURES: Readonly<Record<string, string>> = {
  '4/1': 'RSASSA-PKCS1-v1_5 with SHA-256',
  '4/3': 'ECDSA with SHA-256',
};

/** Reads big-endian numbers and byte runs off TLS-encoded bytes; throws past the end. */
function tlsReader(bytes: Uint8Array) {
  let at = 0;
  const take = (count: number) => {
    if (at + count > bytes.length) throw new Error('SCT list shorter than its lengths');
    at += count;
    return bytes.subarray(at - count, at);
  };
  const number = (count: number) => take(count).reduce((value, byte) => value * 256 + byte, 0);
  return {
    take,
    number,
    vector: (lengthBytes: number) => take(number(lengthBytes)),
    done: () => at === bytes.length,
  };
}

/** One SCT as a line: its log, its time (milliseconds, UTC), its signature; a version or extensions when it has them. */
function timestamp(sct: Uint8Array): string {
  const read = tlsReader(sct);
  const version = read.number(1);
  const logId = read.take(32);
  const time = new Date(read.number(8)).toISOString();
  const extensions = read.vector(2);
  const signature = `${read.number(1)}/${read.number(1)}`;
  read.vector(2);
  if (!read.done()) throw new Error('bytes after an SCT');
  return [
    ...(version === 0 ? [] : [`Version: ${version + 1}`]),
    `Log ID: ${colonHex(hexOf(logId))}`,
    `Timestamp: ${time}`,
    ...(extensions.length > 0 ? [`Extensions: ${colonHex(hexOf(extensions))}`] : []),
    `Signature: ${SIGNATURES[signature] ?? `hash ${signature.replace('/', ', signature ')}`}`,
  ].join(', ');
}

/** Each SCT of the list as a line; undefined when the value is not an OCTET STRING holding a whole list. */
export function ctTimestamps(value: Uint8Array): string[] | undefined {
  return wholeValue(value, TAG.OCTET_STRING, (whole) => {
    const list = tlsReader(contents(value, whole));
    const items = tlsReader(list.vector(2));
    if (!list.done()) throw new Error('bytes after the SCT list');
    const lines: string[] = [];
    while (!items.done()) lines.push(timestamp(items.vector(2)));
    return lines;
  });
}
