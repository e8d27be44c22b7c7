import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import {
  type ContactCard,
  qrPayloadText,
  qrUrl,
  vcardPayload,
  type WifiNetwork,
  wifiPayload,
} from './payload';

const network = (over: Partial<WifiNetwork>): WifiNetwork => ({
  ssid: 'Home',
  password: 'correct horse',
  security: 'WPA',
  hidden: false,
  ...over,
});

const card = (over: Partial<ContactCard>): ContactCard => ({
  firstName: '',
  lastName: '',
  organization: '',
  title: '',
  phone: '',
  email: '',
  url: '',
  ...over,
});

describe('wifiPayload (ZXing’s WIFI: format)', () => {
  it.each([
    [{}, 'WIFI:T:WPA;S:Home;P:correct horse;;'],
    [{ hidden: true }, 'WIFI:T:WPA;S:Home;P:correct horse;H:true;;'],
    [{ security: 'nopass', password: 'ignored' }, 'WIFI:T:nopass;S:Home;;'],
    [{ security: 'WEP', password: 'abcde' }, 'WIFI:T:WEP;S:Home;P:abcde;;'],
    [
      { ssid: 'a;b,c:d"e\\f', password: 'x;y,z:"\\!!' },
      'WIFI:T:WPA;S:a\\;b\\,c\\:d\\"e\\\\f;P:x\\;y\\,z\\:\\"\\\\!!;;',
    ],
    [{ ssid: 'CAFE', password: '0123456789abcdef' }, 'WIFI:T:WPA;S:"CAFE";P:"0123456789abcdef";;'],
    [{ ssid: 'Café ☕' }, 'WIFI:T:WPA;S:Café ☕;P:correct horse;;'],
    // An odd number of hex digits is hex to ZXing's reader too (quoteNonHex takes any run of them).
    [{ ssid: '12345' }, 'WIFI:T:WPA;S:"12345";P:correct horse;;'],
    [{ ssid: 'abc' }, 'WIFI:T:WPA;S:"abc";P:correct horse;;'],
  ] as [Partial<WifiNetwork>, string][])('%j -> %s', (over, expected) => {
    expect(wifiPayload(network(over))).toBe(expected);
  });

  it.each([
    [{ ssid: '' }, 'Please enter the network name (SSID).'],
    [{ ssid: 'é'.repeat(17) }, `A network name is at most 32 bytes; "${'é'.repeat(17)}" is 34.`],
    [{ password: 'short' }, 'A WPA password is 8 to 63 characters (or 64 hex digits); this one is 5.'],
    [
      { password: 'x'.repeat(64) },
      'A WPA password is 8 to 63 characters (or 64 hex digits); this one is 64.',
    ],
    [
      { security: 'WEP', password: 'abcdef' },
      'A WEP key is 5 or 13 characters, or 10 or 26 hex digits; this one is 6.',
    ],
  ] as [Partial<WifiNetwork>, string][])('refuses %j', (over, message) => {
    expect(() => wifiPayload(network(over))).toThrow(new ToolInputError(message, 'Invalid Wi-Fi'));
  });

  // Readers take a hex key only unquoted: ZXing's WifiConfigManager keeps 64 hex digits (WPA) or 10, 26 or 58
  // (WEP) as they are and quotes anything else as a passphrase; a quoted 64-digit key is a 64-character
  // passphrase, which WPA does not allow, and the phone does not join. (The old assertion wanted the quotes.)
  it('takes a 64-hex-digit WPA key, and a 10- or 26-hex-digit WEP key, unquoted: readers take them as hex', () => {
    expect(wifiPayload(network({ password: 'a'.repeat(64) }))).toContain(`P:${'a'.repeat(64)};`);
    expect(wifiPayload(network({ security: 'WEP', password: '0123456789' }))).toBe(
      'WIFI:T:WEP;S:Home;P:0123456789;;',
    );
    expect(wifiPayload(network({ security: 'WEP', password: 'ABCDEF0123456789abcdef0123' }))).toContain(
      'P:ABCDEF0123456789abcdef0123;',
    );
    // A passphrase that merely looks like hex is still quoted, so that no reader takes it for hex.
    expect(wifiPayload(network({ password: 'abcd1234' }))).toContain('P:"abcd1234";');
  });

  it('refuses a 10- or 26-character WEP key that is not hex: readers would take it as a passphrase', () => {
    expect(() => wifiPayload(network({ security: 'WEP', password: 'abcdefghij' }))).toThrow(
      new ToolInputError(
        'A WEP key is 5 or 13 characters, or 10 or 26 hex digits; this one is 10 characters, not all hex digits.',
        'Invalid Wi-Fi',
      ),
    );
  });
});

