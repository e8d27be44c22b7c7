import { expect, it } from 'vitest';
import { dataUri, escapeXml } from './data-uri';

const bytes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

it('builds data URIs', () => {
  expect(dataUri('font/woff2', bytes('hi'))).toBe('data:font/woff2;base64,aGk=');
});

it('escapes markup', () => {
  expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
    '&#60;a href=&#34;x&#34;&#62;Tom &#38; &#39;Jerry&#39;&#60;/a&#62;',
  );
});
