import { SaxesParser, type SaxesTagNS, type XMLDecl } from 'saxes';
import { ToolInputError } from '../../errors';
import { declaredAttributeTypes, normalizeTokenized } from './attlist';

export type XmlNode = XmlElement | XmlCharacters | XmlComment | XmlInstruction | XmlDoctype;

export interface XmlElement {
  type: 'element';
  name: string;
  /** In document order, values as the parser reads them (entities resolved, whitespace normalised). */
  attributes: [name: string, value: string][];
  children: XmlNode[];
}

interface XmlCharacters {
  type: 'text' | 'cdata';
  text: string;
}

interface XmlComment {
  type: 'comment';
  text: string;
}

interface XmlInstruction {
  type: 'pi';
  target: string;
  body: string;
}

interface XmlDoctype {
  type: 'doctype';
  /** What follows `<!DOCTYPE`, as written. */
  text: string;
}

export interface XmlDocument {
  declaration: XMLDecl | undefined;
  /** The root element with the comments, processing instructions and doctype around it, in order. */
  children: XmlNode[];
  root: XmlElement;
}

/** A document that is not well-formed: where the parser stopped, 1-based. */
export class XmlSyntaxError extends ToolInputError {
  readonly column: number;
  constructor(
    readonly reason: string,
    readonly line: number,
    column: number,
    field = 'xml',
  ) {
    // saxes counts a line's characters read so far: at the end of input, after a line break, that is column 0.
    const at = Math.max(1, column);
    super(`Invalid XML: ${reason} (line ${line}, column ${at}).`, 'Invalid XML', field);
    this.column = at;
  }
}

const ENTITY_DECLARATION = /<!ENTITY\s+([^\s%]+)\s+(?:"([^"]*)"|'([^']*)')\s*>/g;
const CHARACTER_REFERENCE = /&#(x[0-9a-fA-F]+|[0-9]+);/g;
const fromReference = (code: string) =>
  String.fromCodePoint(code.startsWith('x') ? Number.parseInt(code.slice(1), 16) : Number(code));

/**
 * The general entities a DOCTYPE's internal subset declares with a literal value (saxes knows only the five), the
 * first declaration of a name binding: each value with its character references read, as a declaration reads them.
 */
function declaredEntities(doctype: string): Map<string, string> {
  const entities = new Map<string, string>();
  const open = doctype.indexOf('[');
  if (open < 0) return entities;
  for (const match of doctype.slice(open).matchAll(ENTITY_DECLARATION)) {
    const value = (match[2] ?? match[3] ?? '').replace(CHARACTER_REFERENCE, (_, code: string) =>
      fromReference(code),
    );
    if (!entities.has(match[1]!)) entities.set(match[1]!, value);
  }
  return entities;
}

/** All the text entity references may expand to in one document, and how deep they may nest (libxml2's depth). */
const ENTITY_EXPANSION_LIMIT = 10_000_000;
const ENTITY_DEPTH_LIMIT = 40;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** In a replacement text: markup, or a reference (character, entity), or an '&' that starts none. */
const IN_REPLACEMENT = /<|&(?:(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z_:][\w.:\u00B7-\uFFFF-]*);)?/g;

/**
 * Where a reference to a declared entity stands, its replacement text, read as XML reads it (XML 1.0, 4.4): the
 * references in it expanded in turn. A value holding markup is refused, not turned into text (saxes takes an
 * entity's value as text only); so are loops, nesting past 40, and more than 10 million characters in all (a
 * "billion laughs"). Throws with the reason alone: the caller knows where the reference stands.
 */
function entityExpander(declared: Map<string, string>): (name: string) => string {
  const expanded = new Map<string, string>();
  let total = 0;
  const tooMuch = () =>
    new Error(`entity references expand past ${ENTITY_EXPANSION_LIMIT.toLocaleString('en')} characters`);
  const expand = (name: string, open: string[]): string => {
    const done = expanded.get(name);
    if (done !== undefined) return done;
    if (open.includes(name)) throw new Error(`entity '${name}' refers to itself`);
    if (open.length >= ENTITY_DEPTH_LIMIT)
      throw new Error(`entity references nest more than ${ENTITY_DEPTH_LIMIT} deep`);
    let length = 0;
    const text = declared.get(name)!.replace(IN_REPLACEMENT, (match, reference: string | undefined) => {
      if (match === '<') throw new Error(`entity '${name}' holds markup, which is not expanded here`);
      if (reference === undefined) throw new Error(`entity '${name}' holds an '&' that starts no reference`);
      const replacement = reference.startsWith('#')
        ? fromReference(reference.slice(1))
        : (PREDEFINED[reference] ??
          (declared.has(reference) ? expand(reference, [...open, name]) : undefined));
      if (replacement === undefined) throw new Error(`undefined entity '${reference}' in entity '${name}'`);
      length += replacement.length;
      if (length > ENTITY_EXPANSION_LIMIT) throw tooMuch();
      return replacement;
    });
    expanded.set(name, text);
    return text;
  };
  return (name) => {
    const text = expand(name, []);
    total += text.length;
    if (total > ENTITY_EXPANSION_LIMIT) throw tooMuch();
    return text;
  };
}

