import { describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';
import { createDownloadSink } from './download-sink';
import { outputFileToBlob } from './output-blob';

describe('copyText', () => {
  it('uses the async Clipboard API when it works', async () => {
    const writeText = vi.fn(async () => {});
    await copyText('hello', { clipboard: { writeText } });
    expect(writeText).toHaveBeenCalledWith('hello');
  });

  it('falls back to a hidden textarea when the API is denied', async () => {
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    const execCommand = vi.fn(() => true);
    const doc = Object.assign(document, { execCommand });
    await copyText('hello', { clipboard: { writeText }, document: doc });
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('fails loudly when nothing can copy', async () => {
    const doc = Object.assign(document, { execCommand: () => false });
    await expect(copyText('x', { document: doc })).rejects.toThrow('Clipboard is not available');
  });
});

describe('download sink', () => {
  it('clicks a temporary link named after the file', async () => {
    const clicked: { name: string; href: string }[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ name: this.download, href: this.href });
    });
    await createDownloadSink().write({
      name: 'favicon.ico',
      mime: 'image/x-icon',
      data: new Uint8Array([0, 0, 1, 0]),
    });
    expect(clicked).toEqual([{ name: 'favicon.ico', href: 'blob:test' }]);
    expect(create).toHaveBeenCalledOnce();
    expect(document.querySelector('a[download]')).toBeNull();
    vi.restoreAllMocks();
  });

  it('keeps the MIME type and bytes in the blob', async () => {
    const blob = outputFileToBlob({ name: 'a.json', mime: 'application/json', data: '{"a":1}' });
    expect(blob.type).toBe('application/json');
    expect(await blob.text()).toBe('{"a":1}');
  });
});
