// Each escaped form read back by that language's own parser (V8 for JSON and JavaScript, parse5 for HTML, Python's
// expat for XML, urllib for URLs, dash for shell words, PostgreSQL (PGlite) for SQL, Python's csv for CSV), on
// strings others wrote (the Big List of Naughty Strings, JSONTestSuite) and on fast-check's, which lean on the
// characters each language treats specially.
import { Buffer } from 'node:buffer';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initdbImage } from '../../testing/initdb-image';
import { type EscapeFormat, runEscape } from './escape';

const corpus = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`corpus/${name}`, import.meta.url), 'utf8'));
const naughty = corpus('blns.json') as string[];
const jsonSuite = corpus('jsontestsuite-strings.json') as { file: string; literal: string }[];

const SPECIALS = [
  ...'\'"\\`$&<>;,%#*?~ \t\n\r\0\u0001\u007f\u0085\u00a0\u2028\uFEFF\uFFFD',
  'é',
  '😀',
  '\u{10FFFF}',
];
const sampled = fc.sample(
  fc.oneof(
    fc.string({ unit: 'binary', maxLength: 24 }),
    fc.string({ unit: fc.constantFrom(...SPECIALS), maxLength: 24 }),
  ),
  { numRuns: 400, seed: 79 },
);
const strings = [...new Set(['', ' ', "'", '"', '\\', '\r\n', ...naughty, ...sampled])];

/** XML 1.0's Char production; anything else is refused, not escaped (escape.test.ts). */
const xmlChars = /^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u;
const holdable: Record<EscapeFormat, (text: string) => boolean> = {
  json: () => true,
  js: () => true,
  html: (text) => !text.includes('\0'),
  xml: (text) => xmlChars.test(text),
  url: () => true,
  shell: (text) => !text.includes('\0'),
  sql: (text) => !text.includes('\0'),
  csv: () => true,
};

async function escapedAll(as: EscapeFormat, quote?: 'single' | 'double') {
  const inputs = strings.filter(holdable[as]);
  const escaped = await Promise.all(
    inputs.map(async (text) => (await runEscape({ text, as, ...(quote ? { quote } : {}) })).text),
  );
  return { inputs, escaped };
}

/** Escaping then unescaping gives the text back: our reader agrees with our writer. */
async function expectRoundTrip(as: EscapeFormat, inputs: string[], escaped: string[]) {
  const back = await Promise.all(
    escaped.map(async (text) => (await runEscape({ text, as, direction: 'unescape' })).text),
  );
  expect(back).toEqual(inputs);
}

const python = (script: string, input: unknown): unknown =>
  JSON.parse(
    execFileSync('python3', ['-c', script], {
      input: JSON.stringify(input),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }),
  );

const PY_PRELUDE = 'import sys, json\ndata = json.loads(sys.stdin.buffer.read().decode("utf-8"))\n';

