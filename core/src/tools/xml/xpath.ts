import { DOMParser, MIME_TYPE } from '@xmldom/xmldom';
import * as xpath from 'xpath';
import { ToolInputError } from '../../errors';
import { declaredAttributeTypes } from './attlist';
import type { XmlElement, XmlNode } from './parse';
import { escapeAttribute, writeXmlNode } from './serialize';
import { readXml } from './xml';

export interface XmlXPathInput {
  xml: string;
  expression: string;
  /** Prefixes the expression uses that the document does not declare (prefix -> namespace URI). */
  namespaces?: Record<string, string>;
}

export interface XPathResult {
  /** What the expression gave: a node-set, or one of XPath 1.0's three other types. */
  type: 'nodes' | 'number' | 'string' | 'boolean';
  /** Nodes as `xmllint --xpath` prints them (an attribute as ` name="value"`); a single value otherwise. */
  values: string[];
}

/** The namespace declarations taken off each element, written back when it is printed. */
const declared = new WeakMap<Element, [string, string][]>();

/**
 * XPath's prefixes: each xmlns:prefix the document declares (the first one wins), then the ones given. The
 * declarations are then taken off the elements (which keep their namespaces): in XPath's data model they are not
 * attributes, but xmldom lists them as such and the xpath package would count them in @*.
 */
function takeNamespaces(doc: Document, given: Record<string, string>): Record<string, string> {
  const found: Record<string, string> = {};
  const all = doc.getElementsByTagName('*');
  for (let index = 0; index < all.length; index++) {
    const element = all[index]!;
    const declarations: [string, string][] = [];
    for (let at = 0; at < element.attributes.length; at++) {
      const { name, value } = element.attributes[at]!;
      if (name !== 'xmlns' && !name.startsWith('xmlns:')) continue;
      declarations.push([name, value]);
      if (name.startsWith('xmlns:') && !Object.hasOwn(found, name.slice(6))) found[name.slice(6)] = value;
    }
    if (declarations.length === 0) continue;
    for (const [name] of declarations) element.removeAttribute(name);
    declared.set(element, declarations);
  }
  return { ...found, ...given };
}

/** A DOM node as the parse tree serialize.ts writes (iterative: a selected node may be deep). */
function treeOf(node: Node): XmlNode {
  const convert = (each: Node): XmlNode | undefined => {
    switch (each.nodeType) {
      case 1: {
        const element = each as Element;
        const attributes: [string, string][] = [...(declared.get(element) ?? [])];
        for (let at = 0; at < element.attributes.length; at++) {
          const attribute = element.attributes[at]!;
          attributes.push([attribute.name, attribute.value]);
        }
        return { type: 'element', name: element.tagName, attributes, children: [] };
      }
      case 3:
        return { type: 'text', text: each.nodeValue ?? '' };
      case 4:
        return { type: 'cdata', text: each.nodeValue ?? '' };
      case 7:
        return { type: 'pi', target: (each as ProcessingInstruction).target, body: each.nodeValue ?? '' };
      case 8:
        return { type: 'comment', text: each.nodeValue ?? '' };
      default:
        return undefined;
    }
  };
  const top = convert(node)!;
  const work: [Node, XmlElement][] = top.type === 'element' ? [[node, top]] : [];
  while (work.length > 0) {
    const [dom, element] = work.pop()!;
    for (let child = dom.firstChild; child; child = child.nextSibling) {
      const converted = convert(child);
      if (!converted) continue;
      element.children.push(converted);
      if (converted.type === 'element') work.push([child, converted]);
    }
  }
  return top;
}

function printNode(node: Node): string {
  // A namespace node (the xpath package's own kind): written as the declaration that makes it.
  if ((node as { isXPathNamespace?: boolean }).isXPathNamespace) {
    const { prefix, nodeValue } = node as unknown as { prefix: string; nodeValue: string };
    return ` ${prefix === '' ? 'xmlns' : `xmlns:${prefix}`}="${escapeAttribute(nodeValue)}"`;
  }
  if (node.nodeType === 2) return ` ${(node as Attr).name}="${escapeAttribute((node as Attr).value)}"`;
  if (node.nodeType === 9) {
    const root = (node as Document).documentElement;
    return root ? writeXmlNode(treeOf(root)) : '';
  }
  return writeXmlNode(treeOf(node));
}

/** A value the xpath package's evaluator gives: a node-set (toArray), or an XNumber (num), XBoolean (b) or XString. */
interface XPathValue {
  toArray?(): Node[];
  stringValue(): string;
  numberValue(): number;
  booleanValue(): boolean;
}

/** The package's parse(), with the `functions` option its types leave out. */
const parseXPath = (
  xpath as unknown as {
    parse(expression: string): {
      evaluate(options: { node: Node; namespaces: Record<string, string>; functions: object }): XPathValue;
    };
  }
).parse;

