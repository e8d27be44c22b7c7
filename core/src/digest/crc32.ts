/** CRC-32 as zip, gzip and PNG use it (IEEE 802.3, reflected polynomial 0xEDB88320), the standard table form. */
const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** An incremental CRC-32: feed chunks with update, read the 4 bytes (big-endian, as `crc32` prints them) with digest. */
export function createCrc32() {
  let crc = 0xffffffff;
  return {
    update(bytes: Uint8Array) {
      let c = crc;
      for (let i = 0; i < bytes.length; i++) c = (TABLE[(c ^ (bytes[i] ?? 0)) & 0xff] ?? 0) ^ (c >>> 8);
      crc = c;
    },
    digest(): Uint8Array {
      const value = (crc ^ 0xffffffff) >>> 0;
      return new Uint8Array([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);
    },
  };
}
