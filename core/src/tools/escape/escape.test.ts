import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { ESCAPE_FORMATS, ESCAPE_MESSAGES, type EscapeFormat, runEscape } from './escape';

const write = async (text: string, as: EscapeFormat, quote?: 'single' | 'double') =>
  (await runEscape({ text, as, ...(quote ? { quote } : {}) })).text;
const read = async (text: string, as: EscapeFormat) =>
  (await runEscape({ text, as, direction: 'unescape' })).text;

describe('runEscape', () => {
  it.each([
    ['json', 'say "hi"\n\t\\ é 😀\u0001', '"say \\"hi\\"\\n\\t\\\\ é 😀\\u0001"'],
    ['js', 'it\'s "ok"\n\u2028', '"it\'s \\"ok\\"\\n\\u2028"'],
    [
      'html',
      `<a href="x">Tom & 'Jerry'</a>\r\n`,
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;&#13;\n',
    ],
    ['xml', 'a < b && c > "d"', 'a &lt; b &amp;&amp; c &gt; &quot;d&quot;'],
    ['url', 'a b&c=d/é', 'a%20b%26c%3Dd%2F%C3%A9'],
    ['shell', "it's $HOME", "'it'\\''s $HOME'"],
    ['sql', "O'Reilly \\n", "'O''Reilly \\n'"],
    ['csv', 'a,"b"', '"a,""b"""'],
    ['csv', 'plain', 'plain'],
    ['csv', '', '""'],
  ] as const)('%s: %j <-> %j', async (as, text, escaped) => {
    expect(await write(text, as)).toBe(escaped);
    expect(await read(escaped, as)).toBe(text);
  });

  it('writes a JavaScript string in single quotes when asked, and reads every quote style', async () => {
    expect(await write(`it's "x" \\`, 'js', 'single')).toBe(`'it\\'s "x" \\\\'`);
    expect(await read(`'it\\'s "x" \\\\'`, 'js')).toBe(`it's "x" \\`);
    expect(await read('`a\\u{1F600}\\${`', 'js')).toBe('a😀${');
    expect(await read('"\\x41\\u0042\\0"', 'js')).toBe('AB\0');
  });

  it('reads the inside of a JSON or JavaScript string without its quotes', async () => {
    expect(await read('line\\nnext \\"q\\"', 'json')).toBe('line\nnext "q"');
    expect(await read('tab\\t', 'js')).toBe('tab\t');
  });

  it('reads shell words in every quoting POSIX has', async () => {
    expect(await read(`'a b'"c \\$d"\\ e`, 'shell')).toBe('a bc $d e');
    expect(await read("''", 'shell')).toBe('');
  });

  // dash splits words at space, tab and line break only (POSIX 2.3's <blank>); \r, \v, \f, U+00A0 are text.
  it.each([
    ['a\u00a0b', 'a\u00a0b'],
    ['é\v', 'é\v'],
    ["'a'\r", 'a\r'],
    ['\u3000', '\u3000'],
    [' \tx\n', 'x'],
  ])('reads the shell word %j as dash does', async (word, text) => {
    expect(await read(word, 'shell')).toBe(text);
  });

  it('reads a CSV record ended by CR, LF or CRLF as its field, and a CR inside quotes as text', async () => {
    expect(await read('a\r', 'csv')).toBe('a');
    expect(await read('"a\rb"\r\n', 'csv')).toBe('a\rb');
  });

  it.each([
    ['json', '"\\x41"', /^This is not a JSON string: /],
    ['json', '"a" "b"', /^This is not a JSON string: /],
    ['js', '"a" "b"', /^This is not a JavaScript string literal: it ends at character 3\.$/],
    ['js', '"a" + b', /^This is not a JavaScript string literal: it is not one string\.$/],
    ['js', '`$' + '{x}`', /^A template literal with \$\{…\} is code, not a string\.$/],
    ['sql', "'it's'", /^A SQL string literal is text between single quotes/],
    ['csv', 'a,b', /^This is 2 CSV fields, not one/],
    ['csv', '"a"b', /^This is not one CSV field: trailing quote on quoted field is malformed\.$/],
    // A CR outside quotes ends a record (RFC 4180 allows CR and LF only inside quotes; Python's csv, Excel).
    ['csv', 'a\rb', /^This is 2 CSV fields, not one/],
    ['csv', '\ra', /^This is 2 CSV fields, not one/],
    ['shell', 'a b', /^The space at character 2 splits this into several words; quote it\.$/],
    ['shell', '"$HOME"', /^"\$" at character 2 is expanded by the shell even inside double quotes\.$/],
    ['shell', "'open", /^The single quote at character 1 is never closed\.$/],
    ['shell', '*.txt', /^"\*" at character 1 means something to the shell unquoted; quote it\.$/],
    ['url', '100%', /^at character 4: "%" is not % and two hex digits\.$/],
    ['shell', '  ', /^Please enter an escaped string to read\.$/],
    // Python's expat: "reference to invalid character number" (well-formedness constraint: Legal Character).
    ['xml', 'a&#0;', /^XML 1\.0 cannot hold U\+0000 \(character 2\), not even as a reference\.$/],
    ['xml', '&#x1F600;&#xFFFE;', /^XML 1\.0 cannot hold U\+FFFE \(character 10\)/],
    ['xml', '&#xD800;', /^XML 1\.0 cannot hold U\+D800 /],
    ['xml', '&#x110000;', /^XML 1\.0 cannot hold U\+110000 /],
    ['xml', 'a\u0001b', /^XML 1\.0 cannot hold U\+0001 \(character 2\)/],
  ] as const)('%s refuses to unescape %j, saying why', async (as, text, message) => {
    const refusal = runEscape({ text, as, direction: 'unescape' });
    await expect(refusal).rejects.toThrow(message);
    await expect(refusal).rejects.toBeInstanceOf(ToolInputError);
  });

  it.each([
    ['shell', 'a\0b', 'A shell argument cannot hold a NUL character (character 2).'],
    ['sql', '\0', 'A PostgreSQL string cannot hold a NUL character (character 1).'],
    ['html', 'ab\0', 'HTML cannot hold a NUL character (character 3).'],
    ['xml', 'a\u000bb', 'XML 1.0 cannot hold U+000B (character 2), not even as a reference.'],
    ['xml', '😀\uffff', 'XML 1.0 cannot hold U+FFFF (character 2), not even as a reference.'],
  ] as const)('%s refuses to escape what it cannot hold: %j', async (as, text, message) => {
    await expect(runEscape({ text, as })).rejects.toThrow(message);
  });

  it('names the field at fault: the format, the direction, an over-long text', async () => {
    const fieldOf = (input: Parameters<typeof runEscape>[0]) =>
      runEscape(input).then(
        () => undefined,
        (error: ToolInputError) => [error.field, error.message],
      );
    expect(await fieldOf({ text: 'x', as: 'yaml' })).toEqual(['as', ESCAPE_MESSAGES.as]);
    expect(ESCAPE_MESSAGES.as).toContain(ESCAPE_FORMATS.join(', '));
    expect(await fieldOf({ text: 'x', as: 'json', direction: 'sideways' })).toEqual([
      'direction',
      ESCAPE_MESSAGES.direction,
    ]);
    expect(await fieldOf({ text: 'x'.repeat(1_000_001), as: 'json' })).toEqual([
      'text',
      ESCAPE_MESSAGES.long,
    ]);
  });
});
