import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { runEntityDecode, runEntityEncode } from '../../html/entities';
import { runPercentDecode, runPercentEncode } from '../../text/percent-encoding';
import { runPercentEncodeBytes, runUrlParse, runUrlWithParams } from './url';

describe('runPercentEncode / runPercentDecode', () => {
  it.each([
    // RFC 3986 §2.1 and §2.5: UTF-8 octets, uppercase hex.
    ['À', 'component', '%C3%80'],
    ['a b&c=d/é', 'component', 'a%20b%26c%3Dd%2Fé'.replace('é', '%C3%A9')],
    ['https://example.com/a b?q=ü#x', 'uri', 'https://example.com/a%20b?q=%C3%BC#x'],
    ['😀', 'component', '%F0%9F%98%80'],
    ["-_.!~*'()", 'component', "-_.!~*'()"],
  ] as const)('%j (%s) -> %j and back', (text, mode, encoded) => {
    expect(runPercentEncode(text, mode)).toBe(encoded);
    expect(runPercentDecode(encoded, mode)).toBe(text);
  });

  it('encodes bytes as encodeURIComponent and encodeURI encode their UTF-8 text', () => {
    const text = `${Array.from({ length: 128 }, (_, i) => String.fromCharCode(i)).join('')}é€😀 ẞ\u0301`;
    const bytes = new TextEncoder().encode(text);
    expect(runPercentEncodeBytes(bytes, 'component')).toBe(encodeURIComponent(text));
    expect(runPercentEncodeBytes(bytes, 'uri')).toBe(encodeURI(text));
  });

  it('encodes bytes that are not UTF-8 as they are, as Python’s quote() does', () => {
    // quote(b'caf\xe9 \xed\xa0\x80', safe=''): Latin-1, and a UTF-16 surrogate written as UTF-8 (WTF-8).
    expect(
      runPercentEncodeBytes(Uint8Array.of(0x63, 0x61, 0x66, 0xe9, 0x20, 0xed, 0xa0, 0x80), 'component'),
    ).toBe('caf%E9%20%ED%A0%80');
  });

  it('whole-URL decoding keeps escapes that would change the structure', () => {
    expect(runPercentDecode('a%2Fb%3Fc%20d', 'uri')).toBe('a%2Fb%3Fc d');
    expect(runPercentDecode('a%2Fb%3Fc%20d', 'component')).toBe('a/b?c d');
  });

  it('reads + as a space for form data, as URLSearchParams does', () => {
    const form = 'q=a+b%2Bc';
    expect(runPercentDecode(form.slice(2), 'component', true)).toBe(new URLSearchParams(form).get('q'));
  });

  it.each([
    ['100%', 'at character 4: "%" is not % and two hex digits.'],
    ['a%zz', 'at character 2: "%zz" is not % and two hex digits.'],
    ['ok%C3%28', 'at character 3: "%C3%28" is not UTF-8.'],
    // The sequence at fault, not the whole run of escapes around it (a 10 MB run was quoted whole).
    ['%C3%A9%C3%A9%C3%A9%C3', 'at character 19: "%C3" is not UTF-8.'],
    ['caf%C3%A9%E9t', 'at character 10: "%E9" is not UTF-8.'],
    [`${'%C3%A9'.repeat(1_000_000)}%FF%C3%A9`, 'at character 6000001: "%FF" is not UTF-8.'],
  ])('refuses case %# with where and why', (text, message) => {
    expect(() => runPercentDecode(text, 'component')).toThrow(new ToolInputError(message, 'Invalid input'));
  });

  it('names a lone surrogate', () => {
    expect(() => runPercentEncode('ab\uD83D', 'component')).toThrow(
      /character 3 is half of a surrogate pair/,
    );
  });
});

describe('runUrlParse / runUrlWithParams', () => {
  it('splits a URL as the WHATWG URL Standard does, the query decoded in order', () => {
    expect(
      runUrlParse('https://user:p%40ss@Example.COM:8443/a/../b/%7Efile?q=caf%C3%A9&tag=a&tag=b+c#top'),
    ).toEqual({
      href: 'https://user:p%40ss@example.com:8443/b/%7Efile?q=caf%C3%A9&tag=a&tag=b+c#top',
      origin: 'https://example.com:8443',
      protocol: 'https:',
      username: 'user',
      password: 'p@ss',
      hostname: 'example.com',
      port: '8443',
      pathname: '/b/%7Efile',
      search: '?q=caf%C3%A9&tag=a&tag=b+c',
      hash: '#top',
      params: [
        ['q', 'café'],
        ['tag', 'a'],
        ['tag', 'b c'],
      ],
    });
  });

  it('rebuilds the URL from an edited query', () => {
    expect(
      runUrlWithParams('https://a.dev/p?x=1#h', [
        ['x', '2 & 3'],
        ['', 'dropped'],
        ['new', 'é'],
      ]),
    ).toBe('https://a.dev/p?x=2+%26+3&new=%C3%A9#h');
    expect(runUrlWithParams('https://a.dev/p?x=1', [])).toBe('https://a.dev/p');
  });

  it.each([
    ['', 'Please enter a URL.'],
    ['example.com/path', '"example.com/path" is not an absolute URL. Did you mean https://example.com/path?'],
    [
      '/relative',
      '"/relative" is not an absolute URL. It is relative: a URL needs a scheme and host (https://example.com/…).',
    ],
    ['http://exa mple.com', '"http://exa mple.com" is not an absolute URL.'],
  ])('refuses %j', (text, message) => {
    expect(() => runUrlParse(text)).toThrow(new ToolInputError(message, 'Invalid URL'));
  });
});

describe('HTML entities', () => {
  it.each([
    // The HTML Standard's own examples (§13.2.5.73): a legacy reference without its semicolon.
    ['I’m &notit; I tell you', 'I’m ¬it; I tell you'],
    ['I’m &notin; I tell you', 'I’m ∉ I tell you'],
    ['&eacute;&#233;&#xE9;&NotEqualTilde;', 'ééé≂̸'],
    ['&lt;script&gt;', '<script>'],
    ['&unknown; &amp', '&unknown; &'],
  ])('decodes %j', async (text, decoded) => {
    expect(await runEntityDecode(text)).toBe(decoded);
  });

  it('escapes the five specials, or every non-ASCII character too, and reads both back', async () => {
    const text = `<a href="x">Café & 'ü' 😀</a>`;
    const minimal = await runEntityEncode(text, 'minimal');
    expect(minimal).toBe('&lt;a href=&quot;x&quot;&gt;Café &amp; &apos;ü&apos; 😀&lt;/a&gt;');
    const all = await runEntityEncode(text, 'all');
    expect(all).toBe('&lt;a href=&quot;x&quot;&gt;Caf&eacute; &amp; &apos;&uuml;&apos; &#128512;&lt;/a&gt;');
    expect(await runEntityDecode(minimal)).toBe(text);
    expect(await runEntityDecode(all)).toBe(text);
  });
});

describe('runEntityEncode (all) / runEntityDecode', () => {
  // A C1 control (U+0080-U+009F, as Latin-1 mojibake holds) has no reference: the HTML parser reads &#133; as U+2026
  // (windows-1252), so the character stays as it is.
  it('reads back every text it encodes, C1 controls included', async () => {
    expect(await runEntityEncode('a\u0085b\u0080\u009f', 'all')).toBe('a\u0085b\u0080\u009f');
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary' }), async (text) => {
        expect(await runEntityDecode(await runEntityEncode(text, 'all'))).toBe(text);
      }),
      { numRuns: 3000 },
    );
  });
});
