import { describe, expect, it } from 'vitest';
import { notUtf8Text } from './not-utf8';

describe('notUtf8Text', () => {
  it('names the first byte that starts no UTF-8 character, past real U+FFFDs and multi-byte characters', () => {
    expect(notUtf8Text('a.txt', new Uint8Array([0x63, 0x61, 0x66, 0xe9]))).toBe(
      'a.txt is not UTF-8 text (byte 0xE9 at offset 3)',
    );
    const bytes = new Uint8Array([...new TextEncoder().encode('\uFFFD日😀'), 0x80, 0x41]);
    expect(notUtf8Text('stdin', bytes)).toBe('stdin is not UTF-8 text (byte 0x80 at offset 10)');
  });
});
