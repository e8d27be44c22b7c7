/**
 * The offset of the first byte that starts no UTF-8 character: the lenient decoder gives one U+FFFD for each bad
 * sequence and every other character is its own UTF-8 bytes, so walking the two together finds the first U+FFFD not
 * written as EF BF BD.
 */
function firstNotUtf8(bytes: Uint8Array): number {
  let at = 0;
  for (const char of new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)) {
    const code = char.codePointAt(0) ?? 0;
    if (code === 0xfffd && !(bytes[at] === 0xef && bytes[at + 1] === 0xbf && bytes[at + 2] === 0xbd))
      return at;
    at += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return at;
}

/**
 * What a refusal of bytes that are not UTF-8 says first, naming the input and the first such byte:
 * `notes.txt is not UTF-8 text (byte 0xE9 at offset 9)`; each front end adds its advice.
 */
export function notUtf8Text(name: string, bytes: Uint8Array): string {
  const at = firstNotUtf8(bytes);
  const byte = `0x${(bytes[at] ?? 0).toString(16).toUpperCase().padStart(2, '0')}`;
  return `${name} is not UTF-8 text (byte ${byte} at offset ${at})`;
}
