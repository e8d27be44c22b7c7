import { expect, it } from 'vitest';
import { base64, dataUri, escapeXml } from './data-uri';

const bytes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

it.each([
  ['', ''],
  ['f', 'Zg=='],
  ['fo', 'Zm8='],
  ['foo', 'Zm9v'],
  ['foobar', 'Zm9vYmFy'],
  ['\u00ff\u00fe\u00fd', '//79'],
])('base64(%j) = %j', (input, expected) => {
  expect(base64(bytes(input))).toBe(expected);
});

it('builds data URIs', () => {
  expect(dataUri('font/woff2', bytes('hi'))).toBe('data:font/woff2;base64,aGk=');
});

it('escapes markup', () => {
  expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
    '&#60;a href=&#34;x&#34;&#62;Tom &#38; &#39;Jerry&#39;&#60;/a&#62;',
  );
});
