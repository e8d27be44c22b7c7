// Markdown's inline marks read as a person reads the rendered text: `**bold**`, `_em_`, `` `code` ``, links and
// images keep their words and lose their syntax; a backslash escape (as the Markdown export writes) is its character.

// No part may run over the next bracket: from every `[` of a line of unclosed ones, a pattern reading to its end
// made the line quadratic (100,000 of them took 12 s). A link's text has no brackets in CommonMark either, and its
// destination's parentheses are balanced (`…/wiki/Foo_(bar)`).
const DESTINATION = String.raw`\((?:[^()[\]\s]|\([^()[\]\s]*\))*(?:\s+"[^"]*")?\)`;
const IMAGE = new RegExp(String.raw`!\[([^[\]]*)\]` + DESTINATION, 'g');
const LINK = new RegExp(String.raw`\[([^[\]]+)\]` + DESTINATION, 'g');
const AUTOLINK = /<((?:https?|mailto):[^<>\s]+)>/g;
const CODE = /`([^`]+)`/g;
const STRONG = /(?<![\w\\*])\*\*(?=\S)(.+?)(?<=\S)\*\*(?![\w*])|(?<![\w\\_])__(?=\S)(.+?)(?<=\S)__(?![\w_])/g;
const EMPHASIS =
  /(?<![\w\\*])\*(?=[^\s*])(.+?)(?<=[^\s*])\*(?![\w*])|(?<![\w\\_])_(?=[^\s_])(.+?)(?<=[^\s_])_(?![\w_])/g;
const ESCAPE = /\\([!-/:-@[-`{-~])/g;

/** One line of Markdown as its rendered words (code spans kept as written inside). */
export function plainInline(line: string): string {
  if (!/[*_`[\\<]/.test(line)) return line;
  const spans: string[] = [];
  const hold = (text: string) => `\uE000${spans.push(text) - 1}\uE000`;
  // Code spans and escaped characters first, so nothing inside them is read as a mark; put back after.
  const held = line.replace(CODE, (_, code: string) => hold(code)).replace(ESCAPE, (_, c: string) => hold(c));
  const plain = held
    .replace(IMAGE, '$1')
    .replace(LINK, '$1')
    .replace(AUTOLINK, '$1')
    .replace(STRONG, (_, a?: string, b?: string) => a ?? b ?? '')
    .replace(EMPHASIS, (_, a?: string, b?: string) => a ?? b ?? '');
  return plain.replace(/\uE000(\d+)\uE000/g, (_, i: string) => spans[Number(i)] ?? '');
}
