import { decodeXML } from 'entities';
import { expect, it } from 'vitest';
import { escapeXml } from './escape-xml';

/** XML 1.0's Char production (below U+10000): what a well-formed document may contain at all. */
const XML_CHARS = /^[\t\n\r\u0020-\ud7ff\ue000-\ufffd\ud800-\udfff]*$/;

it('escapes the five XML specials with named entities, which an XML reader turns back', () => {
  const text = `<a href="x">Tom & 'Jerry'</a>`;
  expect(escapeXml(text)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;');
  expect(decodeXML(escapeXml(text))).toBe(text);
});

it('drops the control characters XML forbids (a reference to them would not parse either), keeps tab and newlines', () => {
  const text = 'a\u0000b\u0001c\u0008d\u000be\u001ff\tg\nh\ri 😀 é';
  const escaped = escapeXml(text);
  expect(escaped).toMatch(XML_CHARS);
  expect(escaped).not.toMatch(/&#/);
  expect(decodeXML(escaped)).toBe('abcdef\tg\nh\ri 😀 é');
});