/**
 * libxml2's rule for "ignorable" whitespace (parser.c, areBlanks), which `xmllint --format` and `--noblanks` drop: a
 * whitespace-only text is kept when it is an element's only content, when the element's content already began with
 * text, or under xml:space="preserve"; otherwise it is indentation and goes.
 */
function isIgnorableBlank(parent: XmlElement, closesParent: boolean): boolean {
  const { children } = parent;
  if (children.length === 0) return !closesParent;
  return children[children.length - 1]!.type !== 'text' && children[0]!.type !== 'text';
}

const BLANK = /^[ \t\n\r]*$/;

/** Where libxml2 cuts character data into the chunks it passes on: at references, and before the LF of a CRLF. */
const CHUNK_BREAKS = /&[^;]*;|\r(?=\n)/;
/** What libxml2 reads on its slow path, where every chunk it passes on counts (xmlParseCharDataComplex). */
const SLOW_PATH = /[^\x20-\x7f\t\n]/;

/**
 * Whether text written as `source` turns libxml2's whitespace rule off for the rest of its element (the element's
 * xml:space state -2): it is, once a chunk of kept text began with whitespace or was read on the slow path, so the
 * blank between two inline elements of mixed content, and the one before the end tag, are content from then on.
 */
function keepsLaterBlanks(source: string): boolean {
  return source.split(CHUNK_BREAKS).some((chunk) => /^[ \t\n\r]/.test(chunk) || SLOW_PATH.test(chunk));
}

/**
 * Whether a whitespace-only text holds a reference (`&#32;`, `&#xD;`, an entity): content, which libxml2 never takes
 * for indentation. The parser stands just past the '<' that ends the text; its source is literal whitespace and
 * references, so a ';' before the last run of literal whitespace is a reference's end.
 */
function writtenWithReference(source: string, position: number): boolean {
  if (source[position - 1] !== '<') return false;
  let at = position - 2;
  while (at >= 0 && ' \t\n\r'.includes(source[at]!)) at--;
  return source[at] === ';';
}

const BARE_AMPERSAND = "'&' starts no entity or character reference (write &amp;)";
/** Markup where '&' is literal (comments, CDATA, instructions, the doctype), or an '&' that starts no reference. */
const AMPERSANDS =
  /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>|&(?![A-Za-z_:][\w.:\u00B7-\uFFFF-]*;|#[0-9]+;|#x[0-9a-fA-F]+;)/g;

/**
 * saxes reads a bare '&' as the start of an entity name up to the next ';', and so reports it far away (often as an
 * unclosed tag at the end). The first such '&' before where it stopped is the fault a reader needs, as xmllint names it.
 */
function bareAmpersand(text: string, stoppedAt: number): { line: number; column: number } | undefined {
  AMPERSANDS.lastIndex = 0;
  for (let match = AMPERSANDS.exec(text); match && match.index < stoppedAt; match = AMPERSANDS.exec(text)) {
    if (match[0] === '&') return positionOf(text, match.index);
  }
  return undefined;
}

function positionOf(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index);
  return { line: before.split('\n').length, column: index - before.lastIndexOf('\n') };
}

