import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openShare, SHARE_CONTENT_BYTES, SHARE_MESSAGES, sealShare } from '#core/share/envelope';
import { webCryptoAesGcm } from '#core/share/web-crypto-aes-gcm';

// Node's WebCrypto through the factory both front ends bind: the envelope is checked against the real AES-GCM.
const webCrypto = webCryptoAesGcm(crypto.subtle);
const random = { bytes: (n: number) => crypto.getRandomValues(new Uint8Array(n)) };
const ports = { cipher: webCrypto, random };
const text = (value: string) => new TextEncoder().encode(value);
const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

describe('the sealed envelope', () => {
  it('opens to the same name, type and bytes with the link’s key, and holds none of them in the clear', async () => {
    const file = { name: '.env', type: 'text/plain', content: text(`SECRET=${JWT}\n`) };
    const { envelope, key } = await sealShare(file, ports);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(envelope[0]).toBe(1);
    expect(envelope.length).toBe(
      1 + 12 + 2 + '{"name":".env","type":"text/plain"}'.length + file.content.length + 16,
    );
    const clear = new TextDecoder('latin1').decode(envelope);
    for (const part of [JWT.slice(0, 20), '.env', 'text/plain']) expect(clear).not.toContain(part);
    expect(await openShare(envelope, key, webCrypto)).toEqual(file);
  });

  it('round-trips any bytes under a fresh key and IV each time', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 1, maxLength: 2000 }),
        fc.string(),
        async (content, name) => {
          const a = await sealShare({ name, type: 'application/octet-stream', content }, ports);
          const b = await sealShare({ name, type: 'application/octet-stream', content }, ports);
          expect(a.key).not.toBe(b.key);
          expect(a.envelope.subarray(1, 13)).not.toEqual(b.envelope.subarray(1, 13));
          const opened = await openShare(a.envelope, a.key, webCrypto);
          expect(opened.content).toEqual(content);
          expect(opened.name).toBe(name.slice(0, 255));
        },
      ),
      { numRuns: 50 },
    );
  });

  it('refuses any changed byte, the version included, and another link’s key (GCM’s tag)', async () => {
    const { envelope, key } = await sealShare({ name: '', type: 'text/plain', content: text(JWT) }, ports);
    const other = await sealShare({ name: '', type: 'text/plain', content: text(JWT) }, ports);
    for (const at of [1, 12, 13, 20, envelope.length - 1]) {
      const changed = envelope.slice();
      changed[at] = (changed[at] ?? 0) ^ 1;
      await expect(openShare(changed, key, webCrypto)).rejects.toThrow(SHARE_MESSAGES.tampered);
    }
    await expect(openShare(envelope, other.key, webCrypto)).rejects.toThrow(SHARE_MESSAGES.tampered);
    await expect(openShare(envelope.subarray(0, 20), key, webCrypto)).rejects.toThrow(
      SHARE_MESSAGES.tampered,
    );
    const future = envelope.slice();
    future[0] = 2;
    await expect(openShare(future, key, webCrypto)).rejects.toThrow(SHARE_MESSAGES.version);
  });

  it('refuses a malformed key, empty content and content over the limit with one clear line each', async () => {
    const { envelope, key } = await sealShare({ name: '', type: 'text/plain', content: text('x') }, ports);
    for (const bad of ['', key.slice(1), `${key}A`, key.replace(/^./, '+')])
      await expect(openShare(envelope, bad, webCrypto)).rejects.toThrow(SHARE_MESSAGES.badKey);
    await expect(sealShare({ name: '', type: '', content: new Uint8Array() }, ports)).rejects.toThrow(
      SHARE_MESSAGES.empty,
    );
    const big = new Uint8Array(SHARE_CONTENT_BYTES + 1);
    await expect(sealShare({ name: '', type: '', content: big }, ports)).rejects.toThrow(
      SHARE_MESSAGES.tooLarge,
    );
    expect(
      (await sealShare({ name: '', type: '', content: big.subarray(1) }, ports)).envelope.length,
    ).toBeLessThanOrEqual(264 * 1024);
  });
});
