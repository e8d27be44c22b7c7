import type { XmlDocument, XmlElement, XmlNode } from './parse';

/** As libxml2 escapes them when it saves a document in UTF-8 (xmlsave.c): markup and the characters a parser would change. */
function escapeText(text: string): string {
  return text.replace(/[&<>\r]/g, (char) => TEXT_ESCAPES[char]!);
}

export function escapeAttribute(value: string): string {
  return value.replace(/[&<>"\n\r\t]/g, (char) => ATTRIBUTE_ESCAPES[char]!);
}

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };
const ATTRIBUTE_ESCAPES: Record<string, string> = {
  ...TEXT_ESCAPES,
  '"': '&quot;',
  '\n': '&#10;',
  '\t': '&#9;',
};

/** Namespace declarations first, as libxml2 keeps them apart from the other attributes and writes them first. */
function startTag(element: XmlElement): string {
  let tag = `<${element.name}`;
  for (const [name, value] of element.attributes) {
    if (name === 'xmlns' || name.startsWith('xmlns:')) tag += ` ${name}="${escapeAttribute(value)}"`;
  }
  for (const [name, value] of element.attributes) {
    if (name !== 'xmlns' && !name.startsWith('xmlns:')) tag += ` ${name}="${escapeAttribute(value)}"`;
  }
  return tag;
}

/** `]]>` cannot stand inside one CDATA section: libxml2 splits the section there. */
function cdata(text: string): string {
  return `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

function leaf(node: Exclude<XmlNode, XmlElement>): string {
  switch (node.type) {
    case 'text':
      return escapeText(node.text);
    case 'cdata':
      return cdata(node.text);
    case 'comment':
      return `<!--${node.text}-->`;
    case 'pi':
      return node.body === '' ? `<?${node.target}?>` : `<?${node.target} ${node.body}?>`;
    case 'doctype':
      return doctype(node.text);
  }
}

/** An element's children go on their own indented lines only when none of them is text (libxml2's rule). */
const holdsText = (element: XmlElement) =>
  element.children.some((child) => child.type === 'text' || child.type === 'cdata');

/**
 * Writes one node and everything under it, without recursion (a 10 MB document may nest deeper than the stack):
 * `indent` null writes it on one line, as `xmllint --noblanks` does; a string indents element-only content by it,
 * as `xmllint --format` does.
 */
function writeNode(node: XmlNode, indent: string | null, out: string[]): void {
  type Frame = { element: XmlElement; next: number; formatted: boolean; depth: number };
  if (node.type !== 'element') {
    out.push(leaf(node));
    return;
  }
  const open = (element: XmlElement, formatted: boolean, depth: number): Frame | undefined => {
    if (formatted && depth > 0) out.push(indent!.repeat(depth));
    out.push(startTag(element));
    if (element.children.length === 0) {
      out.push('/>');
      return undefined;
    }
    const inner = formatted && !holdsText(element);
    out.push(inner ? '>\n' : '>');
    return { element, next: 0, formatted: inner, depth: depth + 1 };
  };
  const stack: Frame[] = [];
  const first = open(node, indent !== null, 0);
  if (first) stack.push(first);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const child = frame.element.children[frame.next++];
    if (child === undefined) {
      stack.pop();
      if (frame.formatted) out.push(indent!.repeat(frame.depth - 1));
      out.push(`</${frame.element.name}>`);
      const parent = stack[stack.length - 1];
      if (parent?.formatted) out.push('\n');
      continue;
    }
    if (child.type === 'element') {
      const inner = open(child, frame.formatted, frame.depth);
      if (inner) stack.push(inner);
      else if (frame.formatted) out.push('\n');
      continue;
    }
    if (frame.formatted) out.push(indent!.repeat(frame.depth));
    out.push(leaf(child));
    if (frame.formatted) out.push('\n');
  }
}

/** One node as `xmllint --xpath` prints it. */
export function writeXmlNode(node: XmlNode): string {
  const out: string[] = [];
  writeNode(node, null, out);
  return out.join('');
}

function declarationOf(doc: XmlDocument): string {
  const { declaration } = doc;
  if (!declaration) return '';
  let text = `<?xml version="${declaration.version ?? '1.0'}"`;
  if (declaration.encoding !== undefined) text += ` encoding="${declaration.encoding}"`;
  if (declaration.standalone !== undefined) text += ` standalone="${declaration.standalone}"`;
  return `${text}?>\n`;
}

/**
 * `<!DOCTYPE name PUBLIC "…" "…" [ … ]>` with its parts one space apart and each declaration of the internal subset
 * on its own line, as libxml2 writes a DTD back.
 */
function doctype(text: string): string {
  const open = text.indexOf('[');
  const close = text.lastIndexOf(']');
  const head = (open < 0 ? text : text.slice(0, open)).trim();
  const words = head.match(/"[^"]*"|'[^']*'|[^\s"']+/g) ?? [];
  const external = words.map((word) => (word.startsWith("'") ? `"${word.slice(1, -1)}"` : word)).join(' ');
  if (open < 0 || close < open) return `<!DOCTYPE ${external}>`;
  const declarations =
    text
      .slice(open + 1, close)
      .match(/<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!(?:"[^"]*"|'[^']*'|[^>"'])*>|%[^;\s]+;/g) ?? [];
  const lines = declarations.map((declaration) =>
    declaration.startsWith('<!--') || declaration.startsWith('<?')
      ? declaration
      : declaration.replace(/("[^"]*"|'[^']*')|\s+/g, (_match, quoted: string | undefined) => quoted ?? ' '),
  );
  return `<!DOCTYPE ${external} [\n${lines.join('\n')}\n]>`;
}

/**
 * The document written back: its XML declaration (only when it had one), then each top-level node on its own line.
 * Whitespace the parser judged ignorable is already gone (parse.ts), so both modes keep every character of content.
 */
export function writeXml(doc: XmlDocument, indent: string | null): string {
  const out: string[] = [declarationOf(doc)];
  for (const node of doc.children) {
    writeNode(node, indent, out);
    out.push('\n');
  }
  return out.join('');
}