const OPENERS: Record<string, string> = {
  '<!--': 'comment',
  '<![CDATA[': 'CDATA section',
  '<?': 'processing instruction',
};
const UNTERMINATED = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|(<!--|<!\[CDATA\[|<\?)/g;

/**
 * A comment, CDATA section or instruction the input ends inside, said with where it opens: saxes names instead the
 * element the input ends in ("unclosed tag"), or no root at all. At the end of input, as xmllint says it.
 */
function unterminated(text: string): string | undefined {
  for (const match of text.matchAll(UNTERMINATED)) {
    if (match[1] === undefined) continue;
    const { line, column } = positionOf(text, match.index);
    return `${OPENERS[match[1]]} not terminated (it opens at line ${line}, column ${column})`;
  }
  return undefined;
}

/** Where the first character of a text the parser has just read (ending at line/column) stands. */
function strayText(chars: string, start: number, line: number, column: number): Error {
  const before = chars.slice(0, start);
  const breaksBefore = before.split('\n').length - 1;
  const breaksAll = chars.split('\n').length - 1;
  const startLine = line - breaksAll + breaksBefore;
  const lastBreak = before.lastIndexOf('\n');
  const startColumn = lastBreak >= 0 ? start - lastBreak : column - (chars.split('\n')[0]!.length - start);
  return new Error(`${startLine}:${Math.max(1, startColumn)}: text data outside of root node.`);
}

/** The prefixes bound in every document (Namespaces in XML, 3). */
const PREDECLARED: Record<string, string | undefined> = {
  xml: 'http://www.w3.org/XML/1998/namespace',
  xmlns: 'http://www.w3.org/2000/xmlns/',
};

export interface ParseOptions {
  /** The input field named by an error. */
  field?: string;
  /** Keep whitespace-only text libxml2 would drop as indentation (xmltodict sees every character). */
  keepBlanks?: boolean;
}

/** Reads a whole document, well-formed per XML 1.0 and Namespaces in XML, or throws XmlSyntaxError at the first fault. */
export function parseXml(
  text: string,
  { field = 'xml', keepBlanks = false }: ParseOptions = {},
): XmlDocument {
  const parser = new SaxesParser({ xmlns: true, position: true });
  let declaration: XMLDecl | undefined;
  const top: XmlNode[] = [];
  // keepsBlanks: libxml2's xml:space state -2 (keepsLaterBlanks), for this element only.
  const stack: {
    element: XmlElement;
    preserve: boolean;
    keepsBlanks: boolean;
    ns: Record<string, string>;
  }[] = [];
  // Where the last markup ended: the text after it, as written, is text.slice(markupEnd, parser.position - 1).
  let markupEnd = 0;
  let root: XmlElement | undefined;
  let pendingBlank: string | undefined;
  // The types the DOCTYPE declares: a tokenized attribute's value is normalized as XML 1.0, 3.3.3 says.
  let attributeTypes = new Map<string, string>();

  const settleBlank = (closesParent: boolean) => {
    if (pendingBlank === undefined) return;
    const frame = stack[stack.length - 1]!;
    if (keepBlanks || frame.preserve || frame.keepsBlanks || !isIgnorableBlank(frame.element, closesParent)) {
      frame.element.children.push({ type: 'text', text: pendingBlank });
      frame.keepsBlanks = true;
    }
    pendingBlank = undefined;
  };
  const add = (node: XmlNode) => {
    settleBlank(false);
    const frame = stack[stack.length - 1];
    if (frame) frame.element.children.push(node);
    else top.push(node);
  };

  // saxes trims a namespace name and refuses an empty one, so xmlns:z=" " was "invalid attempt to undefine prefix".
  // Only xmlns:z="" is that (Namespaces in XML 1.0); " " is no URI, but well-formed (xmllint warns and reads on).
  // The tag's prefixes bound so (saxes then binds them to ''), with the names as written.
  let attribute = { name: '', value: '' };
  let blank: Record<string, string> = {};
  parser.on('attribute', ({ name, value }) => {
    attribute = { name, value };
  });
  parser.on('error', (error) => {
    if (!error.message.endsWith(': invalid attempt to undefine prefix in XML 1.0')) throw error;
    if (attribute.value !== '') {
      blank[attribute.name.slice('xmlns:'.length)] = attribute.value;
      return;
    }
    const where = error.message.slice(0, error.message.indexOf(' '));
    const prefix = attribute.name.slice('xmlns:'.length);
    throw new Error(
      `${where} ${attribute.name}="" binds the prefix ${prefix} to no namespace, which only XML 1.1 allows (xmlns="" may).`,
    );
  });
  parser.on('xmldecl', (decl) => {
    declaration = decl;
  });
  parser.on('doctype', (doctype) => {
    top.push({ type: 'doctype', text: doctype });
    attributeTypes = declaredAttributeTypes(doctype);
    const declared = declaredEntities(doctype);
    const expand = entityExpander(declared);
    for (const name of declared.keys()) {
      if (name in parser.ENTITIES) continue;
      Object.defineProperty(parser.ENTITIES, name, {
        get: () => {
          try {
            return expand(name);
          } catch (error) {
            throw new Error(`${parser.line}:${parser.column}: ${(error as Error).message}.`);
          }
        },
      });
    }
  });
  // Each markup notes where it ends (saxes keeps one handler an event), for the text after it (markupEnd).
  parser.on('comment', (comment) => {
    add({ type: 'comment', text: comment });
    markupEnd = parser.position;
  });
  parser.on('processinginstruction', ({ target, body }) => {
    add({ type: 'pi', target, body });
    markupEnd = parser.position;
  });
  parser.on('cdata', (cdata) => {
    add({ type: 'cdata', text: cdata });
    markupEnd = parser.position;
  });
  parser.on('text', (chars) => {
    if (stack.length === 0) {
      // saxes reports stray text where it ends; xmllint, and a reader, want where it starts.
      const start = chars.search(/[^ \t\n\r]/);
      if (start >= 0) throw strayText(chars, start, parser.line, parser.column);
      return;
    }
    if (BLANK.test(chars) && !writtenWithReference(text, parser.position)) {
      pendingBlank = chars;
      return;
    }
    add({ type: 'text', text: chars });
    const frame = stack[stack.length - 1]!;
    if (keepsLaterBlanks(text.slice(markupEnd, parser.position - 1))) frame.keepsBlanks = true;
  });
  // saxes resolves a prefix an element does not declare by walking every open element, and the unprefixed name of a
  // document with no default namespace is such a prefix: 100,000 nested elements took minutes. Here each prefix
  // keeps the URIs the open elements bind it to, innermost last, so a lookup is one step.
  const bindings = new Map<string, string[]>();
  let declaring: Record<string, string> = {};
  parser.resolve = (prefix) =>
    (declaring[prefix] === '' ? blank[prefix] : declaring[prefix]) ??
    bindings.get(prefix)?.at(-1) ??
    PREDECLARED[prefix];
  parser.on('opentagstart', (tag) => {
    declaring = tag.ns;
    blank = {};
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    const attributes = Object.values(tag.attributes).map(({ name, value }): [string, string] => {
      const type = attributeTypes.size > 0 ? attributeTypes.get(`${tag.name} ${name}`) : undefined;
      return [name, type === undefined || type === 'CDATA' ? value : normalizeTokenized(value)];
    });
    const element: XmlElement = { type: 'element', name: tag.name, attributes, children: [] };
    add(element);
    const space = tag.attributes['xml:space']?.value;
    const inherited = stack[stack.length - 1]?.preserve ?? false;
    stack.push({
      element,
      preserve: space === 'preserve' || (space !== 'default' && inherited),
      keepsBlanks: false,
      ns: tag.ns,
    });
    Object.assign(tag.ns, blank);
    for (const prefix in tag.ns) {
      const uris = bindings.get(prefix);
      if (uris) uris.push(tag.ns[prefix]!);
      else bindings.set(prefix, [tag.ns[prefix]!]);
    }
    if (!root) root = element;
    markupEnd = parser.position;
  });
  parser.on('closetag', () => {
    settleBlank(true);
    for (const prefix in stack.pop()!.ns) bindings.get(prefix)!.pop();
    markupEnd = parser.position;
  });

  try {
    parser.write(text).close();
  } catch (error) {
    const ampersand = bareAmpersand(text, parser.position);
    if (ampersand) throw new XmlSyntaxError(BARE_AMPERSAND, ampersand.line, ampersand.column, field);
    const message = error instanceof Error ? error.message : String(error);
    const located = /^(\d+):(\d+): (.*)$/s.exec(message);
    if (!located) throw new XmlSyntaxError(message, parser.line, parser.column, field);
    const atEnd = parser.position >= text.length && unterminated(text);
    const reason = atEnd || located[3]!.replace(/\.$/, '');
    throw new XmlSyntaxError(reason, Number(located[1]), Number(located[2]), field);
  }
  if (!root) {
    const reason = unterminated(text) ?? 'document must contain a root element';
    throw new XmlSyntaxError(reason, parser.line, parser.column, field);
  }
  return { declaration, children: top, root };
}
