import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { runXmlFromJson } from './from-json';
import { xmlToJson } from './json-convention';
import { XML_MESSAGES } from './options';
import { type XmlElement, XmlSyntaxError } from './parse';
import { writeXml } from './serialize';
import { runXmlFormat, runXmlMinify, runXmlToJson, runXmlValidate } from './xml';
import { runXmlXPath } from './xpath';

describe('runXmlFormat', () => {
  it.each([
    [
      'element-only content one element a line',
      '<a><b><c/></b><d>x</d></a>',
      '<a>\n  <b>\n    <c/>\n  </b>\n  <d>x</d>\n</a>\n',
    ],
    [
      'mixed content left as written',
      '<p>Hello <b>bold</b> world<br/></p>',
      '<p>Hello <b>bold</b> world<br/></p>\n',
    ],
    ['indentation dropped and redone', '<a>\n\t\t<b/>\n       <c/>\n</a>', '<a>\n  <b/>\n  <c/>\n</a>\n'],
    ['whitespace that is all an element holds kept', '<a><b>   </b></a>', '<a>\n  <b>   </b>\n</a>\n'],
    [
      'xml:space="preserve" kept',
      '<a xml:space="preserve">\n  <b/>\n</a>',
      '<a xml:space="preserve">\n  <b/>\n</a>\n',
    ],
    [
      'the declaration kept as written, none added',
      '<?xml version="1.0" encoding="utf-8"?><a/>',
      '<?xml version="1.0" encoding="utf-8"?>\n<a/>\n',
    ],
    [
      'comments and instructions around the root',
      '<!-- c --><?pi data?><a><!--in--><b/></a>',
      '<!-- c -->\n<?pi data?>\n<a>\n  <!--in-->\n  <b/>\n</a>\n',
    ],
    [
      'xmlns first, then the attributes in order',
      '<a z="1" xmlns="urn:a" b="2"/>',
      '<a xmlns="urn:a" z="1" b="2"/>\n',
    ],
    [
      'escapes as libxml2 writes them',
      '<a t="x&#9;&quot;&#10;\'">&lt;&amp;&gt;&#13;é</a>',
      '<a t="x&#9;&quot;&#10;\'">&lt;&amp;&gt;&#13;é</a>\n',
    ],
    ['attribute whitespace normalised', '<a t="x\ny\tz"/>', '<a t="x y z"/>\n'],
    ['CDATA is content: kept inline', '<a>\n  <![CDATA[<x>]]>\n</a>', '<a><![CDATA[<x>]]></a>\n'],
    ['an empty element closes itself', '<a></a>', '<a/>\n'],
    [
      'a DOCTYPE one space apart',
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN"\n  "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg/>',
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg/>\n',
    ],
    [
      'entities an internal subset declares are expanded',
      '<!DOCTYPE a [<!ENTITY who "world">]><a>hello &who;</a>',
      '<!DOCTYPE a [\n<!ENTITY who "world">\n]>\n<a>hello world</a>\n',
    ],
  ])('%s', (_, xml, expected) => {
    expect(runXmlFormat({ xml })).toBe(expected);
  });

  it('indents by 4 or a tab', () => {
    expect(runXmlFormat({ xml: '<a><b/></a>', indent: '4' })).toBe('<a>\n    <b/>\n</a>\n');
    expect(runXmlFormat({ xml: '<a><b/></a>', indent: 'tab' })).toBe('<a>\n\t<b/>\n</a>\n');
  });

  it('writes a tree nested deeper than the call stack', () => {
    const depth = 30_000;
    const root: XmlElement = { type: 'element', name: 'a', attributes: [], children: [] };
    let last = root;
    for (let level = 1; level < depth; level++) {
      const child: XmlElement = { type: 'element', name: 'a', attributes: [], children: [] };
      last.children.push(child);
      last = child;
    }
    const document = { declaration: undefined, children: [root], root };
    expect(writeXml(document, null)).toBe(`${'<a>'.repeat(depth - 1)}<a/>${'</a>'.repeat(depth - 1)}\n`);
    expect(xmlToJson(document)).toHaveProperty('a.a.a.a');
  });

  it('says so when indenting a document would make a string too long for memory, and minify still writes it', () => {
    const xml = `${'<a>'.repeat(25_000)}${'</a>'.repeat(25_000)}`;
    expect(() => runXmlFormat({ xml })).toThrow(
      new ToolInputError(XML_MESSAGES.tooDeepToIndent, 'Error', 'xml'),
    );
    expect(runXmlMinify({ xml })).toHaveLength(xml.length - 3 + 1);
  }, 30_000);

  it('says so when a document nests deeper than JSON can be written', () => {
    // Each element declares the default namespace: saxes then resolves it without walking up the open elements.
    const xml = `${'<a xmlns="urn:a">'.repeat(12_000)}${'</a>'.repeat(12_000)}`;
    expect(() => runXmlToJson({ xml })).toThrow(XML_MESSAGES.tooDeepForJson);
  });
});

