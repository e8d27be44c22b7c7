import type { ConvertInput, ConvertResult, DataFormat } from './formats';
import { formatOfName } from './formats';

/**
 * JSON, YAML and TOML from one to another. The parsers (yaml, smol-toml) load with the first conversion, so a page
 * or command that imports the tool stays light until it converts.
 */
export async function runConvert(input: ConvertInput): Promise<ConvertResult> {
  const { runConvert: convert } = await import('./convert');
  return convert(input);
}

export interface FileFormatInput {
  /** The file's name, e.g. `Cargo.toml`. */
  name: string;
}

/** The format a file's name says (.json, .yaml/.yml, .toml); undefined leaves it to the text. */
export function runFileFormat(input: FileFormatInput): { format: DataFormat | undefined } {
  return { format: formatOfName(input.name) };
}
