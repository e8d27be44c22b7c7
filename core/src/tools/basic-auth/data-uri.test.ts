import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { DATA_URI_MESSAGES, runDataUriDecode, runDataUriEncode } from './data-uri';

const corpus = fileURLToPath(new URL('./corpus/fixtures/', import.meta.url));
const files = readdirSync(corpus);

describe("runDataUriEncode's MIME type of text, against file --mime-type", () => {
  const utf16 = (bom: number[], text: string, littleEndian: boolean) =>
    new Uint8Array([
      ...bom,
      ...[...text].flatMap((c) => (littleEndian ? [c.charCodeAt(0), 0] : [0, c.charCodeAt(0)])),
    ]);
  const texts = [
    '{"a":1}',
    '[1,2,3]\n',
    ' {"a":[{}]} ',
    '{"a":1',
    '"a"',
    '<head><title>t</title></head>',
    '<title>x</title>',
    '<script>1</script>',
    '<table></table>',
    '<a href="x">y</a>',
    '<!DOCTYPE html>\n<p>x</p>',
    '<p>hi</p>',
    '<!-- x -->',
    'plain words',
  ].map((text): [string, Uint8Array] => [JSON.stringify(text), new TextEncoder().encode(text)]);
  it.each([
    ...texts,
    ['"hi" in UTF-16LE with its BOM', utf16([0xff, 0xfe], 'hi', true)],
    ['"hi" in UTF-16BE with its BOM', utf16([0xfe, 0xff], 'hi', false)],
  ])('%s', (_, bytes) => {
    const fileMime = execFileSync('file', ['--mime-type', '-b', '-'], {
      input: bytes,
      encoding: 'utf8',
    }).trim();
    expect(runDataUriEncode(bytes).mime).toBe(fileMime);
  });
});

describe('runDataUriEncode on real files, against file --mime-type and base64', () => {
  it.each(files)('%s', (name) => {
    const path = join(corpus, name);
    const bytes = new Uint8Array(readFileSync(path));
    const result = runDataUriEncode(bytes);
    const fileMime = execFileSync('file', ['--mime-type', '-b', path], { encoding: 'utf8' }).trim();
    // file 5.44 calls an SVG that opens with a comment text/plain; a browser needs image/svg+xml to draw it.
    if (name.endsWith('.svg')) expect([fileMime, result.mime]).toEqual(['text/plain', 'image/svg+xml']);
    else expect(result.mime).toBe(fileMime);
    const base64 = execFileSync('base64', ['-w', '0', path], { encoding: 'utf8' });
    expect(result.uri).toMatch(
      new RegExp(`^data:${result.mime.replace('+', '\\+')}(;charset=utf-8)?;base64,`),
    );
    expect(result.uri.endsWith(`,${base64}`)).toBe(true);
    expect(result).toMatchObject({ bytes: bytes.length, length: result.uri.length });
    const back = runDataUriDecode(result.uri);
    expect(back).toMatchObject({ mime: result.mime, size: bytes.length, base64: true });
    expect(back.bytes).toEqual(bytes);
  });

  it('calls a short file that ends inside a UTF-8 character binary, not UTF-8 text (Latin-1 café)', () => {
    expect(runDataUriEncode(new Uint8Array([0x63, 0x61, 0x66, 0xe9])).mime).toBe('application/octet-stream');
    const cut = new TextEncoder().encode(`${'a'.repeat(4095)}é`);
    expect(runDataUriEncode(cut).mime).toBe('text/plain');
  });

  it('says charset=utf-8 only of UTF-8 text, and keeps the parameters of a type that is given (RFC 2397)', () => {
    const latin1 = new Uint8Array([0x63, 0x61, 0x66, 0xe9]);
    expect(runDataUriEncode(latin1, 'text/csv').uri).toBe('data:text/csv;base64,Y2Fm6Q==');
    const given = runDataUriEncode(latin1, 'text/plain; charset=iso-8859-1');
    expect(given).toMatchObject({
      mime: 'text/plain',
      uri: 'data:text/plain;charset=iso-8859-1;base64,Y2Fm6Q==',
    });
    expect(runDataUriDecode(given.uri).bytes).toEqual(latin1);
    expect(runDataUriEncode(new TextEncoder().encode('é'), 'text/csv').uri).toBe(
      'data:text/csv;charset=utf-8;base64,w6k=',
    );
  });

  it('keeps a MIME type that is given, and refuses one that is not type/subtype', () => {
    expect(runDataUriEncode(new Uint8Array([1, 2, 3]), 'application/x-thing').uri).toBe(
      'data:application/x-thing;base64,AQID',
    );
    expect(() => runDataUriEncode(new Uint8Array([1]), 'nonsense')).toThrow(
      new ToolInputError(`"nonsense" ${DATA_URI_MESSAGES.mime}`, 'Invalid MIME type', 'mime'),
    );
    expect(() => runDataUriEncode(new Uint8Array())).toThrow(DATA_URI_MESSAGES.empty);
  });
});