/** A node's string value (XPath 1.0, 5): the text under an element or the root, the value of any other node. */
function stringValue(node: Node): string {
  if (node.nodeType === 9) return (node as Document).documentElement?.textContent ?? '';
  return (node.nodeType === 1 ? node.textContent : node.nodeValue) ?? '';
}

/** XPath 1.0's Number, with the whitespace around it that number() skips: no exponent, no Infinity, no hex. */
const XPATH_NUMBER = /^[\t\n\r ]*-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)[\t\n\r ]*$/;

interface XNumberClass {
  new (text: string): XPathValue;
  /** The package's number of a string (XNumber.parse): parseFloat of a text this pattern accepts, NaN otherwise. */
  prototype: { numberFormat: RegExp };
}
// The package sets its classes on its exports in a loop a CommonJS reader's named exports miss: its default has them.
const { XNumber, XNodeSet } = ((xpath as { default?: unknown }).default ?? xpath) as {
  XNumber: XNumberClass;
  XNodeSet: { prototype: { number(): XPathValue; numberValue(): number } };
};

/**
 * XPath's numbers of strings and node-sets in sum(), comparisons and arithmetic, as number() reads them. The package
 * read a string by a pattern that refused '3.' and took a no-break space for whitespace, and a node-set's string in
 * arithmetic with JavaScript's Number(): @x + 1 was 1 for x="", 17 for x="0x10", where XPath (and xmllint) say NaN.
 */
function readNumbersAsXPath() {
  XNumber.prototype.numberFormat = XPATH_NUMBER;
  XNodeSet.prototype.number = function (this: XPathValue) {
    return new XNumber(this.stringValue());
  };
  XNodeSet.prototype.numberValue = function (this: { number(): XPathValue }) {
    return this.number().numberValue();
  };
}

function arity(name: string, args: unknown[], min: number, max: number, signature: string) {
  if (args.length < min || args.length > max) throw new Error(`Function ${name} expects (${signature})`);
}

/**
 * XPath counts characters, and the xpath package UTF-16 code units: string-length('😀') was 2 and substring() could
 * cut an emoji in half (a lone surrogate, printed as U+FFFD). These count code points, as xmllint does; number()
 * reads XPath's numbers only.
 */
const CHARACTER_FUNCTIONS = {
  'string-length': (context: { contextNode: Node }, ...args: XPathValue[]) => {
    arity('string-length', args, 0, 1, 'string?');
    return [...(args[0] ? args[0].stringValue() : stringValue(context.contextNode))].length;
  },
  substring: (_context: unknown, ...args: XPathValue[]) => {
    arity('substring', args, 2, 3, 'string, number, number?');
    const from = Math.round(args[1]!.numberValue());
    const to = args[2] ? from + Math.round(args[2].numberValue()) : Number.POSITIVE_INFINITY;
    return [...args[0]!.stringValue()].filter((_, index) => index + 1 >= from && index + 1 < to).join('');
  },
  // The package reads a node-set's number with JavaScript's Number(): '' was 0, 'Infinity' Infinity, '0x10' 16.
  number: (context: { contextNode: Node }, ...args: XPathValue[]) => {
    arity('number', args, 0, 1, 'object?');
    const [value] = args;
    if (value && 'num' in value) return value.numberValue();
    if (value && 'b' in value) return value.booleanValue() ? 1 : 0;
    const text = value ? value.stringValue() : stringValue(context.contextNode);
    return XPATH_NUMBER.test(text) ? Number(text) : Number.NaN;
  },
  translate: (_context: unknown, ...args: XPathValue[]) => {
    arity('translate', args, 3, 3, 'string, string, string');
    const from = [...args[1]!.stringValue()];
    const to = [...args[2]!.stringValue()];
    const translated = [...args[0]!.stringValue()].map((char) => {
      const at = from.indexOf(char);
      return at < 0 ? char : (to[at] ?? '');
    });
    return translated.join('');
  },
};

/**
 * XPath 1.0's id(): the elements whose ID attribute holds one of the whitespace-separated names, in document order.
 * An attribute is an ID when the DTD declares it one, or it is xml:id; the package took any attribute named id.
 */
