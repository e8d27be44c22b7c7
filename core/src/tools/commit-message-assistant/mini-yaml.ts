import { ToolInputError } from '../../errors';

/**
 * The YAML that commitlint configs use: block mappings and sequences, flow `[...]` / `{...}`,
 * quoted and plain scalars, comments. Anchors, multi-line strings and tags are not supported.
 */
export type YamlValue = string | number | boolean | null | YamlValue[] | { [key: string]: YamlValue };

interface Line {
  indent: number;
  text: string;
  number: number;
}

function stripComment(line: string): string {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '#' && (i === 0 || /\s/.test(line[i - 1] ?? ''))) return line.slice(0, i);
  }
  return line;
}

function scalar(text: string): YamlValue {
  const value = text.trim();
  if (/^".*"$/.test(value)) return JSON.parse(value) as string;
  if (/^'.*'$/.test(value)) return value.slice(1, -1).replace(/''/g, "'");
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  if (/^(null|~)?$/.test(value)) return null;
  return value;
}

function flow(text: string, fail: (why: string) => never): YamlValue {
  let pos = 0;
  const skip = () => {
    while (/\s/.test(text[pos] ?? '')) pos++;
  };
  const item = (): YamlValue => {
    skip();
    const char = text[pos];
    if (char === '[') {
      pos++;
      const list: YamlValue[] = [];
      skip();
      if (text[pos] === ']') {
        pos++;
        return list;
      }
      for (;;) {
        list.push(item());
        skip();
        if (text[pos] === ',') pos++;
        else if (text[pos] === ']') {
          pos++;
          return list;
        } else fail('expected , or ]');
      }
    }
    if (char === '{') {
      pos++;
      const map: Record<string, YamlValue> = {};
      skip();
      if (text[pos] === '}') {
        pos++;
        return map;
      }
      for (;;) {
        const key = String(item());
        skip();
        if (text[pos] !== ':') fail('expected :');
        pos++;
        map[key] = item();
        skip();
        if (text[pos] === ',') pos++;
        else if (text[pos] === '}') {
          pos++;
          return map;
        } else fail('expected , or }');
      }
    }
    if (char === '"' || char === "'") {
      const end = text.indexOf(char, pos + 1);
      if (end < 0) fail('unterminated string');
      const raw = text.slice(pos, end + 1);
      pos = end + 1;
      return scalar(raw);
    }
    const start = pos;
    while (pos < text.length && !/[,\]}:]/.test(text[pos] ?? '')) pos++;
    return scalar(text.slice(start, pos));
  };
  const value = item();
  skip();
  if (pos < text.length) fail('unexpected text after a value');
  return value;
}

export function parseMiniYaml(source: string, fileName = 'YAML'): YamlValue {
  const lines: Line[] = [];
  source.split(/\r?\n/).forEach((raw, index) => {
    const text = stripComment(raw).trimEnd();
    if (text.trim() === '' || text.trim() === '---') return;
    lines.push({ indent: text.length - text.trimStart().length, text: text.trim(), number: index + 1 });
  });
  let index = 0;
  const fail = (line: Line | undefined, why: string): never => {
    throw new ToolInputError(`${fileName}: line ${line?.number ?? '?'}: ${why}.`);
  };
  const inline = (text: string, line: Line): YamlValue =>
    /^[[{]/.test(text) ? flow(text, (why) => fail(line, why)) : scalar(text);

  const block = (indent: number): YamlValue => {
    const first = lines[index];
    if (!first || first.indent < indent) return null;
    if (first.text.startsWith('- ') || first.text === '-') {
      const list: YamlValue[] = [];
      while (
        lines[index] &&
        lines[index]?.indent === first.indent &&
        /^-( |$)/.test(lines[index]?.text ?? '')
      ) {
        const line = lines[index] as Line;
        const rest = line.text.slice(1).trim();
        if (/^-( |$)/.test(rest) || /^[^[{"'][^:]*:( |$)/.test(rest)) {
          // A compact nested item ("- - a", "- key: value") continues as a block two columns in.
          lines[index] = { indent: line.indent + 2, text: rest, number: line.number };
          list.push(block(line.indent + 2));
          continue;
        }
        index++;
        list.push(rest === '' ? block(line.indent + 1) : inline(rest, line));
      }
      return list;
    }
    const map: Record<string, YamlValue> = {};
    while (lines[index] && lines[index]?.indent === first.indent) {
      const line = lines[index] as Line;
      const match = /^("[^"]*"|'[^']*'|[^:]+?)\s*:(?:\s+(.*))?$/.exec(line.text);
      if (!match) fail(line, 'expected "key: value"');
      const key = String(scalar(match?.[1] ?? ''));
      index++;
      const rest = match?.[2]?.trim() ?? '';
      map[key] = rest === '' ? block(line.indent + 1) : inline(rest, line);
    }
    return map;
  };
  const value = block(0);
  if (index < lines.length) fail(lines[index], 'unexpected indentation');
  return value;
}