describe('entities an internal subset declares', () => {
  const nested = '<!DOCTYPE a [<!ENTITY v "1.0"><!ENTITY p "Foo &v;">]><a x="&p;">&p;</a>';

  it('expands a reference inside an entity value, for every action', () => {
    expect(runXmlFormat({ xml: nested })).toMatch(/\n<a x="Foo 1\.0">Foo 1\.0<\/a>\n$/);
    expect(JSON.parse(runXmlToJson({ xml: nested }))).toEqual({ a: { '@x': 'Foo 1.0', '#text': 'Foo 1.0' } });
    expect(runXmlXPath({ xml: nested, expression: 'string(/a)' }).values).toEqual(['Foo 1.0']);
    expect(runXmlXPath({ xml: nested, expression: 'string(/a/@x)' }).values).toEqual(['Foo 1.0']);
  });

  it('reads a character reference in a value as the spec does: &#38;#38; is a literal &, &#38; starts a reference', () => {
    const literal = '<!DOCTYPE a [<!ENTITY e "fish &#38;#38; chips">]><a>&e;</a>';
    expect(runXmlMinify({ xml: literal })).toMatch(/<a>fish &amp; chips<\/a>\n$/);
    const bare = '<!DOCTYPE a [<!ENTITY e "fish &#38; chips">]><a>&e;</a>';
    expect(runXmlValidate({ xml: bare })).toMatchObject({ valid: false, line: 1 });
  });

  it('refuses markup in a value rather than turning it into text', () => {
    const markup = '<!DOCTYPE a [<!ENTITY x "<b>hi</b>">]><a>&x;</a>';
    expect(() => runXmlFormat({ xml: markup })).toThrow(XmlSyntaxError);
    expect(runXmlValidate({ xml: markup })).toMatchObject({
      valid: false,
      reason: expect.stringMatching(/markup/),
    });
  });

  it.each([
    [
      'a value that refers to itself',
      '<!DOCTYPE a [<!ENTITY a "x&b;"><!ENTITY b "&a;">]><a>&a;</a>',
      /itself/,
    ],
    ['an undefined entity in a value', '<!DOCTYPE a [<!ENTITY a "&nope;">]><a>&a;</a>', /undefined entity/],
    [
      'a billion laughs',
      `<!DOCTYPE l [<!ENTITY l0 "lol">${Array.from(
        { length: 9 },
        (_, level) => `<!ENTITY l${level + 1} "${`&l${level};`.repeat(10)}">`,
      ).join('')}]><l>&l9;</l>`,
      /expand/,
    ],
    [
      'a million references',
      `<!DOCTYPE a [<!ENTITY e "${'x'.repeat(100)}">]><a>${'&e;'.repeat(1e6)}</a>`,
      /expand/,
    ],
  ])(
    'refuses %s, quickly',
    (_, xml, reason) => {
      const started = performance.now();
      expect(runXmlValidate({ xml })).toMatchObject({ valid: false, reason: expect.stringMatching(reason) });
      expect(performance.now() - started).toBeLessThan(10_000);
    },
    20_000,
  );
});

