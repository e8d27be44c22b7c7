import { describe, expect, it } from 'vitest';
import type { Operation } from './catalog';
import { resultOf } from './result';

const operation = { path: ['case'] } as Operation;
const ran = (stdout: Uint8Array) => resultOf(operation, { exitCode: 0, stdout, stderr: '' }, [], undefined);

describe('resultOf', () => {
  it('answers text holding U+FFFD (a replacement character in the input) as text, not as a blob', async () => {
    const json = '{\n  "text": "caf\uFFFD menu"\n}\n';
    const result = await ran(Buffer.from(json));
    expect(result.structuredContent).toEqual({ text: 'caf\uFFFD menu' });
    expect(result.content).toEqual([{ type: 'text', text: json }]);
  });

  it('answers what is not UTF-8, or holds NUL, as bytes', async () => {
    for (const bytes of [Buffer.from([0x25, 0x50, 0x44, 0x46, 0xff, 0xfe]), Buffer.from('a\0b')]) {
      const result = await ran(bytes);
      expect(result.structuredContent).toMatchObject({ bytes: bytes.length });
      expect(result.content[1]).toMatchObject({
        type: 'resource',
        resource: { blob: bytes.toString('base64') },
      });
    }
  });
});
