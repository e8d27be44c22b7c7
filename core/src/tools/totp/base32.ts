const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, unpadded (as authenticator apps and otpauth:// URIs write secrets). */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/** The 1-based position of the first character that is not base32, or the bytes (spaces, dashes, case and `=` padding ignored). */
export function base32Decode(text: string): Uint8Array | { badAt: number; char: string } {
  const body = text.trimEnd().replace(/=+$/, '');
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const [at, char] of [...body].entries()) {
    if (/[\s-]/.test(char)) continue;
    // ASCII only: the long s ſ and the dotless ı upper-case to S and I.
    const value = /^[A-Za-z2-7]$/.test(char) ? ALPHABET.indexOf(char.toUpperCase()) : -1;
    if (value < 0) return { badAt: at + 1, char };
    buffer = ((buffer << 5) | value) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}
