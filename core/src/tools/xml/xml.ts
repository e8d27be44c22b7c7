// Reading and writing XML only: XPath (xpath.ts, with its DOM) and JSON in (from-json.ts, with its JSON parser) are
// modules of their own, so `toolbox xml format` starts without loading them.
import { ToolInputError } from '../../errors';
import { xmlToJson } from './json-convention';
import { XML_DEFAULTS, XML_MAX_LENGTH, XML_MESSAGES, type XmlIndent } from './options';
import { parseXml, XmlSyntaxError } from './parse';
import { writeXml } from './serialize';

export { declaredEncoding, decodeXml, encodeXml } from './encoding';
export { XmlSyntaxError };

export interface XmlInput {
  /** The XML text. */
  xml: string;
  /** format, to-json and from-json: spaces per level, or a tab. */
  indent?: XmlIndent;
}

export type XmlValidation =
  | { valid: true; root: string; elements: number; attributes: number; depth: number }
  | { valid: false; reason: string; line: number; column: number; message: string };

export const indentText = (indent: XmlIndent = XML_DEFAULTS.indent) =>
  indent === 'tab' ? '\t' : ' '.repeat(Number(indent));

export function checked(text: string, field: string, empty: string): string {
  if (text.trim() === '') throw new ToolInputError(empty, 'Error', field);
  if (text.length > XML_MAX_LENGTH) throw new ToolInputError(XML_MESSAGES.tooLong, 'Error', field);
  return text;
}

export const readXml = (xml: string, keepBlanks = false) =>
  parseXml(checked(xml, 'xml', XML_MESSAGES.emptyXml), { keepBlanks });

/** Indented as `xmllint --format` indents: element-only content one element a line, mixed content left as written. */
export function runXmlFormat(input: XmlInput): string {
  const doc = readXml(input.xml);
  try {
    return writeXml(doc, indentText(input.indent));
  } catch (error) {
    // Each level indents every line under it: 20,000 nested elements make 400 million characters of indentation.
    if (error instanceof RangeError) throw new ToolInputError(XML_MESSAGES.tooDeepToIndent, 'Error', 'xml');
    throw error;
  }
}

/** The indentation whitespace dropped, as `xmllint --noblanks`: every character of content kept. */
export function runXmlMinify(input: Pick<XmlInput, 'xml'>): string {
  return writeXml(readXml(input.xml), null);
}

/** Well-formed or not (XML 1.0 and Namespaces in XML), and where it first is not: line and column, 1-based. */
export function runXmlValidate(input: Pick<XmlInput, 'xml'>): XmlValidation {
  let doc: ReturnType<typeof readXml>;
  try {
    doc = readXml(input.xml);
  } catch (error) {
    if (!(error instanceof XmlSyntaxError)) throw error;
    const { reason, line, column, message } = error;
    return { valid: false, reason, line, column, message };
  }
  let elements = 0;
  let attributes = 0;
  let depth = 0;
  const work: [node: (typeof doc)['root'], level: number][] = [[doc.root, 1]];
  while (work.length > 0) {
    const [element, level] = work.pop()!;
    elements++;
    attributes += element.attributes.length;
    if (level > depth) depth = level;
    for (const child of element.children) if (child.type === 'element') work.push([child, level + 1]);
  }
  return { valid: true, root: doc.root.name, elements, attributes, depth };
}

/** The document as JSON in xmltodict's convention (json-convention.ts). */
export function runXmlToJson(input: XmlInput): string {
  const value = xmlToJson(readXml(input.xml, true));
  try {
    return `${JSON.stringify(value, null, indentText(input.indent))}\n`;
  } catch (error) {
    if (error instanceof RangeError) throw new ToolInputError(XML_MESSAGES.tooDeepForJson, 'Error', 'xml');
    throw error;
  }
}
