import { execFileSync } from 'node:child_process';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeTextFile, openTextFile } from './text-file';

afterEach(() => vi.restoreAllMocks());

const bytes = (text: string, encoding: BufferEncoding = 'utf8') =>
  new Uint8Array(Buffer.from(text, encoding));

describe('a chosen file read as text', () => {
  it('reads UTF-8, without the byte order mark some editors write', () => {
    expect(decodeTextFile(bytes('caf\u00e9 👍🏽\n'), 'a.json')).toBe('caf\u00e9 👍🏽\n');
    expect(decodeTextFile(bytes('\uFEFF{"a":1}'), 'a.json')).toBe('{"a":1}');
    expect(decodeTextFile(new Uint8Array(), 'empty.yaml')).toBe('');
  });

  it('reads UTF-16 with its byte order mark (PowerShell 5 and Notepad write it), as iconv does', () => {
    const text = 'name: caf\u00e9 👍🏽\r\n';
    const le = new Uint8Array([0xff, 0xfe, ...bytes(text, 'utf16le')]);
    const be = new Uint8Array([0xfe, 0xff, ...Buffer.from(bytes(text, 'utf16le')).swap16()]);
    const iconv = (from: string, input: Uint8Array) =>
      execFileSync('iconv', ['-f', from, '-t', 'UTF-8'], { input, encoding: 'utf8' }).replace(/^\uFEFF/, '');
    expect(decodeTextFile(le, 'a.yaml')).toBe(iconv('UTF-16', le));
    expect(decodeTextFile(be, 'a.yaml')).toBe(iconv('UTF-16', be));
    expect(decodeTextFile(le, 'a.yaml')).toBe(text);
  });

  it('refuses Latin-1 and names the first byte that is not UTF-8, never showing U+FFFD in its place', () => {
    expect(() => decodeTextFile(bytes('a: caf\u00e9\n', 'latin1'), 'latin1.yaml')).toThrow(
      'latin1.yaml is not UTF-8 text (byte 0xE9 at offset 6): save it as UTF-8 and open it again.',
    );
    // A U+FFFD the file spells (EF BF BD) is text, not a fault.
    expect(decodeTextFile(bytes('a\uFFFD'), 'a.txt')).toBe('a\uFFFD');
    expect(() =>
      decodeTextFile(
        bytes('ok \uFFFD \xff', 'latin1').map((b, i) => (i === 3 ? 0xef : b)),
        'x',
      ),
    ).toThrow(/offset 3\)/);
  });

  it('refuses a binary file: NUL bytes, or a UTF-16 mark over bytes that are not UTF-16', () => {
    expect(() => decodeTextFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]), 'a.json')).toThrow(
      'a.json is a binary file, not text (it holds NUL bytes).',
    );
    // A PNG, a DER key: bytes that are not UTF-8 either, but saving them as UTF-8 is no advice for them.
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
    expect(() => decodeTextFile(new Uint8Array(png), 'logo.png')).toThrow(
      'logo.png is a binary file, not text (it holds NUL bytes).',
    );
    const der = [
      0x30, 0x82, 0x01, 0x22, 0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01,
      0x05, 0x00,
    ];
    expect(() => decodeTextFile(new Uint8Array(der), 'id.key')).toThrow(
      'id.key is a binary file, not text (it holds NUL bytes).',
    );
    expect(() => decodeTextFile(new Uint8Array([0xff, 0xfe, 0x00, 0xd8]), 'a.json')).toThrow(
      "a.json is not UTF-16 text, though it starts with UTF-16's byte order mark.",
    );
  });

  it('opens a file: its text, or a toast saying why not and undefined', async () => {
    const error = vi.spyOn(toast, 'error');
    expect(await openTextFile(new File(['x: 1\n'], 'a.yaml'))).toBe('x: 1\n');
    expect(await openTextFile(new File([bytes('caf\u00e9', 'latin1')], 'b.yaml'))).toBeUndefined();
    expect(error).toHaveBeenCalledWith('Not UTF-8 Text', {
      description: 'b.yaml is not UTF-8 text (byte 0xE9 at offset 3): save it as UTF-8 and open it again.',
    });
    const huge = new File(['{}'], 'huge.pem');
    Object.defineProperty(huge, 'size', { value: 100 * 1024 * 1024 });
    Object.defineProperty(huge, 'arrayBuffer', { value: () => Promise.reject(new Error('read')) });
    expect(await openTextFile(huge, 1024 * 1024)).toBeUndefined();
    expect(error).toHaveBeenLastCalledWith('File Too Large', { description: 'Open a file of up to 1 MB.' });
  });
});