describe('runXmlMinify', () => {
  it('drops indentation only', () => {
    expect(
      runXmlMinify({ xml: '<?xml version="1.0"?>\n<a>\n  <b> x </b>\n  <c>t <i>i</i> </c>\n</a>\n' }),
    ).toBe('<?xml version="1.0"?>\n<a><b> x </b><c>t <i>i</i> </c></a>\n');
  });

  // Shrunk from generated documents against xmllint: a space written as a reference is content, not indentation.
  it.each([
    ['<r>&#32;<a/></r>', '<r> <a/></r>\n'],
    ['<r>&#xD;<a/></r>', '<r>&#13;<a/></r>\n'],
    ['<r>\n&#10;<a/>\n</r>', '<r>\n\n<a/>\n</r>\n'],
    ['<r><a/> &#9; </r>', '<r><a/> \t </r>\n'],
  ])(
    'keeps whitespace written as a reference, as xmllint --noblanks and --format do: %j',
    (xml, expected) => {
      expect(runXmlMinify({ xml })).toBe(expected);
      expect(runXmlFormat({ xml })).toBe(expected);
    },
  );
});

describe('runXmlValidate', () => {
  it('counts what a well-formed document holds', () => {
    expect(runXmlValidate({ xml: '<a x="1"><b y="2" z="3"><c/></b><b/></a>' })).toEqual({
      valid: true,
      root: 'a',
      elements: 4,
      attributes: 3,
      depth: 3,
    });
  });

  it.each([
    ['a close tag that does not match', '<a>\n  <b>\n</a>', 3, 'unexpected close tag'],
    [
      'a bare ampersand',
      '<a>\n fish & chips</a>',
      2,
      "'&' starts no entity or character reference (write &amp;)",
    ],
    [
      'a bare ampersand before a semicolon',
      '<a>\n<b>a & b;</b></a>',
      2,
      "'&' starts no entity or character reference (write &amp;)",
    ],
    ['an undefined entity', '<a>&nbsp;</a>', 1, 'undefined entity'],
    ['a duplicate attribute', '<a x="1" x="2"/>', 1, 'duplicate attribute: x'],
    ['an unquoted attribute', '<a\n x=1/>', 2, 'unquoted attribute value'],
    ['two roots', '<a/>\n<b/>', 2, 'documents may contain only one root'],
    ['text before the root', 'HTTP/1.1 200 OK\n\n<a/>', 1, 'text data outside of root node'],
    ['an unbound prefix', '<soap:Envelope/>', 1, 'unbound namespace prefix: "soap"'],
    ['a control character', '<a>\u0001</a>', 1, 'disallowed character'],
    ['a document cut short', '<a><b>', 1, 'unclosed tag: b'],
    ['a document cut short after a line break', '<a>\r\n', 2, 'unclosed tag: a'],
    ['a tag cut short after a line break', '<a x="1"\n', 2, 'unexpected end'],
  ])('%s: invalid at its line', (_, xml, line, reason) => {
    const result = runXmlValidate({ xml });
    expect(result).toMatchObject({ valid: false, line, reason });
    expect(result.valid === false && result.message).toMatch(
      /^Invalid XML: .* \(line \d+, column [1-9]\d*\)\.$/,
    );
    expect(result.valid === false && result.column).toBeGreaterThanOrEqual(1);
  });

  it('reads 100,000 nested elements in linear time, namespaces declared or not', () => {
    // Quadratic before (saxes walked every open element to resolve the unprefixed names): minutes, not a second.
    const depth = 100_000;
    const plain = `${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}`;
    const prefixed = `<p:a xmlns:p="urn:p">${'<p:a xml:lang="en">'.repeat(depth - 1)}${'</p:a>'.repeat(depth)}`;
    const started = performance.now();
    expect(runXmlValidate({ xml: plain })).toMatchObject({ valid: true, elements: depth, depth });
    expect(runXmlValidate({ xml: prefixed })).toMatchObject({ valid: true, attributes: depth, depth });
    // ~2 s on the loaded 2-core machine; 20 s leaves room for load and still refuses the minutes it took.
    expect(performance.now() - started).toBeLessThan(20_000);
  }, 30_000);

  it('keeps namespace scoping: a declaration holds for its element and descendants only', () => {
    expect(runXmlValidate({ xml: '<a><p:b xmlns:p="urn:p"><p:c/></p:b><p:d/></a>' })).toMatchObject({
      valid: false,
      reason: 'unbound namespace prefix: "p"',
    });
    expect(
      runXmlValidate({ xml: '<a xmlns:p="urn:p"><b xmlns:p="urn:q"><p:c/></b><p:d/></a>' }),
    ).toMatchObject({
      valid: true,
    });
  });

  it('takes a prefix bound to a namespace name of only spaces, as xmllint does (not a URI, but well-formed)', () => {
    const xml = '<r xmlns:z=" "><z:a/></r>';
    expect(runXmlValidate({ xml })).toMatchObject({ valid: true, elements: 2 });
    expect(runXmlFormat({ xml })).toBe('<r xmlns:z=" ">\n  <z:a/>\n</r>\n');
  });

  it('refuses a prefix bound to the empty namespace name, and says why', () => {
    expect(runXmlValidate({ xml: '<r xmlns:z=""/>' })).toMatchObject({
      valid: false,
      reason: 'xmlns:z="" binds the prefix z to no namespace, which only XML 1.1 allows (xmlns="" may)',
    });
  });

  it.each(['<a>\r\n', '<a x="1"\n', '<a><![CDATA[\n'])(
    'counts columns from 1 at the end of input after a line break: %j',
    (xml) => {
      expect(runXmlValidate({ xml })).toMatchObject({ valid: false, line: 2, column: 1 });
      expect(() => runXmlFormat({ xml })).toThrow(/\(line 2, column 1\)\.$/);
    },
  );

  it.each([
    ['<a>\n  <!-- note ->\n  <b/>\n</a>\n', 5, 'comment not terminated (it opens at line 2, column 3)'],
    ['<!-- note', 1, 'comment not terminated (it opens at line 1, column 1)'],
    ['<a>\n<![CDATA[ x ]>\n</a>', 3, 'CDATA section not terminated (it opens at line 2, column 1)'],
    [
      '<a><!-- <? -->\n<?pi x\n</a>',
      3,
      'processing instruction not terminated (it opens at line 2, column 1)',
    ],
  ])('names a comment, CDATA section or instruction the input ends inside: %j', (xml, line, reason) => {
    expect(runXmlValidate({ xml })).toMatchObject({ valid: false, line, reason });
  });

  it('names the line and column in the error the other actions throw, on the xml field', () => {
    const error = (() => {
      try {
        runXmlFormat({ xml: '<a>\n  <b></c>\n</a>' });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(XmlSyntaxError);
    expect(error).toMatchObject({ line: 2, column: 9, field: 'xml', title: 'Invalid XML' });
  });
});

describe('runXmlToJson and runXmlFromJson (xmltodict convention)', () => {
  it.each([
    ['<a/>', { a: null }],
    ['<a> text </a>', { a: 'text' }],
    ['<a x="1"/>', { a: { '@x': '1' } }],
    ['<a x="1">t</a>', { a: { '@x': '1', '#text': 't' } }],
    ['<a><b>1</b><c/><b>2</b></a>', { a: { b: ['1', '2'], c: null } }],
    ['<p>Hello <b>x</b> world<![CDATA[!]]></p>', { p: { b: 'x', '#text': 'Hello  world!' } }],
    ['<s:E xmlns:s="urn:s"><s:B>1</s:B><!-- gone --></s:E>', { 's:E': { '@xmlns:s': 'urn:s', 's:B': '1' } }],
  ])('%s', (xml, json) => {
    expect(JSON.parse(runXmlToJson({ xml }))).toEqual(json);
  });

  it('writes JSON back as a formatted document', () => {
    const json =
      '{"a": {"@id": 7, "b": [null, true, "x<y"], "c": {"d": 12345678901234567890}, "#text": "tail"}}';
    expect(runXmlFromJson({ json })).toBe(
      '<a id="7"><b/><b>true</b><b>x&lt;y</b><c><d>12345678901234567890</d></c>tail</a>\n',
    );
    expect(runXmlFromJson({ json: '{"a": {"b": {"c": "1"}}}', indent: '4' })).toBe(
      '<a>\n    <b>\n        <c>1</c>\n    </b>\n</a>\n',
    );
  });

  it.each([
    ['[1, 2]', 'The JSON must be an object with one key, the root element: {"root": …}.'],
    ['{"a": 1, "b": 2}', 'The JSON must have exactly one key, the root element; it has 2.'],
    ['{"a": [1, 2]}', '$.a: the root element cannot be an array (a document has one root).'],
    ['{"a": {"my key": 1}}', '$.a["my key"]: "my key" is not an XML name.'],
    ['{"a": {"@x": {"y": 1}}}', '$.a["@x"]: an attribute\'s value must be a string, number or boolean.'],
    ['{"a": {"b": [[1]]}}', '$.a.b[0]: an array inside an array has no XML form.'],
    ['{"a": "\\u0000"}', '$.a holds a character XML cannot carry (a control character).'],
    // What xml validate would refuse of the result: a prefix nothing binds, an xmlns: tag, xmlns:a="" (XML 1.0).
    ['{"a:r": "x"}', 'The XML this JSON makes is not namespace-well-formed: unbound namespace prefix: "a".'],
    [
      '{"r": {"@a:b": 1}}',
      'The XML this JSON makes is not namespace-well-formed: unbound namespace prefix: "a".',
    ],
    [
      '{"xmlns:a": "x"}',
      'The XML this JSON makes is not namespace-well-formed: tags may not have "xmlns" as prefix.',
    ],
    [
      '{"r": {"@xmlns:a": ""}}',
      'The XML this JSON makes is not namespace-well-formed: xmlns:a="" binds the prefix a to no namespace, which only XML 1.1 allows (xmlns="" may).',
    ],
  ])('refuses %s on the json field', (json, message) => {
    expect(() => runXmlFromJson({ json })).toThrow(
      new ToolInputError(message, 'Invalid JSON for XML', 'json'),
    );
  });

  it('says where the JSON itself is broken', () => {
    expect(() => runXmlFromJson({ json: '{"a": }' })).toThrow(/line 1, column 7/);
  });
});

describe('runXmlXPath', () => {
  const xml = '<r xmlns:x="urn:x"><a id="1">t &amp; u<b/></a><a id="2"/><x:c>z</x:c></r>';
  it.each([
    ['//a', 'nodes', ['<a id="1">t &amp; u<b/></a>', '<a id="2"/>']],
    ['//a/@id', 'nodes', [' id="1"', ' id="2"']],
    ['//a/text()', 'nodes', ['t &amp; u']],
    ['count(//a)', 'number', ['2']],
    ['string(//a)', 'string', ['t & u']],
    ['//a[1]/@id = 1', 'boolean', ['true']],
    ['//x:c', 'nodes', ['<x:c>z</x:c>']],
    ['//nope', 'nodes', []],
    // A number as string() writes it (XPath 1.0, 4.2), without JavaScript's exponent.
    ['0.0000001', 'number', ['0.0000001']],
    ['1000000 * 1000000 * 1000000 * 1000', 'number', ['1000000000000000000000']],
    ['-0', 'number', ['0']],
    ['1 div 0', 'number', ['Infinity']],
  ])('%s', (expression, type, values) => {
    expect(runXmlXPath({ xml, expression })).toEqual({ type, values });
  });

  it('sees no XML declaration and no line breaks around the root, as xmllint --xpath does', () => {
    const feed = '<?xml version="1.0"?>\n<?xml-stylesheet href="a.xsl"?>\n<a>x</a>\n';
    expect(runXmlXPath({ xml: feed, expression: '//processing-instruction()' }).values).toEqual([
      '<?xml-stylesheet href="a.xsl"?>',
    ]);
    expect(runXmlXPath({ xml: feed, expression: 'count(/node())' }).values).toEqual(['2']);
    expect(runXmlXPath({ xml: feed, expression: 'string-length(/)' }).values).toEqual(['1']);
  });

  it.each([
    ['string-length(/a)', ['3']],
    ['string-length()', ['3']],
    ['count(/a[string-length() = 3])', ['1']],
    ['substring(/a, 2, 1)', ['😀']],
    ['substring(/a, 2)', ['😀z']],
    ['substring("12345", 1.5, 2.6)', ['234']],
    ['substring("12345", 0 div 0, 3)', ['']],
    ['substring("12345", -42, 1 div 0)', ['12345']],
    ['translate(/a, "😀z", "ab")', ['éab']],
    ['translate("abc", "ab", "A")', ['Ac']],
  ])('counts characters, not UTF-16 units: %s', (expression, values) => {
    expect(runXmlXPath({ xml: '<a>é😀z</a>', expression }).values).toEqual(values);
  });

  it.each([
    ['number(/a/@empty)', 'NaN'],
    ['number(/a/@inf)', 'NaN'],
    ['number(/a/@hex)', 'NaN'],
    ['number(/a/@trailing)', '5'],
    ['number("5.")', '5'],
    ['number(" -.5 ")', '-0.5'],
    ['number(true())', '1'],
    ['number(2.5)', '2.5'],
    ['number()', 'NaN'],
  ])('reads only what XPath calls a number: %s', (expression, value) => {
    const xml = '<a empty="" inf="Infinity" hex="0x10" trailing="5."/>';
    expect(runXmlXPath({ xml, expression }).values).toEqual([value]);
  });

  // Shrunk from generated documents against xmllint --xpath: sum(), comparisons and arithmetic read a string's number
  // with the package's own pattern, which refused '3.' and took a no-break space for XPath's whitespace.
  it.each([
    ['sum(//@n)', '3'],
    ['string(//@n + 1)', '4'],
    ['count(//*[@n > 1])', '1'],
    ['sum(//b)', 'NaN'],
    ['string(//b * 1)', 'NaN'],
    ['string(//@e + 1)', 'NaN'],
    ['string(//@h * 1)', 'NaN'],
    ['string(-//@i)', 'NaN'],
  ])('reads numbers as XPath does in sums, comparisons and arithmetic: %s', (expression, value) => {
    const xml = '<r e="" h="0x10" i="Infinity"><a n="3."/><b>\u00a04</b></r>';
    expect(runXmlXPath({ xml, expression }).values).toEqual([value]);
  });

  it('prints a namespace node as the declaration that makes it', () => {
    expect(runXmlXPath({ xml, expression: '/*/namespace::xml' }).values).toEqual([
      ' xmlns:xml="http://www.w3.org/XML/1998/namespace"',
    ]);
  });

  it('resolves a prefix the caller gives for a default namespace', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0"/></svg>';
    expect(runXmlXPath({ xml: svg, expression: '//path' }).values).toEqual([]);
    expect(
      runXmlXPath({ xml: svg, expression: '//s:path/@d', namespaces: { s: 'http://www.w3.org/2000/svg' } })
        .values,
    ).toEqual([' d="M0"']);
  });

  it.each([
    ['//a[', /cannot be evaluated/],
    ['//y:a', /cannot be evaluated/],
    ['  ', /Please enter an XPath expression/],
  ])('refuses %j on the expression field', (expression, message) => {
    expect(() => runXmlXPath({ xml, expression })).toThrow(message);
    expect(() => runXmlXPath({ xml, expression })).toThrow(expect.objectContaining({ field: 'expression' }));
  });
});

describe('blank input', () => {
  it.each([
    () => runXmlFormat({ xml: ' \n' }),
    () => runXmlMinify({ xml: '' }),
    () => runXmlToJson({ xml: '' }),
    () => runXmlXPath({ xml: '', expression: '/' }),
  ])('is refused with the message for the xml field (%#)', (run) => {
    expect(run).toThrow(new ToolInputError(XML_MESSAGES.emptyXml, 'Error', 'xml'));
  });

  it('for JSON too', () => {
    expect(() => runXmlFromJson({ json: '' })).toThrow(
      new ToolInputError(XML_MESSAGES.emptyJson, 'Error', 'json'),
    );
  });
});
