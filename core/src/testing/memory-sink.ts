import type { FileSink, OutputFile } from '../ports';

export function memorySink(): FileSink & { files: OutputFile[] } {
  const files: OutputFile[] = [];
  return {
    files,
    async write(file) {
      files.push(file);
    },
  };
}
