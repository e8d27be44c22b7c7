// What the page needs before the parsers load: the formats and how a file's name or text tells them apart.
export const DATA_FORMATS = ['json', 'yaml', 'toml'] as const;
export type DataFormat = (typeof DATA_FORMATS)[number];

export interface ConvertInput {
  text: string;
  to: DataFormat;
  /** Default: from the file name's extension, else guessed from the text. */
  from?: DataFormat;
  fileName?: string;
  sortKeys?: boolean;
}

export interface ConvertResult {
  output: string;
  from: DataFormat;
  to: DataFormat;
  /** YAML streams can hold several documents; JSON and TOML one. */
  documents: number;
}

export const FORMAT_LABELS: Readonly<Record<DataFormat, string>> = {
  json: 'JSON',
  yaml: 'YAML',
  toml: 'TOML',
};

/** The media type and extension of each format's files. */
export const FORMAT_FILES: Readonly<Record<DataFormat, { mime: string; extension: string }>> = {
  json: { mime: 'application/json', extension: 'json' },
  yaml: { mime: 'application/yaml', extension: 'yaml' },
  toml: { mime: 'application/toml', extension: 'toml' },
};

/** The format a file name says (.json, .yaml/.yml, .toml), or undefined. */
export function formatOfName(name: string): DataFormat | undefined {
  // [A-Za-z], not [a-z] with `i`: the same letters, without closing the class over case at every start (0.8M instructions).
  const ext = /\.([A-Za-z]+)$/.exec(name)?.[1]?.toLowerCase();
  return ext === 'json'
    ? 'json'
    : ext === 'yaml' || ext === 'yml'
      ? 'yaml'
      : ext === 'toml'
        ? 'toml'
        : undefined;
}

/**
 * A first line that is a TOML table header, `[server]`, or an array of tables, `[[bin]]` (a bare name with a letter:
 * `[[1]]` and `[[true]]` are JSON's too, and read as JSON).
 */
const TOML_HEADER = /^\[[\w.-]+\]\s*$|^\[\[(?!(?:true|false|null)\]\])[\w.-]*[A-Za-z_][\w.-]*\]\]\s*$/;

/**
 * JSON starts with { or [; TOML's first line (past blank lines and comments) is a [table] header or a key = value line,
 * as TOML's top level has nothing else (the lines after may be a multi-line array or string, or a YAML block's text
 * may hold key = value lines: the first line decides, not a count); anything else is read as YAML.
 */
export function guessFormat(text: string): DataFormat {
  const start = text.trimStart();
  if (start.startsWith('{') || start.startsWith('[{') || /^\[\s*[\d"'[{\]tfn-]/.test(start)) {
    if (!TOML_HEADER.test(start.split('\n')[0] ?? '')) return 'json';
  }
  const first =
    start.split('\n').find((line) => line.trim() !== '' && !line.trimStart().startsWith('#')) ?? '';
  return /^\s*\[\[?[\w."' -]+\]\]?\s*$|^\s*[\w."'-]+\s*=\s*\S/.test(first) ? 'toml' : 'yaml';
}