function idFunction(ids: Set<string>) {
  // Each ID's element (the first that holds it) and its place in document order, read once an evaluation: a walk
  // of the document per call made //a[id(@ref)] on 5,000 elements take seconds.
  let index: Map<string, [Element, number]> | undefined;
  const indexOf = (doc: Document) => {
    const found = new Map<string, [Element, number]>();
    const all = doc.getElementsByTagName('*');
    for (let order = 0; order < all.length; order++) {
      const element = all[order]!;
      for (let at = 0; at < element.attributes.length; at++) {
        const { name, value } = element.attributes[at]!;
        if (name !== 'xml:id' && !ids.has(`${element.tagName} ${name}`)) continue;
        // An ID's value is normalized: spaces around it dropped, runs of them one (XML 1.0, 3.3.3).
        const id = value.trim().replace(/ +/g, ' ');
        if (!found.has(id)) found.set(id, [element, order]);
      }
    }
    return found;
  };
  return (context: { contextNode: Node }, ...args: XPathValue[]) => {
    arity('id', args, 1, 1, 'object');
    const value = args[0]!;
    const text = value.toArray ? value.toArray().map(stringValue).join(' ') : value.stringValue();
    const node = context.contextNode;
    index ??= indexOf((node.nodeType === 9 ? node : node.ownerDocument) as Document);
    const found = new Map<Element, number>();
    for (const id of text.split(/[\t\n\r ]+/)) {
      const entry = index.get(id);
      if (entry) found.set(entry[0], entry[1]);
    }
    return [...found].sort((a, b) => a[1] - b[1]).map(([element]) => element);
  };
}

/**
 * Document order as a number each node holds, for the xpath package, which sorts every node-set by calling
 * compareDocumentPosition: xmldom's walks the siblings each call, so //a[@x] on 5,000 sibling elements took 12 s.
 * Each node of `doc` gets its place in a walk (an element, its attributes, its children) and a method reading it;
 * only the order bits the package reads are set (preceding 0x02, following 0x04).
 */
function numberDocumentOrder(doc: Document) {
  const order = new WeakMap<Node, number>();
  const slow = doc.compareDocumentPosition;
  function compareDocumentPosition(this: Node, other: Node): number {
    const here = order.get(this);
    const there = order.get(other);
    if (here === undefined || there === undefined) return slow.call(this, other);
    return here === there ? 0 : there < here ? 0x02 : 0x04;
  }
  const work: Node[] = [doc];
  let next = 0;
  while (work.length > 0) {
    const node = work.pop()!;
    order.set(node, next++);
    Object.defineProperty(node, 'compareDocumentPosition', { value: compareDocumentPosition });
    const attributes = (node as Element).attributes;
    for (let at = 0; attributes && at < attributes.length; at++) {
      order.set(attributes[at]!, next++);
      Object.defineProperty(attributes[at]!, 'compareDocumentPosition', { value: compareDocumentPosition });
    }
    for (let child = node.lastChild; child; child = child.previousSibling) work.push(child);
  }
}

function refuse(message: string): never {
  throw new ToolInputError(message, 'Invalid XPath', 'expression');
}

/**
 * An XPath 1.0 expression evaluated on a document parse.ts has already found well-formed. Prefixes resolve to the
 * document's own xmlns declarations and `namespaces`; an unprefixed name matches elements in no namespace only
 * (XPath 1.0: in a default namespace, use local-name() or declare a prefix for it).
 */
function evaluateXPath(
  text: string,
  expression: string,
  namespaces: Record<string, string>,
  ids: Set<string>,
): XPathResult {
  if (expression.trim() === '') refuse('Please enter an XPath expression.');
  const doc = new DOMParser({ onError: () => undefined }).parseFromString(text, MIME_TYPE.XML_TEXT);
  readNumbersAsXPath();
  numberDocumentOrder(doc as unknown as Document);
  let result: XPathValue;
  try {
    result = parseXPath(expression).evaluate({
      node: doc as unknown as Node,
      namespaces: takeNamespaces(doc as unknown as Document, namespaces),
      functions: { ...CHARACTER_FUNCTIONS, id: idFunction(ids) },
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    refuse(`XPath "${expression}" cannot be evaluated: ${reason.replace(/\.$/, '')}.`);
  }
  if (result.toArray) return { type: 'nodes', values: result.toArray().map(printNode) };
  // As string() writes it (XPath 1.0, 4.2: never an exponent), not as JavaScript does (1e-7).
  if ('num' in result) return { type: 'number', values: [result.stringValue()] };
  if ('b' in result) return { type: 'boolean', values: [String(result.booleanValue())] };
  return { type: 'string', values: [result.stringValue()] };
}

/** An XPath 1.0 query: the nodes it selects, or its number, string or boolean. */
export function runXmlXPath(input: XmlXPathInput): XPathResult {
  const doc = readXml(input.xml, true);
  // xmldom takes the XML declaration for a processing instruction, keeps the line breaks around the root as text of
  // the document, and knows only the five predefined entities; in XPath's data model the first two are no nodes. It
  // reads the document as parse.ts read it: the comments, instructions and root element only, references expanded.
  const text = doc.children
    .filter((node) => node.type !== 'doctype')
    .map(writeXmlNode)
    .join('');
  const doctype = doc.children.find((node) => node.type === 'doctype');
  const ids = new Set<string>();
  for (const [key, type] of declaredAttributeTypes(doctype?.text)) if (type === 'ID') ids.add(key);
  return evaluateXPath(text, input.expression, input.namespaces ?? {}, ids);
}