describe('runDataUriDecode', () => {
  it("reads RFC 2397's percent-encoded example and defaults to text/plain", () => {
    const decoded = runDataUriDecode('data:,A%20brief%20note');
    expect(new TextDecoder().decode(decoded.bytes)).toBe('A brief note');
    expect(decoded).toMatchObject({ mime: 'text/plain', base64: false, size: 12 });
  });

  it('reads base64 data that is percent-encoded (%2B, %2F, %3D), as a browser and fetch() read it', () => {
    expect(runDataUriDecode('data:image/png;base64,%2BxkE').bytes).toEqual(
      new Uint8Array([0xfb, 0x19, 0x04]),
    );
    expect(runDataUriDecode('data:;base64,J%2FxRMg%3d%3D').bytes).toEqual(
      new Uint8Array([0x27, 0xfc, 0x51, 0x32]),
    );
  });

  it("reads fast-check's base64 data URIs, some characters percent-encoded, as Node's fetch() does", async () => {
    const hexOf = (bytes: Uint8Array) =>
      Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    const data = fc
      .tuple(fc.uint8Array({ maxLength: 12 }), fc.infiniteStream(fc.boolean()))
      .map(([bytes, flags]) =>
        [...btoa(String.fromCharCode(...bytes))]
          .map((char) =>
            /[+/=]/.test(char) && flags.next().value ? `%${char.charCodeAt(0).toString(16)}` : char,
          )
          .join(''),
      );
    const uris = fc.sample(
      fc
        .tuple(fc.constantFrom('', 'image/png', 'text/plain;charset=utf-8'), data)
        .map(([mime, body]) => `data:${mime};base64,${body}`),
      { numRuns: 300, seed: 98 },
    );
    const theirs = await Promise.all(
      uris.map(async (uri) => hexOf(new Uint8Array(await (await fetch(uri)).arrayBuffer()))),
    );
    expect(uris.map((uri) => hexOf(runDataUriDecode(uri).bytes))).toEqual(theirs);
  });

  it('reads a 5 MB percent-encoded URI in well under a second (a TextEncoder call a character took 18 s)', () => {
    const text = `${'a'.repeat(2_500_000)}é%41%e2%82%ac😀${'b'.repeat(2_500_000)}`;
    const started = performance.now();
    const { bytes } = runDataUriDecode(`data:,${text}`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(new TextDecoder().decode(bytes)).toBe(text.replace('%41%e2%82%ac', 'A€'));
    // Every byte escaped: as fast (a chunk a %XX would take seconds and gigabytes).
    const escaped = performance.now();
    expect(runDataUriDecode(`data:,${'%41'.repeat(1_000_000)}`).size).toBe(1_000_000);
    expect(performance.now() - escaped).toBeLessThan(1000);
  });

  it.each([
    ['hello', DATA_URI_MESSAGES.notDataUri],
    ['data:image/png;base64,@@@', DATA_URI_MESSAGES.base64],
    ['data:text/plain,100%', DATA_URI_MESSAGES.percent],
  ])('refuses %j with a field error', (text, message) => {
    expect(() => runDataUriDecode(text)).toThrow(new ToolInputError(message, 'Invalid data URI', 'uri'));
  });
});
