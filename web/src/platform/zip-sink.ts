import type { FileSink, OutputFile } from '@toolbox/core/ports';
import { archiveEntryName } from '@toolbox/core/text/archive-path';
import { strToU8, type Zippable, zipSync } from 'fflate';

/**
 * Packs files into one zip. Repeated names get " (2)", " (3)"... so nothing is silently overwritten; a name that
 * would unpack outside the folder (`../`, `/`, `C:\`) is kept inside it (archiveEntryName).
 */
export function zipFiles(files: readonly OutputFile[], zipName: string): OutputFile {
  const entries: Zippable = {};
  for (const file of files) {
    const bytes = typeof file.data === 'string' ? strToU8(file.data) : file.data;
    entries[uniqueName(archiveEntryName(file.name), entries)] = [
      bytes,
      { level: isCompressed(file.mime) ? 0 : 6 },
    ];
  }
  const name = zipName.toLowerCase().endsWith('.zip') ? zipName : `${zipName}.zip`;
  return { name, mime: 'application/zip', data: zipSync(entries) };
}

function uniqueName(name: string, taken: Zippable): string {
  if (!(name in taken)) return name;
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; ; n++) {
    const candidate = `${stem} (${n})${ext}`;
    if (!(candidate in taken)) return candidate;
  }
}

function isCompressed(mime: string): boolean {
  return mime === 'image/png' || mime === 'image/jpeg' || mime === 'image/webp' || mime === 'application/zip';
}

/** Collects what a generator writes, then hands one zip to `target` on `finish()`. */
export function createZipSink(
  zipName: string,
  target: FileSink,
): FileSink & { finish(): Promise<OutputFile> } {
  const files: OutputFile[] = [];
  return {
    async write(file) {
      files.push(file);
    },
    async finish() {
      const zip = zipFiles(files, zipName);
      await target.write(zip);
      return zip;
    },
  };
}
