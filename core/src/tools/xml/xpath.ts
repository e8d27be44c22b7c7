import { DOMParser, MIME_TYPE } from '@xmldom/xmldom';
import * as xpath from 'xpath';
import { ToolInputError } from '../../errors';
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
  namespaces: Record<string, string> = {},
): XPathResult {
  if (expression.trim() === '') refuse('Please enter an XPath expression.');
  const doc = new DOMParser({ onError: () => undefined }).parseFromString(text, MIME_TYPE.XML_TEXT);
  let result: xpath.SelectReturnType;
  try {
    result = xpath.useNamespaces(takeNamespaces(doc as unknown as Document, namespaces))(
      expression,
      doc as unknown as Node,
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    refuse(`XPath "${expression}" cannot be evaluated: ${reason.replace(/\.$/, '')}.`);
  }
  if (Array.isArray(result)) return { type: 'nodes', values: result.map(printNode) };
  if (typeof result === 'number') return { type: 'number', values: [String(result)] };
  if (typeof result === 'boolean') return { type: 'boolean', values: [String(result)] };
  if (typeof result === 'string') return { type: 'string', values: [result] };
  return { type: 'nodes', values: result ? [printNode(result)] : [] };
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
  return evaluateXPath(text, input.expression, input.namespaces);
}
