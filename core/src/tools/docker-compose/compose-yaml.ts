// The Compose file as YAML 1.1 text, written exactly as the `yaml` package's
// `stringify(value, { version: '1.1', lineWidth: 0 })` writes it (compose-yaml.test.ts holds the two side by side),
// for the values a Compose file holds: maps, lists, strings, numbers, booleans and null. The package's parser,
// documents and schemas cost `toolbox compose` ~50M instructions at each start (twice Node's own); this is the part
// of its writer those values reach, without line folding (lineWidth 0).

type Value =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly Value[]
  | { readonly [key: string]: Value };

const STEP = '  ';

/** YAML 1.1's plain scalars that read back as something other than a string (the yaml package's 1.1 schema). */
const NOT_STRING = [
  /^(?:~|[Nn]ull|NULL)?$/,
  /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
  /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
  /^[-+]?0b[0-1_]+$/,
  /^[-+]?0[0-7_]+$/,
  /^[-+]?[0-9][0-9_]*$/,
  /^[-+]?0x[0-9a-fA-F_]+$/,
  /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
  /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
  /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
  /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
  /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
  /^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\.[0-9]+)?)(?:[ \t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$/,
];

const containsDocumentMarker = (text: string) => /^(%|---|\.\.\.)/m.test(text);

/** Where the scalar is written: as a map's key, and the indentation of the lines under it. */
interface Place {
  key: boolean;
  indent: string;
}

const NAMED_ESCAPES: Record<string, string> = {
  '0000': '\\0',
  '0007': '\\a',
  '000b': '\\v',
  '001b': '\\e',
  '0085': '\\N',
  '00a0': '\\_',
  '2028': '\\L',
  '2029': '\\P',
};

function doubleQuoted(value: string, { key, indent: at }: Place): string {
  const json = JSON.stringify(value);
  const indent = at || (containsDocumentMarker(value) ? STEP : '');
  let out = '';
  let start = 0;
  for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
    if (ch === ' ' && json[i + 1] === '\\' && json[i + 2] === 'n') {
      out += `${json.slice(start, i)}\\ `;
      i += 1;
      start = i;
      ch = '\\';
    }
    if (ch !== '\\') continue;
    if (json[i + 1] === 'u') {
      out += json.slice(start, i);
      const code = json.substr(i + 2, 4);
      out += NAMED_ESCAPES[code] ?? (code.startsWith('00') ? `\\x${code.substr(2)}` : json.substr(i, 6));
      i += 5;
      start = i + 1;
    } else if (json[i + 1] === 'n' && !(key || json[i + 2] === '"' || json.length < 40)) {
      out += `${json.slice(start, i)}\n\n`;
      while (json[i + 2] === '\\' && json[i + 3] === 'n' && json[i + 4] !== '"') {
        out += '\n';
        i += 2;
      }
      out += indent;
      if (json[i + 2] === ' ') out += '\\';
      i += 1;
      start = i + 1;
    } else {
      i += 1;
    }
  }
  return start ? out + json.slice(start) : json;
}

function singleQuoted(value: string, place: Place): string {
  if ((place.key && value.includes('\n')) || /[ \t]\n|\n[ \t]/.test(value)) return doubleQuoted(value, place);
  const indent = place.indent || (containsDocumentMarker(value) ? STEP : '');
  return `'${value.replace(/'/g, "''").replace(/\n+/g, `$&\n${indent}`)}'`;
}

function quoted(value: string, place: Place): string {
  const hasDouble = value.includes('"');
  const hasSingle = value.includes("'");
  return hasDouble && !hasSingle ? singleQuoted(value, place) : doubleQuoted(value, place);
}

function block(value: string, place: Place, forceIndent = false): string {
  if (/\n[\t ]+$/.test(value)) return quoted(value, place);
  const indent = place.indent || (forceIndent || containsDocumentMarker(value) ? STEP : '');
  if (!value) return '|\n';
  let endStart = value.length;
  while (endStart > 0) {
    const ch = value[endStart - 1];
    if (ch !== '\n' && ch !== '\t' && ch !== ' ') break;
    endStart--;
  }
  let end = value.substring(endStart);
  const endNewline = end.indexOf('\n');
  const chomp = endNewline === -1 ? '-' : value === end || endNewline !== end.length - 1 ? '+' : '';
  let body = value;
  if (end) {
    body = body.slice(0, -end.length);
    if (end.endsWith('\n')) end = end.slice(0, -1);
    end = end.replace(/(^|(?<!\n))\n+(?!\n|$)/g, `$&${indent}`);
  }
  let startsWithSpace = false;
  let startEnd = 0;
  let startNewline = -1;
  for (; startEnd < body.length; ++startEnd) {
    const ch = body[startEnd];
    if (ch === ' ') startsWithSpace = true;
    else if (ch === '\n') startNewline = startEnd;
    else break;
  }
  let start = body.substring(0, startNewline < startEnd ? startNewline + 1 : startEnd);
  if (start) {
    body = body.substring(start.length);
    start = start.replace(/\n+/g, `$&${indent}`);
  }
  const header = (startsWithSpace ? (indent ? '2' : '1') : '') + chomp;
  return `|${header}\n${indent}${start}${body.replace(/\n+/g, `$&${indent}`)}${end}`;
}

function plain(value: string, place: Place): string {
  if (place.key && value.includes('\n')) return quoted(value, place);
  if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
    return place.key || !value.includes('\n') ? quoted(value, place) : block(value, place);
  }
  if (!place.key && value.includes('\n')) return block(value, place);
  if (containsDocumentMarker(value)) {
    if (place.indent === '') return block(value, place, true);
    if (place.key && place.indent === STEP) return quoted(value, place);
  }
  const text = value.replace(/\n+/g, `$&\n${place.indent}`);
  return NOT_STRING.some((pattern) => pattern.test(text)) ? quoted(value, place) : text;
}

function scalarString(value: string, place: Place): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters YAML can only write escaped
  return /[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(value)
    ? doubleQuoted(value, place)
    : plain(value, place);
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? '.nan' : value < 0 ? '-.inf' : '.inf';
  return Object.is(value, -0) ? '-0' : JSON.stringify(value);
}

const isCollection = (value: Value): value is readonly Value[] | { readonly [key: string]: Value } =>
  typeof value === 'object' && value !== null;

const isEmpty = (value: Value) =>
  Array.isArray(value) ? value.length === 0 : Object.keys(value as object).length === 0;

/** A value written where its lines are indented by `indent` (a scalar on the line it starts). */
function node(value: Value, indent: string): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'string') return scalarString(value, { key: false, indent });
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const itemIndent = indent + STEP;
    return value.map((item: Value) => `- ${node(item, itemIndent)}`).join(`\n${indent}`);
  }
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  if (entries.length === 0) return '{}';
  return entries.map(([name, item]) => pair(name, item, indent)).join(`\n${indent}`);
}

function pair(name: string, value: Value, indent: string): string {
  const inner = indent + STEP;
  let key = scalarString(name, { key: true, indent: inner });
  const explicit = key.length > 1024;
  key = explicit ? `? ${key}\n${indent}:` : `${key}:`;
  const text = node(value, inner);
  if (!explicit && isCollection(value) && !isEmpty(value)) return `${key}\n${inner}${text}`;
  return text === '' || text[0] === '\n' ? key + text : `${key} ${text}`;
}

/** A Compose file (or any map of JSON values) as YAML 1.1, ending with a newline. */
export function composeYaml(value: object): string {
  return `${node(value as Value, '')}\n`;
}
