import type { FileSink, OutputFile } from '@toolbox/core/ports';
import { outputFileToBlob } from './output-blob';

/** A FileSink that saves each file through a temporary download link. */
export function createDownloadSink(getDocument: () => Document = () => document): FileSink {
  return {
    async write(file: OutputFile) {
      const doc = getDocument();
      const url = URL.createObjectURL(outputFileToBlob(file));
      const link = doc.createElement('a');
      link.href = url;
      link.download = file.name;
      link.rel = 'noopener';
      link.hidden = true;
      doc.body.append(link);
      link.click();
      link.remove();
      // Revoking at once can cancel the download in some browsers; a short delay is enough.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  } satisfies FileSink;
}

export const downloadSink: FileSink = createDownloadSink();