describe('vcardPayload (vCard 3.0)', () => {
  it('writes N, FN and the filled fields, CRLF-separated, text escaped', () => {
    expect(
      vcardPayload(
        card({
          firstName: 'Ada',
          lastName: 'Lovelace, Countess',
          organization: 'Engines; Ltd',
          title: 'Line one\nline two',
          phone: '+44 20 7946 0000',
          email: 'ada@example.com',
          url: 'https://example.com/a,b',
        }),
      ),
    ).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:Lovelace\\, Countess;Ada;;;',
        'FN:Ada Lovelace\\, Countess',
        'ORG:Engines\\; Ltd',
        'TITLE:Line one\\nline two',
        'TEL;TYPE=CELL:+44 20 7946 0000',
        'EMAIL:ada@example.com',
        'URL:https://example.com/a,b',
        'END:VCARD',
      ].join('\r\n'),
    );
  });

  it('names a card by its organisation when it has no person', () => {
    expect(vcardPayload(card({ organization: 'ACME' }))).toContain('\r\nN:;;;;\r\nFN:ACME\r\n');
  });

  it('refuses a card with no name', () => {
    expect(() => vcardPayload(card({ email: 'a@b.c' }))).toThrow(
      new ToolInputError('Please enter a name or an organisation for the contact.', 'Invalid contact'),
    );
  });
});

describe('vcardPayload URL', () => {
  // The website is read as a link is (qrUrl): a space in its path was dropped ("/a b" became "/ab", another page);
  // it is percent-encoded now, a line break from a wrapped paste still goes, and a bare host gets https://.
  it.each([
    ['https://example.com/a b', 'URL:https://example.com/a%20b'],
    ['https://example.com/long-\npath', 'URL:https://example.com/long-path'],
    ['example.com', 'URL:https://example.com/'],
  ])('%j -> %s', (url, line) => {
    expect(vcardPayload(card({ firstName: 'Ada', url })).split('\r\n')).toContain(line);
  });
});

describe('qrUrl', () => {
  it.each([
    ['https://example.com', 'https://example.com/'],
    ['  example.com/a b ', 'https://example.com/a%20b'],
    ['mailto:ada@example.com', 'mailto:ada@example.com'],
    ['HTTP://EXAMPLE.com', 'http://example.com/'],
    // A host and a port, as a browser's address bar reads them; RFC 3986 alone would make "example.com" the scheme,
    // and the phone would not open it.
    ['example.com:8080/a', 'https://example.com:8080/a'],
    ['localhost:3000', 'https://localhost:3000/'],
    ['192.168.1.5:5173/app', 'https://192.168.1.5:5173/app'],
    ['tel:911', 'tel:911'],
  ])('%j -> %s', (input, expected) => {
    expect(qrUrl(input)).toBe(expected);
  });

  it.each([
    ['', 'Please enter a URL.'],
    ['http://exa mple.com', '"http://exa mple.com" is not a URL.'],
  ])('refuses %j', (input, message) => {
    expect(() => qrUrl(input)).toThrow(new ToolInputError(message, 'Invalid URL'));
  });
});

describe('qrPayloadText', () => {
  it('keeps text exactly as typed, and refuses blank text', () => {
    expect(qrPayloadText({ kind: 'text', text: '  two\nlines ' })).toBe('  two\nlines ');
    expect(() => qrPayloadText({ kind: 'text', text: ' \n' })).toThrow('Please enter some text.');
  });
});
