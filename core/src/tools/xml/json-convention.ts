/**
 * XML <-> JSON in one convention, xmltodict's (Goessner's "Converting Between XML and JSON"):
 * - the document is an object with one key, the root element's name;
 * - an element with neither attributes nor child elements is its text (trimmed), or null when it has none;
 * - otherwise an object: attributes as "@name" first, then child elements by name, then "#text" (its text, trimmed);
 * - an element name seen more than once under one parent is an array, in document order;
 * - names keep their prefixes ("soap:Envelope", "@xmlns:soap"); values stay strings; CDATA is text;
 *   comments, processing instructions and the doctype are left out, and so is the order of mixed content.
 * Back from JSON: numbers and booleans become their text, null an empty element, an array repeated elements.
 */
import { ToolInputError } from '../../errors';
import type { XmlDocument, XmlElement, XmlNode } from './parse';

export type JsonValue = null | string | number | boolean | { toString(): string } | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

const ATTRIBUTE = '@';
const TEXT = '#text';

function setKey(object: JsonObject, key: string, value: JsonValue) {
  if (key === '__proto__')
    Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
  else object[key] = value;
}

function addChild(object: JsonObject, name: string, value: JsonValue) {
  if (!Object.hasOwn(object, name)) setKey(object, name, value);
  else {
    const existing = object[name];
    if (Array.isArray(existing) && repeated.has(existing)) existing.push(value);
    else {
      const list = [existing as JsonValue, value];
      repeated.add(list);
      setKey(object, name, list);
    }
  }
}

/** The arrays this conversion made for repeated names (a value that is itself an array never comes from XML). */
const repeated = new WeakSet<JsonValue[]>();

/** Iterative: a document may nest deeper than the call stack. */
export function xmlToJson(doc: XmlDocument): JsonObject {
  type Frame = { element: XmlElement; next: number; object: JsonObject; text: string; hasChildren: boolean };
  const result: JsonObject = {};
  const start = (element: XmlElement): Frame => {
    const object: JsonObject = {};
    for (const [name, value] of element.attributes) setKey(object, `${ATTRIBUTE}${name}`, value);
    return { element, next: 0, object, text: '', hasChildren: false };
  };
  const finish = (frame: Frame): JsonValue => {
    const text = frame.text.trim();
    if (frame.element.attributes.length === 0 && !frame.hasChildren) return text === '' ? null : text;
    if (text !== '') setKey(frame.object, TEXT, text);
    return frame.object;
  };
  const stack: Frame[] = [start(doc.root)];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const child: XmlNode | undefined = frame.element.children[frame.next++];
    if (child === undefined) {
      stack.pop();
      const value = finish(frame);
      const parent = stack[stack.length - 1];
      if (parent) addChild(parent.object, frame.element.name, value);
      else setKey(result, frame.element.name, value);
    } else if (child.type === 'element') {
      frame.hasChildren = true;
      stack.push(start(child));
    } else if (child.type === 'text' || child.type === 'cdata') frame.text += child.text;
  }
  return result;
}

/** XML 1.0's Name, with the namespace colon allowed: what an element or attribute may be called. */
const XML_NAME =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: XML 1.0's NameChar ranges hold combining marks on purpose
  /^[:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\u{10000}-\u{EFFFF}][:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\u{10000}-\u{EFFFF}.0-9\u00B7\u0300-\u036F\u203F-\u2040-]*$/u;
/** Characters XML 1.0 cannot hold at all, even escaped. */
const NOT_XML_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

const pathOf = (path: string, key: string) =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;

function refuse(message: string): never {
  throw new ToolInputError(message, 'Invalid JSON for XML', 'json');
}

function textOf(value: JsonValue, path: string): string {
  const text = String(value);
  if (NOT_XML_CHARACTER.test(text))
    refuse(`${path} holds a character XML cannot carry (a control character).`);
  return text;
}

function checkName(name: string, path: string) {
  if (!XML_NAME.test(name)) refuse(`${path}: "${name}" is not an XML name.`);
}

/** Text an element gets after its children (set while its children are still on the stack). */
const trailingText = new WeakMap<XmlElement, string>();

/** The document a JSON value in the convention above describes (iterative, like xmlToJson). */
export function jsonToXml(value: JsonValue): XmlDocument {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value.constructor !== Object)
    refuse('The JSON must be an object with one key, the root element: {"root": …}.');
  const keys = Object.keys(value);
  if (keys.length !== 1)
    refuse(`The JSON must have exactly one key, the root element; it has ${keys.length}.`);
  const rootName = keys[0]!;
  const rootValue = (value as JsonObject)[rootName]!;
  if (Array.isArray(rootValue))
    refuse(`$.${rootName}: the root element cannot be an array (a document has one root).`);

  const elements: XmlElement[] = [];
  const work: { name: string; value: JsonValue; path: string; into: XmlNode[] }[] = [];
  const top: XmlNode[] = [];
  work.push({ name: rootName, value: rootValue, path: pathOf('$', rootName), into: top });
  while (work.length > 0) {
    const { name, value: item, path, into } = work.pop()!;
    checkName(name, path);
    const element: XmlElement = { type: 'element', name, attributes: [], children: [] };
    into.push(element);
    elements.push(element);
    if (item === null) continue;
    if (typeof item !== 'object' || !isPlainObject(item)) {
      if (Array.isArray(item)) refuse(`${path}: an array inside an array has no XML form.`);
      element.children.push({ type: 'text', text: textOf(item, path) });
      continue;
    }
    const pending: typeof work = [];
    let text: string | undefined;
    for (const [key, child] of Object.entries(item)) {
      const childPath = pathOf(path, key);
      if (key === TEXT) {
        if (child !== null && typeof child === 'object' && isPlainObject(child))
          refuse(`${childPath}: text must be a string, number or boolean.`);
        text =
          child === null
            ? ''
            : Array.isArray(child)
              ? child.map((part) => textOf(part, childPath)).join('')
              : textOf(child, childPath);
      } else if (key.startsWith(ATTRIBUTE)) {
        const attribute = key.slice(ATTRIBUTE.length);
        checkName(attribute, childPath);
        if (child !== null && typeof child === 'object' && (Array.isArray(child) || isPlainObject(child)))
          refuse(`${childPath}: an attribute's value must be a string, number or boolean.`);
        element.attributes.push([attribute, child === null ? '' : textOf(child, childPath)]);
      } else if (Array.isArray(child)) {
        for (const [index, each] of child.entries())
          pending.push({ name: key, value: each, path: `${childPath}[${index}]`, into: element.children });
      } else pending.push({ name: key, value: child, path: childPath, into: element.children });
    }
    // xmltodict writes an element's text after its child elements, which are added as the stack unwinds.
    if (text !== undefined && text !== '') trailingText.set(element, text);
    // Reversed onto the stack so the children come out in the object's order; each adds itself to `into`.
    for (let index = pending.length - 1; index >= 0; index--) work.push(pending[index]!);
  }
  for (const element of elements) {
    const text = trailingText.get(element);
    if (text !== undefined) element.children.push({ type: 'text', text });
  }
  return { declaration: undefined, children: top, root: top[0] as XmlElement };
}

function isPlainObject(value: object): value is JsonObject {
  return !Array.isArray(value) && (value.constructor === Object || Object.getPrototypeOf(value) === null);
}