describe('escaped forms read back by their own languages', () => {
  it('JSON: V8 JSON.parse reads every escaped string back', async () => {
    const { inputs, escaped } = await escapedAll('json');
    expect(escaped.map((literal) => JSON.parse(literal))).toEqual(inputs);
    await expectRoundTrip('json', inputs, escaped);
  });

  it.each(['double', 'single'] as const)(
    'JavaScript (%s quotes): V8 evaluates every literal back',
    async (quote) => {
      const { inputs, escaped } = await escapedAll('js', quote);
      const values = runInNewContext(`[${escaped.join(',\n')}]`) as string[];
      expect([...values]).toEqual(inputs);
      await expectRoundTrip('js', inputs, escaped);
    },
  );

  it('HTML: parse5 reads each one back as an element text and a quoted attribute', async () => {
    const { inputs, escaped } = await escapedAll('html');
    const read = escaped.map((html) => {
      const div = parseFragment(`<div title="${html}">${html}</div>`)
        .childNodes[0] as DefaultTreeAdapterMap['element'];
      const text = div.childNodes
        .map((node) => ('value' in node && node.nodeName === '#text' ? node.value : ''))
        .join('');
      return [div.attrs[0]?.value, text];
    });
    expect(read).toEqual(inputs.map((text) => [text, text]));
    await expectRoundTrip('html', inputs, escaped);
  });

  it("XML: Python's expat reads each one back as element text, and as an attribute (less tabs and line breaks)", async () => {
    const { inputs, escaped } = await escapedAll('xml');
    const read = python(
      `${PY_PRELUDE}import xml.etree.ElementTree as ET
doc = ET.fromstring(("<r>" + "".join('<v a="' + e + '">' + e + "</v>" for e in data) + "</r>").encode("utf-8"))
print(json.dumps([[v.text or "", v.get("a")] for v in doc]))`,
      escaped,
    ) as [string, string][];
    // XML's attribute-value normalization turns a literal tab or line break into a space (XML 1.0 §3.3.3).
    expect(read).toEqual(inputs.map((text) => [text, text.replace(/[\t\n]/g, ' ')]));
    await expectRoundTrip('xml', inputs, escaped);
  });

  it("URL: Python's urllib.parse.unquote reads each component back, strictly as UTF-8", async () => {
    const { inputs, escaped } = await escapedAll('url');
    const read = python(
      `${PY_PRELUDE}from urllib.parse import unquote
print(json.dumps([unquote(e, errors="strict") for e in data]))`,
      escaped,
    );
    expect(read).toEqual(inputs);
    await expectRoundTrip('url', inputs, escaped);
  });

  it('shell: dash passes each quoted word to printf unchanged', async () => {
    const { inputs, escaped } = await escapedAll('shell');
    const script = escaped.map((word) => `printf '%s\\0' ${word}\n`).join('');
    const out = execFileSync('/usr/bin/dash', ['-s'], { input: script, maxBuffer: 64 * 1024 * 1024 });
    const words = out.toString('utf8').split('\0').slice(0, -1);
    expect(words).toEqual(inputs);
    await expectRoundTrip('shell', inputs, escaped);
  });

  it("shell: fast-check's words with blanks, quotes and backslashes are read as dash's `set --` reads them", async () => {
    const unit = fc.constantFrom(...[...' \t\n\r\v\f\u00a0\u0085\u3000\uFEFF\'"\\aé😀']);
    const words = [
      ...new Set(fc.sample(fc.string({ unit, minLength: 1, maxLength: 8 }), { numRuns: 300, seed: 98 })),
    ];
    // Each word handed to `set --` in its own subshell (a syntax error ends only that one); its count and words.
    // Blanks before it are read past, as in a form (after `set --` a line break would end the command).
    const script = words
      .map((word, at) => {
        const b64 = Buffer.from(word.replace(/^[ \t\n]+/, '')).toString('base64');
        return `w=$(printf %s ${b64} | base64 -d; echo x); w=\${w%x}; (eval "set -- $w" && printf '%s\\037' $# "$@") 2>/dev/null || printf '-1\\037'; printf '\\036'${at % 50 === 49 ? '\n' : ';'}`;
      })
      .join('');
    const out = execFileSync('/usr/bin/dash', ['-s'], { input: script, maxBuffer: 64 * 1024 * 1024 });
    const dash = out
      .toString('utf8')
      .split('\u001e')
      .slice(0, -1)
      .map((record) => record.split('\u001f').slice(0, -1));
    expect(dash).toHaveLength(words.length);
    const disagreements: string[] = [];
    for (const [at, word] of words.entries()) {
      const [count, ...read] = dash[at] as string[];
      const ours = await runEscape({ text: word, as: 'shell', direction: 'unescape' }).then(
        (result) => result.text,
        () => undefined,
      );
      // What we read, dash reads as that one word; what dash reads as one word, we read (but a lone trailing \).
      const agrees =
        ours === undefined ? count !== '1' || /\\$/.test(word) : count === '1' && read[0] === ours;
      if (!agrees)
        disagreements.push(
          `${JSON.stringify(word)}: ours ${JSON.stringify(ours)}, dash ${JSON.stringify(read)}`,
        );
    }
    expect(disagreements).toEqual([]);
  });

  describe('SQL', () => {
    let db: PGlite;
    beforeAll(async () => {
      db = await PGlite.create({ loadDataDir: await initdbImage() });
    }, 60_000);
    afterAll(async () => {
      await db.close();
    });

    it('PostgreSQL (PGlite) selects each literal back, standard_conforming_strings on', async () => {
      const { inputs, escaped } = await escapedAll('sql');
      const values = escaped.map((literal, at) => `(${at}, ${literal})`).join(',\n');
      // Compared as UTF-8 bytes: the client's TextDecoder would drop a leading U+FEFF from a returned text.
      const result = await db.query<{ hex: string }>(
        `select encode(convert_to(v, 'UTF8'), 'hex') as hex from (values ${values}) as t(i, v) order by i`,
      );
      expect(result.rows.map((row) => row.hex)).toEqual(
        inputs.map((text) => Buffer.from(text).toString('hex')),
      );
      await expectRoundTrip('sql', inputs, escaped);
    });

    // Each of PostgreSQL's escape-string and Unicode-escape forms, and fast-check's strings written with them.
    const LITERALS = [
      "E'a\\nb\\tc\\b\\f\\r'",
      "E'\\101\\1010\\7\\x4\\x4g\\xc3\\xa9\\8\\x\\q\\\\'",
      "e'it\\'s and it''s'",
      "E'\\uD83D\\uDE00 \\U0001F600 \\u00e9'",
      "U&'d\\0061t\\+000061 \\\\ \\D83D\\DE00'",
      "u&'d!0061t!!' UESCAPE '!'",
      ...sampled
        .filter((text) => !text.includes('\0') && !/[\uD800-\uDFFF]/.test(text))
        .flatMap((text) => [
          `E'${[...text].map((c) => `\\U${c.codePointAt(0)?.toString(16).padStart(8, '0')}`).join('')}'`,
          `U&'${[...text].map((c) => `\\+${c.codePointAt(0)?.toString(16).padStart(6, '0')}`).join('')}'`,
          `E'${[...Buffer.from(text)].map((b) => `\\${b.toString(8)}`).join('')}'`,
        ]),
    ];
    const REFUSED = ["E'\\0'", "E'\\u0000'", "E'\\xff'", "E'\\777'", "E'\\uD83D'", "E'\\u12'", "U&'\\q'"];

    it("PostgreSQL (PGlite) reads each E'…' and U&'…' literal as unescape does, and refuses what it refuses", async () => {
      for (const literal of LITERALS) {
        const row = await db.query<{ hex: string }>(
          `select encode(convert_to(${literal}, 'UTF8'), 'hex') as hex`,
        );
        const ours = (await runEscape({ text: literal, as: 'sql', direction: 'unescape' })).text;
        expect([literal, Buffer.from(ours).toString('hex')]).toEqual([literal, row.rows[0]?.hex]);
      }
      for (const literal of REFUSED) {
        await expect(db.query(`select ${literal}`)).rejects.toThrow();
        await expect(runEscape({ text: literal, as: 'sql', direction: 'unescape' })).rejects.toThrow(
          /^PostgreSQL refuses this string: /,
        );
      }
    });
  });

  it("CSV: Python's csv module reads each field back as a one-field record", async () => {
    const { inputs, escaped } = await escapedAll('csv');
    const read = python(
      `${PY_PRELUDE}import csv, io
print(json.dumps(list(csv.reader(io.StringIO("\\r\\n".join(data) + "\\r\\n", newline="")))))`,
      escaped,
    );
    expect(read).toEqual(inputs.map((text) => [text]));
    await expectRoundTrip('csv', inputs, escaped);
  });
});

