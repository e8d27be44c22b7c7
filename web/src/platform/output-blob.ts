import type { OutputFile } from '@toolbox/core/ports';

export function outputFileToBlob(file: OutputFile): Blob {
  // Copying gives an ArrayBuffer-backed view, which Blob accepts whatever backed the original.
  const part = typeof file.data === 'string' ? file.data : new Uint8Array(file.data);
  return new Blob([part], { type: file.mime });
}