describe('CSV fields read back', () => {
  it("reads fast-check's records of commas, quotes, CR and LF as Python's strict csv reader does, or refuses", async () => {
    const unit = fc.constantFrom('a', ',', '"', '\r', '\n', ' ', '\t', 'é', '\uFEFF');
    // A leading U+FEFF is a file's byte-order mark to Papa Parse, not text: left out here.
    const records = [
      ...new Set(fc.sample(fc.string({ unit, maxLength: 8 }), { numRuns: 600, seed: 98 })),
    ].filter((text) => !text.startsWith('\uFEFF'));
    const rows = python(
      `${PY_PRELUDE}import csv, io
out = []
for text in data:
    try: out.append(list(csv.reader(io.StringIO(text, newline=""), strict=True)))
    except csv.Error: out.append(None)
print(json.dumps(out))`,
      records,
    ) as (string[][] | null)[];
    const disagreements: string[] = [];
    for (const [at, text] of records.entries()) {
      const read = rows[at];
      // No record, or one with no field (a bare line break), is the empty field.
      const expected =
        read && read.length <= 1 && (read[0]?.length ?? 0) <= 1 ? (read[0]?.[0] ?? '') : undefined;
      const ours = await runEscape({ text, as: 'csv', direction: 'unescape' }).then(
        (result) => result.text,
        () => undefined,
      );
      if (ours !== expected)
        disagreements.push(
          `${JSON.stringify(text)}: ours ${JSON.stringify(ours)}, Python ${JSON.stringify(read)}`,
        );
    }
    expect(disagreements).toEqual([]);
  });
});

describe("JSONTestSuite's strings (nst/JSONTestSuite)", () => {
  const valid = jsonSuite.filter((entry) => entry.file.startsWith('y_'));
  const invalid = jsonSuite.filter((entry) => entry.file.startsWith('n_') && entry.literal.startsWith('"'));

  it.each(valid)('$file: unescaped as V8 reads it', async ({ literal }) => {
    const { text } = await runEscape({ text: literal, as: 'json', direction: 'unescape' });
    expect(text).toBe(JSON.parse(literal));
  });

  it.each(invalid)('$file: refused, as V8 refuses it', async ({ literal }) => {
    expect(() => JSON.parse(literal)).toThrow();
    await expect(runEscape({ text: literal, as: 'json', direction: 'unescape' })).rejects.toThrow(
      /^This is not a JSON string: /,
    );
  });
});
